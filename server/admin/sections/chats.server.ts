import { sql } from "drizzle-orm";
import { chats as chatsTable } from "../../db/schema.ts";
import { sanitizeChatHtml } from "../chat-html.ts";
import { chats } from "./chats.ts";
import { sectionQueries } from "./queries.server.ts";

export const chatsQueries = sectionQueries(chats, {
  table: chatsTable,
  select: {
    id: chatsTable.id,
    visitorId: chatsTable.visitorId,
    type: chatsTable.type,
    content: chatsTable.content,
    createdAt: chatsTable.createdAt,
  },
  expressions: {
    content: chatsTable.content,
    visitorId: sql`${chatsTable.visitorId}::text`,
    type: chatsTable.type,
    createdAt: chatsTable.createdAt,
  },
  // Chat content is HTML: sanitised for the page, at render time, whatever was stored.
  forPage: { row: (row) => ({ ...row, content: sanitizeChatHtml(row.content) }) },
});
