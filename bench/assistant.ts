// The built-in assistant's speed and weight: p50/p95 answer time over both evaluation sets'
// questions (the whole corpus indexed), and the server memory the engine adds (RSS before and
// after building it, in this process). Run alone: node --expose-gc --import tsx bench/assistant.ts
// (npm run bench runs it too). Targets: p95 < 50 ms, < 50 MB.
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { evalSet } from "../scripts/assistant-eval-set.ts";

export interface AssistantBench {
  questions: number;
  p50Ms: number;
  p95Ms: number;
  addedRssMb: number;
  readyMs: number;
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function benchAssistant(rounds = 5): Promise<AssistantBench> {
  gc();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const assistant = createAssistant();
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
  const r = await benchAssistant();
  console.log(
    `Assistant (built-in): ${r.questions} questions × 5, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms; engine adds ${r.addedRssMb} MB RSS; ready in ${r.readyMs} ms`,
  );
  process.exit(r.p95Ms < 50 && r.addedRssMb < 50 ? 0 : 1);
}
