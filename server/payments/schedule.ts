import { randomInt } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import { programSlugOf } from "#forms/admin/intake.ts";
import type { Db } from "../db/client.ts";
import { enrolments, feeSchedules, instalments, intakes } from "../db/schema.ts";
import { planSchedule, programFees } from "./fees.ts";

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A bank-transfer reference such as "PAY-7K3M-9QX2": short enough to type, unique per enrolment. */
export function newReference(): string {
  const pick = () => referenceAlphabet[randomInt(referenceAlphabet.length)];
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `PAY-${group()}-${group()}`;
}

/** The program slug of an application: its intake's, else its course name's. */
export async function programOfEnrolment(
  tx: Db,
  row: { intakeId: string | null; course: string },
): Promise<string | undefined> {
  if (row.intakeId) {
    const [intake] = await tx
      .select({ program: intakes.program })
      .from(intakes)
      .where(eq(intakes.id, row.intakeId));
    if (intake) return intake.program;
  }
  return programSlugOf(row.course);
}

/**
 * Gives an application that has just taken its seat (accepted, spec §9: the fee is paid after
 * enrolment) its fee schedule, inside the status change's transaction. Once per enrolment: an
 * application accepted again (waitlisted and back) keeps its first schedule. A course without a
 * published fee gets none. `today` is the acceptance date in the business time zone.
 */
export async function ensureFeeSchedule(tx: Db, enrolmentId: string, today: string): Promise<boolean> {
  const [row] = await tx
    .select({ intakeId: enrolments.intakeId, course: enrolments.course })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId));
  if (!row) return false;
  const slug = await programOfEnrolment(tx, row);
  const fee = slug ? await programFees(tx, slug) : undefined;
  if (!slug || !fee) return false;
  const { totalCents, plan } = planSchedule(slug, today, fee);
  const created = await tx
    .insert(feeSchedules)
    .values({ enrolmentId, program: slug, totalCents, reference: newReference() })
    .onConflictDoNothing({ target: feeSchedules.enrolmentId })
    .returning({ id: feeSchedules.enrolmentId });
  if (created.length === 0) return false;
  await tx.insert(instalments).values(plan.map((p) => ({ enrolmentId, ...p })));
  return true;
}

/**
 * A withdrawn enrolment's instalments that are not yet due are cancelled (the enrolment terms:
 * "instalments that fall due after that are cancelled"); what is due or overdue stays owed.
 */
export async function cancelFutureInstalments(tx: Db, enrolmentId: string, today: string): Promise<number> {
  const rows = await tx
    .update(instalments)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(instalments.enrolmentId, enrolmentId),
        inArray(instalments.status, ["due"]),
        eq(instalments.paidCents, 0),
        gt(instalments.dueOn, today),
      ),
    )
    .returning({ id: instalments.id });
  return rows.length;
}
