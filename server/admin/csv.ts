import type { Db } from "../db/client.ts";
import type { ListQuery } from "./query.ts";
import { allOfSection, type SectionKey, sections } from "./sections.ts";

/**
 * One CSV field. Quotes when needed, and defuses spreadsheet formulas: a cell starting with
 * = + - @ or a tab/CR is prefixed with ' so Excel shows it as text instead of running it.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole filtered, sorted list (every page of it) as CSV with a header row. */
export async function exportSection(
  db: Db,
  key: SectionKey,
  query: Pick<ListQuery, "search" | "sort" | "order">,
): Promise<string> {
  const columns = Object.keys(sections[key].columns);
  const rows = await allOfSection(db, key, query);
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
