import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { intakeInterest, intakes } from "../db/schema.ts";
import { notFound } from "../domain/errors.ts";
import { acceptSubmission, type Submitter } from "../leads/accept.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { intakeInterestConfirmMail } from "../mail/templates/intake-interest-confirm.ts";
import { intakeOpenMail as intakeOpenTemplate } from "../mail/templates/intake-open.ts";
import type { MailSite } from "../mail/templates/template.ts";
import { publishedContent, publishedSite } from "../content/published.ts";
import type { IntakeRow } from "./intakes.ts";
import { longDate, parseProgram, programName, todayIn } from "./labels.ts";
import { hashLinkToken, newLinkToken } from "../security/tokens.ts";

/*
 * "Tell me about the next intake" (issue 14): a program without an open intake takes an e-mail;
 * when an administrator opens an intake of it, each waiting address gets one e-mail with a link
 * to apply, and is not told again. With double opt-in (issue 30 L11, docs/decisions/0098): the
 * address first gets only a confirmation e-mail, and waits only once its link has been used.
 */
const interestSchema = z.object({
  email: z.email("Email should be a valid email address").max(254, "Email is too long"),
});

/** How long a confirmation link works. */
export const INTEREST_CONFIRM_DAYS = 7;
export const INTEREST_LINK_NOT_VALID =
  "This confirmation link is not valid. It may have been used already, or replaced by a newer e-mail.";
export const INTEREST_LINK_EXPIRED =
  "This confirmation link has expired. Ask again on the program page and we will send a new one.";

const DAY_MS = 86_400_000;
/** Expired pending requests one registration drops at most (the rest go with the next ones). */
const SWEEP_BATCH = 100;

const hashOf = hashLinkToken;

/** The page behind the confirmation link: GET only asks (mail scanners follow links), its button confirms. */
export function interestConfirmUrl(config: Pick<Config, "publicUrl">, token: string): string {
  return `${config.publicUrl}/next-intake/confirm?token=${encodeURIComponent(token)}`;
}

export const interestSentMessage = (email: string, program: string) =>
  `Thank you. We have sent a confirmation e-mail to ${email}: follow its link, and we will e-mail you once, when the next ${programName(program)} intake opens.`;

function intakeOpenMail(site: MailSite, to: string, config: Pick<Config, "publicUrl">, intake: IntakeRow) {
  const link = `${config.publicUrl}/enrol-now?${new URLSearchParams({ program: intake.program })}`;
  return intakeOpenTemplate({
    site,
    to,
    program: programName(intake.program),
    startDate: longDate(intake.startDate),
    link,
  });
}

/**
 * POST /api/intakes/interest and the program page's form: the public-form gate (honeypot, the
 * per-IP limit of every public form), then a pending request and one confirmation e-mail. The
 * same address asking again for the same program, while pending, gets a new link (the old one
 * stops working); once confirmed and waiting, nothing more is sent. The answer is the same in
 * every case, so it does not tell whether an address is on the list.
 */
export async function registerInterest(
  db: Db,
  config: Pick<Config, "publicUrl">,
  body: unknown,
  who: Submitter,
): Promise<{ message: string }> {
  const raw = (body ?? {}) as Record<string, unknown>;
  await publishedContent(db); // the store's programs, fresh
  const program = parseProgram(raw.program);
  const accepted = await acceptSubmission(
    db,
    "intake-interest",
    { ...raw, email: typeof raw.email === "string" ? raw.email.trim() : raw.email },
    who,
    interestSchema,
  );
  if (accepted.trapped) return { message: interestSentMessage(String(raw.email ?? ""), program) };
  const { email } = accepted.data;
  const { token } = newLinkToken();
  const now = new Date();
  const pending = {
    confirmTokenHash: hashOf(token),
    confirmExpiresAt: new Date(now.getTime() + INTEREST_CONFIRM_DAYS * DAY_MS),
  };
  await db.transaction(async (tx) => {
    // Nobody confirmed these: they are dropped (this address's own expired request included).
    const expired = tx
      .select({ id: intakeInterest.id })
      .from(intakeInterest)
      .where(and(isNull(intakeInterest.confirmedAt), lt(intakeInterest.confirmExpiresAt, now)))
      .limit(SWEEP_BATCH);
    await tx.delete(intakeInterest).where(inArray(intakeInterest.id, expired));
    const [existing] = await tx
      .select()
      .from(intakeInterest)
      .where(
        and(
          eq(intakeInterest.program, program),
          sql`lower(${intakeInterest.email}) = lower(${email})`,
          isNull(intakeInterest.notifiedAt),
        ),
      )
      .for("update");
    if (existing?.confirmedAt) return;
    let to = email;
    if (existing) {
      await tx.update(intakeInterest).set(pending).where(eq(intakeInterest.id, existing.id));
      to = existing.email;
    } else {
      // A concurrent request for the same address loses on the unique index; the winner's mail goes.
      const inserted = await tx
        .insert(intakeInterest)
        .values({ program, email, ...pending })
        .onConflictDoNothing()
        .returning({ id: intakeInterest.id });
      if (inserted.length === 0) return;
    }
    await enqueueMail(
      tx,
      intakeInterestConfirmMail({
        site: await publishedSite(tx),
        to,
        program: programName(program),
        link: interestConfirmUrl(config, token),
        days: INTEREST_CONFIRM_DAYS,
      }),
    );
  });
  return { message: interestSentMessage(email, program) };
}

