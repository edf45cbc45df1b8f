import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * The content-change check (issue 31 item 3, docs/testing.md "Tests follow the content"): a copy
 * of content/ in which one program's fee and duration and one opening time differ from today's.
 * Vitest's `content-change` project resolves `#content/*` to this copy, so the seed of its test
 * databases (the content store), the server's sources and the tests' own expectations all read
 * the changed figures; a test that wrote today's figures as literals fails there.
 */

/** Each edit: the file in content/, the exact text today, and what the copy says instead. */
export const contentChanges = [
  // Data Analytics: $4,000 in 4 instalments → $4,400 (4 × $1,100), 16 → 18 weeks.
  {
    file: "fees.ts",
    from: `"data-analytics": { totalAud: 4000, instalments: 4 }`,
    to: `"data-analytics": { totalAud: 4400, instalments: 4 }`,
  },
  {
    file: "programs.ts",
    from: `studyMode: "On Campus",\n    duration: "16 Weeks",\n    href: "/training-programs/data-analytics"`,
    to: `studyMode: "On Campus",\n    duration: "18 Weeks",\n    href: "/training-programs/data-analytics"`,
  },
  // Saturday closes at 4PM instead of 3PM.
  {
    file: "site.ts",
    from: `{ days: "Saturday", hours: "10AM-3PM", schema: "Sa 10:00-15:00" }`,
    to: `{ days: "Saturday", hours: "10AM-4PM", schema: "Sa 10:00-16:00" }`,
  },
] as const;

/**
 * Makes the changed copy of `contentDir` (once per process: the same folder for the same source
 * tree) and returns its path. Throws when an edit no longer matches content/: update the edit,
 * so the check keeps changing what it says it changes.
 */
export function changedContentCopy(contentDir: string): string {
  const copy = path.join(tmpdir(), `harbourline-changed-content-${process.pid}`);
  if (existsSync(copy)) rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(contentDir, copy, { recursive: true });
  for (const change of contentChanges) {
    const file = path.join(copy, change.file);
    const text = readFileSync(file, "utf8");
    if (!text.includes(change.from))
      throw new Error(
        `content/${change.file} no longer holds ${JSON.stringify(change.from)}: update tests/support/changed-content.ts`,
      );
    writeFileSync(file, text.replace(change.from, change.to));
  }
  return copy;
}
