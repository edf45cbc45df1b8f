// The service time of each back-office list's queries, without HTTP: one call at a time, 15 runs,
// median, against a database bench/admin-lists-scale.ts kept (`--keep` prints its URL). On a busy
// shared machine this separates what the queries cost from the queueing the HTTP p50 shows.
// Run: node --import tsx bench/admin-lists-queries.ts <database url>
import { sql } from "drizzle-orm";
import { listPage } from "#server/admin/pages.ts";
import type { SectionKey } from "#server/admin/sections/index.ts";
import { openPostgres } from "#server/db/client.ts";
import { listFollowUps } from "#server/followups/followups.ts";
import { adminPaymentList } from "#server/payments/views.ts";

const url = process.argv[2];
if (!url) throw new Error("Give the database URL bench/admin-lists-scale.ts --keep printed");
const database = await openPostgres(url);
const db = database.db;
const zone = "Australia/Sydney";
const [admin] = (
  (await db.execute(sql`select id from admins order by created_at desc limit 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const adminId = admin!.id;

const lists: [string, () => Promise<unknown>][] = [];
const list = (key: SectionKey, query = "") =>
  lists.push([
    `${key}${query ? ` ?${query}` : ""}`,
    () => listPage(db, key, new URLSearchParams(query), adminId),
  ]);
list("enrollments");
list("enrollments", "status=accepted");
list("enrollments", "assignee=me");
list("enrollments", "assignee=unassigned");
list("enrollments", "sort=status&order=asc");
list("enrollments", "sort=name&order=asc");
list("conversations");
list("conversations", "state=needs-reply&sort=handoffAt&order=asc");
list("conversations", "assignee=me");
list("conversations", "assignee=unassigned");
list("conversations", "sort=lastMessageAt&order=desc");
list("conversations", "sort=messageCount&order=desc");
list("contacts");
list("downloads");
list("consultations");
list("students");
list("visitors");
list("chats");
const today = new Date().toISOString().slice(0, 10);
lists.push(["payments ?status=due", () => adminPaymentList(db, { status: "due" }, today)]);
lists.push(["payments ?status=overdue", () => adminPaymentList(db, { status: "overdue" }, today)]);
lists.push([
  "follow-ups ?when=overdue&assignee=all",
  () => listFollowUps(db, { when: "overdue", assignee: "all" }, { adminId, zone }),
]);
lists.push([
  "follow-ups ?when=today&assignee=me",
  () => listFollowUps(db, { when: "today", assignee: "me" }, { adminId, zone }),
]);

console.log("| list | median ms (in process, one at a time) |\n|---|---|");
for (const [name, run] of lists) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${times[7]!.toFixed(1)} |`);
}
await database.close();
