import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerThisHref } from "#forms/content/answer-this.ts";
import { createDocument, getDocument, publishDocument, saveDraft } from "#server/content/documents.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Staff teach the assistant in the back-office (issue 33, item 3), without JavaScript.
 * "Answer this": a question the assistant
 * could not answer shows on the unanswered-questions report with a link to a new FAQ entry whose
 * question and first phrasing are the visitor's words; staff write the answer and create the
 * draft; once an administrator publishes it, the same question gets that answer from the chat API
 * (the default engine).
 */
let server: TestServer;
let cookie = "";
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  cookie = `adminToken=${(await seedAccounts(server.database.db, server.config.sessionSecret)).adminToken}`;
});
afterAll(async () => {
  await server.close();
});

async function ask(question: string): Promise<string> {
  const visitor = await (await fetch(`${server.url}/api/visitor`, { method: "POST" })).json();
  const res = await fetch(`${server.url}/api/ai-chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ visitorId: visitor.data.id, question }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.chats[1].content;
}

const form = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams(fields),
  });
const page = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual", headers: { cookie } });
const decoded = (html: string) => html.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");

describe("Answer this", () => {
  it("turns an unanswered question into a published FAQ entry the assistant then gives", async () => {
    const question = "Can I bring my guide dog to class?";
    const before = await ask(question);
    expect(before).toContain('href="/contact-us"'); // the honest no-answer reply

    const report = decoded(await (await page("/admin/unanswered")).text());
    const href = answerThisHref(question);
    expect(report).toContain(`href="${href}"`);

    const editor = await page(href);
    expect(editor.status).toBe(200);
    const form = decoded(await editor.text());
    expect(form).toMatch(new RegExp(`name="question"[^>]*value="${question.replace(/\?/g, "\\?")}"`));
    expect(form).toMatch(/name="phrasings"/);
    expect(form).toContain(`>${question}</textarea>`);

    const answer = "Yes: assistance animals are welcome in every classroom.";
    const created = await fetch(`${server.url}${href}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ intent: "save", question, answer, phrasings: question, topic: "" }),
    });
    expect(created.status).toBe(302);
    const id = /\/admin\/content\/faq\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")![1]!;
    const draft = await getDocument(server.database.db, "faq", id);
    expect(draft.draft.phrasings).toEqual([question]);
    // A draft is not what visitors get.
    expect(await ask(question)).not.toContain(answer);

    await publishDocument(server.database.db, "faq", id, { id: null, name: "Test" });
    expect(await ask(question)).toContain(answer);
  });

  it("opens an empty editor when there are no words to prefill", async () => {
    const res = await page("/admin/content/faq/new?phrasing=%20%0A%00");
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("A visitor asked this");
  });
});

/**
 * The test questions: added and removed on their page under Content; a document's edit page,
 * while its draft differs from what is published, lists the answers the draft would change.
 */
describe("test questions", () => {
  it("are kept on their page and run against a draft on its edit page", async () => {
    const db = server.database.db;
    // An entry of this test's own, published, so the assistant answers its question with it.
    const question = "Is there a quiet room for prayer?";
    const created = await createDocument(
      db,
      "faq",
      { question, phrasings: [question], answer: "Yes: the quiet room on level 2 is open whenever we are." },
      { id: null, name: "Test" },
    );
    await publishDocument(db, "faq", created.id, { id: null, name: "Test" });
    const doc = await getDocument(db, "faq", created.id);

    const refused = await form("/admin/content/test-questions", {
      intent: "add",
      question: "",
      documentId: "",
    });
    expect(refused.status).toBe(400);
    const refusedText = decoded(await refused.text());
    expect(refusedText).toContain("Question is required");
    expect(refusedText).toContain("Choose the document that should answer it");

    const added = await form("/admin/content/test-questions", {
      intent: "add",
      question,
      documentId: doc.id,
    });
    expect(added.status).toBe(200);
    const list = decoded(await (await page("/admin/content/test-questions")).text());
    expect(list).toContain(`“${question}”`);
    expect(list).toContain(`href="/admin/content/faq/${doc.id}"`);

    // Published as it is: no panel. A draft with another answer: the panel shows the change.
    expect(await (await page(`/admin/content/faq/${doc.id}`)).text()).not.toContain(
      "What this changes in the assistant",
    );
    const extra = "Ask us about the payment dates too.";
    await saveDraft(
      db,
      "faq",
      doc.id,
      { ...doc.draft, answer: `${String(doc.draft.answer)}\n\n${extra}`, version: doc.version },
      { id: null, name: "Test" },
    );
    const editor = decoded(await (await page(`/admin/content/faq/${doc.id}`)).text());
    expect(editor).toContain("What this changes in the assistant");
    expect(editor).toMatch(/data-effect="changes"[\s\S]*Ask us about the payment dates too\./);

    const id = /name="id" value="([0-9a-f-]{36})"/.exec(list)![1]!;
    expect((await form("/admin/content/test-questions", { intent: "remove", id })).status).toBe(200);
    expect((await form("/admin/content/test-questions", { intent: "remove", id })).status).toBe(404);
    expect(decoded(await (await page("/admin/content/test-questions")).text())).not.toContain(
      `“${question}”`,
    );
  });
});
