import { Link } from "react-router";
import type { ListHref, ListParams } from "./types.ts";

/** The list is newest first until someone picks a sort. */
const DEFAULT_SORT = "createdAt";

/**
 * A column header. With a sort key it links to the list sorted by it (ascending first, then the
 * other way) and tells assistive technology how the list is sorted now.
 */
export function SortHeader({
  label,
  sort,
  query,
  href,
}: {
  label: string;
  sort?: string;
  query: ListParams;
  href: ListHref;
}) {
  if (!sort)
    return (
      <th scope="col" className="px-4 py-3">
        {label}
      </th>
    );
  const active = (query.sort ?? DEFAULT_SORT) === sort;
  const ascending = (query.sort ? query.order : "desc") === "asc";
  return (
    <th
      scope="col"
      className="px-4 py-3"
      aria-sort={active ? (ascending ? "ascending" : "descending") : undefined}
    >
      <Link
        to={href({ sort, order: active && ascending ? "desc" : "asc", offset: undefined })}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {label}
        {active ? <span aria-hidden="true">{ascending ? "▲" : "▼"}</span> : null}
      </Link>
    </th>
  );
}
