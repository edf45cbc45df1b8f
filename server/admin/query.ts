import { z } from "zod";
import { invalid, parseOrInvalid } from "../domain/errors.ts";

/**
 * What a list screen or API client asks for. `offset` is a page index (spec §3), not a row count;
 * `sort` is one of the list's own sort keys.
 */
export interface ListQuery<Sort extends string = string> {
  offset: number;
  limit: number;
  search: string;
  sort: Sort | undefined;
  order: "asc" | "desc";
  /** Exact-value filters on the list's filterable fields, e.g. {status: "received"}. */
  filter?: Record<string, string>;
  /** Only these records (a bulk "export the selection", issue 35). */
  ids?: string[];
}

/** What a list accepts: its page size and its sort keys (a section definition is one). */
export interface Listing<Sort extends string = string> {
  defaultLimit: number;
  sorts: readonly Sort[];
  /** Fields the list can be filtered on by exact value (`?status=received`). */
  filters?: readonly string[];
}

/** The list's filters present in the query; anything else in it is ignored. */
function filtersOf(raw: Raw, listing: Listing): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const name of listing.filters ?? []) {
    const value = Array.isArray(raw[name]) ? (raw[name] as unknown[])[0] : raw[name];
    if (typeof value === "string" && value.trim() !== "") out[name] = value.trim().slice(0, 100);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface Pagination {
  total: number;
  offset: number;
  limit: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export const MAX_LIMIT = 100;

/**
 * The `offset` (a page index) and `limit` fields of a paged list's query, with the messages every
 * admin list answers with; a Zod object spreads them in.
 */
export const pageFields = (defaultLimit: number) => ({
  offset: z.coerce
    .number("offset must be a whole number")
    .int("offset must be a whole number")
    .min(0, "offset must be 0 or more")
    .default(0),
  limit: z.coerce
    .number("limit must be a whole number")
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(MAX_LIMIT, "limit must be between 1 and 100")
    .default(defaultLimit),
});

const buildQuerySchema = (defaultLimit: number) =>
  z.object({
    ...pageFields(defaultLimit),
    search: z.string().trim().max(200, "search must be at most 200 characters").default(""),
    sort: z.string().optional(),
    order: z.enum(["asc", "desc"], "order must be asc or desc").optional(),
  });

/** Built once per page size: making a Zod schema costs more than parsing with it. */
const querySchemas = new Map<number, ReturnType<typeof buildQuerySchema>>();
function querySchema(defaultLimit: number) {
  let schema = querySchemas.get(defaultLimit);
  if (!schema) {
    schema = buildQuerySchema(defaultLimit);
    querySchemas.set(defaultLimit, schema);
  }
  return schema;
}

type Raw = Record<string, unknown>;

function firstValues(raw: Raw): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v !== "" && v !== undefined) out[key] = v;
  }
  return out;
}

/** The message for a sort key the list does not offer: it names the ones it does. */
export function sortMessage(listing: Listing): string {
  return `sort must be one of: ${listing.sorts.join(", ")}`;
}

/** One of the list's sort keys: compared with its own array, never looked up on an object. */
function isSortOf<Sort extends string>(listing: Listing<Sort>, sort: string): sort is Sort {
  return (listing.sorts as readonly string[]).includes(sort);
}

/** The sort key, if it is one of the list's; anything else (`__proto__`, a typo) is `invalid`. */
export function checkedSort<Sort extends string>(
  listing: Listing<Sort>,
  sort: string | undefined,
): Sort | undefined {
  if (sort === undefined || isSortOf(listing, sort)) return sort;
  throw invalid({ sort: sortMessage(listing) });
}

/** For the API: a bad value is `invalid`, naming the parameter. */
export function parseListQuery<Sort extends string>(raw: Raw, listing: Listing<Sort>): ListQuery<Sort> {
  const parsed = parseOrInvalid(querySchema(listing.defaultLimit), firstValues(raw));
  const sort = checkedSort(listing, parsed.sort);
  const filter = filtersOf(raw, listing);
  return { ...parsed, sort, order: parsed.order ?? (sort ? "asc" : "desc"), ...(filter ? { filter } : {}) };
}

/** For pages: a hand-edited URL falls back to the defaults instead of failing. */
export function lenientListQuery(params: URLSearchParams, defaultLimit: number): ListQuery {
  const raw: Raw = Object.fromEntries(params);
  const schema = querySchema(defaultLimit);
  const out: Raw = {};
  for (const key of Object.keys(schema.shape) as (keyof typeof schema.shape)[]) {
    const one = schema.shape[key].safeParse(raw[key] === "" ? undefined : raw[key]);
    if (one.success) out[key] = one.data;
  }
  const parsed = schema.parse(out);
  return { ...parsed, sort: parsed.sort, order: parsed.order ?? (parsed.sort ? "asc" : "desc") };
}

/**
 * For a list page: lenient, except that a sort key the list does not offer is dropped (the list
 * shows newest first) and reported in `sortError`, for the page to say so.
 */
export function pageListQuery<Sort extends string>(
  params: URLSearchParams,
  listing: Listing<Sort>,
): { query: ListQuery<Sort>; sortError?: string } {
  const { sort, ...lenient } = lenientListQuery(params, listing.defaultLimit);
  const filter = filtersOf(Object.fromEntries(params), listing);
  const rest = { ...lenient, ...(filter ? { filter } : {}) };
  if (sort === undefined || isSortOf(listing, sort)) return { query: { ...rest, sort } };
  return { query: { ...rest, sort: undefined, order: "desc" }, sortError: sortMessage(listing) };
}

/** `a%b_c` searched literally inside ILIKE. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const selectionId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SELECTION = MAX_LIMIT;
export const selectionMessage = `ids must be up to ${MAX_SELECTION} record ids`;

/**
 * The `ids` of a query (`?ids=…&ids=…`, a selection of rows to export), lower-cased and without
 * repeats; undefined when absent. Anything but up to 100 record ids is `invalid`.
 */
export function selectionOf(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const values = Array.isArray(raw) ? raw : [raw];
  if (values.length === 0 || values.length > MAX_SELECTION) throw invalid({ ids: selectionMessage });
  if (!values.every((v) => typeof v === "string" && selectionId.test(v)))
    throw invalid({ ids: selectionMessage });
  return [...new Set((values as string[]).map((v) => v.toLowerCase()))];
}
