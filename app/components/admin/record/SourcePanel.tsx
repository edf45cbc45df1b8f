import type { LeadSource } from "#server/leads/source.ts";

const parts: [keyof LeadSource, string][] = [
  ["utmSource", "Campaign source"],
  ["utmMedium", "Medium"],
  ["utmCampaign", "Campaign"],
  ["referrerHost", "Referring site"],
  ["landingPath", "Landing page"],
];

/** Where the record's visitor came from (issue 35): the browser's first touch, or "Not known". */
export function SourcePanel({ source }: { source: unknown }) {
  const known = source as Partial<Record<keyof LeadSource, unknown>>;
  const shown = parts.filter(([key]) => typeof known[key] === "string" && known[key] !== "");
  return (
    <section
      aria-labelledby="source-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="source-heading" className="text-base font-semibold text-slate-900">
        Source
      </h2>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          Not known (a direct visit, or from before sources were kept).
        </p>
      ) : (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {shown.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-all text-slate-900">{String(known[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
