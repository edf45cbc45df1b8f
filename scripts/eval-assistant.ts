// Runs the assistant's evaluation set against the built-in engine and prints the share answered
// correctly. Exits non-zero below the 90% target. Usage: npm run eval:assistant
import { createAssistant } from "#server/assistant/assistant.ts";
import { NO_ANSWER } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { type EvalCase, evalSet } from "./assistant-eval-set.ts";

const TARGET = 0.9;

function check(answer: string, c: EvalCase): string | undefined {
  const lower = answer.toLowerCase();
  if (c.none) return answer === NO_ANSWER ? undefined : "expected 'no answer' with contact links";
  if (answer === NO_ANSWER) return "said it has no answer";
  const missing = (c.facts ?? []).filter((f) => !lower.includes(f.toLowerCase()));
  if (missing.length > 0) return `missing ${missing.map((m) => `"${m}"`).join(", ")}`;
  const present = (c.absent ?? []).filter((a) => lower.includes(a.toLowerCase()));
  if (present.length > 0)
    return `says ${present.map((p) => `"${p}"`).join(", ")}, which the content does not`;
  if (c.link && !answer.includes(`](${c.link})`)) return `no link to ${c.link}`;
  return undefined;
}

const assistant = createAssistant();
let correct = 0;
for (const c of evalSet) {
  const answer = await assistant.answer(c.question, silentSink);
  const problem = check(answer, c);
  if (problem === undefined) correct++;
  else console.log(`✗ ${c.question}\n  ${problem}\n  answer: ${answer.replace(/\n+/g, " ⏎ ")}`);
}
const share = correct / evalSet.length;
console.log(
  `Assistant (built-in engine): ${correct}/${evalSet.length} answered correctly (${(share * 100).toFixed(1)}%, target ${TARGET * 100}%)`,
);
process.exit(share >= TARGET ? 0 : 1);
