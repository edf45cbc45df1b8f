import { Link } from "react-router";

/** The list's h1 with its toolbar: Export CSV, and the section's extra page (Add Admin). */
export function ListHeader({
  heading,
  exportHref,
  add,
}: {
  heading: string;
  exportHref: string;
  add?: { label: string; path: string };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <div className="flex gap-3">
        <a
          href={exportHref}
          download
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50"
        >
          Export CSV
        </a>
        {add ? (
          <Link
            to={add.path}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {add.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
