// Runs the evaluation sets against the built-in engine (`-- --engine compact`: the compact one): the fifty-five development sets
// (scripts/assistant-eval-set.ts, written by the engine's author, scripts/assistant-dev-set-2.ts,
// written by an examiner who never saw the engine, scripts/assistant-dev-set-3.ts, written
// from the spec and content, scripts/assistant-dev-set-4.ts, written blind from the content,
// scripts/assistant-dev-set-5.ts, written blind from the spec section by section, and
// scripts/assistant-dev-set-6.ts to -55.ts, blind probe sets first used to measure unseen questions),
// printed question by question with every failure, then the answers' shape (--shape lists the
// answers over budget or with a repeated phrase), and the
// held-out set (scripts/assistant-heldout-set.ts), printed as an aggregate only, so that nobody
// tunes the engine to its questions (docs/evaluation/assistant-heldout.md). Exits non-zero when
// any set is under 95%. Usage: npm run eval:assistant
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createAssistant } from "#server/assistant/assistant.ts";
import { createChatAssistant } from "#server/assistant/chat-assistant.ts";
import { createAssistant as createCompactAssistant } from "#server/assistant/compact/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { contentHeldOutSet } from "./assistant-content-heldout.ts";
import { isOwnShape } from "#server/assistant/builtin-engine.ts";
import { answerShape } from "#server/assistant/compose.ts";
import { type CaseResult, type EvalCase, kindOf, runCases } from "./assistant-eval.ts";
import { devSet2 } from "./assistant-dev-set-2.ts";
import { devSet3 } from "./assistant-dev-set-3.ts";
import { devSet4 } from "./assistant-dev-set-4.ts";
import { devSet5 } from "./assistant-dev-set-5.ts";
import { devSet6 } from "./assistant-dev-set-6.ts";
import { devSet7 } from "./assistant-dev-set-7.ts";
import { devSet8 } from "./assistant-dev-set-8.ts";
import { devSet9 } from "./assistant-dev-set-9.ts";
import { devSet10 } from "./assistant-dev-set-10.ts";
import { devSet11 } from "./assistant-dev-set-11.ts";
import { devSet12 } from "./assistant-dev-set-12.ts";
import { devSet13 } from "./assistant-dev-set-13.ts";
import { devSet14 } from "./assistant-dev-set-14.ts";
import { devSet15 } from "./assistant-dev-set-15.ts";
import { devSet16 } from "./assistant-dev-set-16.ts";
import { devSet17 } from "./assistant-dev-set-17.ts";
import { devSet18 } from "./assistant-dev-set-18.ts";
import { devSet19 } from "./assistant-dev-set-19.ts";
import { devSet20 } from "./assistant-dev-set-20.ts";
import { devSet21 } from "./assistant-dev-set-21.ts";
import { devSet22 } from "./assistant-dev-set-22.ts";
import { devSet23 } from "./assistant-dev-set-23.ts";
import { devSet24 } from "./assistant-dev-set-24.ts";
import { devSet25 } from "./assistant-dev-set-25.ts";
import { devSet26 } from "./assistant-dev-set-26.ts";
import { devSet27 } from "./assistant-dev-set-27.ts";
import { devSet28 } from "./assistant-dev-set-28.ts";
import { devSet29 } from "./assistant-dev-set-29.ts";
import { devSet30 } from "./assistant-dev-set-30.ts";
import { devSet31 } from "./assistant-dev-set-31.ts";
import { devSet32 } from "./assistant-dev-set-32.ts";
import { devSet33 } from "./assistant-dev-set-33.ts";
import { devSet34 } from "./assistant-dev-set-34.ts";
import { devSet35 } from "./assistant-dev-set-35.ts";
import { devSet36 } from "./assistant-dev-set-36.ts";
import { devSet37 } from "./assistant-dev-set-37.ts";
import { devSet38 } from "./assistant-dev-set-38.ts";
import { devSet39 } from "./assistant-dev-set-39.ts";
import { devSet40 } from "./assistant-dev-set-40.ts";
import { devSet41 } from "./assistant-dev-set-41.ts";
import { devSet42 } from "./assistant-dev-set-42.ts";
import { devSet43 } from "./assistant-dev-set-43.ts";
import { devSet44 } from "./assistant-dev-set-44.ts";
import { devSet45 } from "./assistant-dev-set-45.ts";
import { devSet46 } from "./assistant-dev-set-46.ts";
import { devSet47 } from "./assistant-dev-set-47.ts";
import { devSet48 } from "./assistant-dev-set-48.ts";
import { devSet49 } from "./assistant-dev-set-49.ts";
import { devSet50 } from "./assistant-dev-set-50.ts";
import { devSet51 } from "./assistant-dev-set-51.ts";
import { devSet52 } from "./assistant-dev-set-52.ts";
import { devSet53 } from "./assistant-dev-set-53.ts";
import { devSet54 } from "./assistant-dev-set-54.ts";
import { devSet55 } from "./assistant-dev-set-55.ts";
import { evalSet } from "./assistant-eval-set.ts";

