import type { ConversationState } from "../../db/schema.ts";
import { type BaseRow, defineSection } from "./shape.ts";

/** The states as the back-office says them; the API and the URL filter use the keys. */
export const conversationStateLabels: Record<ConversationState, string> = {
  bot: "bot",
  "needs-reply": "needs reply",
  "answered-by-staff": "answered by staff",
  closed: "closed",
};

/**
 * A row of /api/admin/conversations: one visitor's chat thread (its id is the visitor's), not a
 * single message (docs/decisions/0084).
 */
export interface ConversationRow extends BaseRow {
  visitorId: string;
  /** The visitor's name, else their e-mail, else "Anonymous visitor". */
  who: string;
  name: string | null;
  email: string | null;
  /** The last message as plain text (cut at 140 characters). */
  lastMessage: string | null;
  messageCount: number;
  /** The count as the list shows it. */
  messages: string;
  state: ConversationState;
  stateLabel: string;
  assistantFailed: boolean;
  /** "Could not answer" when the assistant failed in this thread. */
  assistantNote: string | null;
  handoffAt: string | null;
  lastMessageAt: string;
}

/** The conversation page (its own route, with the reply form). */
export const conversationHref = (id: string) => `/admin/conversations/${encodeURIComponent(id)}`;

/**
 * The Conversations section: one row per visitor's thread, newest activity first;
 * `?state=needs-reply` is the queue. (Issue 35: one name per thing; it was "Chats" in the
 * sidebar while the flat message log was headed "Viewers".)
 */
export const conversations = defineSection<ConversationRow>()({
  key: "conversations",
  labels: {
    heading: "Conversations",
    nav: "Conversations",
    noun: "Conversation",
    deleteTitle: "Delete this conversation's state?",
  },
  api: "/api/admin/conversations",
  list: "/admin/conversations",
  defaultLimit: 50,
  columns: [
    { kind: "link", label: "Visitor", text: (row) => row.who, href: (row) => conversationHref(row.id) },
    { kind: "text", field: "lastMessage", label: "Last message", truncate: true },
    { kind: "text", field: "messages", label: "Messages", sort: "messageCount" },
    { kind: "status", field: "stateLabel", label: "State", sort: "state" },
    { kind: "text", field: "assistantNote", label: "Assistant" },
    { kind: "date", field: "lastMessageAt", label: "Last activity", sort: "lastMessageAt", withTime: true },
  ],
  sorts: ["createdAt", "lastMessageAt", "state", "messageCount", "handoffAt", "assistantFailed"],
  search: ["name", "email", "visitorId"],
  filters: ["state", "assistantFailed", "assignee"],
  assignable: true,
  bulk: ["status", "assign", "delete"],
  csv: [
    "id",
    "name",
    "email",
    "state",
    "messageCount",
    "assistantFailed",
    "lastMessage",
    "handoffAt",
    "lastMessageAt",
    "createdAt",
  ],
  rowLabel: (row) => `Conversation with ${row.who}`,
  rowHref: (row) => conversationHref(row.id),
});
