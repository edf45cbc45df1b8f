/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server). The
 * model gets what the built-in engine found for the question (the typed facts, then the retrieved
 * passages) and answers only from them; the sources are appended by us. Any failure throws, and
 * ./engine.ts answers with the built-in answer instead.
 */
import { type ChatMessage, groundedQuestion, streamChatCompletion } from "./chat-completions.ts";
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

/** Keeps the model to the provider's topics and to the `material` (numbered blocks) it is given. */
export function groundedSystemPrompt(material: string): string {
  return [
    "You are the website assistant of an IT training and software-services provider.",
    "Answer only questions about the provider: its training programs, services, fees, timetable,",
    `opening hours, people, blog and how to contact it. Use only the numbered ${material} you are given.`,
    "Never invent prices, dates, discounts or promises. If the passages do not answer the question,",
    "say so and suggest the contact form (/contact-us) or a free consultation",
    "(/expertise/book-a-free-consultation). Answer briefly in Markdown. Politely decline other topics.",
  ].join(" ");
}

export const SYSTEM_PROMPT = groundedSystemPrompt("facts and passages");

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
  return groundedQuestion(question, blocks, history);
}

export function openAiEngine(settings: ModelSettings & { timeoutMs: number }): ModelEngine {
  return {
    name: `OpenAI-compatible (${settings.model})`,
    async answer(request: Understanding, sink: AnswerSink): Promise<string> {
      const messages: ChatMessage[] = [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: userMessage(request) },
      ];
      const text = await streamChatCompletion(settings, messages, (piece) => sink.delta(piece));
      const sources = sourceLinks([
        ...request.replies.flatMap((r) => r.sources),
        ...request.hits.map((h) => h.passage),
      ]);
      if (!sources) return text;
      sink.delta(`\n\n${sources}`);
      return `${text}\n\n${sources}`;
    },
  };
}
