import type { ListQuery } from "#server/admin/query.ts";
import { type SectionKey, sections } from "#server/admin/sections/index.ts";
import type { BaseRow, ListColumn, SectionDefinition } from "#server/admin/sections/shape.ts";

/**
 * A section as the list components see it: generic in its row type, so a column's field is a key
 * of the row it renders.
 */
export type ListSection<Row extends BaseRow> = SectionDefinition<string, Row, BaseRow, string, string>;
export type Column<Row extends BaseRow> = ListColumn<Row, string>;

/** The list's URL parameters as the page read them. */
export type ListParams = Pick<ListQuery, "search" | "sort" | "order" | "filter">;

/** A link to the same list with some parameters changed (undefined removes one). */
export type ListHref = (changes: Record<string, string | number | undefined>) => string;

/** The row the delete dialog asks about. */
export interface DeleteTarget {
  id: string;
  label: string;
}

/**
 * The registry's section for a page's key, seen generically. TypeScript cannot pair a key read at
 * run time with its own row type, so the pages see rows as BaseRow; each definition's columns
 * were checked against its row type where it was written.
 */
export function listSectionOf(key: SectionKey): ListSection<BaseRow> {
  return sections[key] as unknown as ListSection<BaseRow>;
}
