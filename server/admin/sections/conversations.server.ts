import { type SQL, sql } from "drizzle-orm";
import { conversations as conversationsTable } from "../../db/schema.ts";
import { closeConversation } from "../../chat/conversations.ts";
import { invalid } from "../../domain/errors.ts";
import { conversations } from "./conversations.ts";
import { sectionQueries } from "./queries.server.ts";

// Plain SQL, as in visitors.server.ts: Drizzle would leave "id" unqualified inside the subqueries.
const visitorField = (column: string) =>
  sql.raw(`(select v.${column} from visitors v where v.id = conversations.id)`) as SQL<string | null>;
const name = visitorField("name");
const email = visitorField("email");
const who = sql.raw(
  "coalesce((select coalesce(v.name, v.email) from visitors v where v.id = conversations.id), 'Anonymous visitor')",
) as SQL<string>;
// The last message as plain text: tags dropped, and the entities the chat's HTML escaping writes
// turned back into characters (the page renders it as text, so nothing is unescaped twice).
const entities: [string, string][] = [
  ["&#39;", "''"],
  ["&quot;", '"'],
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&amp;", "&"],
];
const plainText = (html: string) =>
  entities.reduce(
    (expr, [entity, char]) => `replace(${expr}, '${entity}', '${char}')`,
    `btrim(regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g'))`,
  );
const lastMessage = sql.raw(
  `(select left(${plainText("c.content")}, 140) from chats c where c.visitor_id = conversations.id order by c.created_at desc limit 1)`,
) as SQL<string | null>;
// Kept on the thread's row by a trigger on chats (migration 0021): sortable at 100k threads.
const messageCount = conversationsTable.messageCount;
const stateLabel = sql.raw(
  "(case conversations.state when 'needs-reply' then 'needs reply' when 'answered-by-staff' then 'answered by staff' else conversations.state end)",
) as SQL<string>;

export const conversationsQueries = sectionQueries(conversations, {
  table: conversationsTable,
  select: {
    id: conversationsTable.id,
    visitorId: sql<string>`${conversationsTable.id}::text`,
    who,
    name,
    email,
    lastMessage,
    messageCount,
    messages: sql<string>`${messageCount}::text`,
    state: conversationsTable.state,
    stateLabel,
    assistantFailed: conversationsTable.assistantFailed,
    assistantNote: sql<
      string | null
    >`case when ${conversationsTable.assistantFailed} then 'Could not answer' end`,
    handoffAt: conversationsTable.handoffAt,
    lastMessageAt: conversationsTable.lastMessageAt,
    createdAt: conversationsTable.createdAt,
  },
  expressions: {
    name,
    email,
    visitorId: sql`${conversationsTable.id}::text`,
    state: conversationsTable.state,
    assistantFailed: conversationsTable.assistantFailed,
    messageCount,
    handoffAt: conversationsTable.handoffAt,
    lastMessageAt: conversationsTable.lastMessageAt,
    createdAt: conversationsTable.createdAt,
  },
  assignee: conversationsTable.assigneeId,
  // Staff can close many threads at once (the assistant answers them again).
  async bulkStatus(db, id, value, context) {
    if (value !== "closed") throw invalid({ value: "A conversation's status can only be changed to closed" });
    await closeConversation(db, id, context.adminId);
  },
});
