import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, describe, expect, it } from "vitest";
import { outlineTopics } from "#content/course-outlines.ts";
import { timeTableOptions } from "#content/options.ts";
import { programs } from "#content/programs.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailDir, transportFor } from "#server/mail/transport.ts";
import { type MailWorker, startMailWorker } from "#server/mail/worker.ts";
import { postJson, validBodies } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { freePort, startSmtp, type TestSmtp, waitFor } from "../support/smtp.ts";

const fast = { pollMs: 100, baseBackoffMs: 200, maxBackoffMs: 400 };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(smtpPort: number, env: Record<string, string> = {}) {
  const server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...env } });
  const worker = startMailWorker(server.database.db, transportFor(server.config), fast);
  cleanups.push(
    () => server.close(),
    () => worker.stop(),
  );
  return { server, worker };
}

async function outboxRows(server: TestServer) {
  const result = await server.database.db.execute(sql`select status, attempts, last_error from outbox`);
  return (result as unknown as { rows: { status: string; attempts: number; last_error: string | null }[] })
    .rows;
}

describe("mail delivery over SMTP", () => {
  it("survives an SMTP outage: the message queued while the server was down is delivered once it is back, exactly once", async () => {
    const port = await freePort();
    const { server } = await setup(port);
    const res = await postJson(
      server.url,
      "/api/contacts/send-message",
      validBodies["/api/contacts/send-message"],
    );
    expect(res.status).toBe(201);

    // SMTP is down: the worker tries, fails and keeps the message for a later attempt.
    await waitFor(async () => (await outboxRows(server)).some((r) => r.attempts >= 2));
    const [pending] = await outboxRows(server);
    expect(pending).toMatchObject({ status: "pending" });
    expect(pending!.last_error).toMatch(/ECONNREFUSED/);

    const smtp: TestSmtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    await waitFor(() => smtp.received.length > 0);
    // Several more polls pass: a delivered message is never sent again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBe("New enquiry from Ada Lovelace");
    expect(smtp.received[0]!.text).toContain("I'd like to know more about your courses.");
    expect((await outboxRows(server))[0]).toMatchObject({ status: "sent" });
    // Two failed attempts with the worker's back-off, then a delivery: more than the default 30 s
    // on a loaded machine.
  }, 60_000);

  it("delivers each message once when two workers poll the same outbox", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { server, worker } = await setup(smtp.port);
    const second = startMailWorker(server.database.db, transportFor(server.config), fast);
    cleanups.push(() => second.stop());
    for (let i = 0; i < 8; i++) {
      await enqueueMail(server.database.db, {
        to: `n${i}@example.com`,
        subject: `Message ${i}`,
        text: "hello",
      });
    }
    await Promise.all([worker.runOnce(), second.runOnce(), worker.runOnce(), second.runOnce()]);
    await waitFor(() => smtp.received.length >= 8);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(
      [...Array(8).keys()].map((i) => `Message ${i}`),
    );
  });

  it("sends the requester the course outline as a PDF that names the course", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { server } = await setup(smtp.port);
    const res = await postJson(
      server.url,
      "/api/downloads/course-outline",
      validBodies["/api/downloads/course-outline"],
    );
    expect(res.status).toBe(201);
    await waitFor(() => smtp.received.length > 0);
    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ text: "grace@example.com" });
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({
      contentType: "application/pdf",
      filename: "qa-and-software-testing-course-outline.pdf",
    });
    const pdf = await getDocumentProxy(new Uint8Array(attachment!.content));
    const { text } = await extractText(pdf, { mergePages: true });
    const qa = programs.find((p) => p.slug === "qa-and-software-testing")!;
    expect(text).toContain(qa.name);
    expect(text).toContain(qa.duration);
    expect(text).toContain(qa.studyMode);
    for (const topic of outlineTopics[qa.slug]) expect(text).toContain(topic.name);
    for (const slot of timeTableOptions) expect(text).toContain(slot);
    expect(text).toMatch(/no refund/);
  });

  it("puts a working one-click unsubscribe in every newsletter e-mail", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { server } = await setup(smtp.port);
    await postJson(server.url, "/api/newsletter/subscribe", { email: "reader@example.com" });
    // Double opt-in (docs/decisions/0083): the first mail asks to confirm; the newsletter follows.
    await waitFor(() => smtp.received.length > 0);
    const confirmLink = /\/newsletter\/confirm\?token=(\S+)/.exec(smtp.received[0]!.text as string)!;
    const token = decodeURIComponent(confirmLink[1]!);
    expect((await postJson(server.url, "/api/newsletter/confirm", { token })).status).toBe(200);
    await waitFor(() => smtp.received.length > 1);
    const mail = smtp.received[1]!;
    const header = (key: string) =>
      mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const href = /^<(.+)>$/.exec(header("list-unsubscribe") ?? "")![1]!;
    const url = new URL(href);
    expect(mail.text).toContain("/newsletter/unsubscribe?token=");
    const res = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const rows = await server.database.db.execute(
      sql`select unsubscribed_at from newsletter_subscribers where email = 'reader@example.com'`,
    );
    expect(
      (rows as unknown as { rows: { unsubscribed_at: unknown }[] }).rows[0]!.unsubscribed_at,
    ).not.toBeNull();
  });

  it("confirms a booking to the requester and notifies staff; confirms an application to the applicant", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { server } = await setup(smtp.port, { STAFF_EMAIL: "staff@harbourline.example" });
    await postJson(server.url, "/api/consultations/book", validBodies["/api/consultations/book"]);
    await postJson(server.url, "/api/student-enrolment", validBodies["/api/student-enrolment"]);
    await waitFor(() => smtp.received.length >= 4);
    const byRecipient = Object.fromEntries(
      smtp.received.map((m) => [`${(m.to as { text: string }).text}|${m.subject}`, m]),
    );
    expect(Object.keys(byRecipient).sort()).toEqual([
      "alan@example.com|We've received your consultation request",
      "katherine@example.com|We've received your application for Data Analytics",
      "staff@harbourline.example|Consultation request: Bletchley Software",
      "staff@harbourline.example|New application: Katherine Johnson for Data Analytics",
    ]);
  });
});

describe("mail without SMTP", () => {
  it("writes each delivered message as an .eml file under DATA_DIR/mail", async () => {
    const dataDir = path.join(process.env.TMPDIR ?? "/tmp", `harbourline-mail-${process.pid}-${Date.now()}`);
    const server = await startTestServer({ env: { DATA_DIR: dataDir } });
    cleanups.push(
      () => server.close(),
      () => rm(dataDir, { recursive: true, force: true }),
    );
    const worker: MailWorker = startMailWorker(server.database.db, transportFor(server.config), fast);
    cleanups.push(() => worker.stop());
    await postJson(server.url, "/api/contacts/send-message", validBodies["/api/contacts/send-message"]);
    const dir = mailDir(server.config);
    await waitFor(async () => (await readdir(dir).catch(() => [])).some((f) => f.endsWith(".eml")));
    const [file] = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    const eml = await readFile(path.join(dir, file!), "utf8");
    expect(eml).toMatch(/^Subject: New enquiry from Ada Lovelace$/m);
  });
});
