import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { conversations, outbox, visitors } from "#server/db/schema.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { asDelivered } from "../support/delivered-mail.ts";

/*
 * Staff replies in chat (issue 15, docs/decisions/0084): the visitor asks for a person, staff
 * answer from the back-office, the visitor's GET shows the reply with its author, the assistant
 * stays quiet meanwhile, and a visitor who left gets the reply by e-mail with a signed link.
 */

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;
beforeAll(async () => {
  server = await startTestServer();
  accounts = await seedAccounts(server.database.db, server.config.sessionSecret);
});
afterAll(async () => {
  await server.close();
});

const json = { "content-type": "application/json" };

async function newVisitor(): Promise<string> {
  const res = await fetch(`${server.url}/api/visitor`, {
    method: "POST",
    headers: {
      "user-agent":
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
    },
  });
  return (await res.json()).data.id;
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });

const ask = (visitorId: string, question: string) => post("/api/ai-chat", { visitorId, question });
const thread = async (visitorId: string) =>
  (await (await fetch(`${server.url}/api/ai-chat/${visitorId}`)).json()).data;
const asAdmin = { token: () => accounts.adminToken };
const reply = (visitorId: string, text: string) =>
  post(`/api/admin/conversations/${visitorId}/replies`, { text }, { token: asAdmin.token() });

