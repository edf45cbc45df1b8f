/**
 * "If a few weeks in I can't keep up with the time difference and stop coming, do I get the fee
 * back?": the visitor's situation told as the condition of their ask. The condition is no ask of
 * its own: a fact about the world it names (the time difference, the weather) must not turn the
 * whole message into one the site cannot answer, when the ask after the comma (the refund) is one
 * it can. This reads the message without that leading condition.
 */

/** A leading condition: "if …,", "when …,", "say …,", "suppose …,", "in case …,". */
const condition =
  /^\s*(if|when|whenever|once|suppose|supposing|say|assuming|in case|given that|because|since)\b[^,?]{3,}?,\s*(?=\S)/i;

/**
 * The message with the condition before its last ask taken away (the sentences before it kept);
 * undefined when its last ask has no such condition, or nothing is asked after it.
 */
export function withoutCondition(question: string): string | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const index = sentences.findLastIndex((s) => s.includes("?"));
  if (index < 0) return undefined;
  const ask = sentences[index]!;
  const lead = condition.exec(ask);
  if (!lead) return undefined;
  const rest = ask.slice(lead[0].length);
  if (rest.replace(/[?!.\s]/g, "").length < 6) return undefined;
  return [...sentences.slice(0, index), rest, ...sentences.slice(index + 1)].join(" ");
}

/**
 * What is told (the sentences before the last ask, and its condition) and the ask after the
 * condition, apart: "If I move to Dubai and stop attending, is the fee refunded?" is "is the fee
 * refunded?" said after "If I move to Dubai and stop attending". Undefined as withoutCondition.
 */
export function conditionApart(question: string): [string, string] | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const index = sentences.findLastIndex((s) => s.includes("?"));
  if (index < 0 || index < sentences.length - 1) return undefined;
  const ask = sentences[index]!;
  const lead = condition.exec(ask);
  if (!lead) return undefined;
  const rest = ask.slice(lead[0].length).trim();
  if (rest.replace(/[?!.\s]/g, "").length < 6) return undefined;
  const told = [...sentences.slice(0, index), lead[0].trim().replace(/,$/, ".")].join(" ");
  return [told, rest];
}
