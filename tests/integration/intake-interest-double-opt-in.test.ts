import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { intakeInterest } from "#server/db/schema.ts";
import { mailTo } from "../support/delivered-mail.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/*
 * "Tell me about the next intake" with double opt-in (issue 30, L11; docs/decisions/0098): the
 * address gets only a confirmation e-mail until its link is used, and the "intake is open"
 * e-mail once confirmed. The link opens a page whose button confirms (mail scanners follow
 * links); the token is stored only as a hash and expires. PGlite, or PostgreSQL with DATABASE_URL.
 */

const ZONE = "Australia/Sydney";
const CONFIRM_SUBJECT = "Please confirm: tell me about the next intake";
let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });
const inDays = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
const db = () => own.server.database.db;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

const own = serverWithAccounts({ withPages: true });

/**
 * The mails sent to `to`, oldest first, as their reader gets them. The one place that reads the
 * outbox: when stored mail stops holding live links, switch this to the text as delivered.
 */
async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  return mailTo(db(), to);
}

/** The confirmation link of the newest confirmation e-mail to `to`. */
async function confirmLinkTo(to: string): Promise<URL> {
  const confirmations = (await mailsTo(to)).filter((m) => m.subject === CONFIRM_SUBJECT);
  const text = confirmations.at(-1)?.text ?? "";
  const match = /(https?:\/\/\S+\/next-intake\/confirm\?token=\S+)/.exec(text);
  if (!match) throw new Error(`No confirmation link to ${to} in: ${text}`);
  return new URL(match[1]!);
}
const tokenOf = (link: URL) => link.searchParams.get("token")!;

const register = (program: string, email: string) =>
  own.api.post("/api/intakes/interest", { program, email }, fromNewIp());
const confirm = (token: string) => own.api.post("/api/intakes/interest/confirm", { token }, fromNewIp());

async function openIntake(program: string, days = 60) {
  const res = await own.api.post(
    "/api/admin/intakes",
    {
      program,
      startDate: inDays(days),
      endDate: inDays(days + 100),
      timetable: "Mon 6PM - 9PM",
      mode: "online",
      capacity: 9,
    },
    own.admin(),
  );
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}
async function closeIntake(id: string) {
  expect((await own.api.put(`/api/admin/intakes/${id}`, { status: "closed" }, own.admin())).status).toBe(200);
}
const waiting = async (program: string) =>
  (await own.api.get("/api/admin/intakes/interest", own.admin())).json.data[program] ?? 0;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/&amp;/g, "&");
