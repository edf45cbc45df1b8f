import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { enrolments } from "../db/schema.ts";

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
  createdAt: Date;
}

/**
 * A student's own applications: those made while signed in (student_id) and those made with the
 * account's e-mail before or without signing in. Newest first.
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
      createdAt: enrolments.createdAt,
    })
    .from(enrolments)
    .where(
      or(
        eq(enrolments.studentId, student.id),
        eq(sql`lower(${enrolments.email})`, student.email.trim().toLowerCase()),
      ),
    )
    .orderBy(desc(enrolments.createdAt));
}
