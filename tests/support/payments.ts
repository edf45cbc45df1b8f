import { programs } from "#content/programs.ts";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import type { Db } from "#server/db/client.ts";
import { enrolments, students } from "#server/db/schema.ts";
import { seededProgramFees } from "#server/payments/fees.ts";

/** A program paid in instalments, read from content (never one named in a test). */
export function instalmentProgram() {
  const program = programs.find((p) => (seededProgramFees(p.slug)?.instalments ?? 0) > 1);
  if (!program) throw new Error("No program with instalments in content");
  return { program, fee: seededProgramFees(program.slug)! };
}

/** A signed-in student of their own, with an application (received) for `course`. */
export async function studentWithApplication(db: Db, secret: string, tag: string, course: string) {
  const passwordHash = await hashPassword("student-password");
  const [student] = await db
    .insert(students)
    .values({ firstName: "Payer", lastName: tag, email: `payer-${tag}@example.com`, passwordHash })
    .returning();
  const token = (await createSession(db, secret, "student", student!)).token;
  const [application] = await db
    .insert(enrolments)
    .values({
      studentId: student!.id,
      firstName: "Payer",
      lastName: tag,
      email: student!.email,
      mobile: "0400000000",
      address: "1 Test St",
      education: "Bachelor",
      institution: "UTS",
      course,
      accept: true,
      feeTerms: true,
    })
    .returning();
  return { student: student!, token, enrolmentId: application!.id };
}
