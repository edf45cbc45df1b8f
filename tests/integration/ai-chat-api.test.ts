import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeFacts, formatAud } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import { QUESTION_MAX_LENGTH } from "#forms/chat-rules.ts";
import { purgeOldIps } from "#server/visitors/visitors.ts";
import { visitors } from "#server/db/schema.ts";
import { apiClient } from "../support/api.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const json = { "content-type": "application/json" };
const UA = "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0";

async function newVisitor(): Promise<string> {
  const res = await fetch(`${server.url}/api/visitor`, { method: "POST", headers: { "user-agent": UA } });
  expect(res.status).toBe(201);
  return (await res.json()).data.id;
}

function ask(visitorId: unknown, question: unknown, path = "/api/ai-chat", page?: unknown) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ visitorId, question, page }),
  });
}

/** The assistant's reply, as the stored HTML, to one question asked from a page. */
async function answerFrom(page: unknown, question: string, visitorId?: string): Promise<string> {
  const res = await ask(visitorId ?? (await newVisitor()), question, "/api/ai-chat", page);
  expect(res.status).toBe(200);
  return (await res.json()).data.chats.at(-1).content;
}

describe("POST /api/visitor", () => {
  it("creates a visitor with the browser and IP, and keeps its id in the 'visitor' cookie", async () => {
    const res = await fetch(`${server.url}/api/visitor`, { method: "POST", headers: { "user-agent": UA } });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^visitor=${data.id};.*Path=/`));
    const [row] = await server.database.db.select().from(visitors).where(eq(visitors.id, data.id));
    expect(row).toMatchObject({ browser: UA, ip: expect.stringContaining("127.0.0.1") });
  });
});

describe("GET /api/ai-chat/{visitorId}", () => {
  it("returns an empty list for a new visitor", async () => {
    const id = await newVisitor();
    const res = await fetch(`${server.url}/api/ai-chat/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { chats: [] } });
  });

  it("answers a malformed id with 400 and an unknown one with 404", async () => {
    const bad = await fetch(`${server.url}/api/ai-chat/not-a-uuid`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.messages).toEqual(["The visitor id is not valid."]);
    const unknown = await fetch(`${server.url}/api/ai-chat/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.messages[0]).toMatch(/could not find that visitor/);
  });
});

describe("POST /api/ai-chat", () => {
  it("stores the question and a grounded answer with a source link, and returns data.chats", async () => {
    const id = await newVisitor();
    const res = await ask(id, "How long is the full stack course?");
    expect(res.status).toBe(200);
    const { chats } = (await res.json()).data;
    expect(chats).toHaveLength(2);
    expect(chats[0]).toMatchObject({
      visitorId: id,
      type: "client",
      content: "How long is the full stack course?",
    });
    expect(chats[1].type).toBe("assistant");
    expect(chats[1].content).toContain("24 weeks");
    expect(chats[1].content).toContain('<a href="/training-programs/full-stack-development">');
    expect(chats[1]).toHaveProperty("createdAt");

    const history = await (await fetch(`${server.url}/api/ai-chat/${id}`)).json();
    expect(history.data.chats.map((c: { id: string }) => c.id)).toEqual(
      chats.map((c: { id: string }) => c.id),
    );
  });

  it("stores the visitor's text escaped, never as markup", async () => {
    const id = await newVisitor();
    const res = await ask(id, 'What are your <b onclick="x()">opening hours</b>?');
    const { chats } = (await res.json()).data;
    expect(chats[0].content).toBe("What are your &lt;b onclick=&quot;x()&quot;&gt;opening hours&lt;/b&gt;?");
    expect(chats[1].content).toContain("9AM-9PM");
  });

  it("says so, and offers contact and a consultation, when the content has no answer", async () => {
    const id = await newVisitor();
    const { chats } = (await (await ask(id, "Who won the football last night?")).json()).data;
    expect(chats[1].content).toContain("couldn't find an answer");
    expect(chats[1].content).toContain('href="/contact-us"');
    expect(chats[1].content).toContain('href="/expertise/book-a-free-consultation"');
  });

  it("refuses bad ids and bad questions with 400 or 404, storing nothing", async () => {
    const id = await newVisitor();
    const malformed = await ask("123", "Hello");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields.visitorId).toBe("The visitor id is not valid.");
    expect((await ask("00000000-0000-4000-8000-000000000000", "Hello")).status).toBe(404);

    const empty = await ask(id, "   ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.question).toBe("Please type a question.");

    const long = await ask(id, "a".repeat(QUESTION_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.question).toBe(
      "Your question is too long. Please keep it to 1000 characters or fewer.",
    );
    const history = await (await fetch(`${server.url}/api/ai-chat/${id}`)).json();
    expect(history.data.chats).toEqual([]);
  });

  it("limits messages per visitor with a 'too many messages' reply and Retry-After", async () => {
    const id = await newVisitor();
    for (let i = 0; i < 10; i++) expect((await ask(id, "Opening hours?")).status).toBe(200);
    const res = await ask(id, "Opening hours?");
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect((await res.json()).error.messages).toEqual([
      `Too many messages. Please try again in ${seconds} s.`,
    ]);
    // The refused question was not stored.
    const history = await (await fetch(`${server.url}/api/ai-chat/${id}`)).json();
    expect(history.data.chats).toHaveLength(20);
  });
});

describe("the next intake, from the database (issue 14)", () => {
  const question = "when does the next full stack intake start?";
  const answerTo = async (q: string) => {
    const { chats } = (await (await ask(await newVisitor(), q)).json()).data;
    return chats[1].content as string;
  };

  it("says TBA without an open intake, names the open intake's start date, and TBA again once it closes", async () => {
    const api = apiClient(server.url);
    const admin = { token: (await seedAccounts(server.database.db, server.config.sessionSecret)).adminToken };
    const none = await answerTo(question);
    expect(none).toMatch(/not announced yet \(TBA\)/);
    expect(none).toContain("Full stack software development");

    const start = DateTime.now().setZone("Australia/Sydney").plus({ days: 40 });
    const created = await api.post(
      "/api/admin/intakes",
      {
        program: "full-stack-development",
        startDate: start.toISODate(),
        endDate: start.plus({ weeks: 24 }).toISODate(),
        timetable: "Mon 6PM - 9PM",
        mode: "campus",
        capacity: 10,
      },
      admin,
    );
    expect(created.status).toBe(201);
    const dated = await answerTo(question);
    expect(dated).toContain(`next intake starts ${start.toFormat("cccc d LLLL yyyy")}`);
    expect(dated).not.toContain("TBA");
    expect(await answerTo("when is the next full stack session?")).toContain(
      `next intake starts ${start.toFormat("cccc d LLLL yyyy")}`,
    );
    // "Which course starts first?" orders by the intakes too.
    expect(await answerTo("which course starts first?")).toContain(start.toFormat("d LLLL yyyy"));

    await api.put(`/api/admin/intakes/${created.json.data.id}`, { status: "closed" }, admin);
    expect(await answerTo(question)).toMatch(/not announced yet \(TBA\)/);
  });
});

describe("the page the visitor asks from", () => {
  it("answers 'how much is it?' about the program or service whose page it is", async () => {
    const qa = await answerFrom("/training-programs/qa-and-software-testing", "How much is it?");
    expect(qa).toContain(feeFacts("qa-and-software-testing").total);
    expect(qa).not.toContain(feeFacts("full-stack-development").total);
    const weeks = (slug: string) => programs.find((p) => p.slug === slug)!.duration.toLowerCase();
    const fullStack = await answerFrom(
      "/training-programs/full-stack-development",
      "how long is this course?",
    );
    expect(fullStack).toContain(weeks("full-stack-development"));
    expect(fullStack).not.toContain(weeks("qa-and-software-testing"));
    const mobile = services.find((s) => s.slug === "mobile-app-development")!;
    expect(await answerFrom("/expertise/mobile-app-development", "what does it cost?")).toContain(
      formatAud(mobile.startingRateAud),
    );
  });

  it("answers every program without a page, from another page, or with a page that is no path", async () => {
    for (const page of [
      undefined,
      "/contact-us",
      42,
      "https://evil.example/training-programs/data-analytics",
    ]) {
      const answer = await answerFrom(page, "How much is it?");
      for (const p of programs) expect(answer).toContain(feeFacts(p.slug).total);
    }
  });

  it("lets what the visitor named in the conversation win over the page", async () => {
    const id = await newVisitor();
    await answerFrom(
      "/training-programs/qa-and-software-testing",
      "Tell me about the data analytics course",
      id,
    );
    const answer = await answerFrom("/training-programs/qa-and-software-testing", "who teaches it?", id);
    expect(answer).toContain("Daniel Okafor");
    expect(answer).not.toContain("Mei Lin Chen");
  });
});

describe("POST /api/ai-chat/stream", () => {
  it("streams the answer as server-sent events, then sends the stored list", async () => {
    const id = await newVisitor();
    const res = await ask(id, "How much does a mobile app cost?", "/api/ai-chat/stream");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = (await res.text())
      .trim()
      .split("\n\n")
      .map((block) => {
        const [event, data] = block.split("\n");
        return { event: event!.replace("event: ", ""), data: JSON.parse(data!.replace("data: ", "")) };
      });
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map((d) => d.data.text).join("")).toContain("$20,000 AUD");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.data.chats.map((c: { type: string }) => c.type)).toEqual(["client", "assistant"]);
    expect(done.data.data.chats[1].content).toContain('href="/expertise/mobile-app-development"');
  });

  it("refuses before streaming, as JSON", async () => {
    const res = await ask("00000000-0000-4000-8000-000000000000", "Hello", "/api/ai-chat/stream");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("visitor details and clearing", () => {
  it("saves the optional name, e-mail and mobile, and rejects a bad e-mail", async () => {
    const id = await newVisitor();
    const patch = (body: unknown) =>
      fetch(`${server.url}/api/visitor/${id}`, {
        method: "PATCH",
        headers: json,
        body: JSON.stringify(body),
      });
    const ok = await patch({ name: "Ada Lovelace", email: "ada@example.com", mobile: "" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      mobile: null,
    });
    const bad = await patch({ email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.email).toBe("Email should be a valid email address");
    const read = await (await fetch(`${server.url}/api/visitor/${id}`)).json();
    expect(read.data).toMatchObject({ name: "Ada Lovelace" });
    expect(read.data).not.toHaveProperty("ip");
  });

  it("clears the conversation", async () => {
    const id = await newVisitor();
    await ask(id, "Opening hours?");
    const res = await fetch(`${server.url}/api/ai-chat/${id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect((await res.json()).data.chats).toEqual([]);
    expect((await (await fetch(`${server.url}/api/ai-chat/${id}`)).json()).data.chats).toEqual([]);
  });
});

describe("IP retention", () => {
  it("removes IP addresses older than 30 days and keeps newer ones", async () => {
    const db = server.database.db;
    const day = 24 * 60 * 60 * 1000;
    const [old] = await db
      .insert(visitors)
      .values({ ip: "203.0.113.7", createdAt: new Date(Date.now() - 31 * day) })
      .returning();
    const [recent] = await db
      .insert(visitors)
      .values({ ip: "203.0.113.8", createdAt: new Date(Date.now() - 29 * day) })
      .returning();
    expect(await purgeOldIps(db)).toBeGreaterThanOrEqual(1);
    const [oldRow] = await db.select().from(visitors).where(eq(visitors.id, old!.id));
    const [recentRow] = await db.select().from(visitors).where(eq(visitors.id, recent!.id));
    expect(oldRow!.ip).toBeNull();
    expect(recentRow!.ip).toBe("203.0.113.8");
  });
});