/** What a confirmation link names, for its page: the address and program, and whether it expired. */
export async function interestOfConfirmToken(
  db: Db,
  token: string | null | undefined,
): Promise<{ email: string; program: string; expired: boolean } | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select()
    .from(intakeInterest)
    .where(and(eq(intakeInterest.confirmTokenHash, hashOf(token)), isNull(intakeInterest.confirmedAt)));
  if (!row) return undefined;
  return { email: row.email, program: row.program, expired: isExpired(row.confirmExpiresAt) };
}

const isExpired = (at: Date | null) => !at || at.getTime() <= Date.now();

/**
 * Confirms a pending request (once, before it expires). When an intake of the program is open
 * already, the address is told about it at once, and so only once; otherwise it waits for the
 * next one. An unknown, used or expired token is not-found.
 */
export async function confirmInterest(
  db: Db,
  config: Pick<Config, "publicUrl" | "businessTimeZone">,
  token: string | null | undefined,
): Promise<{ message: string }> {
  if (!token || token.length > 100) throw notFound(INTEREST_LINK_NOT_VALID);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(intakeInterest)
      .where(and(eq(intakeInterest.confirmTokenHash, hashOf(token)), isNull(intakeInterest.confirmedAt)))
      .for("update");
    if (!row) throw notFound(INTEREST_LINK_NOT_VALID);
    if (isExpired(row.confirmExpiresAt)) throw notFound(INTEREST_LINK_EXPIRED);
    const [open] = await tx
      .select()
      .from(intakes)
      .where(
        and(
          eq(intakes.program, row.program),
          eq(intakes.status, "open"),
          gte(intakes.startDate, todayIn(config.businessTimeZone)),
        ),
      )
      .orderBy(asc(intakes.startDate), asc(intakes.createdAt))
      .limit(1);
    const now = new Date();
    await tx
      .update(intakeInterest)
      .set({
        confirmedAt: now,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        notifiedAt: open ? now : null,
      })
      .where(eq(intakeInterest.id, row.id));
    const name = programName(row.program);
    if (!open)
      return {
        message: `Thank you: your e-mail address is confirmed. We will e-mail you once, when the next ${name} intake opens.`,
      };
    await enqueueMail(tx, intakeOpenMail(await publishedSite(tx), row.email, config, open));
    return {
      message: `Thank you: your e-mail address is confirmed. A ${name} intake is open now: we have e-mailed you the link to apply.`,
    };
  });
}

/**
 * In the transaction that opened `intake`: one e-mail to each confirmed address waiting for its
 * program. Pending (unconfirmed) addresses are not told.
 */
export async function tellInterested(
  tx: Db,
  config: Pick<Config, "publicUrl">,
  intake: IntakeRow,
): Promise<number> {
  const waiting = await tx
    .update(intakeInterest)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(intakeInterest.program, intake.program),
        isNull(intakeInterest.notifiedAt),
        isNotNull(intakeInterest.confirmedAt),
      ),
    )
    .returning({ email: intakeInterest.email });
  const site = waiting.length > 0 ? await publishedSite(tx) : undefined;
  for (const { email } of waiting) await enqueueMail(tx, intakeOpenMail(site!, email, config, intake));
  return waiting.length;
}

/** How many confirmed addresses wait for an intake, per program slug (the back-office's Intakes page). */
export async function waitingPerProgram(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ program: intakeInterest.program, n: count() })
    .from(intakeInterest)
    .where(and(isNull(intakeInterest.notifiedAt), isNotNull(intakeInterest.confirmedAt)))
    .groupBy(intakeInterest.program);
  return Object.fromEntries(rows.map((r) => [r.program, Number(r.n)]));
}
