import { formatOptions } from "#content/options.ts";
import { outlineEditSchema } from "#forms/admin/records.ts";
import type { outlineRequests } from "../../db/schema.ts";
import * as person from "./person.ts";
import { createdColumn, defineSection, type PersonRow, type StoredRecord } from "./shape.ts";

/** A row of /api/admin/downloads: someone who asked for a course outline. */
export interface OutlineRequestRow extends PersonRow {
  course: string;
  format: string;
}

export type OutlineRequestRecord = StoredRecord<typeof outlineRequests>;

/** Course outline requests from the program pages' download form. */
export const downloads = defineSection<OutlineRequestRow, OutlineRequestRecord>()({
  key: "downloads",
  labels: {
    heading: "Download Course Outlines",
    nav: "Download Course Outlines",
    noun: "Course outline request",
    deleteTitle: "Delete course outline request?",
  },
  api: "/api/admin/downloads",
  list: "/admin/download-course-outlines",
  record: {
    path: "/admin/download-course-outline/:id",
    kind: "form",
    schema: outlineEditSchema,
    fields: [
      ...person.fields,
      { name: "mobile", label: "Mobile", required: true, type: "tel" },
      person.courseField,
      {
        name: "format",
        label: "Class format",
        required: true,
        as: "select",
        options: person.options(formatOptions),
        placeholder: "Select a format",
      },
    ],
    title: person.fullName,
    avatar: true,
    panels: {},
  },
  defaultLimit: 10,
  columns: [person.column, { kind: "text", field: "course", label: "Course", sort: "course" }, createdColumn],
  sorts: [...person.sorts, "course"],
  search: [...person.search, "course"],
  bulk: ["delete"],
  csv: ["id", "firstName", "lastName", "email", "course", "format", "createdAt"],
  rowLabel: person.fullName,
  globalSearch: "Outline request",
});
