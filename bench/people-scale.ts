// GET /api/admin/people/:id/timeline for a person with 100 events as every table grows (issue 15):
// PostgreSQL, 1k then 1M rows per table (outbox, newsletter, chats, status changes and audit
// grow too), p50 target < 50 ms at the largest size for the timeline API and the person page; the
// people list (page one) is measured beside them. Part of `npm run bench` (bench/run.ts); on its
// own: `npm run bench -- --people` (or `node --import tsx bench/people-scale.ts [--quick]` after a build).
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { openPostgres } from "#server/db/client.ts";
import { personId } from "#server/people/identity.ts";
import { drive, type LoadTarget } from "./lib/load.ts";
import { createPostgresDatabase, startServer, tempDataDir } from "./lib/processes.ts";
import { seedAdminToken, seedRows, seededTables } from "./lib/seed.ts";

export interface PeopleScaleResult {
  events: number;
  /** p50 ms by endpoint, then by rows per table. */
  p50ByEndpoint: Record<string, Record<string, number>>;
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
    select ${EMAIL}, 'Mail ' || g, 'Hello', 'sent', now() - make_interval(secs => g) from generate_series(1, 20) g`);
  // Subscribed and confirmed (two events), one chat conversation, one audit entry about a message.
  await db.execute(sql`insert into newsletter_subscribers (email, unsubscribe_token, confirmed_at)
    values (${EMAIL}, 'person-token', now())`);
  await db.execute(sql`with v as (insert into visitors (ip, browser, email) values ('127.0.0.1', 'bench', ${EMAIL})
      returning id) insert into chats (visitor_id, type, content) select id, 'client', 'Hello' from v`);
  await db.execute(sql`insert into audit_log (action, entity, entity_id)
    select 'update', 'contacts', id::text from contact_messages where email = ${EMAIL} limit 1`);
  await db.execute(
    sql`insert into staff_notes (person_email, text) select ${EMAIL}, 'Note ' || g from generate_series(1, 10) g`,
  );
}

/**
 * The tables the timeline reads that bench/lib/seed.ts does not grow: other people's mail,
 * newsletter subscriptions, chat messages (visitors with an e-mail), application status changes
 * and audit entries, so every per-kind query of the timeline runs against `n` more rows.
 */
const extraGenerators: ((n: number, o: number) => ReturnType<typeof sql>)[] = [
  (n, o) => sql`insert into outbox ("to", subject, text, status, created_at)
    select 'someone' || g || '@example.com', 'Hello', 'Hello', 'sent', now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  (n, o) => sql`insert into newsletter_subscribers (email, unsubscribe_token, confirmed_at, created_at)
    select 'reader' || g || '@example.com', 'tok' || g, now(), now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
  // Visitors seeded by seed.ts have no e-mail; these chats belong to visitors that gave one.
  (n, o) => sql`with v as (insert into visitors (ip, browser, email, created_at)
      select '127.0.0.1', 'bench', 'chatter' || g || '@example.com', now() - make_interval(secs => g)
      from generate_series(${o}::int + 1, ${o}::int + ${Math.ceil(n / 2)}::int) g returning id, created_at)
    insert into chats (visitor_id, type, content, created_at)
    select v.id, t, 'Hello', v.created_at from v, unnest(array['client', 'assistant']) t`,
  (n, o) => sql`insert into enrolment_status_changes (enrolment_id, from_status, to_status, created_at)
    select id, 'received', 'under review', created_at from enrolments
    where email like 'applicant%' order by created_at desc offset ${o}::int limit ${n}::int`,
  (n, o) => sql`insert into audit_log (action, entity, entity_id, created_at)
    select 'update', 'contacts', gen_random_uuid()::text, now() - make_interval(secs => g)
    from generate_series(${o}::int + 1, ${o}::int + ${n}::int) g`,
];

async function seedExtra(db: Db, n: number, offset: number) {
  const batch = 200_000;
  for (const generate of extraGenerators)
    for (let done = 0; done < n; done += batch)
      await db.execute(generate(Math.min(batch, n - done), offset + done));
}

export { seedExtra, seedPerson, EMAIL };

/**
 * What is measured at every size: the timeline API (4 connections), the person page as one staff
 * member opens it (1 connection: the render time the target is about) and as four open it
 * at once (4 connections on the one server process: queueing shows), and page one of the people list.
 */
function targetsOf(base: string, token: string): (LoadTarget & { connections: number })[] {
  const id = personId(EMAIL);
  const page = { url: `${base}/admin/people/${id}`, headers: { cookie: `adminToken=${token}` } };
  return [
    {
      name: "GET /api/admin/people/:id/timeline",
      url: `${base}/api/admin/people/${id}/timeline`,
      headers: { token },
      connections: 4,
    },
    { name: "GET /admin/people/:id (page, 1 connection)", ...page, connections: 1 },
    { name: "GET /admin/people/:id (page, 4 connections)", ...page, connections: 4 },
    { name: "GET /api/admin/people", url: `${base}/api/admin/people`, headers: { token }, connections: 4 },
  ];
}

/** The timeline API and the person page (one staff member) stay under this p50 at the largest size (issue 15). */
const TARGET_MS = 50;

export async function benchPeopleScale(
  sizes: number[],
  options: { seconds: number },
): Promise<{ result: PeopleScaleResult; failures: string[] }> {
  const failures: string[] = [];
  const created = await createPostgresDatabase("benchpeople");
  const db = await openPostgres(created.url);
  await db.migrate();
  const p50ByEndpoint: Record<string, Record<string, number>> = {};
  let events = 0;
  try {
    const token = await seedAdminToken(db.db);
    await seedPerson(db.db);
    let seeded = 0;
    for (const size of sizes) {
      const started = Date.now();
      await seedRows(db.db, size - seeded, seededTables, seeded);
      await seedExtra(db.db, size - seeded, seeded);
      await db.db.execute(sql`vacuum analyze`);
      console.error(
        `people scale: ${size} rows per table seeded in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      seeded = size;
      const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: tempDataDir("people") });
      try {
        const targets = targetsOf(server.url, token);
        const first = await fetch(targets[0]!.url, { headers: { token } });
        events = ((await first.json()) as { total: number }).total;
        for (const target of targets) {
          const r = await drive(target, { seconds: options.seconds, connections: target.connections });
          if (r.errors > 0 || r.non2xx > 0)
            failures.push(`people scale ${target.name} ${size}: ${r.errors} errors, ${r.non2xx} non-2xx`);
          p50ByEndpoint[target.name] = { ...p50ByEndpoint[target.name], [size]: Math.max(r.p50Ms, 1) };
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.close();
    await created.drop();
  }
  const largest = String(sizes.at(-1));
  for (const [name, bySize] of Object.entries(p50ByEndpoint).slice(0, 2))
    if (bySize[largest]! >= TARGET_MS)
      failures.push(
        `${name} p50 ${bySize[largest]} ms at ${largest} rows per table (target < ${TARGET_MS} ms)`,
      );
  return { result: { events, p50ByEndpoint }, failures };
}

export function peopleScaleMarkdown(r: PeopleScaleResult, sizes: number[]): string[] {
  return [
    "## A person's timeline at scale on PostgreSQL (p50 ms, target < 50 ms)",
    "",
    `One person with ${r.events} events; every other table grows to the size shown.`,
    "",
    `| endpoint | ${sizes.join(" | ")} |`,
    `|---|${sizes.map(() => "---|").join("")}`,
    ...Object.entries(r.p50ByEndpoint).map(
      ([name, bySize]) => `| ${name} | ${sizes.map((n) => bySize[String(n)]).join(" | ")} |`,
    ),
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
