import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocument, listDocuments, publishDocument, saveDraft } from "#server/content/documents.ts";
import { publishedContent } from "#server/content/published.ts";
import { formatAud } from "#server/content/views.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The chat API with ASSISTANT_ENGINE=compact and =hybrid (issue 33): the same endpoints and
 * shapes, answers from the published content, and a fee published in the back-office is in the
 * next answer.
 */
describe.each(["compact", "hybrid"])("the chat API on ASSISTANT_ENGINE=%s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ASSISTANT_ENGINE: engine } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function ask(question: string, page?: string): Promise<{ content: string }[]> {
    const visitor = await (await fetch(`${server.url}/api/visitor`, { method: "POST" })).json();
    const res = await fetch(`${server.url}/api/ai-chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ visitorId: visitor.data.id, question, page }),
    });
    expect(res.status).toBe(200);
    return (await res.json()).data.chats;
  }

  describe("answers", () => {
    it("answers from the published content, and with the new fee right after a publish", async () => {
      const db = server.database.db;
      const program = (await publishedContent(db)).programs[0]!;
      const first = await ask(`How much does ${program.name} cost?`);
      expect(first).toHaveLength(2);
      expect(first[1]!.content).toContain(program.fee.total);
      expect(first[1]!.content).toContain(`href="${program.href}"`);

      const item = (await listDocuments(db, "program")).find((d) => d.title === program.name)!;
      const doc = await getDocument(db, "program", item.id);
      const fee = program.feeAud + 500;
      await saveDraft(
        db,
        "program",
        doc.id,
        { ...doc.draft, feeAud: fee, version: doc.version },
        { id: null, name: "Test" },
      );
      await publishDocument(db, "program", doc.id, { id: null, name: "Test" });

      const again = await ask(`How much does ${program.name} cost?`);
      expect(again[1]!.content).toContain(formatAud(fee));
      // "how much is it?" on the program's page is about that program.
      const onPage = await ask("how much is it?", program.href);
      expect(onPage[1]!.content).toContain(formatAud(fee));
    });

    it("gives the honest no-answer reply, with the contact form and a consultation, out of scope", async () => {
      const chats = await ask("Who won the football last night?");
      expect(chats[1]!.content).toContain('href="/contact-us"');
      expect(chats[1]!.content).toContain('href="/expertise/book-a-free-consultation"');
    });
  });
});
