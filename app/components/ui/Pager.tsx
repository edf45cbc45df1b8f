import { Link } from "react-router";

/** Page numbers to show: all when few, else the ends and a window around the current page. */
export function pageWindow(current: number, pages: number): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i);
  const keep = new Set([0, pages - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < pages));
  const out: (number | "gap")[] = [];
  let last = -1;
  for (const p of [...keep].sort((a, b) => a - b)) {
    if (p - last > 1) out.push("gap");
    out.push(p);
    last = p;
  }
  return out;
}

const item = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";

/**
 * 'Showing X to Y of Z results' with numbered pages and working Previous/Next. `offset` is the
 * page index (spec §3); hrefFor builds the link of a page, keeping the list's other parameters.
 */
export function Pager({
  total,
  offset,
  limit,
  hrefFor,
}: {
  total: number;
  offset: number;
  limit: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : offset * limit + 1;
  const to = Math.min(total, (offset + 1) * limit);
  const edge = (label: string, page: number, enabled: boolean) =>
    enabled ? (
      <Link
        to={hrefFor(page)}
        className={`${item} border-slate-300 bg-white hover:bg-slate-50`}
        rel={label === "Next" ? "next" : "prev"}
      >
        {label}
      </Link>
    ) : (
      <span className={`${item} border-slate-200 text-slate-500`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-700">
        Showing <span className="font-medium">{from}</span> to <span className="font-medium">{to}</span> of{" "}
        <span className="font-medium">{total}</span> results
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{edge("Previous", offset - 1, offset > 0)}</li>
        {pageWindow(Math.min(offset, pages - 1), pages).map((p, i) =>
          p === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === offset ? "page" : undefined}
                aria-label={`Page ${p + 1}`}
                className={`${item} ${
                  p === offset
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white hover:bg-slate-50"
                }`}
              >
                {p + 1}
              </Link>
            </li>
          ),
        )}
        <li>{edge("Next", offset + 1, offset < pages - 1)}</li>
      </ul>
    </nav>
  );
}
