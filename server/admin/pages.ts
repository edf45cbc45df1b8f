import type { Db } from "../db/client.ts";
import { auditOf } from "./audit.ts";
import { listSection } from "./list.ts";
import { type Pagination, pageListQuery, type ListQuery } from "./query.ts";
import { getDetail } from "./records.ts";
import { withAsker } from "./assignment.ts";
import type { RecordOf, RowOf, SectionKey, SortOf } from "./sections/index.ts";
import { sectionQueriesByKey } from "./sections/index.server.ts";
import { sections } from "./sections/index.ts";

/*
 * What the back-office's list and record pages load (app/routes/admin/list.tsx, detail.tsx):
 * the API's data, forgiving of a hand-edited URL, with what the pages show differently (sanitised
 * chat HTML, the canonical course) applied by the section's .server.ts.
 */

interface PageTransforms {
  forPage?: { row?(row: unknown): unknown; record?(record: unknown): unknown };
}
const transformsOf = (key: SectionKey): PageTransforms => sectionQueriesByKey[key] as PageTransforms;

export interface ListPageData<K extends SectionKey> {
  key: K;
  query: ListQuery<SortOf<K>>;
  rows: RowOf<K>[];
  pagination: Pagination;
  /** Set when the URL asked for a sort key the list does not offer (it is then newest first). */
  sortError?: string;
}

/** One page of a list from the page's URL. */
export async function listPage<K extends SectionKey>(
  db: Db,
  key: K,
  params: URLSearchParams,
  askerId?: string,
): Promise<ListPageData<K>> {
  const parsed = pageListQuery(params, sections[key]);
  const { sortError } = parsed;
  // "Mine" is the asker's; an assignee filter the list cannot read is dropped, as a bad sort is.
  const assignee = parsed.query.filter?.assignee;
  if (assignee !== undefined && !/^(me|mine|unassigned|[0-9a-f-]{36})$/i.test(assignee))
    delete parsed.query.filter!.assignee;
  const query = askerId ? withAsker(parsed.query, askerId) : parsed.query;
  let page = await listSection(db, key, query);
  // Past the last page (a hand-edited URL, or the last row of the last page was just deleted):
  // show the last page instead of an empty one.
  const lastPage = Math.max(0, Math.ceil(page.pagination.total / query.limit) - 1);
  if (query.offset > lastPage) {
    query.offset = lastPage;
    page = await listSection(db, key, query);
  }
  const forRow = transformsOf(key).forPage?.row;
  const rows = forRow ? (page.data.map(forRow) as RowOf<K>[]) : page.data;
  return { key, query, rows, pagination: page.pagination, ...(sortError ? { sortError } : {}) };
}

/** A record with its page's extras and its change history. */
export async function recordPage<K extends SectionKey>(db: Db, key: K, id: string) {
  const detail = await getDetail(db, key, id);
  const forRecord = transformsOf(key).forPage?.record;
  const record = (forRecord ? forRecord(detail) : detail) as RecordOf<K>;
  const audit = await auditOf(db, key, detail.id);
  // An application's status changes are listed once, in its status panel's history; the change
  // history below keeps the edits to its fields (the API's audit still has both).
  const shown = key === "enrollments" ? audit.filter((entry) => entry.action !== "status") : audit;
  return { key, record, audit: shown };
}
