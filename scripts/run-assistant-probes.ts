// Runs the fixers' probe batches (scripts/assistant-probe-*.ts): each exported list of cases,
// scored like the evaluation sets, with the honest reply also accepted where a case says `orNone`
// (the site may not say it). The batches were written before their fixers' changes and then tuned
// to, so they are development material, not a measure of unseen questions
// (docs/evaluation/assistant-scores.md). Usage: npm run probe:assistant [-- --failures]
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { askCase, checkAnswer, type EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const showFailures = process.argv.includes("--failures");
const files = readdirSync(import.meta.dirname)
  .filter((f) => /^assistant-probe-.+\.ts$/.test(f))
  .sort();
const assistant = createAssistant();
let passed = 0;
let total = 0;
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(import.meta.dirname, file)).href)) as Record<
    string,
    unknown
  >;
  for (const [name, value] of Object.entries(module)) {
    if (!Array.isArray(value)) continue;
    const cases = value as ProbeCase[];
    let batchPassed = 0;
    for (const c of cases) {
      const answer = await askCase(assistant, c);
      const problem = c.orNone && isNoAnswer(answer) ? undefined : checkAnswer(answer, c);
      if (!problem) batchPassed++;
      else if (showFailures)
        console.log(
          `✗ ${c.question}\n  ${problem}\n  answer: ${answer.replace(/\n+/g, " ⏎ ").slice(0, 300)}`,
        );
    }
    console.log(`${file} ${name}: ${batchPassed}/${cases.length}`);
    passed += batchPassed;
    total += cases.length;
  }
}
console.log(`All probe batches: ${passed}/${total}`);
