// GET /api/consultations/slots for a 30-day range as the consultations table grows (issue 14):
// PostgreSQL, 1k then 1M consultation rows, p50 may grow at most 3×. Part of `npm run bench`
// (bench/run.ts); on its own: `npm run build && node --import tsx bench/slots-scale.ts`.
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { openPostgres } from "#server/db/client.ts";
import type { Db } from "#server/db/client.ts";
import { drive } from "./lib/load.ts";
import { createPostgresDatabase, startServer, tempDataDir } from "./lib/processes.ts";
import { growthTable } from "./lib/scale-table.ts";

const ZONE = "Australia/Sydney";

export interface SlotsScaleResult {
  endpoint: string;
  p50ByRows: Record<string, number>;
  growth: number;
  /** Live bookings inside the measured range (the same at every size). */
  bookingsInRange: number;
}

/**
 * Rows `offset + 1 … offset + n`: most are past bookings (one every 30 minutes going back from
 * last midnight, as years of history would be), every tenth a request without a time.
 */
async function seedHistory(db: Db, n: number, offset: number) {
  const batch = 200_000;
  for (let done = 0; done < n; done += batch) {
    const from = offset + done + 1;
    const to = offset + done + Math.min(batch, n - done);
    await db.execute(sql`insert into consultations (first_name, last_name, email, phone, company,
        project_details, budget, service, slot_start, slot_end, cancelled_at, created_at)
      select 'First' || g, 'Last' || g, 'client' || g || '@example.com', '0400 000 000', 'Company ' || g,
        'A project', 'under_25k', 'Other',
        case when g % 10 = 0 then null else date_trunc('day', now()) - g * interval '30 minutes' end,
        case when g % 10 = 0 then null else date_trunc('day', now()) - g * interval '30 minutes' + interval '30 minutes' end,
        case when g % 7 = 0 then now() else null end,
        now() - make_interval(secs => g)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await db.execute(sql`analyze consultations`);
}

/** Every second business-hours slot of the next 30 weekdays booked: the same at every size. */
async function seedUpcoming(db: Db): Promise<number> {
  const today = DateTime.now().setZone(ZONE).startOf("day");
  const starts: Date[] = [];
  for (let d = 1; d <= 30; d++) {
    const day = today.plus({ days: d });
    if (day.weekday > 5) continue;
    for (let h = 9; h < 17; h++) starts.push(day.set({ hour: h }).toJSDate());
  }
  for (const start of starts) {
    await db.execute(sql`insert into consultations (first_name, last_name, email, phone, company,
        project_details, budget, service, slot_start, slot_end)
      values ('Up', 'Coming', 'upcoming@example.com', '0400 000 000', 'Upcoming Co', 'A project',
        'under_25k', 'Other', ${start}, ${new Date(start.getTime() + 30 * 60_000)})`);
  }
  return starts.length;
}

export async function benchSlotsScale(
  sizes: number[],
  options: { seconds: number },
): Promise<{ result: SlotsScaleResult; failures: string[] }> {
  const failures: string[] = [];
  const created = await createPostgresDatabase("benchslots");
  const db = await openPostgres(created.url);
  await db.migrate();
  const from = DateTime.now().setZone(ZONE).toISODate()!;
  const to = DateTime.fromISO(from, { zone: "utc" }).plus({ days: 30 }).toISODate()!;
  const endpoint = `/api/consultations/slots?from=${from}&to=${to}`;
  const p50ByRows: Record<string, number> = {};
  let bookingsInRange = 0;
  try {
    bookingsInRange = await seedUpcoming(db.db);
    let seeded = bookingsInRange;
    for (const size of sizes) {
      await seedHistory(db.db, size - seeded, seeded);
      seeded = size;
      const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: tempDataDir("slots") });
      try {
        const r = await drive(
          { name: endpoint, url: `${server.url}${endpoint}` },
          { seconds: options.seconds, connections: 4 },
        );
        if (r.errors > 0 || r.non2xx > 0)
          failures.push(`slots scale ${size}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        p50ByRows[String(size)] = Math.max(r.p50Ms, 1); // sub-millisecond p50 reads as 1 ms
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.close();
    await created.drop();
  }
  const growth = Math.round((p50ByRows[String(sizes.at(-1))]! / p50ByRows[String(sizes[0])]!) * 100) / 100;
  if (growth > 3)
    failures.push(
      `scale: GET /api/consultations/slots p50 grew ${growth}× from ${sizes[0]} to ${sizes.at(-1)} rows`,
    );
  return {
    result: { endpoint: "GET /api/consultations/slots (30 days)", p50ByRows, growth, bookingsInRange },
    failures,
  };
}

export function slotsScaleMarkdown(r: SlotsScaleResult, sizes: number[]): string[] {
  return [
    "## Consultation slots at scale on PostgreSQL (p50 ms)",
    "",
    `${r.bookingsInRange} live bookings inside the 30-day range at every size; the rest are past bookings, cancellations and requests without a time.`,
    "",
    ...growthTable(sizes, [r]),
    "",
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = [1_000, 1_000_000];
  const { result, failures } = await benchSlotsScale(sizes, { seconds: 5 });
  console.log(slotsScaleMarkdown(result, sizes).join("\n"));
  if (failures.length > 0) {
    console.log(failures.join("\n"));
    process.exit(1);
  }
}
