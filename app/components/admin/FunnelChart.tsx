import type { FunnelRow } from "#server/reports/funnel.ts";

const stages = [
  ["visitors", "Visitors"],
  ["leads", "Leads"],
  ["applications", "Applications"],
  ["offers", "Offers"],
  ["enrolled", "Enrolled"],
] as const;

/**
 * The funnel per source (issue 35) as HTML bars with their numbers in text: a table for screen
 * readers and narrow screens alike, each count beside a bar whose width is its share of the
 * largest count.
 */
export function FunnelChart({ rows, csvHref }: { rows: FunnelRow[]; csvHref: string }) {
  const max = Math.max(1, ...rows.flatMap((r) => stages.map(([key]) => r[key])));
  if (rows.length === 0) return <p className="text-slate-700">Nothing arrived in this period.</p>;
  return (
    <>
      {/* Scrolls sideways on phones: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className="overflow-x-auto" tabIndex={0} aria-label="Funnel per source">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Visitors, leads, applications, offers and enrolments per source</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold text-slate-700">
                Source
              </th>
              {stages.map(([key, label]) => (
                <th key={key} scope="col" className="py-1 pr-3 font-semibold text-slate-700">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 10).map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 font-medium break-all text-slate-900">
                  {row.label}
                </th>
                {stages.map(([key]) => (
                  <td key={key} className="py-1.5 pr-3 align-middle">
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-block h-2.5 rounded bg-brand-600"
                        style={{ width: `${Math.max(2, Math.round((row[key] / max) * 80))}px` }}
                      />
                      <span className="tabular-nums text-slate-900">{row[key]}</span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-3 text-sm">
        <a href={csvHref} className="text-brand-700 underline" download>
          Download the funnel as CSV
        </a>
      </p>
    </>
  );
}
