import { z } from "zod";
import { parseOrInvalid } from "../domain/errors.ts";

/** What a list screen or API client asks for. `offset` is a page index (spec §3), not a row count. */
export interface ListQuery {
  offset: number;
  limit: number;
  search: string;
  sort: string | undefined;
  order: "asc" | "desc";
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

const querySchema = (defaultLimit: number) =>
  z.object({
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
    search: z.string().trim().max(200, "search must be at most 200 characters").default(""),
    sort: z.string().max(40).optional(),
    order: z.enum(["asc", "desc"], "order must be asc or desc").optional(),
  });

type Raw = Record<string, unknown>;

function firstValues(raw: Raw): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v !== "" && v !== undefined) out[key] = v;
  }
  return out;
}

/** For the API: a bad value is `invalid`, naming the parameter. */
export function parseListQuery(raw: Raw, defaultLimit: number): ListQuery {
  const parsed = parseOrInvalid(querySchema(defaultLimit), firstValues(raw));
  return {
    ...parsed,
    sort: parsed.sort,
    order: parsed.order ?? (parsed.sort ? "asc" : "desc"),
  };
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

/** `a%b_c` searched literally inside ILIKE. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
