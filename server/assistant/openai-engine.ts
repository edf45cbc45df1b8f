import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { requestSources, sourceLinks } from "./engine.ts";
import { type ChatEndpoint, type ChatMessage, streamChatCompletion } from "./compact/chat-completions.ts";

/** Where the model is and how long it may take. */
export type OpenAiSettings = ChatEndpoint;

/** Keeps the model to the provider's topics and to the passages it is given. */
export const SYSTEM_PROMPT = [
  "You are the website assistant of an IT training and software-services provider.",
  "Answer only questions about the provider: its training programs, services, fees, timetable,",
  "opening hours, people, blog and how to contact it. Use only the numbered passages you are given.",
  "Never invent prices, dates, discounts or promises. If the passages do not answer the question,",
  "say so and suggest the contact form (/contact-us) or a free consultation",
  "(/expertise/book-a-free-consultation). Answer briefly in Markdown. Politely decline other topics.",
].join(" ");

export function userMessage({ question, hits, replies = [], history = [] }: AnswerRequest): string {
  // Facts composed from the typed content come first: they answer the question directly.
  const blocks = [
    ...replies.map((r) => ({
      title: r.sources[0]?.title ?? "Facts",
      href: r.sources[0]?.href ?? "/",
      text: [r.lead, ...(r.more ?? [])].join(" "),
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

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server). */
export function openAiEngine(settings: OpenAiSettings): AnswerEngine {
  return {
    name: `OpenAI-compatible (${settings.model})`,
    async answer(request: AnswerRequest, sink: AnswerSink): Promise<string> {
      const messages: ChatMessage[] = [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: userMessage(request) },
      ];
      const text = await streamChatCompletion(settings, messages, (piece) => sink.delta(piece));
      const sources = sourceLinks(requestSources(request));
      if (!sources) return text;
      sink.delta(`\n\n${sources}`);
      return `${text}\n\n${sources}`;
    },
  };
}
