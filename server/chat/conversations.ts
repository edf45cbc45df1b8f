import { chatReplySchema, type HandoffRequest } from "#forms/chat.ts";
import { eq, sql } from "drizzle-orm";
import type { Account } from "../accounts/sessions.ts";
import { recordAudit } from "../admin/audit.ts";
import { listChats } from "./chats.ts";
import { escapeHtml } from "./html.ts";
import { enforceChatLimit, getVisitor } from "../visitors/visitors.ts";
import type { Db } from "../db/client.ts";
import { chats, type ConversationState, conversations, visitors } from "../db/schema.ts";
import { notFound, parseOrInvalid } from "../domain/errors.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { chatReplyMail } from "../mail/templates/chat-reply.ts";
import { conversationUrl, visitorOfToken } from "./links.ts";
import { alertStaffOfHandoff, type StaffAlert } from "./handoff-alert.ts";
import { conversationEvent, publishEvent } from "../events/events.ts";
import { conversationOf, handOff, isQuiet, markNeedsReply, noteMessage } from "./state.ts";

/*
 * Staff replies in chat (docs/decisions/0084): the visitor hands the conversation to a person,
 * staff answer it from the back-office, and the reply reaches the visitor's open panel (which
 * polls the thread) or, when they have left, their inbox with a signed link back to the thread.
 * Everything goes through the database, so any number of server processes can share the work.
 */

/** A visitor whose panel has not read the thread for this long has left: the reply is e-mailed. */
export const AWAY_AFTER_MS = 15_000;
/** The panel polls every ~1.5 s; "last seen" is written at most this often per thread. */
const SEEN_WRITE_EVERY_MS = 3_000;

export interface MailSettings {
  publicUrl: string;
  sessionSecret: string;
}

/** The thread's state as the visitor's panel sees it; absent while the assistant answers. */
export interface VisitorConversation {
  state: ConversationState;
  handoffAt: string | null;
}

/**
 * GET /api/ai-chat/{visitorId}: the spec's `chats`, plus `conversation` once a person was asked
 * for. Reading it counts as the visitor being on the site.
 */
export async function visitorThread(db: Db, visitorId: string, now = new Date()) {
  const list = await listChats(db, visitorId);
  const conversation = await conversationOf(db, visitorId);
  if (conversation) await markSeen(db, visitorId, conversation.lastSeenAt, now);
  if (!conversation || conversation.state === "bot") return { chats: list };
  return {
    chats: list,
    conversation: {
      state: conversation.state,
      handoffAt: conversation.handoffAt?.toISOString() ?? null,
    } satisfies VisitorConversation,
  };
}

async function markSeen(db: Db, visitorId: string, last: Date | null, now: Date) {
  if (last && now.getTime() - last.getTime() < SEEN_WRITE_EVERY_MS) return;
  await db.update(conversations).set({ lastSeenAt: now }).where(eq(conversations.id, visitorId));
}

/**
 * POST /api/ai-chat/handoff: the conversation needs a reply; an e-mail given is kept on the
 * visitor. The assistant says when the team usually answers (stored as its message).
 */
export async function requestHandoff(
  db: Db,
  input: HandoffRequest,
  zone: string,
  now = new Date(),
  staff?: StaffAlert,
) {
  const visitor = await getVisitor(db, input.visitorId);
  if (input.email) await db.update(visitors).set({ email: input.email }).where(eq(visitors.id, visitor.id));
  const emailKnown = Boolean(input.email ?? visitor.email);
  const waiting = (await conversationOf(db, visitor.id))?.state === "needs-reply";
  const notice = await handOff(db, visitor.id, emailKnown, now, zone);
  // Staff hear of it at once (issue 35), once per wait: asking again while waiting tells no one twice.
  if (staff && !waiting)
    await alertStaffOfHandoff(db, staff, { ...visitor, email: input.email ?? visitor.email });
  await markSeen(db, visitor.id, null, now);
  return {
    message: notice,
    data: {
      state: "needs-reply" as const,
      emailKnown,
      ...(await visitorThread(db, visitor.id, now)),
    },
  };
}

/** Plain text as stored chat HTML: escaped, paragraphs and line breaks kept. */
export function textAsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * POST /api/admin/conversations/:visitorId/replies: stores the reply with its author, marks the
 * thread answered by staff, and e-mails it (through the outbox) when the visitor has left.
 */
