import { and, desc, eq, exists, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { enrolments, students } from "../db/schema.ts";

export interface Application {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  course: string;
  status: string;
  /** The preferred start date (YYYY-MM-DD) and class time chosen in the form, if any. */
  enrolmentDate: string | null;
  timeTable: string | null;
  /** The version of the enrolment terms accepted (issue 32): /terms?version=N shows its text. */
  termsVersion: number | null;
  /** The intake applied to, if one was chosen (its waitlist gives a place in line). */
  intakeId: string | null;
  createdAt: Date;
}

/**
 * A student's own applications, newest first: those linked to the account (made while signed in,
 * or joined when the address was verified), and, once the account has verified its address,
 * those made with that e-mail without signing in. An unverified account sees only its linked
 * ones: anyone can sign up with anyone's address (issue 13, M1; docs/decisions/0076).
 */
export async function listApplicationsOf(
  db: Db,
  student: { id: string; email: string },
): Promise<Application[]> {
  return db
    .select({
      id: enrolments.id,
      firstName: enrolments.firstName,
      lastName: enrolments.lastName,
      email: enrolments.email,
      course: enrolments.course,
      status: enrolments.status,
      enrolmentDate: enrolments.enrolmentDate,
      timeTable: enrolments.timeTable,
      termsVersion: enrolments.termsVersion,
      intakeId: enrolments.intakeId,
      createdAt: enrolments.createdAt,
    })
    .from(enrolments)
    .where(
      or(
        eq(enrolments.studentId, student.id),
        and(
          isNull(enrolments.studentId),
          eq(sql`lower(${enrolments.email})`, student.email.trim().toLowerCase()),
          exists(
            db
              .select({ id: students.id })
              .from(students)
              .where(and(eq(students.id, student.id), isNotNull(students.emailVerifiedAt))),
          ),
        ),
      ),
    )
    .orderBy(desc(enrolments.createdAt));
}
