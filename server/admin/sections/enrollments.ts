import { timeTableOptions } from "#content/options.ts";
import { enrolmentEditSchema } from "#forms/admin/records.ts";
import type { enrolments as enrolmentsTable } from "../../db/schema.ts";
import type { EnrolmentStatus, StatusChange } from "../enrolment-status.ts";
import * as person from "./person.ts";
import {
  type ApplicationIntake,
  type ApplicationOffer,
  createdColumn,
  defineSection,
  type PersonRow,
  type StoredRecord,
} from "./shape.ts";

/** A row of /api/admin/enrollments: one application for a course. */
export interface EnrolmentRow extends PersonRow {
  course: string;
  status: string;
}

export type EnrolmentRecord = StoredRecord<typeof enrolmentsTable> & {
  /** The statuses the application may move to next (none once final). */
  nextStatuses: EnrolmentStatus[];
  statusHistory: StatusChange[];
  /** The intake it applied to (issue 14), with its seats left; null without one. */
  intake: ApplicationIntake | null;
  /** Its waitlist offers, newest first. */
  offers: ApplicationOffer[];
};

/** Enrolments: applications from the public form and the portal, with their status lifecycle. */
export const enrollments = defineSection<EnrolmentRow, EnrolmentRecord>()({
  key: "enrollments",
  labels: { heading: "Enrolments", nav: "Enrolments", noun: "Enrolment", deleteTitle: "Delete enrolment?" },
  api: "/api/admin/enrollments",
  list: "/admin/enrollments",
  record: {
    // The spec's 'View Details' went to the student page; both links open the enrolment.
    path: "/admin/enrollment/:id",
    kind: "form",
    schema: enrolmentEditSchema,
    fields: [
      ...person.fields,
      { name: "mobile", label: "Mobile", required: true, type: "tel" },
      { name: "address", label: "Residential address", required: true },
      { name: "education", label: "Education", required: true },
      { name: "institution", label: "College or university", required: true },
      person.courseField,
      { name: "enrolmentDate", label: "Enrolment date", type: "date" },
      {
        name: "timeTable",
        label: "Time table",
        as: "select",
        options: person.options(timeTableOptions),
        placeholder: "Not chosen",
      },
    ],
    title: person.fullName,
    avatar: true,
    panels: {
      status: (record) => ({
        current: record.status,
        next: record.nextStatuses,
        history: record.statusHistory,
        intake: record.intake,
        offers: record.offers,
      }),
    },
  },
  defaultLimit: 10,
  columns: [
    person.column,
    { kind: "text", field: "course", label: "Course", sort: "course" },
    { kind: "status", field: "status", label: "Status", sort: "status" },
    createdColumn,
  ],
  sorts: [...person.sorts, "course", "status"],
  search: [...person.search, "course", "status"],
  filters: ["status", "assignee"],
  assignable: true,
  bulk: ["status", "assign", "delete"],
  csv: ["id", "firstName", "lastName", "email", "course", "status", "createdAt"],
  rowLabel: person.fullName,
  globalSearch: "Application",
});
