import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { parse } from "cookie";
import { chatMessages } from "#forms/chat-rules.ts";
import { type VisitorDetails, visitorIdSchema } from "#forms/chat.ts";
import type { Db } from "../db/client.ts";
import type { Touches } from "../leads/source.ts";
import { rateLimits, visitors } from "../db/schema.ts";
import { invalid, notFound, tooMany } from "../domain/errors.ts";
import type { LimitName } from "../security/limits.ts";
import { enforce, isTooMany } from "../security/rate-limit.ts";

/** How long a visitor's IP address is kept (the privacy rule). */
export const IP_RETENTION_DAYS = 30;

/** A browser description longer than this is cut: it is shown to admins, not parsed. */
const BROWSER_MAX = 512;

/** Runs the shared limiter, rewording its `too-many` for the chat panel (same wait). */
export async function enforceChatLimit(db: Db, ...checks: [LimitName, string][]) {
  try {
    await enforce(db, ...checks);
  } catch (error) {
    if (isTooMany(error))
      throw tooMany(chatMessages.tooManyMessages(error.retryAfterSeconds), error.retryAfterSeconds);
    throw error;
  }
}

/** `invalid` for a malformed id, the parsed id otherwise. */
export function parseVisitorId(raw: unknown): string {
  const parsed = visitorIdSchema.safeParse(raw);
  if (!parsed.success) throw invalid({ visitorId: chatMessages.visitorIdInvalid });
  return parsed.data;
}

export async function createVisitor(
  db: Db,
  input: { ip: string; browser: string | undefined; touches?: Touches | undefined },
) {
  await enforceChatLimit(db, ["visitorPerIp", input.ip]);
  const [row] = await db
    .insert(visitors)
    .values({
      ip: input.ip,
      browser: input.browser?.slice(0, BROWSER_MAX) ?? null,
      // Where the browser came from (issue 35): its first and latest touch, from the `source` cookie.
      firstTouch: input.touches?.first ?? null,
      latestTouch: input.touches?.latest ?? null,
    })
    .returning({ id: visitors.id, createdAt: visitors.createdAt });
  return row!;
}

const publicFields = {
  id: visitors.id,
  name: visitors.name,
  email: visitors.email,
  mobile: visitors.mobile,
  createdAt: visitors.createdAt,
};

/** The visitor as the visitor may see it (no IP); not-found when there is none. */
export async function getVisitor(db: Db, id: string) {
  const [row] = await db.select(publicFields).from(visitors).where(eq(visitors.id, id));
  if (!row) throw notFound(chatMessages.visitorNotFound);
  return row;
}

export async function updateVisitorDetails(db: Db, id: string, details: VisitorDetails) {
  const [row] = await db.update(visitors).set(details).where(eq(visitors.id, id)).returning(publicFields);
  if (!row) throw notFound(chatMessages.visitorNotFound);
  return row;
}

/** The `visitor` cookie of a request (the chat's visitor id, spec §7.1), when it is a well-formed id. */
export function visitorIdOfCookies(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const parsed = visitorIdSchema.safeParse(parse(cookieHeader).visitor);
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}

/**
 * Joins the browser's visitor (its chats and sessions) to the person with this e-mail
 * (docs/decisions/0083): when the browser that holds the visitor cookie sends a public form with
 * an e-mail, or signs in to the portal, a visitor that has no e-mail yet takes this one, so the
 * person's timeline, export and erasure find its chats. A visitor that already gave an e-mail
 * keeps it (the first address stays the thread's contact); an unknown id changes nothing.
 */
export async function linkVisitorToEmail(
  db: Db,
  visitorId: string | undefined,
  email: string,
): Promise<void> {
  const address = email.trim();
  if (!visitorId || !address) return;
  await db
    .update(visitors)
    .set({ email: address })
    .where(and(eq(visitors.id, visitorId), isNull(visitors.email)));
}

/**
 * Removes IP addresses older than the retention period, and expired rate-limit counters
 * (their keys hold IPs too). Returns how many visitors lost their IP.
 */
export async function purgeOldIps(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IP_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const cleared = await db
    .update(visitors)
    .set({ ip: null })
    .where(and(isNotNull(visitors.ip), lt(visitors.createdAt, cutoff)))
    .returning({ id: visitors.id });
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, cutoff));
  return cleared.length;
}
