import { type SectionKey, sections } from "#server/admin/sections/index.ts";
import type { BaseRow, RecordPage } from "#server/admin/sections/shape.ts";

/** A section as the record page sees it, generically: its labels, list and record page. */
export interface RecordSection {
  labels: { heading: string; noun: string };
  list: string;
  record: RecordPage<BaseRow>;
}

/**
 * The registry's section for a record page's key. TypeScript cannot pair a key read at run time
 * with its own record type, so the page sees a BaseRow; each definition's fields and panels were
 * checked against its record type where it was written.
 */
export function recordSectionOf(key: SectionKey): RecordSection {
  const section = sections[key] as unknown as Partial<RecordSection> & Omit<RecordSection, "record">;
  if (!section.record) throw new Error(`The ${key} section has no record page`);
  return section as RecordSection;
}
