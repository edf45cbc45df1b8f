import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { VerifyEmailInput } from "#forms/auth.ts";
import type { Db } from "../db/client.ts";
import { emailVerificationTokens, enrolments, students } from "../db/schema.ts";
import { invalid } from "../domain/errors.ts";
import { enqueueMail, type MailMessage } from "../mail/outbox.ts";
import { emailVerificationMail } from "../mail/templates/email-verification.ts";
import { enforce } from "../security/rate-limit.ts";
import { expiresAfter, hashLinkToken, newLinkToken } from "../security/tokens.ts";

/**
 * E-mail verification of student accounts (issue 13, M1; docs/decisions/0076). A link proves an
 * address: it is sent at sign-up, on request from the portal, and in the confirmation of an
 * application made without signing in (where it lets the applicant create the account). A token
 * is 256 random bits, kept only as its SHA-256, bound to one address, used once, valid 24 hours.
 * Verifying needs the account's own session as well, so someone who signed up with another
 * person's address gains nothing when that person clicks the link.
 */

export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const emailVerifiedMessage = "Your e-mail address is verified";
export const alreadyVerifiedMessage = "Your e-mail address is already verified";
export const verificationSentMessage = "We've sent you a new verification link";
export const verificationLinkInvalid =
  "This verification link is invalid or has expired. Please ask for a new one.";

export const VERIFY_EMAIL_PATH = "/portal/verify-email";

const hashOf = hashLinkToken;
const normal = (email: string) => email.trim().toLowerCase();

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a link token for `email` and returns it (only its hash is stored). Call it in the
 * transaction that queues the e-mail carrying it.
 */
export async function issueVerificationToken(db: Db, email: string, now = new Date()): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(emailVerificationTokens).values({
    email: normal(email),
    tokenHash: hash,
    expiresAt: expiresAfter(now, VERIFICATION_LIFETIME_MS),
  });
  return token;
}

/** The verification e-mail (server/mail/templates/email-verification.ts) with its link. */
export function verificationMail(
  publicUrl: string,
  account: { email: string; firstName: string },
  token: string,
): MailMessage {
  return emailVerificationMail({ account, link: verificationLink(publicUrl, token) });
}

/**
 * Deletes expired links of every address. Run by sign-up and resend, not by every application,
 * so the public form's hot path stays one insert.
 */
export async function sweepExpiredVerificationTokens(db: Db, now = new Date()): Promise<void> {
  await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, now));
}

/** A valid (unused, unexpired) token's address, or undefined; the token is not used up. */
export async function verificationAddress(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ email: emailVerificationTokens.email })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashOf(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.email;
}

/**
 * Uses up a valid token issued for `email`; false when there is none. A conditional update, so
 * two requests with one token cannot both succeed.
 */
export async function claimVerificationToken(
  db: Db,
  token: string,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashOf(token)),
        eq(emailVerificationTokens.email, normal(email)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ id: emailVerificationTokens.id });
  return claimed.length > 0;
}

/**
 * Marks the student's address verified, and the applications sent with it without an account
 * (case-insensitive) join the account. The address's other links have nothing left to do.
 */
export async function markEmailVerified(
  db: Db,
  student: { id: string; email: string },
  now = new Date(),
): Promise<void> {
  const email = normal(student.email);
  await db
    .update(students)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(students.id, student.id), isNull(students.emailVerifiedAt)));
  await db
    .update(enrolments)
    .set({ studentId: student.id, updatedAt: now })
    .where(and(isNull(enrolments.studentId), eq(sql`lower(${enrolments.email})`, email)));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.email, email));
}

/** Verifies the signed-in student's address with a link issued for that address. */
export async function verifyEmail(
  db: Db,
  student: { id: string; email: string },
  input: VerifyEmailInput,
  now = new Date(),
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    if (!(await claimVerificationToken(tx, input.token, student.email, now)))
      throw invalid({ token: verificationLinkInvalid });
    await markEmailVerified(tx, student, now);
    return { message: emailVerifiedMessage };
  });
}

export async function isEmailVerified(db: Db, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), isNotNull(students.emailVerifiedAt)))
    .limit(1);
  return Boolean(row);
}

/** Whether some student account has proved `email`. */
export async function isVerifiedAddress(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(sql`lower(${students.email})`, normal(email)), isNotNull(students.emailVerifiedAt)))
    .limit(1);
  return Boolean(row);
}

/** Sends the signed-in student a new link, a few times an hour at most (`too-many` after). */
export async function resendVerification(
  db: Db,
  options: { publicUrl: string; now?: Date },
  student: { id: string; email: string; firstName: string },
): Promise<{ message: string }> {
  await enforce(db, ["verifyMailPerAccount", student.id]);
  if (await isEmailVerified(db, student.id)) return { message: alreadyVerifiedMessage };
  await db.transaction(async (tx) => {
    await sweepExpiredVerificationTokens(tx, options.now);
    const token = await issueVerificationToken(tx, student.email, options.now);
    await enqueueMail(tx, verificationMail(options.publicUrl, student, token));
  });
  return { message: verificationSentMessage };
}
