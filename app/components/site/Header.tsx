import { useExpertiseLinks, useProgramLinks } from "./nav-context.tsx";
import { LinkList } from "./LinkList.tsx";
import { Logo } from "./Logo.tsx";

type Link = { href: string; label: string };

function Chevron() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      className="transition-transform group-open:rotate-180"
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * A dropdown built on <details>: it opens with a click, a tap, Enter or Space without any script;
 * the enhancement script adds Escape, outside-click and one-open-at-a-time.
 */
function Dropdown({ label, links }: { label: string; links: Link[] }) {
  return (
    <details className="group relative" data-dropdown>
      <summary className="inline-flex min-h-10 items-center gap-1 rounded px-3 font-medium text-slate-800 hover:text-brand-700">
        {label}
        <Chevron />
      </summary>
      <LinkList
        links={links}
        className="absolute left-0 top-full z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        linkClassName="block rounded px-3 py-2 text-slate-800 hover:bg-brand-50 hover:text-brand-800"
      />
    </details>
  );
}

const mobileLink = "block rounded px-2 py-2 hover:bg-brand-50";
const companyPages: Link[] = [
  { href: "/about-us", label: "About Us" },
  { href: "/contact-us", label: "Contact Us" },
];

function MobileMenu() {
  return (
    <details className="group md:hidden" data-mobile-menu>
      <summary className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded border border-slate-300 px-3 font-medium">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="group-open:hidden">Menu</span>
        <span className="hidden group-open:inline">Close</span>
      </summary>
      <div
        className="absolute inset-x-0 top-full z-50 flex h-[calc(100dvh-4rem)] justify-end bg-slate-900/40"
        data-menu-backdrop
      >
        <nav aria-label="Mobile" className="h-full w-80 max-w-[85vw] overflow-y-auto bg-white p-6 shadow-xl">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            Training Programs
          </p>
          <LinkList links={useProgramLinks()} className="mb-6 space-y-1" linkClassName={mobileLink} />
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">Expertise</p>
          <LinkList links={useExpertiseLinks()} className="mb-6 space-y-1" linkClassName={mobileLink} />
          <LinkList
            links={companyPages}
            className="space-y-1 border-t border-slate-200 pt-4"
            linkClassName={mobileLink}
          />
          <a
            className="mt-6 block rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
            href="/enrol-now"
          >
            Enrol Now
          </a>
        </nav>
      </div>
    </details>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Dropdown label="Training Programs" links={useProgramLinks()} />
          <Dropdown label="Expertise" links={useExpertiseLinks()} />
          <a
            className="inline-flex min-h-10 items-center rounded px-3 font-medium text-slate-800 hover:text-brand-700"
            href="/about-us"
          >
            About Us
          </a>
          <a
            className="inline-flex min-h-10 items-center rounded px-3 font-medium text-slate-800 hover:text-brand-700"
            href="/contact-us"
          >
            Contact Us
          </a>
          <a
            className="ml-2 inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            href="/enrol-now"
          >
            Enrol Now
          </a>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
