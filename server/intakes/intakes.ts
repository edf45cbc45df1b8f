import { formatDay } from "#forms/dates.ts";
import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import { intakeSchema, type IntakeInput } from "#forms/admin/intake.ts";
import { anyProgramOf, programs } from "#content/programs.ts";
import { recordAudit } from "../admin/audit.ts";
import { invalidatePublicPages, publicPagesVersion } from "../db/content-versions.ts";
import type { Config } from "../config.ts";
import { publishedContent, refreshProgramCatalogue } from "../content/published.ts";
import { tellInterested } from "./interest.ts";
import { offerFreeSeats } from "./offers.ts";
import { longDate, parseProgram, programName, todayIn } from "./labels.ts";
import { seatStatuses } from "./seats.ts";
import type { Db } from "../db/client.ts";
import { enrolments, intakeOffers, intakes } from "../db/schema.ts";
import { notFound, parseOrInvalid } from "../domain/errors.ts";

export type IntakeRow = typeof intakes.$inferSelect;

/** An intake as the APIs show it. `program` is the program's page slug. */
export interface PublicIntake {
  id: string;
  program: string;
  startDate: string;
  endDate: string;
  timetable: string[];
  mode: "campus" | "online";
  capacity: number;
  seatsLeft: number;
  status: "open" | "closed" | "cancelled";
}

export interface AdminIntake extends PublicIntake {
  seatsTaken: number;
  /** Seats offered to the waitlist, awaiting an answer. */
  offered: number;
  waitlist: number;
  createdAt: string;
  updatedAt: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Seats taken and waitlist length of each intake. */
export async function seatCounts(
  db: Db,
  ids: string[],
): Promise<Map<string, { taken: number; waitlist: number; offered: number }>> {
  const out = new Map(ids.map((id) => [id, { taken: 0, waitlist: 0, offered: 0 }]));
  if (ids.length === 0) return out;
  const offers = await db
    .select({ intakeId: intakeOffers.intakeId, n: count() })
    .from(intakeOffers)
    .where(and(inArray(intakeOffers.intakeId, ids), eq(intakeOffers.status, "pending")))
    .groupBy(intakeOffers.intakeId);
  for (const row of offers) {
    const entry = out.get(row.intakeId);
    if (entry) entry.offered = Number(row.n);
  }
  const rows = await db
    .select({ intakeId: enrolments.intakeId, status: enrolments.status, n: count() })
    .from(enrolments)
    .where(
      and(inArray(enrolments.intakeId, ids), inArray(enrolments.status, [...seatStatuses, "waitlisted"])),
    )
    .groupBy(enrolments.intakeId, enrolments.status);
  for (const row of rows) {
    const entry = out.get(row.intakeId ?? "");
    if (!entry) continue;
    if (row.status === "waitlisted") entry.waitlist += Number(row.n);
    else entry.taken += Number(row.n);
  }
  return out;
}

/** `held`: seats taken plus seats offered to the waitlist and not yet answered. */
function publicOf(row: IntakeRow, held: number): PublicIntake {
  return {
    id: row.id,
    ...scheduleOf(row),
    seatsLeft: Math.max(0, row.capacity - held),
    status: row.status,
  };
}

/** What an intake is (program, dates, timetable, mode, capacity), as both the API and the form show it. */
function scheduleOf(row: IntakeRow) {
  return {
    program: row.program,
    startDate: row.startDate,
    endDate: row.endDate,
    timetable: row.timetable,
    mode: row.mode,
    capacity: row.capacity,
  };
}

async function adminOf(db: Db, row: IntakeRow): Promise<AdminIntake> {
  const counts = (await seatCounts(db, [row.id])).get(row.id) ?? { taken: 0, waitlist: 0, offered: 0 };
  return {
    ...publicOf(row, counts.taken + counts.offered),
    offered: counts.offered,
    seatsTaken: counts.taken,
    waitlist: counts.waitlist,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * GET /api/intakes?program=: the open intakes of a program that have not started yet (start date
 * today or later in the business time zone), earliest first. Without `program`, every program's.
 */
export async function listOpenIntakes(
  db: Db,
  zone: string,
  query: { program?: unknown },
  now: Date = new Date(),
): Promise<PublicIntake[]> {
  await publishedContent(db); // the store's programs, fresh
  const slug = query.program === undefined ? undefined : parseProgram(query.program);
  const rows = await db
    .select()
    .from(intakes)
    .where(
      and(
        eq(intakes.status, "open"),
        gte(intakes.startDate, todayIn(zone, now)),
        slug ? eq(intakes.program, slug) : undefined,
      ),
    )
    .orderBy(asc(intakes.startDate), asc(intakes.createdAt))
    .limit(100);
  // Visitors apply only to published programs (issue 32): a draft's or an unpublished program's
  // intakes stay in the back-office. A slug the store does not know at all is kept as it was.
  const shown = rows.filter((r) => anyProgramOf(r.program)?.published !== false);
  const counts = await seatCounts(
    db,
    shown.map((r) => r.id),
  );
  return shown.map((r) => {
    const c = counts.get(r.id);
    return publicOf(r, (c?.taken ?? 0) + (c?.offered ?? 0));
  });
}

/** The next open intake of each program (slug → intake), for "Next intake" on the public pages. */
export async function nextIntakes(db: Db, zone: string, now: Date = new Date()) {
  const open = await listOpenIntakes(db, zone, {}, now);
  const next = new Map<string, PublicIntake>();
  for (const intake of open) if (!next.has(intake.program)) next.set(intake.program, intake);
  return next;
}

export async function findIntake(db: Db, id: string): Promise<IntakeRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db.select().from(intakes).where(eq(intakes.id, id.toLowerCase()));
  return row;
}

export async function getIntake(db: Db, id: string): Promise<AdminIntake> {
  const row = await findIntake(db, id);
  if (!row) throw notFound("Intake not found");
  return adminOf(db, row);
}

/** The intake an application is for, as its back-office record shows it (null if it is gone). */
export async function applicationIntake(db: Db, id: string) {
  const row = await findIntake(db, id);
  if (!row) return null;
  const intake = await adminOf(db, row);
  return {
    id: intake.id,
    course: programName(intake.program),
    startDate: intake.startDate,
    startText: longDate(intake.startDate),
    capacity: intake.capacity,
    seatsLeft: intake.seatsLeft,
    status: intake.status,
  };
}

/** An intake's form values (the edit page and a PUT's starting point). */
export function inputOf(row: IntakeRow): Omit<IntakeInput, "timetable"> & { timetable: string[] } {
  return { ...scheduleOf(row), status: row.status };
}

/** What an intake write needs to offer freed seats and tell those waiting for an intake. */
export type AfterWrite = Pick<Config, "publicUrl" | "offerHours">;

/**
 * In the write's transaction: an open intake with seats (capacity raised, reopened) offers them
 * to its waitlist; a program's intake opening tells those who asked to hear of one.
 */
async function afterIntakeWrite(tx: Db, config: AfterWrite, before: IntakeRow | null, after: IntakeRow) {
  if (after.status !== "open") return;
  await offerFreeSeats(tx, config, after.id, new Date());
  if (before?.status !== "open") {
    await tellInterested(tx, config, after);
  }
}

/** POST /api/admin/intakes: creates an intake (status open unless said), audited. */
export async function createIntake(db: Db, body: unknown, adminId: string, config?: AfterWrite) {
  await refreshProgramCatalogue(db); // any program of the store, drafts too, as the intake page offers them
  const input = parseOrInvalid(intakeSchema, body ?? {});
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(intakes).values(input).returning();
    await recordAudit(tx, {
      adminId,
      action: "create",
      entity: "intakes",
      entityId: created!.id,
      after: created!,
    });
    if (config) await afterIntakeWrite(tx, config, null, created!);
    return created!;
  });
  await invalidatePublicPages(db, `intake ${row.id} created`);
  return { message: "Intake created successfully", data: await adminOf(db, row) };
}

