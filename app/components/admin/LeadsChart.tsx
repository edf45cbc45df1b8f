import { formatDate } from "#app/lib/dates.ts";

interface WeeklyLeads {
  weeks: string[];
  series: { id: string; name: string; values: number[] }[];
}

const palette = ["#1e40af", "#b45309", "#047857", "#9d174d", "#6d28d9"];

/**
 * New leads per week, stacked by kind, drawn as plain SVG on the server (no chart library).
 * A table with the same numbers follows for screen readers and exact values.
 */
export function LeadsChart({ data }: { data: WeeklyLeads }) {
  const width = 720;
  const height = 260;
  const pad = { top: 16, right: 16, bottom: 40, left: 40 };
  const totals = data.weeks.map((_, w) => data.series.reduce((sum, s) => sum + (s.values[w] ?? 0), 0));
  const max = Math.max(4, ...totals);
  const step = Math.ceil(max / 4);
  const top = step * 4;
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const band = plotW / data.weeks.length;
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="leads-chart-title"
      >
        <title id="leads-chart-title">New leads per week over the last 12 weeks, by kind</title>
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <line x1={pad.left} x2={width - pad.right} y1={y(i * step)} y2={y(i * step)} stroke="#e2e8f0" />
            <text x={pad.left - 6} y={y(i * step) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {i * step}
            </text>
          </g>
        ))}
        {data.weeks.map((week, w) => {
          let base = 0;
          return (
            <g key={week}>
              {data.series.map((s, i) => {
                const v = s.values[w] ?? 0;
                const rect = (
                  <rect
                    key={s.id}
                    x={pad.left + w * band + band * 0.15}
                    width={band * 0.7}
                    y={y(base + v)}
                    height={y(base) - y(base + v)}
                    fill={palette[i % palette.length]}
                  />
                );
                base += v;
                return rect;
              })}
              {w % 2 === 0 ? (
                <text
                  x={pad.left + w * band + band / 2}
                  y={height - pad.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#475569"
                >
                  {formatDate(`${week}T12:00:00Z`).slice(0, 5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {data.series.map((s, i) => (
          <span key={s.id} className="inline-flex items-center gap-2">
            <span
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: palette[i % palette.length] }}
            />
            {s.name}
          </span>
        ))}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="text-brand-700 underline">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="pr-4">
                  Week of
                </th>
                {data.series.map((s) => (
                  <th key={s.id} scope="col" className="pr-4">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week, w) => (
                <tr key={week}>
                  <th scope="row" className="pr-4 font-normal">
                    {formatDate(`${week}T12:00:00Z`)}
                  </th>
                  {data.series.map((s) => (
                    <td key={s.id} className="pr-4">
                      {s.values[w]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
