import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { newsletterSchema } from "#forms/newsletter.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { conflict } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter } from "./accept.ts";
import { newsletterWelcomeMail } from "./mails.ts";

export const NEWSLETTER_THANKS = "Thank you for subscribing! We'll keep you posted with our latest updates.";
export const ALREADY_SUBSCRIBED =
  "Your email address is already subscribed with us. Please try different email address.";

export function unsubscribeUrls(config: Config, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${config.publicUrl}/api/newsletter/unsubscribe?${query}`,
    page: `${config.publicUrl}/newsletter/unsubscribe?${query}`,
  };
}

/**
 * Subscribes an address (a past unsubscriber comes back with a fresh token) and sends the welcome
 * newsletter. An address already subscribed is a conflict carrying the §8 error text.
 */
export async function subscribeToNewsletter(db: Db, config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "newsletter", body, who, newsletterSchema);
  if (accepted.trapped) return { message: NEWSLETTER_THANKS };
  const { email } = accepted.data;
  const token = randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (existing && !existing.unsubscribedAt) throw conflict(ALREADY_SUBSCRIBED);
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: null, unsubscribeToken: token, createdAt: new Date() })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      // A concurrent subscribe of the same address loses on the unique index: also 'already subscribed'.
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeToken: token })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) throw conflict(ALREADY_SUBSCRIBED);
    }
    await enqueueMail(tx, newsletterWelcomeMail(email, unsubscribeUrls(config, token)));
  });
  return { message: NEWSLETTER_THANKS };
}

/** The address a token unsubscribes, while it is still subscribed. */
export async function subscriberOfToken(db: Db, token: string | null | undefined) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row;
}

/** One-click unsubscribe: idempotent; false when the token is unknown. */
export async function unsubscribe(db: Db, token: string | null | undefined): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const subscriber = await subscriberOfToken(db, token);
  if (!subscriber) return false;
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)),
    );
  return true;
}
