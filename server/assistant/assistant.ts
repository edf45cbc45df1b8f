import type { Config } from "../config.ts";
import { log } from "../log.ts";
import { builtinEngine } from "./builtin-engine.ts";
import { buildCorpus, type Passage } from "./corpus.ts";
import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { openAiEngine } from "./openai-engine.ts";
import { Retriever } from "./retrieval.ts";

export interface Assistant {
  readonly engineName: string;
  /**
   * Retrieves passages for the question and streams an answer (Markdown) to the sink. `history`
   * is the visitor's earlier questions in this conversation, oldest first, for follow-ups.
   */
  answer(question: string, sink: AnswerSink, history?: string[]): Promise<string>;
}

export interface AssistantOptions {
  ai?: Config["ai"];
  /** Limit for one model call; the built-in engine answers instead when it is exceeded. */
  timeoutMs?: number;
  passages?: Passage[];
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

/** Indexes the content once (at start-up) and picks the engine from the configuration. */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const corpus = options.passages ? Promise.resolve(options.passages) : buildCorpus();
  const retrieverReady = corpus.then((passages) => new Retriever(passages));
  const model = options.ai
    ? openAiEngine({ ...options.ai, timeoutMs: options.timeoutMs ?? 20_000 })
    : undefined;
  return {
    engineName: model?.name ?? builtinEngine.name,
    async answer(question, sink) {
      const retriever = await retrieverReady;
      const hits = retriever.search(question, 4);
      const request = {
        question,
        hits,
        unknownWords: hits.length > 0 ? retriever.unknownWords(question) : [],
      };
      // Without any passage the model has nothing to ground an answer in: say so, never guess.
      if (!model || hits.length === 0) return builtinEngine.answer(request, sink);
      return withFallback(model, request, sink);
    },
  };
}
