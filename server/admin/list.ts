import { and, asc, count, desc, eq, getTableName, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { tableCount } from "../db/count.ts";
import { invalid, notFound } from "../domain/errors.ts";
import { type ListQuery, likePattern, type Page } from "./query.ts";
import { assertId } from "./record-id.ts";
import { type RowOf, type SectionKey, type SortOf, sections } from "./sections/index.ts";
import { sectionQueriesByKey } from "./sections/index.server.ts";
import { type AdminTable, type Expression, searchIn } from "./sections/queries.server.ts";
import type { StoredRecord } from "./sections/shape.ts";

/*
 * Lists, exports and records of every section, read through the section's definition
 * (./sections/<key>.ts) and its database side (./sections/<key>.server.ts). The export is exactly
 * the filtered, sorted list.
 */

/** What this generic code needs of a section's database side. */
interface Queries {
  table: AdminTable;
  select: Record<string, Expression>;
  expressions: Record<string, Expression>;
  assignee?: PgColumn;
}

const queriesOf = (key: SectionKey): Queries => sectionQueriesByKey[key];

/** A stored record of the section, without secrets. */
export type StoredOf<K extends SectionKey> = StoredRecord<(typeof sectionQueriesByKey)[K]["table"]>;

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const assigneeFilterMessage = "assignee must be me, unassigned or a staff member's id";

/**
 * The `assignee` filter of an assignable section (issue 35): `unassigned`, or an account's id
 * (the API and the pages put the asker's id in place of `me` first); anything else is a field
 * error, never a 500.
 */
function assigneeCondition(column: PgColumn, value: string): SQL {
  if (value === "unassigned") return isNull(column);
  if (!uuidText.test(value)) throw invalid({ assignee: assigneeFilterMessage });
  return eq(column, value.toLowerCase());
}

function whereOf(key: SectionKey, query: Pick<ListQuery, "search" | "filter" | "ids">): SQL | undefined {
  const { expressions, assignee, table } = queriesOf(key);
  const conditions: (SQL | undefined)[] = Object.entries(query.filter ?? {})
    .filter(([name]) => Object.hasOwn(expressions, name) || (name === "assignee" && assignee))
    .map(([name, value]) =>
      name === "assignee" && assignee
        ? assigneeCondition(assignee, value)
        : sql`${expressions[name]!} = ${value}`,
    );
  if (query.ids) conditions.push(inArray(table.id, query.ids));
  if (query.search)
    conditions.push(
      searchIn(
        sections[key].search.map((name) => expressions[name]!),
        likePattern(query.search),
      ),
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The SQL of a sort key; only a key the section's database side owns (never an inherited one). */
function sortExpression(key: SectionKey, sort: string | undefined): Expression | undefined {
  const { expressions } = queriesOf(key);
  return sort !== undefined && Object.hasOwn(expressions, sort) ? expressions[sort] : undefined;
}

function orderOf(key: SectionKey, query: Pick<ListQuery, "sort" | "order">): SQL[] {
  const { table } = queriesOf(key);
  const column = sortExpression(key, query.sort);
  const by = column && query.order === "asc" ? asc : desc;
  return [by(column ?? table.createdAt), by(table.id)];
}

/** Dates as ISO strings, as the API sends them. */
function serialise(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

/** One page of a section, filtered and sorted: {data, pagination:{total, offset, limit}}. */
export async function listSection<K extends SectionKey>(
  db: Db,
  key: K,
  query: ListQuery<SortOf<K>>,
): Promise<Page<RowOf<K>>> {
  const { table, select } = queriesOf(key);
  const where = whereOf(key, query);
  const exact = async () => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
    return Number(total);
  };
  // Unfiltered lists of huge tables use the planner's estimate, so page one stays fast at 1M rows.
  // The count and the page are independent: both queries go out at once.
  const [total, rows] = await Promise.all([
    where ? exact() : tableCount(db, getTableName(table), exact),
    db
      .select(select)
      .from(table)
      .where(where)
      .orderBy(...orderOf(key, query))
      .limit(query.limit)
      .offset(query.offset * query.limit),
  ]);
  return {
    data: rows.map((row) => serialise(row) as unknown as RowOf<K>),
    pagination: { total, offset: query.offset, limit: query.limit },
  };
}

/** Every row of the filtered, sorted list (for CSV export), capped to keep memory bounded. */
export async function allOfSection<K extends SectionKey>(
  db: Db,
  key: K,
  query: Pick<ListQuery<SortOf<K>>, "search" | "sort" | "order" | "filter" | "ids">,
  cap = 50_000,
): Promise<RowOf<K>[]> {
  const { table, select } = queriesOf(key);
  const rows = await db
    .select(select)
    .from(table)
    .where(whereOf(key, query))
    .orderBy(...orderOf(key, query))
    .limit(cap);
  return rows.map((row) => serialise(row) as unknown as RowOf<K>);
}

/** The stored record (every column except secrets), or not-found naming what was not found. */
export async function getRecord<K extends SectionKey>(db: Db, key: K, id: string): Promise<StoredOf<K>> {
  const { table } = queriesOf(key);
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.id, assertId(key, id)))
    .limit(1);
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound(`${sections[key].labels.noun} not found`);
  delete row.passwordHash;
  return serialise(row) as unknown as StoredOf<K>;
}
