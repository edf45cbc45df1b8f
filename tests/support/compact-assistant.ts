import { createAssistant, silentSink } from "#server/assistant/compact/engine.ts";
import { type PublishedContent, readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/** The seed's content as published, plus any documents a test adds. */
export function seededContent(extra: { type: string; published: unknown }[] = []): PublishedContent {
  return readModel([...seedDocuments().map((d) => ({ type: d.type, published: d.fields })), ...extra], 1);
}

/** The compact engine over `content`. */
export const compactOver = (content: PublishedContent) => createAssistant({ content: async () => content });

/** A conversation's last answer: each question is asked with the ones before it. */
export function conversationWith(assistant: ReturnType<typeof createAssistant>) {
  return async function conversation(...questions: string[]): Promise<string> {
    const history: string[] = [];
    let answer = "";
    for (const q of questions) {
      answer = await assistant.answer(q, silentSink, [...history]);
      history.push(q);
    }
    return answer;
  };
}
