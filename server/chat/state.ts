import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { escapeHtml } from "./html.ts";
import { chats, type ConversationState, conversations } from "../db/schema.ts";
import { publishedContent } from "../content/published.ts";
import { type OpeningHours, whenWeAnswer } from "./opening-hours.ts";

/*
 * The state of a visitor's thread (docs/decisions/0084): `bot` (the assistant answers),
 * `needs-reply` (the visitor asked for a person, or wrote again after one answered),
 * `answered-by-staff` (a person answered last) and `closed` (staff closed it: the assistant
 * answers again). While a person handles it the assistant stays quiet.
 */

/** Whether a person handles the thread, so the assistant stays quiet. */
export const isQuiet = (state: ConversationState | undefined) =>
  state === "needs-reply" || state === "answered-by-staff";

/** The thread's row, if it has one (a visitor gets one with their first message). */
/**
 * The thread's messages when its row is created; from then on the chats trigger (migration 0021)
 * keeps `message_count` as messages come and go.
 */
const messagesSoFar = (visitorId: string) =>
  sql<number>`(select count(*)::int from ${chats} where ${chats.visitorId} = ${visitorId})`;

export async function conversationOf(db: Db, visitorId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, visitorId));
  return row;
}

/**
 * Records a new message in the thread (creating the row on the first one) and moves its state:
 * a visitor writing after staff answered needs a reply again. Returns the state now.
 */
export async function noteMessage(
  db: Db,
  visitorId: string,
  from: "client" | "assistant" | "staff",
  now = new Date(),
): Promise<ConversationState> {
  const next =
    from === "client"
      ? sql`case when ${conversations.state} = 'answered-by-staff' then 'needs-reply' else ${conversations.state} end`
      : from === "staff"
        ? sql`'answered-by-staff'`
        : sql`${conversations.state}`;
  const [row] = await db
    .insert(conversations)
    .values({
      id: visitorId,
      lastMessageAt: now,
      state: from === "staff" ? "answered-by-staff" : "bot",
      messageCount: messagesSoFar(visitorId),
    })
    .onConflictDoUpdate({ target: conversations.id, set: { lastMessageAt: now, state: next } })
    .returning({ state: conversations.state });
  return row!.state;
}

/** Puts the thread in the needs-reply queue (keeping when it first asked, while it waits). */
export async function markNeedsReply(db: Db, visitorId: string, now = new Date()) {
  await db
    .insert(conversations)
    .values({
      id: visitorId,
      state: "needs-reply",
      handoffAt: now,
      lastMessageAt: now,
      messageCount: messagesSoFar(visitorId),
    })
    .onConflictDoUpdate({
      target: conversations.id,
      set: {
        state: "needs-reply",
        handoffAt: sql`case when ${conversations.state} = 'needs-reply' then coalesce(${conversations.handoffAt}, ${now.toISOString()}::timestamptz) else ${now.toISOString()}::timestamptz end`,
      },
    });
}

/** What the assistant tells the visitor when a person is asked to join (stored as its message). */
export function handoffNotice(
  emailKnown: boolean,
  now: Date,
  zone: string,
  hours: readonly OpeningHours[],
): string {
  const mail = emailKnown
    ? "If you've left the site by then, we'll e-mail the reply to you."
    : "Leave your e-mail under “Your details” and we'll e-mail the reply if you've left the site.";
  return `I've asked a member of our team to join this conversation; they'll reply here. ${whenWeAnswer(now, zone, hours)} ${mail}`;
}

/** Marks the thread needs-reply and stores the notice as the assistant's message. */
export async function handOff(db: Db, visitorId: string, emailKnown: boolean, now: Date, zone: string) {
  // The hours a visitor is told are the published ones: a change in the back-office shows at once.
  const { site } = await publishedContent(db);
  const notice = handoffNotice(emailKnown, now, zone, site.openingHours);
  await markNeedsReply(db, visitorId, now);
  await db.insert(chats).values({ visitorId, type: "assistant", content: `<p>${escapeHtml(notice)}</p>` });
  await db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, visitorId));
  return notice;
}
