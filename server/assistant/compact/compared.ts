/**
 * "What's the difference between being waitlisted and being rejected?", "waitlisted vs rejected":
 * two things compared that are no program, service, person or post (typed comparisons answer
 * those, ./facts.ts). Each thing is found on its own, and the answer says each one's passage.
 * Things compared are usually of one kind (two statuses, two forms), so of the close candidates
 * the two passages with one title (two sections of one list) are preferred.
 */
import { bestSentences } from "./compose.ts";
import type { Reply } from "./facts.ts";
import type { Knowledge } from "./knowledge.ts";
import { termsOf } from "./language.ts";
import { unknownWords } from "./requests.ts";
import { type Hit, retrieve } from "./retrieval.ts";

/** Where the second thing's words end: "…and enrolled on my application?". */
const thingEnd = /\s+(?:on|in|for|when|at|with|from|if|regarding)\s+.*$|[?!.,;:].*$/;

/** The two things a question compares, when it compares two. */
export function comparedThings(text: string): [string, string] | undefined {
  const between = /\bdifference\s+between\s+(.+?)\s+and\s+(.+)$/.exec(text);
  const versus = /^(?:(?:so|ok|okay|and)\s+)?(.+?)\s+(?:vs\.?|versus)\s+(.+)$/.exec(text);
  const m = between ?? versus;
  if (!m) return undefined;
  const first = m[1]!.replace(/[?!.,;:].*$/, "").trim();
  const second = m[2]!.replace(thingEnd, "").trim();
  return termsOf(first).length > 0 && termsOf(second).length > 0 ? [first, second] : undefined;
}

/** How many candidates of each thing are weighed against each other. */
const CANDIDATES = 5;

/**
 * Each compared thing's passage, as one reply each; undefined unless both are found (at
 * `confidence`) in two different passages.
 */
export function comparedReplies(
  k: Knowledge,
  things: [string, string],
  confidence: number,
): { replies: Reply[]; hits: Hit[] } | undefined {
  const [a, b] = things.map((thing) =>
    retrieve(k, thing)
      .hits.slice(0, CANDIDATES)
      .filter((h) => h.coverage >= confidence),
  );
  if (!a?.length || !b?.length) return undefined;
  // "the time difference between Sydney and London": a thing the content never names is not ours.
  if (things.some((thing) => unknownWords(k, thing).length > 0)) return undefined;
  const topA = a[0]!.score;
  const topB = b[0]!.score;
  let best: [Hit, Hit] | undefined;
  let bestScore = 0;
  for (const x of a)
    for (const y of b) {
      if (x.passage.id === y.passage.id) continue;
      const score = x.score / topA + y.score / topB + (x.passage.title === y.passage.title ? 1 : 0);
      if (score > bestScore) {
        best = [x, y];
        bestScore = score;
      }
    }
  if (!best) return undefined;
  // Each passage must tell its thing apart from the other: one that says the other thing's words
  // too ("enrolled" is a word of applying) speaks of both, and is no side of the comparison.
  const [x, y] = best;
  const says = (h: Hit, thing: string) => termsOf(thing).every((t) => h.passage.terms.includes(t));
  if (says(x, things[1]) || says(y, things[0])) return undefined;
  const replies = best.map((h, i) => ({
    text: bestSentences(h.passage.text, things[i]!, 2),
    sources: [{ title: h.passage.title, href: h.passage.href }],
  }));
  return { replies, hits: best };
}
