import { formatDay } from "#forms/dates.ts";
import { and, count, eq, sql } from "drizzle-orm";
import { programSlugOf } from "#forms/admin/intake.ts";
import type { Db } from "../db/client.ts";
import { enrolments, intakes } from "../db/schema.ts";
import { invalid } from "../domain/errors.ts";
import type { IntakeRow, PublicIntake } from "./intakes.ts";
import { longDate, programName, todayIn } from "./labels.ts";
import { seatsLabel } from "./seats.ts";
import { seatsHeld } from "./offers.ts";

export interface IntakePlacement {
  intake: IntakeRow;
  status: "received" | "waitlisted";
  enrolmentDate: string;
  timeTable: string;
}

/**
 * Where an application to `intakeId` goes, inside the application's transaction. Locks the intake
 * row, so applications to one intake queue behind each other and behind accepts (the place in
 * line is exact). The intake must be open, not started, and of the chosen course; a full one
 * (every seat accepted or enrolled) takes the application onto its waitlist.
 */
export async function placeApplication(
  tx: Db,
  input: { intakeId: string; course: string; timeTable?: string | undefined },
  zone: string,
): Promise<IntakePlacement> {
  const [intake] = await tx
    .select()
    .from(intakes)
    .where(eq(intakes.id, input.intakeId.toLowerCase()))
    .for("update");
  if (intake?.status !== "open" || intake.startDate < todayIn(zone))
    throw invalid({
      intakeId: "That intake is not open for applications. Please choose one of the listed intakes",
    });
  if (programSlugOf(input.course) !== intake.program)
    throw invalid({ intakeId: "That intake is not for the chosen course" });
  const full = (await seatsHeld(tx, intake.id)) >= intake.capacity;
  const timeTable =
    input.timeTable && intake.timetable.includes(input.timeTable) ? input.timeTable : intake.timetable[0]!;
  return { intake, status: full ? "waitlisted" : "received", enrolmentDate: intake.startDate, timeTable };
}

/**
 * An application's place on its intake's waitlist (1 = next), by application time. Compared in
 * SQL: the stored time has microseconds, a JavaScript Date only milliseconds.
 */
export async function placeInLine(db: Db, intakeId: string, enrolmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.intakeId, intakeId),
        eq(enrolments.status, "waitlisted"),
        sql`(${enrolments.createdAt}, ${enrolments.id}) <= (select e.created_at, e.id from enrolments e where e.id = ${enrolmentId})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** An open intake as the enrolment form offers it. */
export interface IntakeChoice {
  id: string;
  /** The program's §3 name (the form's course value). */
  course: string;
  label: string;
  seats: string;
}

/**
 * "Data Analytics: starts Tue 2 Feb 2027, Sat 11AM - 2PM, on campus (8 seats left)": the short
 * date, so the seats at the end still fit a phone's select.
 */
export function intakeChoices(open: readonly PublicIntake[]): IntakeChoice[] {
  return open.map((intake) => {
    const course = programName(intake.program);
    const seats = seatsLabel(intake.seatsLeft);
    const mode = intake.mode === "campus" ? "on campus" : "online";
    return {
      id: intake.id,
      course,
      seats,
      label: `${course}: starts ${formatDay(intake.startDate)}, ${intake.timetable.join(", ")}, ${mode} (${seats})`,
    };
  });
}
