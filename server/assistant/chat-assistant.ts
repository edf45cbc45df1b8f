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
import { buildKnowledge } from "./compact/knowledge.ts";
import { withPageSubject } from "./page-subject.ts";
import { readModel } from "../content/published.ts";
import { seedDocuments } from "../content/seed.ts";

import { NO_ANSWER } from "./compact/compose.ts";

export { isNoAnswer, NO_ANSWER } from "./compact/compose.ts";
export { type AnswerSink, silentSink } from "./compact/engine.ts";
import type { AnswerSink } from "./compact/engine.ts";

export type AssistantEngineName = "rules" | "compact" | "hybrid";

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

export function createChatAssistant(options: {
  engine: AssistantEngineName;
  ai?: Config["ai"];
  /** The published content, fresh after every publish (publishedContent(db)). */
  content: () => Promise<PublishedContent>;
}): ChatAssistant {
  const compact =
    options.engine === "rules"
      ? undefined
      : createCompactAssistant({ content: options.content, ai: options.ai });
  if (compact && options.engine === "compact")
    return { engineName: `compact ${compact.engineName}`, answer: compact.answer };
  const rules = createRuleAssistant({ ai: options.ai });
  const byRules: ChatAssistant["answer"] = (question, sink, history = [], sessions, page) =>
    rules.answer(question, sink, withPageSubject(history, page), sessions);
  if (!compact) return { engineName: rules.engineName, answer: byRules };
  // "hybrid": the compact engine answers what the published content's typed fields answer, an FAQ
  // entry asked in its own words, and anything found in a passage staff added or changed since the
  // seed (which the rule-based engine, reading content/, cannot know); the rule-based engine
  // answers the rest.
  let seedTexts: Set<string> | undefined;
  const isSeedText = (text: string) => {
    seedTexts ??= new Set(
      buildKnowledge(
        readModel(
          seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
          0,
        ),
      ).passages.map((p) => p.text),
    );
    return seedTexts.has(text);
  };
  return {
    engineName: `hybrid ${compact.engineName}`,
    async answer(question, sink, history = [], sessions, page) {
      const found = await compact.understand(question, history, sessions, page);
      const best = found.hits[0];
      const fromContent =
        found.replies.length > 0 ||
        // Small talk and the offer of a person (the in-chat handover) are the compact engine's too.
        (found.final !== undefined && found.final !== NO_ANSWER) ||
        (best?.passage.kind === "faq" && best.phrasing >= 0.75 && best.coverage >= 0.75) ||
        (!found.final && best !== undefined && !isSeedText(best.passage.text));
      if (fromContent) return compact.answer(question, sink, history, sessions, page);
      const ruled = await byRules(question, sink, history, sessions, page);
      // A "yes" from the rules against a published FAQ entry that says no, one of its own
      // phrasings whole in the question: the rules read only content/ and answered the nearest
      // topic (parking asked beside "evening classes" got the class times' yes), so the entry
      // staff wrote answers.
      if (
        best?.passage.kind === "faq" &&
        best.phrasing >= 1 &&
        /^\W*yes\b/i.test(ruled) &&
        /\b(no|not|never)\b/i.test(best.passage.text.split(/(?<=[.!?])\s/)[0] ?? "")
      ) {
        sink.reset();
        return compact.answer(question, sink, history, sessions, page);
      }
      return ruled;
    },
  };
}
