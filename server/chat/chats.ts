import { conversationEvent, publishEvent } from "../events/events.ts";
import { and, asc, desc, eq } from "drizzle-orm";
import { conversationOf, handOff, isQuiet, noteMessage } from "./state.ts";
import type { ChatQuestion } from "#forms/chat.ts";
import type { Db } from "../db/client.ts";
import { chats, conversations } from "../db/schema.ts";
import { cachedNextSessionTexts } from "../intakes/intakes.ts";
import { type AnswerSink, type ChatAssistant, isNoAnswer, silentSink } from "../assistant/chat-assistant.ts";
import { escapeHtml, renderAssistantHtml, unescapeHtml } from "./html.ts";
import { enforceChatLimit, getVisitor } from "../visitors/visitors.ts";

const chatFields = {
  id: chats.id,
  visitorId: chats.visitorId,
  type: chats.type,
  content: chats.content,
  createdAt: chats.createdAt,
};

/** One message as the visitor's API shows it; a staff reply adds its author's first name. */
export interface VisitorChat {
  id: string;
  visitorId: string;
  type: "client" | "assistant" | "staff";
  content: string;
  createdAt: Date;
  /** A staff reply: `from: "staff"` and the author's first name. */
  from?: "staff";
  author?: string;
}

export type ChatRow = VisitorChat;

/**
 * A visitor's conversation, oldest first; not-found for an unknown visitor. The spec's rows keep
 * their five fields; a staff reply (type `staff`) adds `author`, the staff member's first name.
 */
export async function listChats(db: Db, visitorId: string): Promise<VisitorChat[]> {
  await getVisitor(db, visitorId);
  const rows = await db
    .select({ ...chatFields, authorName: chats.authorName })
    .from(chats)
    .where(eq(chats.visitorId, visitorId))
    .orderBy(asc(chats.createdAt), desc(chats.type));
  return rows.map(({ authorName, ...row }) =>
    row.type === "staff" ? { ...row, from: "staff" as const, author: authorName ?? "Our team" } : row,
  );
}

export async function clearChats(db: Db, visitorId: string): Promise<void> {
  await getVisitor(db, visitorId);
  await db.delete(chats).where(eq(chats.visitorId, visitorId));
  // A cleared thread starts again with the assistant (and leaves the needs-reply queue).
  await db.delete(conversations).where(eq(conversations.id, visitorId));
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
  await noteMessage(db, input.visitorId, "client");
  // The back-office's open pages show the new message (issue 35).
  await publishEvent(db, conversationEvent("conversation.message", input.visitorId));
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

/** Unanswered questions in a row that hand the conversation to a person. */
const FAILURES_BEFORE_HANDOFF = 2;

/**
 * Second half: the assistant answers (streaming to the sink), the answer is stored, the list
 * returned. While a person handles the conversation the assistant stays quiet (the question is
 * stored, nothing answers it). Its honest "couldn't find" reply marks the question unanswered;
 * two in a row hand the conversation to a person (docs/decisions/0084).
 */
export async function answerQuestion(
  db: Db,
  assistant: ChatAssistant,
  input: ChatQuestion,
  sink: AnswerSink = silentSink,
  options: { zone?: string; now?: Date } = {},
) {
  const conversation = await conversationOf(db, input.visitorId);
  if (isQuiet(conversation?.state)) return listChats(db, input.visitorId);
  const history = await recentQuestions(db, input.visitorId);
  // "When does the next intake start?": from the next open intakes (issue 14), not a content file.
  const sessions = await cachedNextSessionTexts(db, options.zone ?? "Australia/Sydney", options.now);
  const markdown = await assistant.answer(input.question, sink, history, sessions, input.page);
  await db
    .insert(chats)
    .values({ visitorId: input.visitorId, type: "assistant", content: await renderAssistantHtml(markdown) });
  await noteMessage(db, input.visitorId, "assistant");
  if (isNoAnswer(markdown)) await noteUnanswered(db, input.visitorId, options);
  return listChats(db, input.visitorId);
}

/** Marks the newest question unanswered; the second in a row asks a person to join. */
async function noteUnanswered(db: Db, visitorId: string, options: { zone?: string; now?: Date }) {
  const questions = await db
    .select({ id: chats.id, unanswered: chats.unanswered, createdAt: chats.createdAt })
    .from(chats)
    .where(and(eq(chats.visitorId, visitorId), eq(chats.type, "client")))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(FAILURES_BEFORE_HANDOFF);
  const newest = questions[0];
  if (!newest) return;
  await db.update(chats).set({ unanswered: true }).where(eq(chats.id, newest.id));
  await db.update(conversations).set({ assistantFailed: true }).where(eq(conversations.id, visitorId));
  // Questions from before an earlier handoff do not count again once staff closed it.
  const since = (await conversationOf(db, visitorId))?.handoffAt;
  const inARow =
    questions.length === FAILURES_BEFORE_HANDOFF &&
    questions.slice(1).every((q) => q.unanswered && (!since || q.createdAt > since));
  if (!inARow) return;
  const visitor = await getVisitor(db, visitorId);
  await handOff(db, visitorId, Boolean(visitor.email), options.now ?? new Date(), options.zone ?? "UTC");
}
