import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#server/security/limits.ts";
import {
  createPostgresDatabase,
  type RunningServer,
  startServer,
  tempDataDir,
} from "../../bench/lib/processes.ts";
import { contactSubmission } from "../../bench/lib/write-load.ts";
import { startSmtp, type TestSmtp, waitFor } from "../support/smtp.ts";

// Two server processes on different ports sharing one PostgreSQL database (and one mail server).
let a: RunningServer;
let b: RunningServer;
let smtp: TestSmtp;
let drop: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  const pg = await createPostgresDatabase("twoservers");
  drop = pg.drop;
  const env = { DATABASE_URL: pg.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  [a, b] = await Promise.all([
    startServer({ ...env, DATA_DIR: tempDataDir("two-a") }),
    startServer({ ...env, DATA_DIR: tempDataDir("two-b") }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await drop?.();
});

const json = { "content-type": "application/json" };

describe("two servers sharing one PostgreSQL database", () => {
  it("accepts on one server a session made on the other, and ends it everywhere", async () => {
    const signUp = await fetch(`${a.url}/api/portal/auth/sign-up`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        firstName: "Two",
        lastName: "Servers",
        email: "two@example.com",
        password: "two-servers-pass",
      }),
    });
    expect(signUp.status).toBeLessThan(300);
    const { token } = (await signUp.json()) as { token: string };
    expect((await fetch(`${b.url}/api/portal/enrolments`, { headers: { token } })).status).toBe(200);
  });

  it("holds a per-IP rate limit across both servers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limits.formPerIp.max + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const sub = contactSubmission();
      const res = await fetch(`${server.url}${sub.path}`, {
        method: "POST",
        headers: { ...json, "x-forwarded-for": "10.77.0.1" },
        body: JSON.stringify(sub.body),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limits.formPerIp.max).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses.slice(limits.formPerIp.max)).toEqual([429, 429]);
  });

  it("delivers each queued message exactly once although both run a mail worker", async () => {
    // The 20 accepted contact messages above each queued one staff notice.
    const notices = () => smtp.received.filter((m) => m.subject === "New enquiry from Load Test");
    await waitFor(() => notices().length >= limits.formPerIp.max, 30_000);
    await new Promise((r) => setTimeout(r, 5_000)); // both workers polled again meanwhile
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(notices().length).toBe(limits.formPerIp.max);
  });
});
