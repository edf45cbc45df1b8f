import type { Db } from "../db/client.ts";
import { allOfSection } from "./list.ts";
import type { ListQuery } from "./query.ts";
import { type SectionKey, type SortOf, sections } from "./sections/index.ts";

/**
 * A cell a spreadsheet could read as a formula: = + - @ at its start or at the start of any cell
 * it could be split into, that is after a comma, a semicolon (the separator of semicolon-locale
 * spreadsheets), a tab or a line break, spaces and quotes allowed between; or a cell that starts
 * with a tab, a carriage return or a NUL (OWASP's list, ASVS 1.2.10).
 */
const formula = /(^|[,;\t\r\n])[\s"']*[=+\-@]|^[\t\r\0]/;

/** What makes a cell need quotes: our separator, a semicolon-locale's, a quote, a tab, a line break. */
const needsQuotes = /[",;\t\r\n]/;

/**
 * One CSV field (RFC 4180), defused as OWASP's CSV Injection page advises: a cell that could start
 * a formula is prefixed with a single quote, so the spreadsheet shows it as text, and wrapped in
 * double quotes (inner quotes doubled) whenever it holds a separator, so no reader, whatever its
 * separator, splits it into a new cell that starts with the formula (docs/decisions/0075).
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formula.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole filtered, sorted list (every page of it) as CSV with a header row; with `ids`, only
 * those rows of it (the selection a bulk export names).
 */
export async function exportSection<K extends SectionKey>(
  db: Db,
  key: K,
  query: Pick<ListQuery<SortOf<K>>, "search" | "sort" | "order" | "filter" | "ids">,
): Promise<string> {
  const columns: readonly string[] = sections[key].csv;
  const rows = (await allOfSection(db, key, query)) as unknown as Record<string, unknown>[];
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
