/**
 * Questions that ask for a list ("which kinds of tests are worth automating?", "list the good
 * candidates…", "what sorts of checks…"). A passage's list answers such a question whole: cutting
 * it at three sentences drops the items the visitor asked for (issue 16: "regression" was lost).
 */

/** Words that ask for several of a thing rather than one. */
const LIST_ASK =
  /\b(which|what|wat|wot)\s+(kinds?|sorts?|types?)\s+of\b|\b(list|name|enumerate)\s+(the|all|some|your)\b|\b(all|every)\s+the\s+\w+s\b|\bcandidates?\b|\b(which|what)\s+(tests|checks|steps|things|tips|habits|kinds|parts)\b/;

/** Asking how to choose among things. */
const DECIDING = /\b(decide|deciding|choose|choosing|work out|figure out|tell)\b/;

/** Whether the question (lower-cased text) asks for every item of a list. */
export function asksForList(text: string): boolean {
  // How to decide which ("how do testers decide which tests are worth automating?") asks the way
  // to choose, not the list of what was chosen.
  const lower = text.toLowerCase();
  return LIST_ASK.test(lower) && !DECIDING.test(lower);
}

/**
 * A passage's bold-led list ("Good candidates for automation: **Critical user journeys**, …
 * **Regression checks** for…") in one sentence, every item kept, as the post writes it. Undefined when the passage holds no such list of three items or more.
 */
export function wholeList(passage: string): string | undefined {
  const start = passage.indexOf("**");
  if (start < 0) return undefined;
  const intro = /([^.!?\n]{5,80}):\s*$/.exec(passage.slice(0, start))?.[1]?.trim();
  const raw = [...passage.matchAll(/(?:^|\n|: |[.!?] )\*\*([^*]+)\*\*/g)].map((m) => m[1]!.trim());
  // A list of questions ("**Will we run it many times?**") is a way to decide, not items to name.
  if (!intro || raw.length < 3 || raw.some((i) => i.endsWith("?"))) return undefined;
  const items = raw.map((i) => i.replace(/[.!:]+$/, ""));
  // The items as the post writes them, bold: "**Critical user journeys**, … and **Regression checks**".
  const bold = items.map((i) => `**${i}**`);
  return `${intro}: ${bold.slice(0, -1).join(", ")} and ${bold.at(-1)}.`;
}

/**
 * The one passage whose list answers a question that asks for a list ("what sorts of tests should
 * a team automate?" is "Good candidates for automation: …"): its lead-in must share a word with
 * the question (`shares` counts them), more than any other passage's.
 */
export function listAnswering(
  question: string,
  passages: { text: string }[],
  shares: (intro: string) => number,
): { passage: number; list: string } | undefined {
  if (!asksForList(question)) return undefined;
  const found = passages
    .flatMap((p, passage) => {
      const list = wholeList(p.text);
      const said = list ? shares(list.slice(0, list.indexOf(":"))) : 0;
      return list && said > 0 ? [{ passage, list, said }] : [];
    })
    .sort((a, b) => b.said - a.said);
  const [best, next] = found;
  return best && (next?.said ?? 0) < best.said ? { passage: best.passage, list: best.list } : undefined;
}
