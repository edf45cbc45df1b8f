// A pure helper shared with the pages: the row label must read the same on both sides.
import { formatDate } from "#forms/dates.ts";
import { type BaseRow, createdColumn, defineSection, recordHref } from "./shape.ts";
import { visitors } from "./visitors.ts";

/** A row of /api/admin/chats: one message of a chat, newest first. */
export interface ChatRow extends BaseRow {
  visitorId: string;
  type: "client" | "assistant" | "staff";
  /** Sanitised HTML on the list page (the API returns what was stored). */
  content: string;
}

const visitorPage = (row: ChatRow) => recordHref(visitors, row.visitorId);

/**
 * Every chat message, one row each (the spec's 'Viewers' list, named "Messages" since issue 35 so
 * it is not mistaken for the visitors or the conversations): no record page, it opens the visitor.
 */
export const chats = defineSection<ChatRow>()({
  key: "chats",
  labels: { heading: "Messages", nav: "Messages", noun: "Message", deleteTitle: "Delete chat message?" },
  api: "/api/admin/chats",
  list: "/admin/chats",
  defaultLimit: 50,
  columns: [
    { kind: "html", field: "content", label: "Content" },
    { kind: "text", field: "type", label: "Type", sort: "type", capitalise: true },
    { kind: "link", label: "Visitor", text: "View visitor", href: visitorPage },
    createdColumn,
  ],
  sorts: ["createdAt", "type"],
  search: ["content", "visitorId", "type"],
  csv: ["id", "visitorId", "type", "content", "createdAt"],
  rowLabel: (row) => `Chat message of ${formatDate(row.createdAt, true)}`,
  rowHref: visitorPage,
});
