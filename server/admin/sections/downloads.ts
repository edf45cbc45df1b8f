import { formatOptions, outlineEditSchema } from "#forms/admin/records.ts";
import type { outlineRequests } from "../../db/schema.ts";
import {
  courseField,
  createdColumn,
  fullName,
  options,
  personColumn,
  personFields,
  personSearch,
  personSorts,
} from "./person.ts";
import { defineSection, type PersonRow, type StoredRecord } from "./shape.ts";

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
      ...personFields,
      { name: "mobile", label: "Mobile", required: true, type: "tel" },
      courseField,
      {
        name: "format",
        label: "Class format",
        required: true,
        as: "select",
        options: options(formatOptions),
        placeholder: "Select a format",
      },
    ],
    title: fullName,
    avatar: true,
    panels: {},
  },
  defaultLimit: 10,
  columns: [personColumn, { kind: "text", field: "course", label: "Course", sort: "course" }, createdColumn],
  sorts: [...personSorts, "course"],
  search: [...personSearch, "course"],
  csv: ["id", "firstName", "lastName", "email", "course", "format", "createdAt"],
  rowLabel: fullName,
  globalSearch: "Outline request",
});
