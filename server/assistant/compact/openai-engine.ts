/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server). The
 * model gets what the built-in engine found for the question (the typed facts, then the retrieved
 * passages) and answers only from them; the sources are appended by us. Any failure throws, and
 * ./engine.ts answers with the built-in answer instead.
 */
import { sourceLinks } from "./compose.ts";
import type { AnswerSink, Understanding } from "./engine.ts";

export interface ModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Whole-request limit; past it the call is abandoned and the fallback answers. */
  timeoutMs?: number;
}

interface ModelEngine {
  readonly name: string;
  answer(found: Understanding, sink: AnswerSink): Promise<string>;
}

/** Keeps the model to the provider's topics and to the passages it is given. */
export const SYSTEM_PROMPT = [
  "You are the website assistant of an IT training and software-services provider.",
  "Answer only questions about the provider: its training programs, services, fees, timetable,",
  "opening hours, people, blog and how to contact it. Use only the numbered facts and passages you are given.",
  "Never invent prices, dates, discounts or promises. If the passages do not answer the question,",
  "say so and suggest the contact form (/contact-us) or a free consultation",
  "(/expertise/book-a-free-consultation). Answer briefly in Markdown. Politely decline other topics.",
].join(" ");

export function userMessage({ question, hits, replies, history }: Understanding): string {
  // Facts composed from the typed content come first: they answer the question directly.
  const blocks = [
    ...replies.map((r) => ({
      title: r.sources[0]?.title ?? "Facts",
      href: r.sources[0]?.href ?? "/",
      text: r.text,
    })),
    ...hits.map((h) => h.passage),
  ];
  const passages = blocks.map((b, i) => `[${i + 1}] ${b.title} (${b.href})\n${b.text}`).join("\n\n");
  const earlier =
    history.length > 0
      ? `Earlier questions in this conversation:\n${history.map((q) => `- ${q}`).join("\n")}\n\n`
      : "";
  return `${earlier}Passages:\n${passages || "(none)"}\n\nQuestion: ${question}`;
}

class EngineError extends Error {}

/** Reads an OpenAI-style server-sent event stream and passes each content delta on. */
async function readStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) onText(text);
    }
  }
}

export function openAiEngine(settings: ModelSettings & { timeoutMs: number }): ModelEngine {
  return {
    name: `OpenAI-compatible (${settings.model})`,
    async answer(request: Understanding, sink: AnswerSink): Promise<string> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: "POST",
        signal,
        headers: {
          "content-type": "application/json",
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          stream: true,
          temperature: 0.2,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: userMessage(request) },
          ],
        }),
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new EngineError(`HTTP ${response.status} from the model endpoint`);
      }
      let text = "";
      const append = (piece: string) => {
        text += piece;
        sink.delta(piece);
      };
      if ((response.headers.get("content-type") ?? "").includes("application/json")) {
        // A server that ignores "stream": one JSON reply.
        const json = (await response.json()) as { choices?: { message?: { content?: string } }[] };
        append(json.choices?.[0]?.message?.content ?? "");
      } else {
        await readStream(response.body, append);
      }
      if (text.trim() === "") throw new EngineError("the model returned an empty answer");
      const sources = sourceLinks([
        ...request.replies.flatMap((r) => r.sources),
        ...request.hits.map((h) => h.passage),
      ]);
      if (sources) append(`\n\n${sources}`);
      return text;
    },
  };
}
