// Every back-office list at 100k rows on PostgreSQL (issue 35: "every list answers in under 50 ms
// p50 at 100k rows"), with the filters staff use: status tabs, "mine", "unassigned", sorting by a
// visible column, and the lists of issue 34's payments and issue 35's follow-ups. One size (the
// issue's), one connection per target. On its own:
// `npm run build && node --import tsx bench/admin-lists-scale.ts [--quick]` (--quick: 10k rows).
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { openPostgres } from "#server/db/client.ts";
import { drive, type LoadTarget } from "./lib/load.ts";
import { createPostgresDatabase, startServer, tempDataDir } from "./lib/processes.ts";
import { seedAdminToken, seedRows, seededTables } from "./lib/seed.ts";

const TARGET_MS = 50;

export interface AdminListsResult {
  rows: number;
  p50ByTarget: Record<string, number>;
}

/**
 * What seed.ts does not make: a conversation per visitor (two messages each; one in a hundred
 * waiting for a reply, one in ten assigned to the bench's admin, the rest unassigned), the
 * applications in every status with one in ten assigned, fee schedules with five instalments for
 * a fifth of the applications (some overdue), and a follow-up per ten records.
 */
async function seedStaffDay(db: Db, n: number) {
  const [{ id: adminId } = { id: "" }] = (
    (await db.execute(sql`select id from admins order by created_at desc limit 1`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  await db.execute(sql`insert into conversations (id, state, handoff_at, assignee_id, last_message_at, created_at)
    select v.id,
      case when r % 100 = 0 then 'needs-reply' when r % 7 = 0 then 'closed' when r % 5 = 0 then 'answered-by-staff' else 'bot' end,
      case when r % 100 = 0 then v.created_at end,
      case when r % 10 = 0 then ${adminId}::uuid end,
      v.created_at, v.created_at
    from (select id, created_at, row_number() over (order by created_at) as r from visitors) v`);
  for (const type of ["client", "assistant"])
    await db.execute(sql`insert into chats (visitor_id, type, content, created_at)
      select id, ${type}, '<p>Hello, I would like to know about the course fees</p>', created_at from visitors`);
  await db.execute(sql`update enrolments e set
      status = (array['received', 'under review', 'accepted', 'waitlisted', 'rejected', 'withdrawn'])[1 + r % 6],
      assignee_id = case when r % 10 = 0 then ${adminId}::uuid end
    from (select id, row_number() over (order by created_at) as r from enrolments) x where x.id = e.id`);
  await db.execute(sql`insert into fee_schedules (enrolment_id, program, total_cents, reference, created_at)
    select id, 'data-analytics', 400000, 'PAY-' || upper(substr(md5(id::text), 1, 4)) || '-' || upper(substr(md5(id::text), 5, 4)),
      created_at from enrolments where status = 'accepted' limit ${Math.ceil(n / 5)}::int`);
  await db.execute(sql`insert into instalments (enrolment_id, seq, due_on, amount_cents, status, paid_cents)
    select f.enrolment_id, s, current_date - 60 + s * 30 + (hashtext(f.enrolment_id::text) % 20), 80000,
      case when s = 1 then 'paid' when s = 2 and hashtext(f.enrolment_id::text) % 3 = 0 then 'overdue' else 'due' end,
      case when s = 1 then 80000 else 0 end
    from fee_schedules f, generate_series(1, 5) s`);
  await db.execute(sql`insert into follow_ups (section, record_id, title, person_email, due_on, note, assignee_id, created_at)
    select 'enrollments', id, first_name || ' ' || last_name || ' (application: ' || course || ')', lower(email),
      current_date - 5 + (hashtext(id::text) % 15), 'Call back', case when hashtext(id::text) % 2 = 0 then ${adminId}::uuid end,
      created_at
    from enrolments where hashtext(id::text) % 10 = 0`);
}

function targetsOf(base: string, token: string): LoadTarget[] {
  const api = (name: string, path: string): LoadTarget => ({
    name,
    url: `${base}${path}`,
    headers: { token },
  });
  const page = (name: string, path: string): LoadTarget => ({
    name,
    url: `${base}${path}`,
    headers: { cookie: `adminToken=${token}` },
  });
  return [
    api("enrolments", "/api/admin/enrollments"),
    api("enrolments ?status=accepted", "/api/admin/enrollments?status=accepted"),
    api("enrolments ?assignee=me", "/api/admin/enrollments?assignee=me"),
    api("enrolments ?assignee=unassigned", "/api/admin/enrollments?assignee=unassigned"),
    api("enrolments ?sort=status", "/api/admin/enrollments?sort=status&order=asc"),
    api("enrolments ?sort=name", "/api/admin/enrollments?sort=name&order=asc"),
    api("conversations", "/api/admin/conversations"),
    api(
      "conversations ?state=needs-reply",
      "/api/admin/conversations?state=needs-reply&sort=handoffAt&order=asc",
    ),
    api("conversations ?assignee=me", "/api/admin/conversations?assignee=me"),
    api("conversations ?assignee=unassigned", "/api/admin/conversations?assignee=unassigned"),
    api("conversations ?sort=lastMessageAt", "/api/admin/conversations?sort=lastMessageAt&order=desc"),
    api("conversations ?sort=messageCount", "/api/admin/conversations?sort=messageCount&order=desc"),
    api("contacts", "/api/admin/contacts"),
    api("downloads", "/api/admin/downloads"),
    api("consultations", "/api/admin/consultations"),
    api("students", "/api/admin/students"),
    api("visitors", "/api/admin/visitors"),
    api("chats (messages)", "/api/admin/chats"),
    api("payments ?status=due", "/api/admin/payments?status=due"),
    api("payments ?status=overdue", "/api/admin/payments?status=overdue"),
    api("follow-ups ?when=overdue&assignee=all", "/api/admin/follow-ups?when=overdue&assignee=all"),
    api("follow-ups ?when=today&assignee=me", "/api/admin/follow-ups?when=today&assignee=me"),
    page("page /admin/conversations?assignee=unassigned", "/admin/conversations?assignee=unassigned"),
    page("page /admin/enrollments?status=received", "/admin/enrollments?status=received"),
  ];
}

export async function benchAdminLists(
  rows: number,
  options: { seconds: number; keep?: boolean },
): Promise<{ result: AdminListsResult; failures: string[] }> {
  const failures: string[] = [];
  const created = await createPostgresDatabase("benchlists");
  const db = await openPostgres(created.url);
  await db.migrate();
  const p50ByTarget: Record<string, number> = {};
  try {
    const token = await seedAdminToken(db.db);
    const started = Date.now();
    await seedRows(db.db, rows, seededTables, 0);
    await seedStaffDay(db.db, rows);
    await db.db.execute(sql`vacuum analyze`);
    console.error(
      `admin lists: ${rows} rows per table seeded in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    // --keep: the database stays, for reading plans (EXPLAIN ANALYZE) by hand; drop it when done.
    if (options.keep) console.error(`admin lists: keeping ${created.url}`);
    const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: tempDataDir("lists") });
    try {
      for (const target of targetsOf(server.url, token)) {
        // One connection: one staff member opening the list (the machine running it is shared and busy).
        const r = await drive(target, { seconds: options.seconds, connections: 1 });
        if (r.errors > 0 || r.non2xx > 0)
          failures.push(`${target.name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        p50ByTarget[target.name] = Math.max(r.p50Ms, 1);
        console.error(`  ${target.name}: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);
        if (r.p50Ms >= TARGET_MS)
          failures.push(`${target.name} p50 ${r.p50Ms} ms (target < ${TARGET_MS} ms)`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await db.close();
    if (!options.keep) await created.drop();
  }
  return { result: { rows, p50ByTarget }, failures };
}

export function adminListsMarkdown(r: AdminListsResult): string[] {
  return [
    `## Back-office lists at ${r.rows.toLocaleString("en-AU")} rows on PostgreSQL (p50 ms, target < ${TARGET_MS} ms)`,
    "",
    "| list | p50 ms |",
    "|---|---|",
    ...Object.entries(r.p50ByTarget).map(([name, ms]) => `| ${name} | ${ms} |`),
    "",
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = process.argv.includes("--quick") ? 10_000 : 100_000;
  const keep = process.argv.includes("--keep");
  const { result, failures } = await benchAdminLists(rows, { seconds: 3, keep });
  console.log(adminListsMarkdown(result).join("\n"));
  if (failures.length > 0) {
    console.log(failures.join("\n"));
    process.exit(1);
  }
}
