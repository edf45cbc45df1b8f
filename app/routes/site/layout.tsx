import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import {
  ExpertiseLinksContext,
  ProgramLinksContext,
  SiteContactContext,
} from "#app/components/site/nav-context.tsx";
import { site } from "#content/site.ts";
import { expertiseLinks, expertiseLinksOf, programLinks } from "#app/components/site/nav-links.ts";
import { previewedDocument, publishedContent } from "#server/content/published.ts";
import { courseChoicesOf } from "#server/content/catalogue.ts";
import { CourseChoicesContext } from "#app/components/forms/course-choices.tsx";
import { Footer } from "#app/components/site/Footer.tsx";
import { Header } from "#app/components/site/Header.tsx";
import { TopBar } from "#app/components/site/TopBar.tsx";
import type { Route } from "./+types/layout";

// Public pages are static content: no React in the browser, only the small enhancement script.
export const handle = { hydrate: false };

/** The menus' published programs (issue 32): a program published in the back-office is in them. */
export async function loader({ context }: Route.LoaderArgs) {
  const content = await publishedContent(context.db);
  const preview = await previewedDocument(context.db);
  const { name, legalName, email, taxNumber, phones, social, address } = content.site;
  return {
    programLinks: content.programs.map((p) => ({ href: p.href, label: p.name })),
    // The Expertise menu: the published services, each with its page.
    expertiseLinks: expertiseLinksOf(content.services),
    // The enrolment and outline forms' course lists: the published programs.
    courses: courseChoicesOf(content),
    // The top bar's and the footer's contact details: a published change shows on every page.
    site: { name, legalName, email, taxNumber, phones, social, address },
    // A signed-in staff member's draft preview (?preview=<id>): the banner and the editor's address.
    preview: preview
      ? { title: preview.title, editor: `/admin/content/${preview.type}/${preview.id}` }
      : null,
  };
}

/** A page whose handle says `newsletterBand: true` shows its own newsletter band (program pages). */
function usePageHasNewsletterBand(): boolean {
  return useMatches().some(
    (m) => (m.handle as { newsletterBand?: boolean } | undefined)?.newsletterBand === true,
  );
}

/** The published courses when the layout's data has them (not while an error page renders without it). */
function CourseChoicesProvider({
  courses,
  children,
}: {
  courses: React.ComponentProps<typeof CourseChoicesContext.Provider>["value"] | undefined;
  children: React.ReactNode;
}) {
  return courses ? (
    <CourseChoicesContext.Provider value={courses}>{children}</CourseChoicesContext.Provider>
  ) : (
    children
  );
}

/**
 * Says on every page of a staff preview that the draft is not what visitors see (issue 32), with
 * the way back to the editor. Only the preview middleware's requests carry it (decision 0106).
 */
function DraftPreviewBanner({ title, editor }: { title: string; editor: string }) {
  return (
    <div role="note" aria-label="Draft preview" className="bg-amber-300 text-slate-950">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <strong className="font-semibold">Draft preview — not visible to visitors.</strong>
        <span>You are looking at the draft of “{title}” as the site would show it once published.</span>
        <a className="inline-flex min-h-6 items-center font-semibold underline" href={editor}>
          Back to the editor
        </a>
      </p>
    </div>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const ownBand = usePageHasNewsletterBand();
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  return (
    <ProgramLinksContext.Provider value={data?.programLinks ?? programLinks}>
      <ExpertiseLinksContext.Provider value={data?.expertiseLinks ?? expertiseLinks}>
        <SiteContactContext.Provider value={data?.site ?? site}>
          <CourseChoicesProvider courses={data?.courses}>
            <a
              href="#main"
              className="skip-link rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow"
            >
              Skip to content
            </a>
            {data?.preview ? <DraftPreviewBanner {...data.preview} /> : null}
            <TopBar />
            <Header />
            <main id="main" tabIndex={-1} className="focus:outline-none">
              {children}
            </main>
            <Footer newsletter={!ownBand} />
            {/* The chat launcher (docs/decisions/0110). Its home is this strip at the end of the page,
          which keeps room for it, so it never lies over anything: without JavaScript it stays here as
          a plain link to the contact form. app/enhance/chat-launcher.ts lifts it into the window's
          corner, moves it aside (up the edge, to the other corner, or out of view) wherever it would
          cover a link, field, button or heading, and lets the visitor put it back here ("Hide"). */}
            <div data-chat-home className="flex h-(--chat-dock-height) items-center justify-end px-4 sm:px-6">
              <aside
                aria-label="Chat assistant"
                data-chat-dock
                // The chat panel's labels ("… assistant", a staff reply's "… · name"): the published name.
                data-site-name={data?.site.name ?? site.name}
                className="chat-dock flex items-center gap-1"
              >
                <a
                  href="/contact-us"
                  data-chat-launcher
                  className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-brand-700 py-2 pr-4 pl-3 text-sm font-semibold text-white shadow-lg ring-1 ring-white/40 hover:bg-brand-800"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
                  </svg>
                  Ask a question
                </a>
                <button
                  type="button"
                  data-chat-dismiss
                  hidden
                  aria-label="Hide the chat button"
                  title="Hide the chat button"
                  className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    aria-hidden="true"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </aside>
            </div>
          </CourseChoicesProvider>
        </SiteContactContext.Provider>
      </ExpertiseLinksContext.Provider>
    </ProgramLinksContext.Provider>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-base font-semibold text-brand-700">404</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-6 text-lg text-slate-700">Sorry, we couldn't find the page you're looking for.</p>
      <a
        className="mt-10 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        href="/"
      >
        Go Back Home
      </a>
    </section>
  );
}

/** The published name when the layout's loader ran (a page's 404), else the seed's. */
function useSiteName(): string {
  return useRouteLoaderData<typeof loader>("routes/site/layout")?.site.name ?? site.name;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const siteName = useSiteName();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <title>{`Page not found | ${siteName}`}</title>
        <NotFoundPage />
      </Shell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || (typeof error.data === "string" ? error.data : "")
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : "Something went wrong on our side. Please try again.";
  return (
    <Shell>
      <title>{`${status} Unexpected Application Error! | ${siteName}`}</title>
      <section className="mx-auto max-w-2xl px-6 py-24">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg">
          <span className="font-semibold">{status}</span> {message}
        </p>
      </section>
    </Shell>
  );
}
