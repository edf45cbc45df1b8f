import { data } from "react-router";
import { pages } from "#content/pages.ts";
import { TERMS_SLUG } from "#forms/content/terms-version.ts";
import { currentPageVersion, pageVersion } from "#server/content/page-versions.ts";
import { pageOfSlug, publishedContent } from "#server/content/published.ts";
import { formatDocumentDate, LegalDocumentView } from "#app/components/site/LegalDocumentView.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/terms";

const page = pages["/terms"];

/**
 * /terms: the published enrolment terms (issue 32), which the application form's first checkbox
 * accepts; /terms?version=N: the version an application accepted, as it was published.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("version");
  if (asked !== null) {
    const number = /^\d{1,9}$/.test(asked) ? Number(asked) : Number.NaN;
    const version = await pageVersion(context.db, TERMS_SLUG, number);
    if (!version) throw data(null, { status: 404, statusText: "Not Found" });
    const current = await currentPageVersion(context.db, TERMS_SLUG);
    return {
      document: version.page,
      version: {
        number: version.number,
        publishedOn: version.publishedAt.toISOString().slice(0, 10),
        current: current === version.number,
      },
    };
  }
  const document = pageOfSlug(await publishedContent(context.db), TERMS_SLUG);
  if (!document) throw data(null, { status: 404, statusText: "Not Found" });
  return { document, version: null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const tags = seo(
    data?.document.description ? { ...page, description: data.document.description } : page,
    "/terms",
    matches,
  );
  // An earlier version is for the applicant who accepted it, not for search engines.
  return data?.version ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { document, version } = loaderData;
  return (
    <>
      <PageHero title={document.title} lead={document.intro} />
      {version ? (
        <div className={`${container} max-w-3xl`}>
          <p
            role="note"
            data-terms-version
            className="rounded-lg bg-brand-50 p-4 text-slate-800 ring-1 ring-brand-100"
          >
            {`Version ${version.number} of the enrolment terms, published ${formatDocumentDate(version.publishedOn)}. `}
            {version.current ? (
              "It is the current version."
            ) : (
              <>
                Newer terms have been published since:{" "}
                <a className={textLink} href="/terms">
                  read the current enrolment terms
                </a>
                .
              </>
            )}
          </p>
        </div>
      ) : null}
      <LegalDocumentView document={document} />
    </>
  );
}
