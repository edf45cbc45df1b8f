import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { createAssistant as createCompactAssistant } from "#server/assistant/compact/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import type { AnswerSink } from "#server/assistant/engine.ts";
import { setLogLevel } from "#server/log.ts";
import { startTestServer } from "../support/server.ts";

/**
 * A fake OpenAI-compatible chat-completions server on loopback: it records each request and
 * answers as the current mode says (a streamed answer, a 500, or nothing until the client gives up).
 */
type Mode = "stream" | "error" | "hang" | "no-tools" | "broken" | "slow";
let mode: Mode = "stream";
interface ChatCompletionRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}
let requests: { headers: IncomingMessage["headers"]; url: string; body: ChatCompletionRequest }[] = [];
let fake: Server;
let baseUrl: string;
const hanging: ServerResponse[] = [];

function streamAnswer(res: ServerResponse, pieces: string[]) {
  res.writeHead(200, { "content-type": "text/event-stream" });
  for (const piece of pieces) {
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
  }
  res.end("data: [DONE]\n\n");
}

beforeAll(async () => {
  setLogLevel("silent");
  fake = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      requests.push({ headers: req.headers, url: req.url ?? "", body: JSON.parse(raw) });
      if (mode === "error")
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
      else if (mode === "hang") hanging.push(res);
      // A model without tool support refuses a request that offers tools, as such servers do.
      else if (mode === "no-tools" && "tools" in JSON.parse(raw))
        res.writeHead(400, { "content-type": "application/json" }).end('{"error":"tools not supported"}');
      else if (mode === "broken") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: "It costs" } }] })}\n\n`);
        setTimeout(() => res.destroy(), 20);
      } else if (mode === "slow") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: "Let me see" } }] })}\n\n`,
        );
        hanging.push(res);
      } else streamAnswer(res, ["The full stack course ", "runs for **24 weeks**."]);
    });
  });
  fake.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => fake.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});
beforeEach(() => {
  mode = "stream";
  requests = [];
});

function recordingSink() {
  const events: string[] = [];
  const sink: AnswerSink = { delta: (t) => events.push(t), reset: () => events.push("<reset>") };
  return { events, sink };
}

const ai = () => ({ baseUrl, apiKey: "test-key", model: "tiny-model" });

describe("OpenAI-compatible engine", () => {
  it("sends the retrieved passages and the system prompt, and streams the model's answer with sources", async () => {
    const assistant = createAssistant({ ai: ai(), timeoutMs: 2000 });
    const { events, sink } = recordingSink();
    const answer = await assistant.answer("How long is the full stack course?", sink);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer test-key");
    expect(request!.body).toMatchObject({ model: "tiny-model", stream: true });
    const [system, user] = request!.body.messages as [
      ChatCompletionRequest["messages"][number],
      ChatCompletionRequest["messages"][number],
    ];
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/Never invent prices/);
    expect(user.content).toContain(
      "Full stack software development (/training-programs/full-stack-development)",
    );
    expect(user.content).toContain("takes **24 weeks**");
    expect(user.content).toContain("Question: How long is the full stack course?");

    expect(events.slice(0, 2)).toEqual(["The full stack course ", "runs for **24 weeks**."]);
    expect(answer).toContain("The full stack course runs for **24 weeks**.");
    expect(answer).toContain("[Full stack software development](/training-programs/full-stack-development)");
  });

  it("falls back to the built-in engine when the endpoint answers 500", async () => {
    mode = "error";
    const assistant = createAssistant({ ai: ai(), timeoutMs: 2000 });
    const { events, sink } = recordingSink();
    const answer = await assistant.answer("What are your opening hours?", sink);
    expect(requests).toHaveLength(1);
    expect(events[0]).toBe("<reset>");
    expect(answer).toContain("Monday to Friday: 9AM-9PM");
  });

  it("falls back to the built-in engine when the endpoint times out", async () => {
    mode = "hang";
    const assistant = createAssistant({ ai: ai(), timeoutMs: 300 });
    const started = Date.now();
    const answer = await assistant.answer("How much does a mobile app cost?", recordingSink().sink);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(requests).toHaveLength(1);
    expect(answer).toContain("$20,000 AUD");
  });

  it("does not ask the model when the content has nothing to ground an answer", async () => {
    const assistant = createAssistant({ ai: ai(), timeoutMs: 2000 });
    const answer = await assistant.answer("Who won the football last night?", recordingSink().sink);
    expect(requests).toHaveLength(0);
    expect(answer).toContain("/contact-us");
  });

  it("is used by POST /api/ai-chat when AI_BASE_URL is set, and its 500 still gets an answer stored", async () => {
    const server = await startTestServer({ env: { AI_BASE_URL: baseUrl, AI_MODEL: "tiny-model" } });
    try {
      const visitorId = (await (await fetch(`${server.url}/api/visitor`, { method: "POST" })).json()).data.id;
      const ask = async (question: string) =>
        (
          await (
            await fetch(`${server.url}/api/ai-chat`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ visitorId, question }),
            })
          ).json()
        ).data.chats;
      const first = await ask("How long is the full stack course?");
      expect(first[1].content).toContain("The full stack course runs for <strong>24 weeks</strong>.");
      expect(requests[0]!.headers.authorization).toBeUndefined();
      mode = "error";
      const second = await ask("What are your opening hours?");
      expect(second[3].content).toContain("9AM-9PM");
    } finally {
      await server.close();
    }
  });
});

/** The compact engine (issue 33) with a model: grounded in what it found, falling back on any failure. */
describe("OpenAI-compatible engine over the compact assistant", () => {
  const content = readModel(
    seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
    1,
  );
  const program = content.programs[0]!;
  const compact = (timeoutMs = 2000) =>
    createCompactAssistant({ content: async () => content, ai: ai(), timeoutMs });

  it("sends the typed facts and passages found for the question, and appends the sources itself", async () => {
    mode = "no-tools";
    const { events, sink } = recordingSink();
    const answer = await compact().answer(`How long is ${program.name}?`, sink);
    expect(requests).toHaveLength(1);
    const body = requests[0]!.body as ChatCompletionRequest & { tools?: unknown };
    expect(body.tools).toBeUndefined();
    const user = body.messages[1]!.content;
    expect(user).toContain(`${program.durationWeeks} weeks`);
    expect(user).toContain(`(${program.href})`);
    expect(user).toContain(`Question: How long is ${program.name}?`);
    expect(events).not.toContain("<reset>");
    expect(answer).toContain(`](${program.href})`);
  });

  it("falls back to the built-in answer when the stream breaks half-way", async () => {
    mode = "broken";
    const { events, sink } = recordingSink();
    const answer = await compact().answer(`How much does ${program.name} cost?`, sink);
    expect(requests).toHaveLength(1);
    expect(events).toContain("<reset>");
    expect(answer).toContain(program.fee.total);
  });

  it("falls back to the built-in answer when the stream is too slow", async () => {
    mode = "slow";
    const started = Date.now();
    const answer = await compact(300).answer(`How much does ${program.name} cost?`, recordingSink().sink);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer).toContain(program.fee.total);
  });

  it("does not ask the model when nothing grounds an answer", async () => {
    const answer = await compact().answer("Who won the football last night?", recordingSink().sink);
    expect(requests).toHaveLength(0);
    expect(answer).toContain("/contact-us");
  });
});
