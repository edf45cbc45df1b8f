import { and, asc, desc, eq } from "drizzle-orm";
import type { ChatQuestion } from "#forms/chat.ts";
import type { Db } from "../db/client.ts";
import { chats } from "../db/schema.ts";
import type { Assistant } from "./assistant.ts";
import { type AnswerSink, silentSink } from "./engine.ts";
import { escapeHtml, renderAssistantHtml, unescapeHtml } from "./html.ts";
import { enforceChatLimit, getVisitor } from "./visitors.ts";

const chatFields = {
  id: chats.id,
  visitorId: chats.visitorId,
  type: chats.type,
  content: chats.content,
  createdAt: chats.createdAt,
};

export type ChatRow = Awaited<ReturnType<typeof listChats>>[number];

/** A visitor's conversation, oldest first; not-found for an unknown visitor. */
export async function listChats(db: Db, visitorId: string) {
  await getVisitor(db, visitorId);
  return db
    .select(chatFields)
    .from(chats)
    .where(eq(chats.visitorId, visitorId))
    .orderBy(asc(chats.createdAt), desc(chats.type));
}

export async function clearChats(db: Db, visitorId: string): Promise<void> {
  await getVisitor(db, visitorId);
  await db.delete(chats).where(eq(chats.visitorId, visitorId));
}

/**
 * First half of a question: checks the visitor and the rate limits, then stores the question.
 * Everything that can refuse the question happens here, before any answer is streamed.
 */
export async function acceptQuestion(db: Db, input: ChatQuestion, ip: string) {
  await getVisitor(db, input.visitorId);
  await enforceChatLimit(db, ["chatPerVisitor", input.visitorId], ["chatPerIp", ip]);
  const [row] = await db
    .insert(chats)
    .values({ visitorId: input.visitorId, type: "client", content: escapeHtml(input.question) })
    .returning(chatFields);
  return row!;
}

/** How many of the visitor's earlier questions the assistant sees, for follow-ups. */
const HISTORY = 5;

/**
 * The visitor's earlier questions, oldest first, as they typed them (stored escaped). The
 * question being answered was stored by acceptQuestion, so the newest row is left out.
 */
export async function recentQuestions(db: Db, visitorId: string, limit = HISTORY): Promise<string[]> {
  const rows = await db
    .select({ content: chats.content })
    .from(chats)
    .where(and(eq(chats.visitorId, visitorId), eq(chats.type, "client")))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(limit + 1);
  return rows
    .slice(1)
    .reverse()
    .map((r) => unescapeHtml(r.content));
}

/** Second half: the assistant answers (streaming to the sink), the answer is stored, the list returned. */
export async function answerQuestion(
  db: Db,
  assistant: Assistant,
  input: ChatQuestion,
  sink: AnswerSink = silentSink,
) {
  const history = await recentQuestions(db, input.visitorId);
  const markdown = await assistant.answer(input.question, sink, history);
  await db
    .insert(chats)
    .values({ visitorId: input.visitorId, type: "assistant", content: await renderAssistantHtml(markdown) });
  return listChats(db, input.visitorId);
}
