// The built-in assistants' speed and weight: p50/p95 answer time over the development set's
// questions, and the server memory the engine adds (RSS before and after building it, in this
// process). Run alone: npm run bench:assistant (npm run bench runs it too). Targets: the rule-based
// engine p95 < 50 ms, < 50 MB; the compact engine (issue 33) p95 < 20 ms, < 25 MB. Measure the
// compact engine first: the rule-based one's word vectors stay in the heap once loaded.
import { createAssistant } from "#server/assistant/assistant.ts";
import { createAssistant as createCompactAssistant } from "#server/assistant/compact/engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { evalSet } from "../scripts/assistant-eval-set.ts";

export type BenchedEngine = "rules" | "compact";

export interface AssistantBench {
  questions: number;
  p50Ms: number;
  p95Ms: number;
  addedRssMb: number;
  readyMs: number;
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function benchAssistant(rounds = 5, engine: BenchedEngine = "rules"): Promise<AssistantBench> {
  // The published content as the server holds it (the read model is the content store's, not the engine's).
  const content = readModel(
    seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
    1,
  );
  gc();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const assistant =
    engine === "compact" ? createCompactAssistant({ content: async () => content }) : createAssistant();
  await assistant.answer("hello", silentSink); // waits for the corpus, lexicon and indexes
  const readyMs = Math.round(performance.now() - started);
  gc();
  const addedRssMb = mb(process.memoryUsage().rss - before);
  // Questions only from the development set: the held-out set is for the evaluation alone.
  const questions = evalSet.map((c) => ({ question: c.question, history: c.before ?? [] }));
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const { question, history } of questions) {
      const t = performance.now();
      await assistant.answer(question, silentSink, history);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { questions: questions.length, p50Ms: at(0.5), p95Ms: at(0.95), addedRssMb, readyMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const c = await benchAssistant(5, "compact");
  console.log(
    `Assistant (compact): ${c.questions} questions × 5, p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms; engine adds ${c.addedRssMb} MB RSS; ready in ${c.readyMs} ms`,
  );
  const r = await benchAssistant();
  console.log(
    `Assistant (rules): ${r.questions} questions × 5, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms; engine adds ${r.addedRssMb} MB RSS; ready in ${r.readyMs} ms`,
  );
  process.exit(r.p95Ms < 50 && r.addedRssMb < 50 && c.p95Ms < 20 && c.addedRssMb < 25 ? 0 : 1);
}
