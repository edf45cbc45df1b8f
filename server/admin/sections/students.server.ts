import { asc, eq, or, type SQL, sql } from "drizzle-orm";
import { endAllSessions } from "../../accounts/sessions.ts";
import { enrolments, students as studentsTable } from "../../db/schema.ts";
import { personExpressions, personSelect, sectionQueries } from "./queries.server.ts";
import { students } from "./students.ts";

/*
 * Correlated subqueries are written out in plain SQL: Drizzle leaves column names unqualified
 * inside sql``, which would make "id" mean the inner table's id.
 */

/** The course of a student's first application, matched by account or by e-mail. */
const firstCourse = sql.raw(`(select e.course from enrolments e
  where e.student_id = students.id or lower(e.email) = lower(students.email)
  order by e.created_at asc limit 1)`) as SQL<string | null>;

export const studentsQueries = sectionQueries(students, {
  table: studentsTable,
  select: { ...personSelect(studentsTable), course: firstCourse, createdAt: studentsTable.createdAt },
  expressions: { ...personExpressions(studentsTable), course: firstCourse },
  uniqueEmail: studentsTable.email,
  async extras(db, record) {
    const apps = await db
      .select({
        id: enrolments.id,
        course: enrolments.course,
        status: enrolments.status,
        createdAt: enrolments.createdAt,
      })
      .from(enrolments)
      .where(
        or(eq(enrolments.studentId, record.id), sql`lower(${enrolments.email}) = lower(${record.email})`),
      )
      .orderBy(asc(enrolments.createdAt));
    return { enrolments: apps.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })) };
  },
  // A deleted student is signed out everywhere.
  async afterDelete(db, record) {
    await endAllSessions(db, "student", record.id);
  },
});