export async function replyAsStaff(
  db: Db,
  mail: MailSettings,
  input: { visitorId: string; body: unknown; author: Account },
  now = new Date(),
) {
  const { text } = parseOrInvalid(chatReplySchema, input.body ?? {});
  const visitor = await visitorOrNotFound(db, input.visitorId);
  return db.transaction(async (tx) => {
    const before = await conversationOf(tx, visitor.id);
    const [chat] = await tx
      .insert(chats)
      .values({
        visitorId: visitor.id,
        type: "staff",
        content: textAsHtml(text),
        authorId: input.author.id,
        authorName: input.author.firstName,
      })
      .returning();
    await noteMessage(tx, visitor.id, "staff", now);
    // Colleagues' open pages show the reply (sent when the transaction commits).
    await publishEvent(tx, conversationEvent("conversation.message", visitor.id));
    const lastSeen = before?.lastSeenAt?.getTime() ?? 0;
    const away = now.getTime() - lastSeen > AWAY_AFTER_MS;
    const emailed = away && Boolean(visitor.email);
    if (emailed)
      await enqueueMail(
        tx,
        chatReplyMail({
          site: await publishedSite(tx),
          to: visitor.email!,
          name: visitor.name,
          author: input.author.firstName,
          text,
          link: conversationUrl(mail.publicUrl, mail.sessionSecret, visitor.id),
        }),
      );
    return {
      message: emailed ? "Reply sent and e-mailed to the visitor" : "Reply sent",
      data: {
        id: chat!.id,
        visitorId: visitor.id,
        type: "staff" as const,
        content: chat!.content,
        author: input.author.firstName,
        createdAt: chat!.createdAt.toISOString(),
        emailed,
      },
    };
  });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function visitorOrNotFound(db: Db, id: string) {
  if (!uuid.test(id)) throw notFound("Conversation not found");
  const [row] = await db.select().from(visitors).where(eq(visitors.id, id.toLowerCase()));
  if (!row) throw notFound("Conversation not found");
  return row;
}

/** POST /api/admin/conversations/:visitorId/close: the assistant answers again. */
export async function closeConversation(db: Db, visitorId: string, adminId: string) {
  const visitor = await visitorOrNotFound(db, visitorId);
  const before = await conversationOf(db, visitor.id);
  if (!before) throw notFound("Conversation not found");
  await db.transaction(async (tx) => {
    await tx.update(conversations).set({ state: "closed" }).where(eq(conversations.id, visitor.id));
    await recordAudit(tx, {
      adminId,
      action: "update",
      entity: "conversations",
      entityId: visitor.id,
      before: { state: before.state },
      after: { state: "closed" },
    });
  });
  return { message: "Conversation closed", data: { id: visitor.id, state: "closed" as const } };
}

/** The thread for the conversation page: the visitor, the state and every message. */
export async function conversationDetail(db: Db, visitorId: string) {
  const visitor = await visitorOrNotFound(db, visitorId);
  const conversation = await conversationOf(db, visitor.id);
  const messages = await db
    .select({
      id: chats.id,
      type: chats.type,
      content: chats.content,
      author: chats.authorName,
      unanswered: chats.unanswered,
      createdAt: chats.createdAt,
    })
    .from(chats)
    .where(eq(chats.visitorId, visitor.id))
    .orderBy(chats.createdAt, sql`${chats.type} desc`);
  return {
    id: visitor.id,
    name: visitor.name,
    email: visitor.email,
    mobile: visitor.mobile,
    browser: visitor.browser,
    createdAt: visitor.createdAt.toISOString(),
    state: conversation?.state ?? ("bot" as ConversationState),
    assistantFailed: conversation?.assistantFailed ?? false,
    handoffAt: conversation?.handoffAt?.toISOString() ?? null,
    lastSeenAt: conversation?.lastSeenAt?.toISOString() ?? null,
    assigneeId: conversation?.assigneeId ?? null,
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/**
 * The visitor's reply from the e-mailed link's page: the same thread, and a person answers it
 * (the conversation needs a reply again).
 */
export async function replyFromLink(db: Db, visitorId: string, body: unknown, ip: string) {
  const { text } = parseOrInvalid(chatReplySchema, body ?? {});
  await getVisitor(db, visitorId);
  await enforceChatLimit(db, ["chatPerVisitor", visitorId], ["chatPerIp", ip]);
  await db.insert(chats).values({ visitorId, type: "client", content: escapeHtml(text) });
  await noteMessage(db, visitorId, "client");
  const state = (await conversationOf(db, visitorId))?.state;
  if (!isQuiet(state)) await markNeedsReply(db, visitorId);
  await publishEvent(db, conversationEvent("conversation.message", visitorId));
  return { message: "Thanks, your reply is on its way to our team." };
}

/** The thread an e-mailed link names (the visitor's own view), or not-found for a bad link. */
export async function threadOfLink(db: Db, secret: string, token: unknown) {
  const visitorId = visitorOfToken(secret, token);
  if (!visitorId) throw notFound("This link is not valid. Please open the chat on our website.");
  const visitor = await getVisitor(db, visitorId);
  const list = await listChats(db, visitorId);
  return { visitorId, name: visitor.name, chats: list };
}
