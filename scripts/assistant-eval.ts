/**
 * How an evaluation case is checked, shared by `npm run eval:assistant` and the unit tests.
 * A case: earlier questions of the same conversation (`before`, asked first, in order), the
 * question, and what a correct answer holds: every `facts` item, one item of each `anyOf` list,
 * a Markdown link to `link`, none of `absent`; or, with `none`, the honest no-answer reply.
 * Matching is case-insensitive.
 */
import type { Assistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

export interface EvalCase {
  before?: string[];
  question: string;
  facts?: string[];
  anyOf?: string[][];
  link?: string;
  /** Text that must not appear, e.g. a price the content does not give. */
  absent?: string[];
  none?: true;
  /**
   * The content does not say yes to it: the answer may be the honest no-answer reply, or an answer
   * that does not open with "Yes" (and holds the other expectations).
   */
  noYes?: true;
  /** The kind of question, for the per-kind counts (paraphrase, typo, follow-up…). */
  kind?: string;
}

/** Why an answer fails the case, or undefined when it passes. */
export function checkAnswer(answer: string, c: EvalCase): string | undefined {
  const lower = answer.toLowerCase();
  if (c.none) return isNoAnswer(answer) ? undefined : "expected the honest 'no answer' with contact links";
  if (c.noYes && isNoAnswer(answer)) return undefined;
  if (c.noYes && /^\W*(yes|yep|yeah|sure|of course|absolutely)\b/i.test(answer))
    return "said yes to something the content does not say";
  if (isNoAnswer(answer)) return "said it has no answer";
  const missing = (c.facts ?? []).filter((f) => !lower.includes(f.toLowerCase()));
  if (missing.length > 0) return `missing ${missing.map((m) => `"${m}"`).join(", ")}`;
  const noneOf = (c.anyOf ?? []).filter((options) => !options.some((o) => lower.includes(o.toLowerCase())));
  if (noneOf.length > 0) return `missing one of ${noneOf.map((o) => `[${o.join(" | ")}]`).join(", ")}`;
  const present = (c.absent ?? []).filter((a) => lower.includes(a.toLowerCase()));
  if (present.length > 0) return `says ${present.map((p) => `"${p}"`).join(", ")}, which it should not`;
  if (c.link && !answer.includes(`](${c.link})`)) return `no link to ${c.link}`;
  return undefined;
}

/** Asks the case's earlier questions first (each with the conversation so far), then the question. */
export async function askCase(assistant: Assistant, c: EvalCase): Promise<string> {
  const history: string[] = [];
  for (const earlier of c.before ?? []) {
    await assistant.answer(earlier, silentSink, [...history]);
    history.push(earlier);
  }
  return assistant.answer(c.question, silentSink, history);
}

export interface CaseResult {
  case: EvalCase;
  answer: string;
  problem: string | undefined;
}

export async function runCases(assistant: Assistant, cases: EvalCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const answer = await askCase(assistant, c);
    results.push({ case: c, answer, problem: checkAnswer(answer, c) });
  }
  return results;
}

/** A case's kind for the per-kind counts: its own label, else what its shape says. */
export function kindOf(c: EvalCase): string {
  if (c.kind) return c.kind;
  if (c.none) return "no answer";
  if (c.before?.length) return "follow-up";
  return "answer";
}
