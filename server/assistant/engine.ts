import type { Hit } from "./retrieval.ts";

/** What an engine is asked: the visitor's question and the passages retrieved for it. */
export interface AnswerRequest {
  question: string;
  hits: Hit[];
  /** Words of the question that no passage mentions ("blockchain"), as the visitor wrote them. */
  unknownWords?: string[];
}

/** Where an engine sends its answer while it is generated. */
export interface AnswerSink {
  /** A piece of Markdown to append to what was sent so far. */
  delta(text: string): void;
  /** Throw away what was sent so far (a failed engine's partial answer before the fallback's). */
  reset(): void;
}

/** Both engines (built-in retrieval and OpenAI-compatible) answer through this one interface. */
export interface AnswerEngine {
  readonly name: string;
  /** Streams the answer to `sink` and resolves with the whole answer as Markdown. */
  answer(request: AnswerRequest, sink: AnswerSink): Promise<string>;
}

export const silentSink: AnswerSink = { delta: () => {}, reset: () => {} };

/** Links to the pages an answer drew from, one per page, in rank order. */
export function sourceLine(hits: Hit[]): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const { passage } of hits) {
    if (seen.has(passage.href)) continue;
    seen.add(passage.href);
    links.push(`[${passage.title}](${passage.href})`);
  }
  return links.length === 0 ? "" : `Source${links.length > 1 ? "s" : ""}: ${links.join(", ")}`;
}
