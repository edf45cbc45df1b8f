import type { Reply, Source } from "./facts.ts";
import type { Hit } from "./retrieval.ts";

/** What an engine is asked: the visitor's question and what the assistant found for it. */
export interface AnswerRequest {
  question: string;
  hits: Hit[];
  /** Words of the question that no passage mentions ("blockchain"), as the visitor wrote them. */
  unknownWords?: string[];
  /** Answers composed from typed content (fees, dates, hours…), when the question asks for such facts. */
  replies?: Reply[];
  /** The visitor's earlier questions in this conversation, oldest first. */
  history?: string[];
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

/** Links to the pages an answer drew from, one per page, in rank order, at most four. */
export function sourceLinks(sources: Source[]): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const { title, href } of sources) {
    if (seen.has(href) || links.length >= 4) continue;
    seen.add(href);
    links.push(`[${title}](${href})`);
  }
  return links.length === 0 ? "" : `Source${links.length > 1 ? "s" : ""}: ${links.join(", ")}`;
}

/** The pages of the passages an answer drew from. */
export function sourceLine(hits: Hit[]): string {
  return sourceLinks(hits.map((h) => h.passage));
}

/** Every source of an answer: the structured replies' pages first, then the passages'. */
export function requestSources({ replies = [], hits }: AnswerRequest): Source[] {
  return [...replies.flatMap((r) => r.sources), ...hits.map((h) => h.passage)];
}