const getPage = async (url: URL) => {
  const res = await fetch(`${own.server.url}${url.pathname}${url.search}`);
  return { status: res.status, text: text(await res.text()) };
};
/** The confirmation page's button, without JavaScript: a form post to the page itself. */
const pressButton = async (url: URL) =>
  text(
    await (
      await fetch(`${own.server.url}${url.pathname}${url.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: own.server.url },
        body: "",
      })
    ).text(),
  );

describe("tell me about the next intake: double opt-in", () => {
  it("mails only a confirmation until confirmed, then the intake news once", async () => {
    const email = "optin-interest@example.com";
    const res = await register("data-analytics", email);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(
      `Thank you. We have sent a confirmation e-mail to ${email}: follow its link, and we will e-mail you once, when the next Data Analytics intake opens.`,
    );
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    const link = await confirmLinkTo(email);
    expect(link.pathname).toBe("/next-intake/confirm");

    // Stored as a hash only: the live token is in no column of the row.
    const [row] = await db().select().from(intakeInterest).where(sql`email = ${email}`);
    expect(row).toMatchObject({ confirmedAt: null, confirmTokenHash: sha256(tokenOf(link)) });
    expect(row!.confirmExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    // Unconfirmed addresses are not counted as waiting.
    expect(await waiting("data-analytics")).toBe(0);

    // An intake opens: the unconfirmed address is not told.
    const first = await openIntake("data-analytics");
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);

    // Opening the link only asks (a mail scanner that follows it confirms nothing).
    const asked = await getPage(link);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Confirm: tell me about the next intake");
    expect(asked.text).toContain(`E-mail ${email} when the next Data Analytics intake opens?`);
    expect(asked.text).toContain("Yes, tell me");
    const [stillPending] = await db().select().from(intakeInterest).where(sql`email = ${email}`);
    expect(stillPending!.confirmedAt).toBeNull();

    // Confirmed while that intake is open: told about it at once, and only once.
    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toMatch(/confirmed/);
    const after = await mailsTo(email);
    expect(after.map((m) => m.subject)).toEqual([CONFIRM_SUBJECT, "A new Data Analytics intake is open"]);
    expect(after[1]!.text).toContain("/enrol-now?program=data-analytics");
    expect((await confirm(tokenOf(link))).status).toBe(404);
    expect((await confirm("nope")).status).toBe(404);

    const second = await openIntake("data-analytics", 90);
    expect(await mailsTo(email)).toHaveLength(2);
    await closeIntake(first);
    await closeIntake(second);
  });

  it("tells a confirmed address once, when an intake opens (confirmed with the page's button, no JavaScript)", async () => {
    const email = "confirmed-first@example.com";
    expect((await register("qa-and-software-testing", email)).status).toBe(201);
    const link = await confirmLinkTo(email);
    expect(await pressButton(link)).toContain(
      "Thank you: your e-mail address is confirmed. We will e-mail you once, when the next QA & Software Testing intake opens.",
    );
    expect((await getPage(link)).text).toContain("This confirmation link is not valid");
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    expect(await waiting("qa-and-software-testing")).toBe(1);

    const first = await openIntake("qa-and-software-testing");
    const second = await openIntake("qa-and-software-testing", 90);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      CONFIRM_SUBJECT,
      "A new QA & Software Testing intake is open",
    ]);
    expect(await waiting("qa-and-software-testing")).toBe(0);
    await closeIntake(first);
    await closeIntake(second);
  });

  it("resends the confirmation with a new link when the address registers again; the old link stops working", async () => {
    const email = "twice@example.com";
    expect((await register("full-stack-development", email)).status).toBe(201);
    const old = await confirmLinkTo(email);
    const again = await register("full-stack-development", "Twice@Example.com");
    expect(again.status).toBe(201);
    expect(again.json.message).toContain("We have sent a confirmation e-mail");
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT, CONFIRM_SUBJECT]);
    const fresh = await confirmLinkTo(email);
    expect(tokenOf(fresh)).not.toBe(tokenOf(old));
    expect((await db().select().from(intakeInterest).where(sql`lower(email) = ${email}`)).length).toBe(1);

    expect((await confirm(tokenOf(old))).status).toBe(404);
    expect((await confirm(tokenOf(fresh))).status).toBe(200);
    // Already confirmed and waiting: the same answer, and no more mail.
    expect((await register("full-stack-development", email)).status).toBe(201);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("does not confirm with an expired link; registering again sends a new one", async () => {
    const email = "late@example.com";
    expect((await register("data-analytics", email)).status).toBe(201);
    const link = await confirmLinkTo(email);
    await db()
      .update(intakeInterest)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(sql`email = ${email}`);
    expect((await getPage(link)).text).toContain("This confirmation link has expired");
    const late = await confirm(tokenOf(link));
    expect(late.status).toBe(404);
    expect(late.json.error.messages[0]).toMatch(/expired/);

    expect((await register("data-analytics", email)).status).toBe(201);
    const fresh = await confirmLinkTo(email);
    expect(tokenOf(fresh)).not.toBe(tokenOf(link));
    expect((await confirm(tokenOf(fresh))).status).toBe(200);
  });

  it("does not tell addresses stored before double opt-in (never confirmed); they can register again", async () => {
    const email = "legacy@example.com";
    await db().insert(intakeInterest).values({ program: "full-stack-development", email });
    const id = await openIntake("full-stack-development");
    expect(await mailsTo(email)).toEqual([]);
    await closeIntake(id);

    expect((await register("full-stack-development", email)).status).toBe(201);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
  });

  it("shows the new wording on the program page, and the form works without JavaScript", async () => {
    const program = "/training-programs/data-analytics";
    const before = text(await (await fetch(`${own.server.url}${program}`)).text());
    expect(before).toContain("Tell me about the next intake");
    expect(before).toContain(
      "we e-mail you a link to confirm, then write once when the next Data Analytics intake opens",
    );
    const email = "page-form@example.com";
    const res = await fetch(`${own.server.url}${program}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: own.server.url,
        ...fromNewIp(),
      },
      body: new URLSearchParams({ form: "intake-interest", email }),
    });
    expect(text(await res.text())).toContain(`We have sent a confirmation e-mail to ${email}`);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
  });
});
