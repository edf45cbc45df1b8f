import type { contactMessages } from "../../db/schema.ts";
import * as person from "./person.ts";
import { createdColumn, defineSection, type PersonRow, type StoredRecord } from "./shape.ts";

/** A row of /api/admin/contacts: a message from the contact form. */
export interface ContactRow extends PersonRow {
  mobile: string;
}

export type ContactRecord = StoredRecord<typeof contactMessages>;

/** Messages from the contact form: read and deleted, never edited. */
export const contacts = defineSection<ContactRow, ContactRecord>()({
  key: "contacts",
  labels: {
    heading: "Contact Messages",
    nav: "Contact Messages",
    noun: "Contact message",
    deleteTitle: "Delete contact message?",
  },
  api: "/api/admin/contacts",
  list: "/admin/contact-messages",
  record: {
    path: "/admin/contact-messages/:id",
    kind: "read-only",
    fields: [
      { name: "firstName", label: "First name" },
      { name: "lastName", label: "Last name" },
      { name: "email", label: "Email" },
      { name: "mobile", label: "Mobile" },
      { name: "message", label: "Message", wide: true },
    ],
    title: person.fullName,
    avatar: true,
    panels: {},
  },
  defaultLimit: 10,
  columns: [person.column, { kind: "text", field: "mobile", label: "Mobile", sort: "mobile" }, createdColumn],
  sorts: [...person.sorts, "mobile"],
  search: [...person.search, "mobile"],
  bulk: ["delete"],
  csv: ["id", "firstName", "lastName", "email", "mobile", "createdAt"],
  rowLabel: person.fullName,
  globalSearch: "Contact message",
});
