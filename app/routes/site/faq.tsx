import { faqGroups } from "#content/faq.ts";
import { pages } from "#content/pages.ts";
import { JsonLd } from "#app/components/site/JsonLd.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/faq";
import { ActionLinks } from "#app/components/site/CallToAction.tsx";
import { nextSessionTexts } from "#server/intakes/intakes.ts";
import { publishedContent } from "#server/content/published.ts";
import { faqGroupsOf } from "#server/content/faq-page.ts";

const page = pages["/faq"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/faq", matches);

// The published FAQ entries (issue 32), grouped by topic, with their Markdown through the site's
// sanitiser. "{next-intake}" in an answer is the next open intakes (issue 14), as the home and
// program pages show them; every intake write and every publish invalidates the cached page.
export async function loader({ context }: Route.LoaderArgs) {
  const content = await publishedContent(context.db);
  const sessions = await nextSessionTexts(context.db, context.config.businessTimeZone);
  return { groups: faqGroupsOf(content, sessions, faqGroups) };
}

type Groups = Route.ComponentProps["loaderData"]["groups"];

/** schema.org FAQPage: every question with its answer, as the page shows them. */
const structuredData = (groups: Groups) => ({
  "@type": "FAQPage",
  mainEntity: groups.flatMap((g) =>
    g.faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  ),
});

/** What React writes for text in HTML, so a link after an answer renders as it always did. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** The answer's sanitised HTML, then its "read more" link. */
const answerHtml = (f: Groups[number]["faqs"][number]) =>
  f.html +
  (f.link
    ? `<p class="mt-2"><a class="inline-flex min-h-6 items-center ${textLink}" href="${escapeHtml(f.link.href)}">${escapeHtml(f.link.label)}</a></p>`
    : "");

/** /faq: the questions prospective students ask, grouped by topic, as published in the back-office. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <JsonLd data={structuredData(groups)} />
      <PageHero
        title="Frequently asked questions"
        lead="Fees, class times, prerequisites, equipment, careers support and applying: straight answers, from the same facts as our course pages."
      />
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-4`}>
        <nav aria-label="Topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Topics</h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:block lg:space-y-1">
            {groups.map((g) => (
              <li key={g.id}>
                <a
                  className="inline-flex min-h-7 items-center rounded-full bg-slate-100 px-3 text-slate-800 hover:bg-brand-50 hover:text-brand-800 lg:bg-transparent lg:px-0"
                  href={`#${g.id}`}
                >
                  {g.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl space-y-14 lg:col-span-3">
          {groups.map((g) => (
            <section key={g.id} id={g.id} aria-labelledby={`${g.id}-heading`} className="scroll-mt-24">
              <h2 id={`${g.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                {g.heading}
              </h2>
              <dl className="mt-6 space-y-8">
                {g.faqs.map((f) => (
                  <div key={f.question}>
                    <dt className="text-lg font-semibold text-slate-900">{f.question}</dt>
                    <dd
                      className="mt-2 text-slate-700"
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: the published answer's Markdown, through the sanitiser (server/content/markdown.ts).
                      dangerouslySetInnerHTML={{ __html: answerHtml(f) }}
                    />
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-semibold text-slate-900">Still have a question?</p>
            <ActionLinks
              primary={{ href: "/contact-us", label: "Contact us" }}
              secondary={{ href: "/enrol-now", label: "Apply now" }}
            />
          </div>
        </div>
      </div>
    </>
  );
}
