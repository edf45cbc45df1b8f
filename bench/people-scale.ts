// GET /api/admin/people/:id/timeline for a person with 100 events as every table grows (issue 15):
// PostgreSQL, 1k then 1M rows per table, p50 target < 50 ms at the largest size. Part of
// `npm run bench` (bench/run.ts); on its own: `npm run build && node --import tsx bench/people-scale.ts`.
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { openPostgres } from "#server/db/client.ts";
import { personId } from "#server/people/identity.ts";
import { drive } from "./lib/load.ts";
import { createPostgresDatabase, startServer, tempDataDir } from "./lib/processes.ts";
import { seedAdminToken, seedRows, seededTables } from "./lib/seed.ts";

export interface PeopleScaleResult {
  endpoint: string;
  events: number;
  p50ByRows: Record<string, number>;
}

const EMAIL = "timeline.person@example.com";

/** One person with 100 events across the timeline's kinds (the same at every size). */
async function seedPerson(db: Db): Promise<void> {
  const person = sql`'Tim', 'Person', ${EMAIL}`;
  await db.execute(
    sql`insert into students (first_name, last_name, email, password_hash) values (${person}, 'x')`,
  );
  await db.execute(sql`insert into enrolments (first_name, last_name, email, mobile, address, education, institution,
      course, accept, fee_terms, created_at)
    select ${person}, '0400', '1 St', 'BSc', 'Uni', 'Data Analytics', true, true, now() - make_interval(days => g)
    from generate_series(1, 10) g`);
  await db.execute(sql`insert into enrolment_status_changes (enrolment_id, from_status, to_status)
    select id, 'received', 'under review' from enrolments where email = ${EMAIL}`);
  for (const table of ["outline_requests", "contact_messages"]) {
    const extra = table === "outline_requests" ? sql`course, format, agreed` : sql`message`;
    const values = table === "outline_requests" ? sql`'Data Analytics', 'Online', true` : sql`'Hello'`;
    await db.execute(sql`insert into ${sql.identifier(table)} (first_name, last_name, email, mobile, ${extra}, created_at)
      select ${person}, '0400', ${values}, now() - make_interval(hours => g) from generate_series(1, 15) g`);
  }
  await db.execute(sql`insert into consultations (first_name, last_name, email, phone, company, project_details,
      budget, service, created_at)
    select ${person}, '0400', 'Acme', 'App', 'under_25k', 'Other', now() - make_interval(mins => g)
    from generate_series(1, 15) g`);
  await db.execute(sql`insert into outbox ("to", subject, text, status, created_at)
    select ${EMAIL}, 'Mail ' || g, 'Hello', 'sent', now() - make_interval(secs => g) from generate_series(1, 24) g`);
  await db.execute(
    sql`insert into staff_notes (person_email, text) select ${EMAIL}, 'Note ' || g from generate_series(1, 10) g`,
  );
}

/** Other people's mail, so the outbox grows with the rest. */
async function seedOutbox(db: Db, n: number, offset: number) {
  const batch = 200_000;
  for (let done = 0; done < n; done += batch)
    await db.execute(sql`insert into outbox ("to", subject, text, status, created_at)
      select 'someone' || g || '@example.com', 'Hello', 'Hello', 'sent', now() - make_interval(secs => g)
      from generate_series(${offset + done + 1}::int, ${offset + done + Math.min(batch, n - done)}::int) g`);
}

export async function benchPeopleScale(
  sizes: number[],
  options: { seconds: number },
): Promise<{ result: PeopleScaleResult; failures: string[] }> {
  const failures: string[] = [];
  const created = await createPostgresDatabase("benchpeople");
  const db = await openPostgres(created.url);
  await db.migrate();
  const endpoint = `/api/admin/people/${personId(EMAIL)}/timeline`;
  const p50ByRows: Record<string, number> = {};
  let events = 0;
  try {
    const token = await seedAdminToken(db.db);
    await seedPerson(db.db);
    let seeded = 0;
    for (const size of sizes) {
      await seedRows(db.db, size - seeded, seededTables, seeded);
      await seedOutbox(db.db, size - seeded, seeded);
      await db.db.execute(sql`analyze`);
      seeded = size;
      const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: tempDataDir("people") });
      try {
        const first = await fetch(`${server.url}${endpoint}`, { headers: { token } });
        events = ((await first.json()) as { total: number }).total;
        const r = await drive(
          { name: endpoint, url: `${server.url}${endpoint}`, headers: { token } },
          { seconds: options.seconds, connections: 4 },
        );
        if (r.errors > 0 || r.non2xx > 0)
          failures.push(`people scale ${size}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        p50ByRows[String(size)] = Math.max(r.p50Ms, 1);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.close();
    await created.drop();
  }
  const last = p50ByRows[String(sizes.at(-1))]!;
  if (last >= 50)
    failures.push(`people timeline p50 ${last} ms at ${sizes.at(-1)} rows per table (target < 50 ms)`);
  return { result: { endpoint: "GET /api/admin/people/:id/timeline", events, p50ByRows }, failures };
}

export function peopleScaleMarkdown(r: PeopleScaleResult, sizes: number[]): string[] {
  return [
    "## A person's timeline at scale on PostgreSQL (p50 ms, target < 50 ms)",
    "",
    `One person with ${r.events} events; every other table grows to the size shown.`,
    "",
    `| endpoint | ${sizes.join(" | ")} |`,
    `|---|${sizes.map(() => "---|").join("")}`,
    `| ${r.endpoint} | ${sizes.map((n) => r.p50ByRows[String(n)]).join(" | ")} |`,
    "",
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.includes("--quick") ? [1_000, 20_000] : [1_000, 1_000_000];
  const { result, failures } = await benchPeopleScale(sizes, { seconds: 5 });
  console.log(peopleScaleMarkdown(result, sizes).join("\n"));
  if (failures.length > 0) {
    console.log(failures.join("\n"));
    process.exit(1);
  }
}
