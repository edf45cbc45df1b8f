import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enrolments } from "#server/db/schema.ts";
import { transportFor } from "#server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "#server/mail/worker.ts";
import { apiClient } from "../support/api.ts";
import { validBodies } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtp, type TestSmtp, waitFor } from "../support/smtp.ts";

/**
 * Issue 13, M1: sign-up did not verify the e-mail, and the portal listed applications matched by
 * e-mail, so anyone could read an applicant's applications by signing up with their address.
 * These tests replay the steps through the API, with mail delivered over SMTP on loopback.
 */
let server: TestServer;
let smtp: TestSmtp;
let worker: MailWorker;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    withPages: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
  });
  worker = startMailWorker(server.database.db, transportFor(server.config), { pollMs: 100 });
  api = apiClient(server.url);
});
afterAll(async () => {
  await worker.stop();
  await server.close();
  await smtp.close();
});
afterEach(async () => {
  vi.useRealTimers();
  // Every sign-up here comes from one address; the per-IP sign-up limit is not under test.
  await server.database.db.execute(sql`delete from rate_limits`);
});

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  ...validBodies["/api/student-enrolment"],
  email,
  ...extra,
});

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const reply = await api.post("/api/portal/auth/sign-up", {
    firstName: "Mallory",
    lastName: "Attacker",
    email,
    password: "attacker password",
    ...extra,
  });
  expect(reply.status).toBe(201);
  return reply.json.token as string;
}

const listOf = async (token: string) => {
  const reply = await api.get("/api/portal/enrolments", { token });
  expect(reply.status).toBe(200);
  return reply.json.data as { email: string; firstName: string; course: string }[];
};

