import type { visitors as visitorsTable } from "../../db/schema.ts";
import {
  type BaseRow,
  type ChatEntry,
  createdColumn,
  defineSection,
  recordHref,
  type StoredRecord,
} from "./shape.ts";

/** A row of /api/admin/visitors: someone who opened the chat assistant. */
export interface VisitorRow extends BaseRow {
  name: string | null;
  email: string | null;
  /** The stored user-agent string; the list page shows it parsed ("Chrome 120 on Windows 10"). */
  browser: string | null;
  ip: string | null;
  hasChats: boolean;
}

/** A visitor as a list names them: name, else e-mail, else a short id. */
const visitorName = (row: VisitorRow) => row.name ?? row.email ?? `Anonymous visitor ${row.id.slice(0, 8)}`;

export type VisitorRecord = StoredRecord<typeof visitorsTable> & { chats: ChatEntry[] };

/** Chat visitors, 50 a page, with their chat history on the record page. */
export const visitors = defineSection<VisitorRow, VisitorRecord>()({
  key: "visitors",
  labels: { heading: "Visitors", nav: "Visitors", noun: "Visitor", deleteTitle: "Delete visitor?" },
  api: "/api/admin/visitors",
  list: "/admin/visitors",
  record: {
    path: "/admin/visitors/:id",
    kind: "read-only",
    fields: [
      { name: "id", label: "Id" },
      { name: "name", label: "Name" },
      { name: "email", label: "Email" },
      { name: "mobile", label: "Mobile" },
      { name: "ip", label: "IP address" },
      { name: "browser", label: "Browser", wide: true },
      { name: "createdAt", label: "First seen", dateTime: true },
    ],
    title: () => "Visitor",
    avatar: false,
    panels: { chats: (record) => record.chats },
  },
  defaultLimit: 50,
  columns: [
    {
      kind: "link",
      label: "Visitor",
      text: visitorName,
      href: (row) => recordHref({ record: { path: "/admin/visitors/:id" } }, row.id),
    },
    { kind: "text", field: "browser", label: "Browser and system", sort: "browser", truncate: true },
    { kind: "text", field: "ip", label: "IP", sort: "ip", chatsFlag: "hasChats" },
    createdColumn,
  ],
  sorts: ["createdAt", "browser", "ip"],
  search: ["id", "name", "email", "browser", "ip"],
  csv: ["id", "name", "email", "browser", "ip", "hasChats", "createdAt"],
  rowLabel: (row) => `Visitor ${visitorName(row)}`,
});
