import { sql } from "drizzle-orm";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import type { Db } from "#server/db/client.ts";
import { admins } from "#server/db/schema.ts";
import { benchSecret } from "./processes.ts";

/** Tables the admin back-office lists, and how to make `n` plausible rows of each in one statement. */
const generators: Record<string, (n: number, offset: number) => ReturnType<typeof sql>> = {
  students: (n, o) => sql`insert into students (first_name, last_name, email, password_hash, created_at)
    select 'First' || g, 'Last' || g, 'student' || g || '@example.com', 'x', now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  enrolments: (
    n,
    o,
  ) => sql`insert into enrolments (first_name, last_name, email, mobile, address, education, institution,
      course, time_table, accept, fee_terms, status, created_at)
    select 'First' || g, 'Last' || g, 'applicant' || g || '@example.com', '0400 000 000', '1 Test St', 'Bachelor',
      'Uni', 'Data Analytics', 'Mon 6PM - 9PM', true, true, 'received', now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  outline_requests: (
    n,
    o,
  ) => sql`insert into outline_requests (first_name, last_name, email, mobile, course, format, agreed, created_at)
    select 'First' || g, 'Last' || g, 'outline' || g || '@example.com', '0400 000 000', 'Data Analytics', 'Online', true,
      now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  consultations: (
    n,
    o,
  ) => sql`insert into consultations (first_name, last_name, email, phone, company, project_details, budget,
      service, created_at)
    select 'First' || g, 'Last' || g, 'client' || g || '@example.com', '0400 000 000', 'Company ' || g, 'A project',
      'under_25k', 'Other', now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  contact_messages: (
    n,
    o,
  ) => sql`insert into contact_messages (first_name, last_name, email, mobile, message, created_at)
    select 'First' || g, 'Last' || g, 'contact' || g || '@example.com', '0400 000 000', 'Hello', now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  visitors: (n, o) => sql`insert into visitors (ip, browser, created_at)
    select '127.0.0.1', 'bench', now() - make_interval(secs => g) from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
};

export const seededTables = Object.keys(generators);

/** Adds `n` rows to each listed table, numbered from offset + 1 (unique e-mails), (in batches, so 1M rows do not need one huge statement). */
export async function seedRows(
  db: Db,
  n: number,
  tables: string[] = seededTables,
  offset = 0,
): Promise<void> {
  const batch = 200_000;
  for (const table of tables) {
    for (let done = 0; done < n; done += batch) {
      await db.execute(generators[table]!(Math.min(batch, n - done), offset + done));
    }
  }
  await db.execute(sql`analyze`);
}

/** An administrator and a session token for the bench's admin requests. */
export async function seedAdminToken(db: Db): Promise<string> {
  const [admin] = await db
    .insert(admins)
    .values({
      firstName: "Bench",
      lastName: "Admin",
      email: `bench-${Date.now()}@example.com`,
      passwordHash: await hashPassword("bench-password"),
    })
    .returning();
  const session = await createSession(db, benchSecret, "admin", admin!, { remember: true });
  return session.token;
}
