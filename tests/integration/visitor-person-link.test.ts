import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/accounts/sign-in.ts";
import { visitors } from "#server/db/schema.ts";
import { personId } from "#server/people/identity.ts";
import { validBodies } from "../support/leads.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The visitor cookie joins a browser's chats to a person (docs/decisions/0083): once the browser
// that chatted anonymously sends a public form with an e-mail, or signs in to the portal, the
// person's timeline shows the conversation. Cached public pages stay the same for everyone.
let server: TestServer;
let adminToken: string;
let ipCounter = 0;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  adminToken = (await seedAccounts(server.database.db, server.config.sessionSecret)).adminToken;
});
afterAll(async () => {
  await server.close();
});

/** A fresh client IP per browser, so the per-IP form budget of one test never limits another. */
const fromNewIp = () => ({ "x-forwarded-for": `203.0.113.${++ipCounter}` });

/** A browser's cookie jar: the visitor cookie the chat panel got from POST /api/visitor. */
async function chatAnonymously(): Promise<{ visitorId: string; cookie: string; setCookie: string }> {
  const res = await fetch(`${server.url}/api/visitor`, { method: "POST", headers: fromNewIp() });
  expect(res.status).toBe(201);
  const visitorId = (await res.json()).data.id as string;
  const setCookie = res.headers.get("set-cookie")!;
  const asked = await fetch(`${server.url}/api/ai-chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromNewIp() },
    body: JSON.stringify({ visitorId, question: "Do you teach data analytics?" }),
  });
  expect(asked.status).toBe(200);
  return { visitorId, cookie: setCookie.split(";")[0]!, setCookie };
}

function fetchTimeline(email: string) {
  return fetch(`${server.url}/api/admin/people/${personId(email)}/timeline?kind=chat`, {
    headers: { token: adminToken },
  });
}

async function timelineOf(email: string) {
  const res = await fetchTimeline(email);
  expect(res.status).toBe(200);
  return (await res.json()) as { data: { kind: string; link: string | null }[]; total: number };
}

async function postJson(path: string, body: unknown, cookie: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...fromNewIp() },
    body: JSON.stringify(body),
  });
}

describe("the visitor cookie", () => {
  it("holds only the visitor id, for the whole site, SameSite=Lax", async () => {
    const { visitorId, setCookie } = await chatAnonymously();
    expect(setCookie).toMatch(new RegExp(`^visitor=${visitorId}; `));
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/@/);
  });
});

describe("a visitor who chatted anonymously joins the person", () => {
  it("when the same browser then sends the contact form (API): the timeline shows the chat", async () => {
    const { visitorId, cookie } = await chatAnonymously();
    const email = "Chatty.Contact@Example.com";
    // Before the form, nothing names this address.
    expect((await fetchTimeline("chatty.contact@example.com")).status).toBe(404);
    const res = await postJson(
      "/api/contacts/send-message",
      { ...validBodies["/api/contacts/send-message"], email },
      cookie,
    );
    expect(res.status).toBe(201);
    // The §7 reply is unchanged.
    expect(Object.keys(await res.json())).toEqual(["message"]);
    const timeline = await timelineOf(email.toLowerCase());
    expect(timeline.total).toBe(1);
    expect(timeline.data[0]).toMatchObject({ kind: "chat", link: `/admin/visitors/${visitorId}` });
  });

  it("for every public form with an e-mail (outline, newsletter, consultation, enrolment)", async () => {
    for (const path of [
      "/api/downloads/course-outline",
      "/api/newsletter/subscribe",
      "/api/consultations/book",
      "/api/student-enrolment",
    ] as const) {
      const { cookie } = await chatAnonymously();
      const email = `linked-${path.split("/").at(-1)}@example.com`;
      const res = await postJson(path, { ...validBodies[path], email }, cookie);
      expect(res.status, path).toBe(201);
      expect((await timelineOf(email)).total, path).toBe(1);
    }
  });

  it("when the form is posted without JavaScript from the contact page", async () => {
    const { cookie } = await chatAnonymously();
    const email = "page.contact@example.com";
    const res = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...fromNewIp() },
      body: new URLSearchParams({
        form: "contact",
        ...validBodies["/api/contacts/send-message"],
        email,
      }),
    });
    expect(res.status).toBe(200);
    expect((await timelineOf(email)).total).toBe(1);
  });

  it("when the same browser signs up and signs in to the portal", async () => {
    const first = await chatAnonymously();
    const email = "portal.chatter@example.com";
    const signUp = await postJson(
      "/api/portal/auth/sign-up",
      { firstName: "Pat", lastName: "Chatter", email, password: "long enough password" },
      first.cookie,
    );
    expect(signUp.status).toBe(201);
    expect((await timelineOf(email)).total).toBe(1);
    // Another device, later: signing in joins that browser's visitor too.
    const second = await chatAnonymously();
    const signIn = await postJson(
      "/api/portal/auth/sign-in",
      { email, password: "long enough password" },
      second.cookie,
    );
    expect(signIn.status).toBe(200);
    expect((await timelineOf(email)).total).toBe(2);
  });

  it("but a member of staff signing in from a browser that chatted leaves the visitor anonymous", async () => {
    const { visitorId } = await chatAnonymously();
    await signIn(
      server.database.db,
      server.config.sessionSecret,
      "admin",
      { email: "grace@example.com", password: "admin-password", remember: false },
      "203.0.113.250",
      { visitorId },
    );
    const [visitor] = await server.database.db.select().from(visitors).where(eq(visitors.id, visitorId));
    expect(visitor!.email).toBeNull();
  });

  it("keeps the e-mail a visitor already gave, and ignores a cookie that names no visitor", async () => {
    const { visitorId, cookie } = await chatAnonymously();
    await server.database.db
      .update(visitors)
      .set({ email: "first@example.com" })
      .where(eq(visitors.id, visitorId));
    const res = await postJson(
      "/api/contacts/send-message",
      { ...validBodies["/api/contacts/send-message"], email: "second@example.com" },
      cookie,
    );
    expect(res.status).toBe(201);
    const [row] = await server.database.db.select().from(visitors).where(eq(visitors.id, visitorId));
    expect(row!.email).toBe("first@example.com");
    const stray = await postJson(
      "/api/contacts/send-message",
      { ...validBodies["/api/contacts/send-message"], email: "stray@example.com" },
      "visitor=00000000-0000-4000-8000-000000000000; other=not-a-uuid",
    );
    expect(stray.status).toBe(201);
    const broken = await postJson(
      "/api/contacts/send-message",
      { ...validBodies["/api/contacts/send-message"], email: "broken@example.com" },
      "visitor=not-a-uuid",
    );
    expect(broken.status).toBe(201);
  });
});

describe("cached public pages and the visitor cookie", () => {
  it("serve the same shared page to a browser with a visitor cookie, and never set a cookie", async () => {
    const { cookie } = await chatAnonymously();
    const anonymous = await fetch(`${server.url}/about-us`, { headers: { "accept-encoding": "identity" } });
    const anonymousHtml = await anonymous.text();
    // The captured page is compressed off the event loop before it is stored: slower on a loaded
    // machine, so ask again (at most 10 s) until the cache answers.
    let withCookie: Response;
    for (let tries = 0; ; tries++) {
      withCookie = await fetch(`${server.url}/about-us`, { headers: { "accept-encoding": "identity", cookie } });
      if (withCookie.headers.get("x-page-cache") === "hit" || tries >= 50) break;
      await withCookie.text();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(withCookie.headers.get("x-page-cache")).toBe("hit");
    expect(withCookie.headers.get("set-cookie")).toBeNull();
    const html = await withCookie.text();
    expect(html).toBe(anonymousHtml.replaceAll(/ nonce="[^"]+"/g, ""));
    expect(html).not.toContain(cookie.split("=")[1]!);
    const again = await fetch(`${server.url}/about-us`, { headers: { "accept-encoding": "identity" } });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await again.text()).toBe(html);
  });
});
