import { formatAddress } from "#content/site.ts";
import { NewsletterForm } from "#app/components/forms/slots.tsx";
import { LinkList } from "./LinkList.tsx";
import { accountLinks, companyLinks, legalLinks } from "./nav-links.ts";
import { useExpertiseLinks, useProgramLinks, useSiteContact } from "./nav-context.tsx";

const footerLink = "inline-flex min-h-7 items-center text-slate-300 hover:text-white hover:underline";

function Column({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <LinkList links={links} className="mt-3 space-y-1" linkClassName={footerLink} />
    </div>
  );
}

/** `newsletter={false}` on pages that carry their own newsletter band, so a page never has two. */
export function Footer({ newsletter = true }: { newsletter?: boolean }) {
  const programLinks = useProgramLinks();
  const expertiseLinks = useExpertiseLinks();
  const site = useSiteContact();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <address className="mt-3 not-italic leading-relaxed">{formatAddress(site.address)}</address>
          <p className="mt-2">{site.taxNumber}</p>
          <p className="mt-2">
            <a className="hover:text-white hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
        </div>
        <Column title="Training" links={programLinks} />
        <Column title="Expertise" links={expertiseLinks} />
        <Column title="Company" links={companyLinks} />
        <Column title="Students and staff" links={accountLinks} />
      </div>
      {newsletter ? (
        <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
          <NewsletterForm variant="footer" />
        </div>
      ) : null}
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{`© ${year} ${site.legalName}. All rights reserved.`}</p>
          <LinkList
            links={legalLinks}
            className="flex flex-wrap gap-x-6 gap-y-1"
            linkClassName={footerLink}
          />
        </div>
      </div>
    </footer>
  );
}