/**
 * PUT /api/admin/intakes/:id: changes any of the intake's fields (the body may name only some;
 * the others keep their values), audited. Closing is `{"status":"closed"}`.
 */
export async function updateIntake(db: Db, id: string, body: unknown, adminId: string, config?: AfterWrite) {
  if (!uuidPattern.test(id)) throw notFound("Intake not found");
  const patch = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  await refreshProgramCatalogue(db); // the store's programs, drafts too, fresh
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(intakes).where(eq(intakes.id, id.toLowerCase())).for("update");
    if (!before) throw notFound("Intake not found");
    const input = parseOrInvalid(intakeSchema, { ...inputOf(before), ...patch });
    const [after] = await tx
      .update(intakes)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(intakes.id, before.id))
      .returning();
    await recordAudit(tx, {
      adminId,
      action: "update",
      entity: "intakes",
      entityId: before.id,
      before,
      after,
    });
    if (config) await afterIntakeWrite(tx, config, before, after!);
    return after!;
  });
  await invalidatePublicPages(db, `intake ${row.id} updated`);
  return { message: "Intake updated successfully", data: await adminOf(db, row) };
}

/** How many applications point at an intake (a delete is refused while any do). */
export async function applicationsOf(db: Db, intakeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enrolments).where(eq(enrolments.intakeId, intakeId));
  return Number(row?.n ?? 0);
}

/** "Mon 6PM - 9PM" style slots joined for a sentence. */
export const timetableText = (timetable: readonly string[]) => timetable.join(", ");

/**
 * "Next intake starts Monday 2 February 2027" per program slug, or "TBA" when the program has no
 * open intake ahead: what the home page, program pages (and their "next session") show.
 */
export async function nextSessionTexts(
  db: Db,
  zone: string,
  now: Date = new Date(),
): Promise<Record<string, string>> {
  const next = await nextIntakes(db, zone, now);
  const out: Record<string, string> = {};
  // The seed's programs say "TBA" when none is open; any other program with an open intake too.
  for (const slug of new Set([...programs.map((p) => p.slug), ...next.keys()])) {
    const intake = next.get(slug);
    out[slug] = intake
      ? `Next intake starts ${formatDay(intake.startDate, { long: true })}`
      : "TBA";
  }
  return out;
}

const sessionCache = new WeakMap<Db, { version: number; day: string; texts: Record<string, string> }>();

/**
 * `nextSessionTexts`, kept while nothing changed: the assistant asks for every question. Every
 * intake write calls `invalidatePublicPages`, which bumps the version read here (one small query,
 * shared by all processes); a new day in the business zone drops the texts too, as an intake
 * starting today stops being "next" tomorrow.
 */
export async function cachedNextSessionTexts(
  db: Db,
  zone: string,
  now: Date = new Date(),
): Promise<Record<string, string>> {
  const version = await publicPagesVersion(db);
  const day = todayIn(zone, now);
  const cached = sessionCache.get(db);
  if (cached && cached.version === version && cached.day === day) return cached.texts;
  const texts = await nextSessionTexts(db, zone, now);
  sessionCache.set(db, { version, day, texts });
  return texts;
}
