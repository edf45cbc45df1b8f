import { asc, eq, type SQL, sql } from "drizzle-orm";
import { chats, visitors as visitorsTable } from "../../db/schema.ts";
import { userAgentLine } from "../../chat/user-agent.ts";
import { sanitizeChatHtml } from "../chat-html.ts";
import { sectionQueries } from "./queries.server.ts";
import { visitors } from "./visitors.ts";

// Plain SQL, as in students.server.ts: Drizzle would leave "id" unqualified inside the subquery.
// A scalar subquery with LIMIT 1, not EXISTS: for EXISTS over a 100k-row list the planner picks a
// hashed plan that reads every chat (375 ms at 100k visitors); this reads one index entry per row
// shown (3 ms; bench/admin-lists-scale.ts).
const hasChats = sql.raw(
  "coalesce((select true from chats c where c.visitor_id = visitors.id limit 1), false)",
) as SQL<boolean>;

export const visitorsQueries = sectionQueries(visitors, {
  table: visitorsTable,
  select: {
    id: visitorsTable.id,
    name: visitorsTable.name,
    email: visitorsTable.email,
    browser: visitorsTable.browser,
    ip: visitorsTable.ip,
    hasChats,
    createdAt: visitorsTable.createdAt,
  },
  expressions: {
    id: sql`${visitorsTable.id}::text`,
    name: visitorsTable.name,
    email: visitorsTable.email,
    browser: visitorsTable.browser,
    ip: visitorsTable.ip,
    createdAt: visitorsTable.createdAt,
  },
  async extras(db, record) {
    const history = await db
      .select({ id: chats.id, type: chats.type, content: chats.content, createdAt: chats.createdAt })
      .from(chats)
      .where(eq(chats.visitorId, record.id))
      .orderBy(asc(chats.createdAt), asc(chats.id));
    return { chats: history.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
  },
  // Chat content is HTML: sanitised for the page, at render time, whatever was stored.
  // The list shows the browser and system parsed from the stored string (bowser).
  forPage: {
    row: (row) => ({ ...row, browser: row.browser ? userAgentLine(row.browser) : null }),
    record: (record) => ({
      ...record,
      browser: record.browser ? `${userAgentLine(record.browser)} (${record.browser})` : null,
      chats: record.chats.map((c) => ({ ...c, content: sanitizeChatHtml(c.content) })),
    }),
  },
});
