import { sectionList } from "#server/admin/sections/index.ts";

/*
 * The back-office's section pages are two templates (app/routes.ts): every section's list is
 * routes/admin/list.tsx and every record page routes/admin/detail.tsx, each drawing what the
 * section's definition (server/admin/sections/) asks for: column kinds, filters, bulk actions, an
 * add button, form field types, panels. One page per template would leave some of those
 * unscanned, so the accessibility scan takes the fewest sections whose definitions, together,
 * ask for every one of them: each part the templates can draw is on some scanned page.
 */

type Section = (typeof sectionList)[number];

/** What a part of a definition asks its template to draw: its keys, and its kinds, types and flags. */
function traits(
  value: unknown,
  at: string,
  out: Set<string>,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) traits(item, at, out);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (skip.has(key)) continue;
      const here = `${at}.${key}`;
      if (["kind", "type", "as"].includes(key) || typeof inner === "boolean")
        out.add(`${here}=${String(inner)}`);
      else out.add(here);
      traits(inner, here, out);
    }
  }
  return out;
}

/** The fewest sections (greedily, in the registry's order on a tie) whose traits cover everyone's. */
function cover(candidates: { section: Section; traits: Set<string> }[]): Section[] {
  const left = new Set(candidates.flatMap((c) => [...c.traits]));
  const chosen: Section[] = [];
  while (left.size > 0) {
    let best = candidates[0]!;
    let gain = -1;
    for (const c of candidates) {
      const g = [...c.traits].filter((t) => left.has(t)).length;
      if (g > gain) [best, gain] = [c, g];
    }
    chosen.push(best.section);
    for (const t of best.traits) left.delete(t);
  }
  return chosen;
}

// Names, addresses, exports, search and sort keys and who may see a section are data, not drawing.
const notDrawn = new Set([
  "key",
  "labels",
  "api",
  "list",
  "record",
  "csv",
  "search",
  "sorts",
  "rowLabel",
  "globalSearch",
  "roles",
]);

/** Sections whose list pages, together, show every list trait of the registry. */
export const listSamples: Section[] = cover(
  sectionList.map((section) => ({ section, traits: traits(section, "list", new Set(), notDrawn) })),
);

/** Sections with a record page whose record pages, together, show every record trait. */
export const recordSamples: Section[] = cover(
  sectionList.flatMap((section) =>
    section.record
      ? [
          {
            section,
            traits: traits(section.record, "record", new Set(), new Set(["path", "title", "schema"])),
          },
        ]
      : [],
  ),
);
