import { budgetOptions, serviceOptions } from "#content/options.ts";
import { consultationEditSchema } from "#forms/admin/records.ts";
import type { consultations as consultationsTable } from "../../db/schema.ts";
import * as person from "./person.ts";
import { createdColumn, defineSection, type PersonRow, type StoredRecord } from "./shape.ts";

/** A row of /api/admin/consultations: a free-consultation booking. */
export interface ConsultationRow extends PersonRow {
  company: string;
  service: string;
}

export type ConsultationRecord = StoredRecord<typeof consultationsTable>;

/** Bookings of a free consultation about a software service. */
export const consultations = defineSection<ConsultationRow, ConsultationRecord>()({
  key: "consultations",
  labels: {
    heading: "Consultations",
    nav: "Consultations",
    noun: "Consultation",
    deleteTitle: "Delete consultation?",
  },
  api: "/api/admin/consultations",
  list: "/admin/consultations",
  record: {
    path: "/admin/consultations/:id",
    kind: "form",
    schema: consultationEditSchema,
    fields: [
      ...person.fields,
      { name: "phone", label: "Phone", required: true, type: "tel" },
      { name: "company", label: "Company", required: true },
      { name: "projectDetails", label: "Project details", required: true, as: "textarea" },
      {
        name: "budget",
        label: "Budget (AUD)",
        required: true,
        as: "select",
        options: budgetOptions.map((b) => ({ value: b.value, label: b.label })),
        placeholder: "Select a budget",
      },
      {
        name: "service",
        label: "Service",
        required: true,
        as: "select",
        options: person.options(serviceOptions),
        placeholder: "Select a service",
      },
    ],
    title: person.fullName,
    avatar: true,
    panels: {},
  },
  defaultLimit: 10,
  columns: [
    person.column,
    { kind: "text", field: "company", label: "Company", sort: "company" },
    createdColumn,
  ],
  sorts: [...person.sorts, "company"],
  search: [...person.search, "company"],
  bulk: ["delete"],
  csv: ["id", "firstName", "lastName", "email", "company", "service", "createdAt"],
  rowLabel: person.fullName,
  globalSearch: "Consultation",
});
