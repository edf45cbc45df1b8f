import { desc, ilike, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { likePattern } from "./query.ts";
import { type SectionKey, sectionList } from "./sections/index.ts";
import { sectionQueriesByKey } from "./sections/index.server.ts";
import { fullNameSql } from "./sections/queries.server.ts";
import { recordHref } from "./sections/shape.ts";

export interface PersonHit {
  kind: string;
  id: string;
  name: string;
  email: string;
  href: string;
}

type PersonTable = (typeof sectionQueriesByKey)["students"]["table"];

/** The sections whose definition names them in the global search: every list of people. */
const sources = sectionList.flatMap((section) =>
  section.globalSearch && section.record
    ? [
        {
          kind: section.globalSearch,
          section,
          // Every such section's table has the person columns (its row type says so).
          table: sectionQueriesByKey[section.key].table as unknown as PersonTable,
        },
      ]
    : [],
);

/**
 * The global search: people by name or e-mail across every list that holds people. `mayUse` says
 * which sections the asker's role may open (server/accounts/roles.ts); other lists are not searched.
 */
export async function searchPeople(
  db: Db,
  rawQuery: string,
  perKind = 5,
  mayUse: (key: SectionKey) => boolean = () => true,
): Promise<PersonHit[]> {
  const query = rawQuery.trim().slice(0, 100);
  if (query.length < 2) return [];
  const pattern = likePattern(query);
  const groups = await Promise.all(
    sources
      .filter(({ section }) => mayUse(section.key))
      .map(async ({ kind, section, table: t }) => {
        const rows = await db
          .select({ id: t.id, firstName: t.firstName, lastName: t.lastName, email: t.email })
          .from(t)
          .where(or(ilike(fullNameSql(t), pattern), ilike(t.email, pattern)))
          .orderBy(desc(t.createdAt))
          .limit(perKind);
        return rows.map((r) => ({
          kind,
          id: r.id,
          name: `${r.firstName} ${r.lastName}`,
          email: r.email,
          href: recordHref(section, r.id),
        }));
      }),
  );
  return groups.flat();
}