async function listState(state: string) {
  const res = await fetch(`${server.url}/api/admin/conversations?state=${state}`, {
    headers: { token: accounts.adminToken },
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe("POST /api/ai-chat/handoff", () => {
  it("marks the conversation needs-reply, keeps the e-mail and says when the team answers", async () => {
    const id = await newVisitor();
    await ask(id, "What are your opening hours?");
    const res = await post("/api/ai-chat/handoff", { visitorId: id, email: "Visitor@Example.com" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.state).toBe("needs-reply");
    expect(body.data.emailKnown).toBe(true);
    expect(body.message).toMatch(/Monday to Friday 9AM-9PM/);
    expect(body.data.conversation).toMatchObject({ state: "needs-reply" });
    // The assistant's notice is part of the thread.
    expect(body.data.chats.at(-1)).toMatchObject({ type: "assistant" });
    expect(body.data.chats.at(-1).content).toMatch(/asked a member of our team/);
    const [visitor] = await server.database.db.select().from(visitors).where(eq(visitors.id, id));
    expect(visitor!.email).toBe("visitor@example.com");

    const list = await listState("needs-reply");
    const row = list.data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      state: "needs-reply",
      stateLabel: "needs reply",
      email: "visitor@example.com",
      who: "visitor@example.com",
      messageCount: 3,
    });
    // The list's last message is plain text: "I've", not the stored HTML's "I&#39;ve".
    expect(row.lastMessage).toMatch(/^I've asked a member of our team/);
    expect(list.pagination).toMatchObject({ offset: 0, limit: 50 });
    expect(list.data.every((r: { state: string }) => r.state === "needs-reply")).toBe(true);
  });

  it("asks for an e-mail when none is known", async () => {
    const id = await newVisitor();
    const body = await (await post("/api/ai-chat/handoff", { visitorId: id })).json();
    expect(body.data.emailKnown).toBe(false);
    expect(body.message).toMatch(/Leave your e-mail/);
    // Clearing the conversation starts again with the assistant, out of the queue.
    await fetch(`${server.url}/api/ai-chat/${id}`, { method: "DELETE" });
    expect(await thread(id)).toEqual({ chats: [] });
    expect((await listState("needs-reply")).data.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it("answers 400 in the §7 error shape for a bad e-mail or visitor id, 404 for an unknown visitor", async () => {
    const id = await newVisitor();
    const badEmail = await post("/api/ai-chat/handoff", { visitorId: id, email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    const badEmailBody = await badEmail.json();
    expect(badEmailBody.error.messages).toEqual(["Email should be a valid email address"]);
    expect(badEmailBody.error.fields.email).toBe("Email should be a valid email address");
    const badId = await post("/api/ai-chat/handoff", { visitorId: "nope" });
    expect(badId.status).toBe(400);
    expect((await badId.json()).error.messages).toEqual(["The visitor id is not valid."]);
    const unknown = await post("/api/ai-chat/handoff", { visitorId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
  });
});

describe("a conversation a person handles", () => {
  it("keeps the assistant quiet, shows the staff reply with the author's first name, then closes", async () => {
    const id = await newVisitor();
    // The panel is open (it polls the thread), so the reply is not e-mailed.
    await post("/api/ai-chat/handoff", { visitorId: id, email: "quiet@example.com" });
    const before = (await (await ask(id, "Can someone call me back?")).json()).data.chats;
    expect(before.at(-1)).toMatchObject({ type: "client" });
    await thread(id);

    const res = await reply(id, "Hi! Grace here. Yes, I'll call you at 3pm.");
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.data).toMatchObject({ type: "staff", author: "Grace", emailed: false });

    const seen = await thread(id);
    const staff = seen.chats.at(-1);
    expect(staff).toMatchObject({ type: "staff", from: "staff", author: "Grace", visitorId: id });
    expect(staff.content).toContain("I&#39;ll call you at 3pm.");
    expect(seen.conversation.state).toBe("answered-by-staff");
    // The spec's rows keep their five fields.
    expect(Object.keys(seen.chats[0]).sort()).toEqual(["content", "createdAt", "id", "type", "visitorId"]);
    expect((await listState("answered-by-staff")).data.map((r: { id: string }) => r.id)).toContain(id);

    // The visitor writes again: still quiet, and the conversation needs a reply again.
    const again = (await (await ask(id, "Thanks, 3pm works")).json()).data.chats;
    expect(again.at(-1)).toMatchObject({ type: "client" });
    expect((await thread(id)).conversation.state).toBe("needs-reply");

    const close = await post(`/api/admin/conversations/${id}/close`, {}, { token: accounts.adminToken });
    expect(close.status).toBe(200);
    expect((await listState("closed")).data.map((r: { id: string }) => r.id)).toContain(id);
    // Closed: the assistant answers again.
    const after = (await (await ask(id, "What are your opening hours?")).json()).data.chats;
    expect(after.at(-1)).toMatchObject({ type: "assistant" });
  });

  it("refuses an empty reply (400) and an unknown conversation (404)", async () => {
    const id = await newVisitor();
    const empty = await reply(id, "   ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.messages).toEqual(["Please type a reply."]);
    const unknown = await reply("00000000-0000-4000-8000-000000000000", "Hello");
    expect(unknown.status).toBe(404);
  });

  it("hands off by itself after two unanswered questions in a row, and reports them", async () => {
    const id = await newVisitor();
    await ask(id, "Who won the football last night?");
    const second = (await (await ask(id, "Who won the football game yesterday?")).json()).data.chats;
    expect(second.at(-1).content).toMatch(/asked a member of our team/);
    expect((await thread(id)).conversation.state).toBe("needs-reply");
    const row = (await listState("needs-reply")).data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ assistantFailed: true, assistantNote: "Could not answer" });

    const report = await (
      await fetch(`${server.url}/api/admin/unanswered`, { headers: { token: accounts.adminToken } })
    ).json();
    const group = report.data.find((g: { conversations: { visitorId: string }[] }) =>
      g.conversations.some((c) => c.visitorId === id),
    );
    expect(group).toMatchObject({ count: 2, question: "Who won the football game yesterday?" });
    expect(group.conversations[0].href).toBe(`/admin/conversations/${id}`);
    const handled = await post(
      "/api/admin/unanswered/handled",
      { key: group.key },
      { token: accounts.adminToken },
    );
    expect(handled.status).toBe(200);
    const afterReport = await (
      await fetch(`${server.url}/api/admin/unanswered`, { headers: { token: accounts.adminToken } })
    ).json();
    expect(afterReport.data.find((g: { key: string }) => g.key === group.key)).toBeUndefined();
  });
});

describe("a visitor who left", () => {
  it("gets the reply by e-mail with a signed link to the thread", async () => {
    const id = await newVisitor();
    await post("/api/ai-chat/handoff", { visitorId: id, email: "gone@example.com" });
    // The visitor has not read the thread for a while: they left.
    await server.database.db
      .update(conversations)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(conversations.id, id));
    const res = await reply(id, "Sorry for the wait: the answer is yes.");
    expect((await res.json()).data.emailed).toBe(true);
    const [mail] = (
      await server.database.db.select().from(outbox).where(eq(outbox.to, "gone@example.com"))
    ).map(asDelivered);
    expect(mail!.subject).toBe(`Grace from ${site.name} replied to your chat`);
    expect(mail!.text).toContain("Sorry for the wait: the answer is yes.");
    const link = /http:\/\/localhost:3000\/chat\/continue\?token=(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link![1]!)).toMatch(new RegExp(`^${id}\\.`));
  });

  it("is not e-mailed when no e-mail is known", async () => {
    const id = await newVisitor();
    await post("/api/ai-chat/handoff", { visitorId: id });
    await server.database.db.update(conversations).set({ lastSeenAt: null }).where(eq(conversations.id, id));
    expect((await (await reply(id, "Hello?")).json()).data.emailed).toBe(false);
  });
});

describe("the work queue", () => {
  it("counts the conversations needing a reply and links each card to its filtered list", async () => {
    const res = await fetch(`${server.url}/api/admin/stats/work-queue`, {
      headers: { token: accounts.adminToken },
    });
    const { data } = await res.json();
    expect(data.map((c: { id: string }) => c.id)).toEqual([
      "applications",
      "needs-reply",
      "consultations",
      "outbox-failures",
    ]);
    const needs = data.find((c: { id: string }) => c.id === "needs-reply");
    expect(needs.value).toBe((await listState("needs-reply")).pagination.total);
    expect(needs.href).toMatch(/^\/admin\/conversations\?state=needs-reply/);
  });
});
