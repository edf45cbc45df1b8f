/**
 * What the chat API asks of the assistant, and which engine answers (issue 33): the compact engine
 * that reads the published content (`ASSISTANT_ENGINE=compact`, ./compact/engine.ts), or the
 * rule-based engine (the default until the compact one scores as well on the held-out sets; see
 * docs/decisions/0107-compact-assistant.md and docs/evaluation/assistant-scores.md). Either way the
 * contract is the same: Markdown streamed to a sink, and the honest no-answer reply (the same text
 * in both) marks a question unanswered.
 */
import type { Config } from "../config.ts";
import type { PublishedContent } from "../content/published.ts";
import { createAssistant as createRuleAssistant } from "./assistant.ts";
import { createAssistant as createCompactAssistant } from "./compact/engine.ts";
import { withPageSubject } from "./page-subject.ts";

export { isNoAnswer, NO_ANSWER } from "./compact/compose.ts";
export { type AnswerSink, silentSink } from "./compact/engine.ts";
import type { AnswerSink } from "./compact/engine.ts";

export type AssistantEngineName = "rules" | "compact";

export interface ChatAssistant {
  readonly engineName: string;
  /**
   * Streams the answer to `sink` and resolves with it (Markdown). `history`: the visitor's earlier
   * questions, oldest first; `sessions`: each program's next intake text by slug; `page`: the path
   * the visitor asks from.
   */
  answer(
    question: string,
    sink: AnswerSink,
    history?: string[],
    sessions?: Readonly<Record<string, string>>,
    page?: string,
  ): Promise<string>;
}

/** `ASSISTANT_ENGINE`: "compact" picks the compact engine; anything else the rule-based one. */
export function engineOfEnv(value: string | undefined): AssistantEngineName {
  return value?.trim().toLowerCase() === "compact" ? "compact" : "rules";
}

export function createChatAssistant(options: {
  engine: AssistantEngineName;
  ai?: Config["ai"];
  /** The published content, fresh after every publish (publishedContent(db)). */
  content: () => Promise<PublishedContent>;
}): ChatAssistant {
  if (options.engine === "compact") {
    const compact = createCompactAssistant({ content: options.content, ai: options.ai });
    return { engineName: `compact ${compact.engineName}`, answer: compact.answer };
  }
  const rules = createRuleAssistant({ ai: options.ai });
  return {
    engineName: rules.engineName,
    answer: (question, sink, history = [], sessions, page) =>
      rules.answer(question, sink, withPageSubject(history, page), sessions),
  };
}
