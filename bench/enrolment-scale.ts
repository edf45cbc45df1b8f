// POST /api/student-enrolment with an intakeId as the applications grow (issue 14): PostgreSQL,
// 1k then 1M application rows, p50 may grow at most 3×. Part of `npm run bench` (bench/run.ts);
// on its own: `npm run bench -- --enrolment-scale` (add `--quick` for 1k → 100k), or
// `npm run build && node --import tsx bench/enrolment-scale.ts`.
//
// The applied-to intake is full (30 seats accepted) with a waitlist of 300, 50 of whom had an
// offer that expired, at every size; each post therefore locks the intake, counts its held seats,
// joins the waitlist and counts its place in line. The rest of the table is history: applications
// (four in five to one of a thousand past intakes per million rows) in every status, and a fifth
// of those with an intake carrying a past offer.
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "#server/db/client.ts";
import { openPostgres } from "#server/db/client.ts";
import { drive, type LoadTarget } from "./lib/load.ts";
import { createPostgresDatabase, startServer, tempDataDir } from "./lib/processes.ts";
import { growthTable } from "./lib/scale-table.ts";

const ZONE = "Australia/Sydney";
const CAPACITY = 30;
const WAITLIST = 300;

export interface EnrolmentScaleResult {
  endpoint: string;
  p50ByRows: Record<string, number>;
  growth: number;
  /** Applications that point at an intake, at the largest size. */
  withIntake: number;
  /** Past intakes, at the largest size. */
  intakes: number;
}

const applicant = (g: ReturnType<typeof sql>, prefix: string) =>
  sql`'First' || ${g}, 'Last' || ${g}, ${prefix} || ${g} || '@example.com', '0400 000 000', '1 Test St',
    'Bachelor', 'Uni'`;

/** The open intake the bench applies to: full, with a waitlist (the same at every size). */
export async function seedTarget(db: Db): Promise<string> {
  const start = DateTime.now().setZone(ZONE).plus({ days: 90 });
  const rows =
    (await db.execute(sql`insert into intakes (program, start_date, end_date, timetable, mode, capacity)
    values ('data-analytics', ${start.toISODate()}, ${start.plus({ days: 120 }).toISODate()},
      '["Sat 11AM - 2PM"]'::jsonb, 'online', ${CAPACITY}) returning id`)) as unknown as {
      rows: { id: string }[];
    };
  const id = rows.rows[0]!.id;
  await db.execute(sql`insert into enrolments (first_name, last_name, email, mobile, address, education,
      institution, course, enrolment_date, time_table, accept, fee_terms, status, intake_id, created_at)
    select ${applicant(sql`g`, "seat")}, 'Data Analytics', ${start.toISODate()}, 'Sat 11AM - 2PM', true, true,
      case when g <= ${CAPACITY} then 'accepted' else 'waitlisted' end, ${id},
      now() - interval '20 days' + make_interval(mins => g)
    from generate_series(1, ${CAPACITY + WAITLIST}::int) g`);
  await db.execute(sql`insert into intake_offers (intake_id, enrolment_id, token_hash, status, expires_at, decided_at, created_at)
    select intake_id, id, md5('target' || id::text), 'expired', created_at + interval '2 days',
      created_at + interval '2 days', created_at + interval '1 day'
    from enrolments where intake_id = ${id} and status = 'waitlisted'
    order by created_at limit 50`);
  return id;
}

/**
 * Rows `offset + 1 … offset + n` of history: one closed past intake per 1,000 new rows (at least
 * two), four in five applications pointing at one of the past intakes, in every status; a fifth
 * of those with an intake had an offer. Each batch is one statement (generate_series).
 */
export async function seedHistory(db: Db, n: number, offset: number) {
  const newIntakes = Math.max(2, Math.round(n / 1000));
  await db.execute(sql`insert into intakes (program, start_date, end_date, timetable, mode, capacity, status, created_at)
    select (array['full-stack-development', 'qa-and-software-testing', 'data-analytics'])[1 + g % 3],
      current_date - (30 + g % 3000), current_date - (g % 3000) + 90,
      '["Mon 6PM - 9PM", "Wed 6PM - 9PM"]'::jsonb, case when g % 2 = 0 then 'campus' else 'online' end,
      20 + g % 20, case when g % 50 = 0 then 'cancelled' else 'closed' end,
      now() - make_interval(days => 30 + g % 3000)
    from generate_series(${offset + 1}::int, ${offset + newIntakes}::int) g`);
  const batch = 200_000;
  for (let done = 0; done < n; done += batch) {
    const from = offset + done + 1;
    const to = offset + done + Math.min(batch, n - done);
    await db.execute(sql`with past as (
        select array_agg(id order by created_at, id) as ids, count(*)::int as n from intakes where status <> 'open'
      ), added as (
        insert into enrolments (first_name, last_name, email, mobile, address, education, institution, course,
          time_table, accept, fee_terms, status, intake_id, created_at)
        select ${applicant(sql`g`, "applicant")},
          (array['Full Stack Development', 'QA and Software Testing', 'Data Analytics'])[1 + g % 3],
          'Mon 6PM - 9PM', true, true,
          (array['received', 'under review', 'accepted', 'enrolled', 'enrolled', 'waitlisted', 'withdrawn',
            'rejected', 'accepted', 'enrolled'])[1 + g % 10],
          case when g % 5 = 0 then null else past.ids[1 + g % past.n] end,
          now() - make_interval(secs => g * 30)
        from generate_series(${from}::int, ${to}::int) g, past
        returning id, intake_id, status, created_at
      )
      insert into intake_offers (intake_id, enrolment_id, token_hash, status, expires_at, decided_at, created_at)
      select intake_id, id, md5(id::text),
        case status when 'accepted' then 'accepted' when 'enrolled' then 'accepted'
          when 'withdrawn' then 'declined' else 'expired' end,
        created_at + interval '3 days', created_at + interval '2 days', created_at + interval '1 day'
      from added
      where intake_id is not null and status in ('accepted', 'enrolled', 'withdrawn', 'waitlisted')
        and ('x' || substr(md5(id::text), 1, 4))::bit(16)::int % 5 = 0`);
  }
  // A table of years of history has been vacuumed (visibility map, hint bits) and checkpointed
  // long ago; without this the first reads after the seed write those pages out during the run.
  await db.execute(sql`vacuum (analyze) intakes, enrolments, intake_offers`);
  await db.execute(sql`checkpoint`);
}

