import { adminEditSchema } from "#forms/admin/records.ts";
import type { admins as adminsTable } from "../../db/schema.ts";
import * as person from "./person.ts";
import {
  type BackOfficeRole,
  createdColumn,
  defineSection,
  type PersonRow,
  type StoredRecord,
} from "./shape.ts";

/** A row of /api/admin/admins: the person and their role (docs/decisions/0073). */
export interface AdminRow extends PersonRow {
  role: BackOfficeRole;
}

export type AdminRecord = StoredRecord<typeof adminsTable>;

/**
 * Back-office accounts, administrators only. Deleting refuses your own account and the last one; editing keeps the
 * e-mail unique (created at /admin/admins/add-admin, POST /api/admin/admins).
 */
export const admins = defineSection<AdminRow, AdminRecord>()({
  key: "admins",
  labels: { heading: "Admins", nav: "Admins", noun: "Admin", deleteTitle: "Delete admin?" },
  api: "/api/admin/admins",
  list: "/admin/admins",
  record: {
    path: "/admin/admins/:id",
    kind: "form",
    schema: adminEditSchema,
    fields: person.fields,
    title: person.fullName,
    avatar: true,
    panels: { access: (record) => record.role },
  },
  add: { label: "Add Admin", path: "/admin/admins/add-admin" },
  defaultLimit: 10,
  columns: [person.column, { kind: "text", field: "role", label: "Role", capitalise: true }, createdColumn],
  sorts: person.sorts,
  search: person.search,
  csv: ["id", "firstName", "lastName", "email", "role", "createdAt"],
  rowLabel: person.fullName,
  globalSearch: "Admin",
  // Staff never see or change the back-office's accounts.
  roles: ["administrator"],
});
