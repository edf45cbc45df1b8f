import { studentEditSchema } from "#forms/admin/records.ts";
import type { students as studentsTable } from "../../db/schema.ts";
import * as person from "./person.ts";
import {
  type ApplicationSummary,
  createdColumn,
  defineSection,
  type PersonRow,
  type StoredRecord,
} from "./shape.ts";

/** A row of /api/admin/students: a student with the course of their first application. */
export interface StudentRow extends PersonRow {
  course: string | null;
}

export type StudentRecord = StoredRecord<typeof studentsTable> & { enrolments: ApplicationSummary[] };

/** Students: people with a portal account. Editing one keeps the e-mail unique. */
export const students = defineSection<StudentRow, StudentRecord>()({
  key: "students",
  labels: { heading: "Students", nav: "Students", noun: "Student", deleteTitle: "Delete student?" },
  api: "/api/admin/students",
  list: "/admin/students",
  record: {
    path: "/admin/students/:id",
    kind: "form",
    schema: studentEditSchema,
    fields: person.fields,
    title: person.fullName,
    avatar: true,
    panels: { applications: (record) => record.enrolments },
  },
  defaultLimit: 10,
  columns: [person.column, { kind: "text", field: "course", label: "Course", sort: "course" }, createdColumn],
  sorts: [...person.sorts, "course"],
  search: person.search,
  csv: ["id", "firstName", "lastName", "email", "course", "createdAt"],
  rowLabel: person.fullName,
  globalSearch: "Student",
});
