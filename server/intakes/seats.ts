import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { enrolments } from "../db/schema.ts";

/** The statuses that hold a seat of an intake (issue 14). */
export const seatStatuses = ["accepted", "enrolled"] as const;

/** Seats taken in one intake (call inside the transaction that locked the intake row). */
export async function seatsTaken(db: Db, intakeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.intakeId, intakeId), inArray(enrolments.status, [...seatStatuses])));
  return Number(row?.n ?? 0);
}

/** "8 seats left", "1 seat left" or "Waitlist only". */
export function seatsLabel(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Waitlist only";
  return `${seatsLeft} seat${seatsLeft === 1 ? "" : "s"} left`;
}
