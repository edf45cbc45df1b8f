import { and, count, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { site } from "#content/site.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { intakeInterest } from "../db/schema.ts";
import { parseOrInvalid } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { longDate } from "./apply.ts";
import { type IntakeRow, parseProgram, programName } from "./intakes.ts";

/*
 * "Tell me about the next intake" (issue 14): a program without an open intake takes an e-mail;
 * when an administrator opens an intake of it, each waiting address gets one e-mail with a link
 * to apply, and is not told again.
 */
const interestSchema = z.object({
  email: z.email("Email should be a valid email address").max(254, "Email is too long"),
});

export async function registerInterest(db: Db, body: unknown): Promise<{ message: string }> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const program = parseProgram(raw.program);
  const { email } = parseOrInvalid(interestSchema, {
    email: typeof raw.email === "string" ? raw.email.trim() : raw.email,
  });
  await db.insert(intakeInterest).values({ program, email }).onConflictDoNothing();
  return {
    message: `Thank you. We will e-mail ${email} when the next ${programName(program)} intake opens.`,
  };
}

/** In the transaction that opened `intake`: one e-mail to each address waiting for its program. */
export async function tellInterested(
  tx: Db,
  config: Pick<Config, "publicUrl">,
  intake: IntakeRow,
): Promise<number> {
  const waiting = await tx
    .update(intakeInterest)
    .set({ notifiedAt: new Date() })
    .where(and(eq(intakeInterest.program, intake.program), isNull(intakeInterest.notifiedAt)))
    .returning({ email: intakeInterest.email });
  const name = programName(intake.program);
  const link = `${config.publicUrl}/enrol-now?${new URLSearchParams({ program: intake.program })}`;
  for (const { email } of waiting)
    await enqueueMail(tx, {
      to: email,
      subject: `A new ${name} intake is open`,
      text: [
        "Hello,",
        "",
        `You asked us to tell you about the next ${name} intake: it starts ${longDate(intake.startDate)}.`,
        `Apply here: ${link}`,
        "",
        site.name,
      ].join("\n"),
    });
  return waiting.length;
}

/** How many addresses wait for an intake, per program slug (the back-office's Intakes page). */
export async function waitingPerProgram(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ program: intakeInterest.program, n: count() })
    .from(intakeInterest)
    .where(sql`${intakeInterest.notifiedAt} is null`)
    .groupBy(intakeInterest.program);
  return Object.fromEntries(rows.map((r) => [r.program, Number(r.n)]));
}
