import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { requestSources, sourceLinks } from "./engine.ts";
import { groundedSystemPrompt } from "./compact/openai-engine.ts";
import {
  type ChatEndpoint,
  type ChatMessage,
  groundedQuestion,
  streamChatCompletion,
} from "./compact/chat-completions.ts";

/** Where the model is and how long it may take. */
export type OpenAiSettings = ChatEndpoint;

/** Worded as this engine always asked: it names only passages, the compact engine facts and passages. */
export const SYSTEM_PROMPT = groundedSystemPrompt("passages");

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
  return groundedQuestion(question, blocks, history);
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
