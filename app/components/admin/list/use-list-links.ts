import { useLocation } from "react-router";
import { exportPath } from "#server/admin/sections/shape.ts";
import type { ListHref, ListParams } from "./types.ts";

/**
 * Links of a list page, all kept in the URL: the same list with parameters changed (a sort, a
 * page, a cleared search), and the CSV export of exactly the rows the list shows.
 */
export function useListLinks(section: { key: string }, query: ListParams) {
  const location = useLocation();
  const href: ListHref = (changes) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(name);
      else next.set(name, String(value));
    }
    return `${location.pathname}?${next}`;
  };
  const exported = Object.entries({
    ...query.filter,
    search: query.search,
    sort: query.sort ?? "",
    order: query.sort ? query.order : "",
  }).filter(([, value]) => value);
  return { href, exportHref: `${exportPath(section)}?${new URLSearchParams(exported)}` };
}