/** The newest e-mail to `to` whose text holds a link to `path`, and that link. */
async function linkMailedTo(to: string, path: string): Promise<URL> {
  const find = () =>
    smtp.received.filter((m) => (m.to as { text: string }).text === to && m.text?.includes(path)).at(-1);
  await waitFor(() => Boolean(find()));
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`).exec(find()!.text!);
  return new URL(match![0]);
}

const verifyPath = "/portal/verify-email?";

describe("M1: applications are only shown to the account that owns them", () => {
  it("an anonymous application for the victim does not appear to whoever signs up with the victim's e-mail", async () => {
    const filed = await api.post("/api/student-enrolment", application("victim@example.com"));
    expect(filed.status).toBe(201);
    const attacker = await signUp("victim@example.com");
    const list = await listOf(attacker);
    expect(list).toEqual([]);
    // The dashboard page shows nothing of it either.
    const page = await fetch(`${server.url}/portal`, { headers: { cookie: `portalToken=${attacker}` } });
    const html = await page.text();
    expect(html).not.toContain("Katherine");
    expect(html).toContain("You have no applications yet");
  });

  it("an application posted with student A's token and B's e-mail is A's: it carries A's e-mail and stays out of B's list", async () => {
    const a = await signUp("student-a@example.com");
    const b = await signUp("student-b@example.com");
    const filed = await api.post("/api/student-enrolment", application("student-b@example.com"), {
      token: a,
    });
    expect(filed.status).toBe(201);
    expect(await listOf(b)).toEqual([]);
    const [own] = await listOf(a);
    expect(own).toMatchObject({ email: "student-a@example.com", course: "Data Analytics" });
    const [stored] = await server.database.db
      .select({ email: enrolments.email })
      .from(enrolments)
      .where(eq(enrolments.id, filed.json.data.id));
    expect(stored!.email).toBe("student-a@example.com");

    // Even once B has verified the address, A's application stays A's.
    const link = await linkMailedTo("student-b@example.com", verifyPath);
    const verified = await api.post(
      "/api/portal/me/verify-email",
      { token: link.searchParams.get("token") },
      { token: b },
    );
    expect(verified.status).toBe(200);
    expect(await listOf(b)).toEqual([]);
  });

  it("after following the verification link, earlier applications with that e-mail join the account", async () => {
    const filed = await api.post(
      "/api/student-enrolment",
      application("Carol@Example.com", { firstName: "Carol", course: "QA & Software Testing" }),
    );
    expect(filed.status).toBe(201);
    const carol = await signUp("carol@example.com", { firstName: "Carol" });
    expect(await listOf(carol)).toEqual([]);
    expect((await api.get("/api/portal/me", { token: carol })).json.data.emailVerified).toBe(false);

    const link = await linkMailedTo("carol@example.com", verifyPath);
    expect(link.pathname).toBe("/portal/verify-email");
    const token = link.searchParams.get("token")!;
    // Only a hash of the 256-bit token is stored.
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await server.database.db.execute(
      sql`select count(*)::int as n from email_verification_tokens where token_hash = ${token}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const verified = await api.post("/api/portal/me/verify-email", { token }, { token: carol });
    expect(verified.status).toBe(200);
    expect(verified.json.success.message).toBe("Your e-mail address is verified");
    expect((await listOf(carol)).map((a) => a.firstName)).toEqual(["Carol"]);
    expect((await api.get("/api/portal/me", { token: carol })).json.data.emailVerified).toBe(true);
    // Single use.
    const again = await api.post("/api/portal/me/verify-email", { token }, { token: carol });
    expect(again.status).toBe(400);
  });

  it("a verification link verifies nothing for someone who is not signed in as that account", async () => {
    // Mallory signs up with Victor's address; Victor gets the link and clicks it.
    await signUp("victor@example.com");
    const link = await linkMailedTo("victor@example.com", verifyPath);
    const token = link.searchParams.get("token")!;
    const anonymous = await api.post("/api/portal/me/verify-email", { token });
    expect(anonymous.status).toBe(401);
    const other = await signUp("someone-else@example.com");
    const wrongAccount = await api.post("/api/portal/me/verify-email", { token }, { token: other });
    expect(wrongAccount.status).toBe(400);
    // The page asks Victor to sign in as that account; it does not verify it.
    const page = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sign in as victor@example.com");
  });

  it("keeps a link for 24 hours and refuses it after", async () => {
    // Remembered, so the session outlives the link.
    const student = await signUp("late@example.com", { remember: true });
    const link = await linkMailedTo("late@example.com", verifyPath);
    const token = link.searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 24 * 3_600_000 + 60_000);
    const late = await api.post("/api/portal/me/verify-email", { token }, { token: student });
    expect(late.status).toBe(400);
    expect(late.json.error.messages[0]).toMatch(/invalid or has expired/);
  });

  it("invites an anonymous applicant to create an account for that address; signing up through the link verifies it", async () => {
    const filed = await api.post(
      "/api/student-enrolment",
      application("dana@example.com", { firstName: "Dana" }),
    );
    expect(filed.status).toBe(201);
    const link = await linkMailedTo("dana@example.com", verifyPath);
    const mail = smtp.received.find((m) => m.text?.includes(link.href))!;
    expect(mail.subject).toBe("We've received your application for Data Analytics");
    expect(mail.text).toMatch(/create a student account/i);

    // With no account for the address yet, the link leads to sign-up with the address and the token.
    const page = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    const signUpUrl = new URL(page.headers.get("location")!, server.url);
    expect(signUpUrl.pathname).toBe("/portal/sign-up");
    expect(signUpUrl.searchParams.get("email")).toBe("dana@example.com");
    const verificationToken = signUpUrl.searchParams.get("verification")!;

    const dana = await signUp("dana@example.com", { firstName: "Dana", verificationToken });
    expect((await listOf(dana)).map((a) => a.firstName)).toEqual(["Dana"]);
    expect((await api.get("/api/portal/me", { token: dana })).json.data.emailVerified).toBe(true);
  });

  it("a token for one address does not verify a sign-up with another", async () => {
    await api.post("/api/student-enrolment", application("erin@example.com", { firstName: "Erin" }));
    const link = await linkMailedTo("erin@example.com", verifyPath);
    const mallory = await signUp("mallory@example.com", {
      verificationToken: link.searchParams.get("token"),
    });
    expect((await api.get("/api/portal/me", { token: mallory })).json.data.emailVerified).toBe(false);
    expect(await listOf(mallory)).toEqual([]);
  });

  it("a password reset proves the address too: the applications join the account", async () => {
    await api.post("/api/student-enrolment", application("frank@example.com", { firstName: "Frank" }));
    await signUp("frank@example.com");
    await api.post("/api/portal/auth/forgot-password", { email: "frank@example.com" });
    const link = await linkMailedTo("frank@example.com", "/portal/reset-password?");
    const reset = await api.post("/api/portal/auth/reset-password", {
      email: "frank@example.com",
      password: "frank's own password",
      passwordResetToken: link.searchParams.get("token"),
    });
    expect(reset.status).toBe(200);
    const frank = (
      await api.post("/api/portal/auth/sign-in", {
        email: "frank@example.com",
        password: "frank's own password",
      })
    ).json.token;
    expect((await listOf(frank)).map((a) => a.firstName)).toEqual(["Frank"]);
  });

  it("resends the verification e-mail on request, a few times an hour at most", async () => {
    const student = await signUp("grace@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await api.post("/api/portal/me/email-verification", {}, { token: student })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("the portal shows an unverified student a banner with a resend button, and a verified one none", async () => {
    const student = await signUp("henry@example.com");
    const cookie = `portalToken=${student}`;
    const before = await (await fetch(`${server.url}/portal`, { headers: { cookie } })).text();
    expect(before).toContain("Please verify your e-mail address");
    const forms = before.match(/<form\b[^>]*>/g) ?? [];
    expect(
      forms.some((t) => t.includes('method="post"') && t.includes('action="/portal/verify-email"')),
    ).toBe(true);
    expect(before).toContain("Resend verification e-mail");

    // Following the link without JavaScript: a page with a button, then a form post.
    const link = await linkMailedTo("henry@example.com", verifyPath);
    const page = await fetch(`${server.url}${link.pathname}${link.search}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    // The token in the address never leaves in a Referer (issue 30, L13); the page's own form post
    // then carries Origin: null with Sec-Fetch-Site: same-origin, which is accepted.
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await page.text()).toContain("Verify e-mail address");
    const posted = await fetch(`${server.url}/portal/verify-email`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "verify", token: link.searchParams.get("token")! }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("Your e-mail address is verified");
    const after = await (await fetch(`${server.url}/portal`, { headers: { cookie } })).text();
    expect(after).not.toContain("Please verify your e-mail address");
  });
});
