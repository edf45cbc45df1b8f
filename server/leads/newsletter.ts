import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { newsletterSchema } from "#forms/newsletter.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter, sourceOfSubmitter } from "./accept.ts";
import { publishedSite } from "../content/published.ts";
import { newsletterConfirmMail } from "../mail/templates/newsletter-confirm.ts";
import { newsletterWelcomeMail } from "../mail/templates/newsletter-welcome.ts";
import { hashLinkToken, newLinkToken } from "../security/tokens.ts";

export const NEWSLETTER_THANKS = "Thank you for subscribing! We'll keep you posted with our latest updates.";
export const ALREADY_SUBSCRIBED =
  "Your email address is already subscribed with us. Please try different email address.";

/**
 * The version of the signup form's wording the consent record names (docs/decisions/0083). Raise
 * it whenever the newsletter form's text (app/components/forms/NewsletterForm.tsx) changes.
 */
export const NEWSLETTER_CONSENT_WORDING = "2026-11-double-opt-in-v1";
export const NEWSLETTER_CONFIRMED = "Thank you! Your subscription is confirmed.";

const hashOf = hashLinkToken;

/** The page behind the confirmation link: GET only asks (mail scanners follow links), its button confirms. */
export function confirmUrl(config: Config, token: string): string {
  return `${config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrls(config: Config, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${config.publicUrl}/api/newsletter/unsubscribe?${query}`,
    page: `${config.publicUrl}/newsletter/unsubscribe?${query}`,
  };
}

/**
 * Subscribes an address with double opt-in (docs/decisions/0083): the row is the consent record
 * (time, address, wording version) and stays pending until the link in the confirmation e-mail is
 * used; no newsletter goes to a pending address. A past unsubscriber comes back pending, with
 * fresh tokens. An address already subscribed or pending is a conflict carrying the §8 error text.
 */
export async function subscribeToNewsletter(db: Db, config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "newsletter", body, who, newsletterSchema);
  if (accepted.trapped) return { message: NEWSLETTER_THANKS };
  const { email } = accepted.data;
  const { token } = newLinkToken();
  const { token: confirmToken, hash: confirmTokenHash } = newLinkToken();
  const pending = {
    unsubscribeToken: token,
    confirmTokenHash,
    confirmedAt: null,
    consentWording: NEWSLETTER_CONSENT_WORDING,
  };
  // The confirmation e-mail with this request's fresh link, resent or first: the unsubscribe links
  // keep the address's token when it is already pending.
  const mailConfirmation = async (tx: Db, unsubscribeToken: string) =>
    enqueueMail(
      tx,
      newsletterConfirmMail({
        site: await publishedSite(tx),
        to: email,
        confirm: confirmUrl(config, confirmToken),
        urls: unsubscribeUrls(config, unsubscribeToken),
      }),
    );
  const resent = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    // Still waiting for its confirmation: the link goes out again (a fresh one; the old one stops
    // working), and the reply stays §8's "already subscribed" (the page says the link was resent).
    if (existing && !existing.unsubscribedAt && !existing.confirmedAt) {
      await tx
        .update(newsletterSubscribers)
        .set({ confirmTokenHash })
        .where(eq(newsletterSubscribers.id, existing.id));
      await mailConfirmation(tx, existing.unsubscribeToken);
      return true;
    }
    if (existing && !existing.unsubscribedAt) throw conflict(ALREADY_SUBSCRIBED);
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({ ...pending, unsubscribedAt: null, createdAt: new Date() })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      // A concurrent subscribe of the same address loses on the unique index: also 'already subscribed'.
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values({ email, ...pending, source: sourceOfSubmitter(who) })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) throw conflict(ALREADY_SUBSCRIBED);
    }
    await mailConfirmation(tx, token);
    return false;
  });
  if (resent) throw conflict(ALREADY_SUBSCRIBED);
  return { message: NEWSLETTER_THANKS };
}

/** The pending subscription a confirmation token names, or undefined. */
export async function pendingOfConfirmToken(db: Db, token: string | null | undefined) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashOf(token)),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    );
  return row;
}

/**
 * Confirms a pending subscription (once): records the confirmation time and only then sends the
 * welcome newsletter. An unknown or used token is not-found.
 */
export async function confirmNewsletter(db: Db, config: Config, token: string | null | undefined) {
  if (!token || token.length > 100) throw notFound("This confirmation link is not valid");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date(), confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, hashOf(token)),
          isNull(newsletterSubscribers.unsubscribedAt),
          isNull(newsletterSubscribers.confirmedAt),
        ),
      )
      .returning({
        email: newsletterSubscribers.email,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    if (!row) throw notFound("This confirmation link is not valid");
    await enqueueMail(
      tx,
      newsletterWelcomeMail({
        site: await publishedSite(tx),
        to: row.email,
        urls: unsubscribeUrls(config, row.unsubscribeToken),
      }),
    );
  });
  return { message: NEWSLETTER_CONFIRMED };
}

/** The addresses a newsletter may go to: confirmed and not unsubscribed. */
export function confirmedSubscribers(db: Db) {
  return db
    .select({ email: newsletterSubscribers.email, unsubscribeToken: newsletterSubscribers.unsubscribeToken })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)));
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