/** Removes what a run posted, so every size starts from the same waitlist. */
async function removePosted(db: Db) {
  await db.execute(sql`delete from enrolments where email like 'bench-enrol-%'`);
  await db.execute(sql`delete from outbox where "to" like 'bench-enrol-%'`);
  await db.execute(sql`delete from email_verification_tokens where email like 'bench-enrol-%'`);
}

export async function benchEnrolmentScale(
  sizes: number[],
  options: { seconds: number },
): Promise<{ result: EnrolmentScaleResult; failures: string[] }> {
  const failures: string[] = [];
  const created = await createPostgresDatabase("benchenrol");
  const db = await openPostgres(created.url);
  await db.migrate();
  const p50ByRows: Record<string, number> = {};
  let withIntake = 0;
  let intakeCount = 0;
  try {
    const intakeId = await seedTarget(db.db);
    let seeded = CAPACITY + WAITLIST;
    for (const size of sizes) {
      await seedHistory(db.db, size - seeded, seeded);
      seeded = size;
      const counts = (await db.db.execute(sql`select
          (select count(*)::int from enrolments where intake_id is not null) as with_intake,
          (select count(*)::int from intakes) as intakes`)) as unknown as {
        rows: { with_intake: number; intakes: number }[];
      };
      withIntake = counts.rows[0]!.with_intake;
      intakeCount = counts.rows[0]!.intakes;
      const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: tempDataDir("enrol") });
      try {
        let n = 0;
        const target: LoadTarget = {
          name: "POST /api/student-enrolment (intakeId)",
          url: `${server.url}/api/student-enrolment`,
          method: "POST",
          body: () => ({
            firstName: "Bench",
            lastName: "Applicant",
            email: `bench-enrol-${size}-${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
            mobile: "0400 000 000",
            address: "1 Bench St",
            education: "Bachelor",
            institution: "Uni",
            course: "Data Analytics",
            timeTable: "Sat 11AM - 2PM",
            accept: true,
            feeTerms: true,
            intakeId,
          }),
        };
        // Warm-up, not measured: a fresh process compiles its code paths and fills its pool.
        await drive(target, { seconds: 2, connections: 4 });
        const r = await drive(target, { seconds: options.seconds, connections: 4 });
        if (r.errors > 0 || r.non2xx > 0)
          failures.push(`enrolment scale ${size}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        p50ByRows[String(size)] = Math.max(r.p50Ms, 1); // sub-millisecond p50 reads as 1 ms
      } finally {
        await server.stop();
      }
      await removePosted(db.db);
    }
  } finally {
    await db.close();
    await created.drop();
  }
  const growth = Math.round((p50ByRows[String(sizes.at(-1))]! / p50ByRows[String(sizes[0])]!) * 100) / 100;
  if (growth > 3)
    failures.push(
      `scale: POST /api/student-enrolment (intakeId) p50 grew ${growth}× from ${sizes[0]} to ${sizes.at(-1)} rows`,
    );
  return {
    result: {
      endpoint: "POST /api/student-enrolment (intakeId, full intake)",
      p50ByRows,
      growth,
      withIntake,
      intakes: intakeCount,
    },
    failures,
  };
}

export function enrolmentScaleMarkdown(r: EnrolmentScaleResult, sizes: number[]): string[] {
  return [
    "## Applying to an intake at scale on PostgreSQL (p50 ms)",
    "",
    `The intake applied to is full (${CAPACITY} seats) with ${WAITLIST} waiting at every size; at the largest size ${r.withIntake} applications point at ${r.intakes} intakes.`,
    "",
    ...growthTable(sizes, [r]),
    "",
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.includes("--quick") ? [1_000, 100_000] : [1_000, 1_000_000];
  const { result, failures } = await benchEnrolmentScale(sizes, { seconds: 5 });
  console.log(enrolmentScaleMarkdown(result, sizes).join("\n"));
  if (failures.length > 0) {
    console.log(failures.join("\n"));
    process.exit(1);
  }
}