const TARGET = 0.95;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The held-out set's cases, whatever its export is called: the file is not to be read. */
async function loadHeldOut(): Promise<EvalCase[] | undefined> {
  const file = path.join(import.meta.dirname, "assistant-heldout-set.ts");
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const cases = Object.values(module).find((value) => Array.isArray(value));
  return cases as EvalCase[] | undefined;
}

function byKind(results: CaseResult[]): string {
  const counts = new Map<string, { correct: number; total: number }>();
  for (const r of results) {
    const kind = kindOf(r.case);
    const count = counts.get(kind) ?? { correct: 0, total: 0 };
    count.total++;
    if (!r.problem) count.correct++;
    counts.set(kind, count);
  }
  return [...counts].map(([kind, c]) => `${kind} ${c.correct}/${c.total}`).join(", ");
}

function summary(name: string, results: CaseResult[]): number {
  const correct = results.filter((r) => !r.problem).length;
  const share = results.length ? correct / results.length : 0;
  console.log(
    `${name}: ${correct}/${results.length} answered correctly (${percent(share)}, target ${percent(TARGET)}); by kind: ${byKind(results)}`,
  );
  return share;
}

// --engine compact: the engine that reads the published content (issue 33), over the seed's read
// model; --engine hybrid: that one for typed facts and changed documents, the rule-based one for the rest.
const engine = process.argv.includes("compact")
  ? "compact"
  : process.argv.includes("hybrid")
    ? "hybrid"
    : "rules";
const compact = engine !== "rules";
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant =
  engine === "compact"
    ? createCompactAssistant({ content: async () => seeded })
    : engine === "hybrid"
      ? createChatAssistant({ engine: "hybrid", content: async () => seeded })
      : createAssistant();
console.log(`Engine: ${engine}`);

function printFailures(results: CaseResult[]): void {
  for (const r of results.filter((r) => r.problem)) {
    const before = r.case.before?.length ? ` (after ${r.case.before.map((b) => `“${b}”`).join(", ")})` : "";
    console.log(
      `✗ ${r.case.question}${before}\n  ${r.problem}\n  answer: ${r.answer.replace(/\n+/g, " ⏎ ")}`,
    );
  }
}

