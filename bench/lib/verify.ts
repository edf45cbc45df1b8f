import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { contactMessages, enrolments } from "#server/db/schema.ts";
import type { Acknowledged } from "./write-load.ts";

/** The acknowledged submissions that are NOT in the database (should be none). */
export async function missingSubmissions(db: Db, acknowledged: Acknowledged[]): Promise<Acknowledged[]> {
  const found = new Set<string>();
  const chunk = 5_000;
  for (const kind of ["contact", "enrolment"] as const) {
    const emails = acknowledged.filter((a) => a.kind === kind).map((a) => a.email);
    const table = kind === "contact" ? contactMessages : enrolments;
    for (let i = 0; i < emails.length; i += chunk) {
      const rows = await db
        .select({ email: table.email })
        .from(table)
        .where(inArray(table.email, emails.slice(i, i + chunk)));
      for (const r of rows) found.add(`${kind}:${r.email}`);
    }
  }
  return acknowledged.filter((a) => !found.has(`${a.kind}:${a.email}`));
}
