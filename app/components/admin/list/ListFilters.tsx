import { Link } from "react-router";
import type { FilterGroup } from "#server/admin/list-filters.ts";
import type { ListHref } from "./types.ts";

/** Status tabs and "assigned to" links above a list (issue 35); the current choice is marked. */
export function ListFilters({ filters, href }: { filters: FilterGroup[]; href: ListHref }) {
  return (
    <div className="mt-4 space-y-2">
      {filters.map((group) => (
        <nav key={group.param} aria-label={group.label} className="flex flex-wrap items-center gap-1 text-sm">
          <span className="mr-1 font-medium text-slate-700">{group.label}:</span>
          {group.options.map((option) => {
            const current = option.value === group.current;
            return (
              <Link
                key={option.value}
                to={href({ [group.param]: option.value, offset: undefined })}
                aria-current={current ? "page" : undefined}
                className={`rounded-full border px-3 py-1 capitalize whitespace-nowrap ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                }`}
              >
                {option.label}
              </Link>
            );
          })}
        </nav>
      ))}
    </div>
  );
}