const developmentSets: [name: string, cases: EvalCase[]][] = [
  ["Development set 1 (author's)", evalSet],
  ["Development set 2 (examiner's)", devSet2],
  ["Development set 3 (written from the spec and content)", devSet3],
  ["Development set 4 (blind, written from the content)", devSet4],
  ["Development set 5 (blind, written from the spec)", devSet5],
  ["Development set 6 (blind, visitors' personas)", devSet6],
  ["Development set 7 (blind, written from the spec)", devSet7],
  ["Development set 8 (blind, the spec and visitors' situations)", devSet8],
  ["Development set 9 (blind, the spec and the issue's facts)", devSet9],
  ["Development set 10 (blind, visitors' personas and conversations)", devSet10],
  ["Development set 11 (blind, site actions, policies and gaps)", devSet11],
  ["Development set 12 (blind, six visitors over a few turns)", devSet12],
  ["Development set 13 (blind, the most-asked facts in many wordings)", devSet13],
  ["Development set 14 (blind, a broad mix)", devSet14],
  ["Development set 15 (blind, an acceptance tester's mix)", devSet15],
  ["Development set 16 (blind, the spec section by section)", devSet16],
  ["Development set 17 (blind, fourteen visitors' conversations)", devSet17],
  ["Development set 18 (blind, clients, employers, parents and advice)", devSet18],
  ["Development set 19 (blind, what the site says and what it does not)", devSet19],
  ["Development set 20 (blind, long stories and very short messages)", devSet20],
  ["Development set 21 (blind, comparisons and decisions)", devSet21],
  ["Development set 22 (blind, free text from passages)", devSet22],
  ["Development set 23 (blind, doing things on the site)", devSet23],
  ["Development set 24 (blind, conversations over several turns)", devSet24],
  ["Development set 25 (blind, multi-part and comparisons on a phone)", devSet25],
  ["Development set 26 (blind, a cautious student, parents and employers)", devSet26],
  ["Development set 27 (blind, clients, site actions and out-of-scope)", devSet27],
  ["Development set 28 (blind, the spec section by section)", devSet28],
  ["Development set 29 (blind, the issue's kinds of failure in new words)", devSet29],
  ["Development set 30 (blind, ten visitors on their phones)", devSet30],
  ["Development set 31 (blind, free text from passages)", devSet31],
  ["Development set 32 (blind, an acceptance tester's sweep)", devSet32],
  ["Development set 33 (blind, a replica of the hidden set)", devSet33],
  ["Development set 34 (blind, people deciding)", devSet34],
  ["Development set 35 (blind, four-turn conversations)", devSet35],
  ["Development set 36 (blind, phone-typed in a hurry)", devSet36],
  ["Development set 37 (blind, honesty at the edge)", devSet37],
  ["Development set 38 (blind, multi-part messages)", devSet38],
  ["Development set 39 (blind, people, stories and passages)", devSet39],
  ["Development set 40 (blind, doing things on the site and after)", devSet40],
  ["Development set 41 (blind, unusual vocabulary and register)", devSet41],
  ["Development set 42 (blind, conversations leaning on earlier turns)", devSet42],
  ["Development set 43 (blind, the company and its client work)", devSet43],
  ["Development set 44 (blind, a would-be student's worries)", devSet44],
  ["Development set 45 (blind, money and comparisons)", devSet45],
  ["Development set 46 (blind, two or three asks in one message)", devSet46],
  ["Development set 47 (blind, phone conversations, follow-ups and text-speak)", devSet47],
  ["Development set 48 (blind, a life story before the ask)", devSet48],
  ["Development set 49 (blind, applying and admission)", devSet49],
  ["Development set 50 (blind, comparisons through follow-ups)", devSet50],
  ["Development set 51 (blind, business clients and employers)", devSet51],
  ["Development set 52 (blind, free text from passages)", devSet52],
  ["Development set 53 (blind, a situation and two or three asks)", devSet53],
  ["Development set 54 (blind, students during the course)", devSet54],
  ["Development set 55 (blind, the edge of what the site says)", devSet55],
];
const developmentResults: CaseResult[][] = [];
for (const [, cases] of developmentSets) {
  const results = await runCases(assistant, cases);
  printFailures(results);
  developmentResults.push(results);
}
const devShares = developmentSets.map(([name], i) => summary(name, developmentResults[i]!));
summary("All development sets", developmentResults.flat());
if (!compact) printShape(developmentResults.flat());

/**
 * The answers' shape over the development sets (server/assistant/compose.ts has the budget):
 * how many say more than one answer sentence per part asked and two supporting sentences, and
 * how many say a 5-word phrase twice. `--shape` lists them.
 */
function printShape(results: CaseResult[]): void {
  const shaped = results.map((r) => ({ r, shape: answerShape(r.case.question, r.answer, isOwnShape) }));
  const over = shaped.filter((s) => s.shape.over);
  const repeated = shaped.filter((s) => s.shape.repeated);
  const lists = shaped.filter((s) => s.shape.kind === "list").length;
  console.log(
    `Answer shape (development sets): ${over.length}/${results.length} over the sentence budget, ${repeated.length} with a repeated phrase (${lists} lists)`,
  );
  if (!process.argv.includes("--shape")) return;
  for (const { r, shape } of [...over, ...repeated.filter((s) => !s.shape.over)])
    console.log(
      `~ ${r.case.question} [${shape.sentences} sentences, ${shape.parts} part(s)${shape.repeated ? `, repeats “${shape.repeated}”` : ""}]\n  ${r.answer.replace(/\n+/g, " ⏎ ")}`,
    );
}

// --dev: the development set only, for tuning runs (the held-out set is for checkpoints).
const heldOutCases = process.argv.includes("--dev") ? undefined : await loadHeldOut();
let heldOutShare = 0;
if (heldOutCases) {
  // Aggregate only: printing its questions or failures would turn it into a second development set.
  heldOutShare = summary("Held-out set", await runCases(assistant, heldOutCases));
  // Issue 33's held-out set, its expectations computed from the content: aggregate only too.
  summary("Held-out set computed from the content", await runCases(assistant, contentHeldOutSet(seeded)));
} else {
  console.log("Held-out set: not run (--dev, or scripts/assistant-heldout-set.ts is missing)");
}
process.exit(devShares.every((share) => share >= TARGET) && heldOutShare >= TARGET ? 0 : 1);
