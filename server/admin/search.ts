import { desc, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  admins,
  consultations,
  contactMessages,
  enrolments,
  outlineRequests,
  students,
} from "../db/schema.ts";
import { likePattern } from "./query.ts";

export interface PersonHit {
  kind: string;
  id: string;
  name: string;
  email: string;
  href: string;
}

const sources = [
  { kind: "Student", table: students, href: "/admin/students/" },
  { kind: "Application", table: enrolments, href: "/admin/enrollment/" },
  { kind: "Outline request", table: outlineRequests, href: "/admin/download-course-outline/" },
  { kind: "Consultation", table: consultations, href: "/admin/consultations/" },
  { kind: "Contact message", table: contactMessages, href: "/admin/contact-messages/" },
  { kind: "Admin", table: admins, href: "/admin/admins/" },
] as const;

/**
 * The global search: people by name or e-mail across every list that holds people. `mayOpen`
 * says which record pages the asker may open (their role's policy); other lists are not searched.
 */
export async function searchPeople(
  db: Db,
  rawQuery: string,
  perKind = 5,
  mayOpen: (href: string) => boolean = () => true,
): Promise<PersonHit[]> {
  const query = rawQuery.trim().slice(0, 100);
  if (query.length < 2) return [];
  const pattern = likePattern(query);
  const groups = await Promise.all(
    sources
      .filter((source) => mayOpen(source.href))
      .map(async (source) => {
        const t = source.table;
        const rows = await db
          .select({ id: t.id, firstName: t.firstName, lastName: t.lastName, email: t.email })
          .from(t)
          .where(or(ilike(sql`(${t.firstName} || ' ' || ${t.lastName})`, pattern), ilike(t.email, pattern)))
          .orderBy(desc(t.createdAt))
          .limit(perKind);
        return rows.map((r) => ({
          kind: source.kind,
          id: r.id,
          name: `${r.firstName} ${r.lastName}`,
          email: r.email,
          href: `${source.href}${r.id}`,
        }));
      }),
  );
  return groups.flat();
}
