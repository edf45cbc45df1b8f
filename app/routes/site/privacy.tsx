import type { ReactNode } from "react";
import { pages } from "#content/pages.ts";
import { data } from "react-router";
import { privacyTables } from "#content/privacy.ts";
import { pageOfSlug, publishedContent } from "#server/content/published.ts";
import { LegalDocumentView } from "#app/components/site/LegalDocumentView.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy";

const page = pages["/privacy"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/privacy", matches);

const card = "rounded-xl bg-slate-50 p-5 text-base ring-1 ring-slate-200";

/** A line of a card that starts with its bold label ("Why: …"). */
function Labelled({
  label,
  className = "mt-2",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <span className="font-medium text-slate-900">{label}:</span> {children}
    </p>
  );
}

/** What each form and the chat collect: one card each, readable at any width. */
function CollectionPoints() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {privacyTables.collectionPoints.map((c) => (
        <li key={c.source} className={card}>
          <h3 className="font-semibold text-slate-900">{c.source}</h3>
          <p className="text-sm text-slate-600">{c.where}</p>
          <Labelled label="We collect" className="mt-3">
            {c.collects.join("; ")}.
          </Labelled>
          <Labelled label="Why">{c.why}</Labelled>
        </li>
      ))}
    </ul>
  );
}

function Cookies() {
  return (
    <ul className="space-y-4">
      {privacyTables.cookies.map((c) => (
        <li key={c.name} className={card}>
          <h3 className="font-mono font-semibold text-slate-900">{c.name}</h3>
          <p className="mt-2">{c.purpose}</p>
          <Labelled label="Lasts">{c.lasts}.</Labelled>
        </li>
      ))}
    </ul>
  );
}

function Retention() {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl text-base ring-1 ring-slate-200">
      {privacyTables.retention.map((r) => (
        <div key={r.records} className="grid gap-1 p-4 md:grid-cols-3 md:gap-4">
          <dt className="font-medium text-slate-900">{r.records}</dt>
          <dd className="md:col-span-2">{r.kept}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /privacy: the privacy policy, with what each form collects, the cookies and retention. */
/** The published privacy policy (issue 32); its tables of what each form collects stay with the code that collects it. */
export async function loader({ context }: Route.LoaderArgs) {
  const document = pageOfSlug(await publishedContent(context.db), "privacy");
  if (!document) throw data(null, { status: 404, statusText: "Not Found" });
  return { document };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const privacyPolicy = loaderData.document;
  return (
    <>
      <PageHero title={privacyPolicy.title} lead={privacyPolicy.intro} />
      <LegalDocumentView
        document={privacyPolicy}
        extras={{ collect: <CollectionPoints />, cookies: <Cookies />, retention: <Retention /> }}
      />
    </>
  );
}
