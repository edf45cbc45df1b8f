/**
 * What a blog post says, asked by its sections: "in the clean data article what's the first
 * check?" (its first section after the opening), "what does the post say about the extremes?" (the
 * section whose heading names it), and "what does your blog say I should do before making charts?"
 * (the post's whole advice: the list its opening announces, else its own summary). Only for a
 * message that names a post (blog, article, post): the sentence matcher otherwise answers a
 * section's word with the closest line anywhere in the post ("what should I do before charts" got
 * the last check alone). A message with two section asks gets both ("the first check, and what
 * pandas thing does it mention for types").
 */
import type { Passage } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";
import { contentTerms, type Retriever } from "./retrieval.ts";

const postWord = /\b(blog|blogs|post|posts|article|articles|write-?up)\b/;
/** Asked for the post's advice as a whole: "what does it say I should do", "what do you recommend". */
const wholeAdvice =
  /\bwhat (does|do|did) (ur|your|the|that|this|ya) (blog|article|post)s? (say|says|recommend|suggest|tell)\b.{0,30}\b(should|to do|do first|need to)\b/;
const ordinals: [RegExp, number][] = [
  [/\b(first|1st|one|1)\b/, 1],
  [/\b(second|2nd|two|2)\b/, 2],
  [/\b(third|3rd|three|3)\b/, 3],
  [/\b(fourth|4th|four|4)\b/, 4],
  [/\b(fifth|5th|five|5)\b/, 5],
];
const unit = "(check|step|tip|point|thing|habit|section|rule|stage|part)s?";
/** "the first check", "check number two", "step 3". */
const ordinalAsk = new RegExp(
  `\\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th) ${unit}\\b|\\b${unit} (number |no\\.? |#)?(one|two|three|four|five|[1-5])\\b`,
);
/** Heading words that name no topic ("Look at…", "Check the…", "Then build…", "What … is good at"). */
const plainHeadingWords = new Set([
  "look",
  "check",
  "then",
  "build",
  "what",
  "good",
  "why",
  "how",
  "simple",
  "way",
  "decide",
  "we",
  "teach",
]);

/** The ask's own words ("what does the post say about…"), which choose no section. */
const askWords = new Set(
  contentTerms("say says said tell tells mention mentions talk talks post article blog thing about"),
);

const sectionsOf = (passages: Passage[], slug: string) =>
  passages.filter((p) => new RegExp(`^blog:${slug}:\\d+$`).test(p.id));
const headingOf = (p: Passage) => p.keywords?.replace(/^blog article\s*/, "") ?? "";
const termsOf = (text: string) => new Set(contentTerms(text));

/** The sentence of a section that shares most of the message's words (its first when none does). */
function bestSentence(section: Passage, asked: Set<string>): [string, string | undefined] {
  const sentences = sentencesOf(section.text);
  let best = 0;
  let score = 0;
  sentences.forEach((s, i) => {
    const n = contentTerms(s).filter((w) => asked.has(w)).length;
    if (n > score) [best, score] = [i, n];
  });
  return [sentences[best] ?? section.text, sentences[best + 1]];
}

function postOf(text: string, retriever: Retriever): string | undefined {
  const blog = retriever.search(text, 8).filter((h) => /^blog:[^:]+:(\d+|about)$/.test(h.passage.id));
  return blog[0]?.passage.id.split(":")[1];
}

export function postSections(text: string, retriever: Retriever): Reply | undefined {
  const t = text.toLowerCase();
  if (!postWord.test(t)) return undefined;
  const slug = postOf(t, retriever);
  if (!slug) return undefined;
  const sections = sectionsOf(retriever.passages, slug);
  const byline = retriever.passages.find((p) => p.id === `blog:${slug}:about`);
  const title = sections[0]?.title ?? "";
  const titleTerms = termsOf(title);
  const asked = termsOf(t);
  const sources = [{ title, href: "/blog" }];
  const replies: string[] = [];
  // "The first check": the post's Nth section after its opening.
  const ordinal = ordinalAsk.exec(t);
  let numbered: Passage | undefined;
  if (ordinal) {
    const n = ordinals.find(([re]) => re.test(ordinal[0]))?.[1];
    numbered = n === undefined ? undefined : sections.find((p) => p.id === `blog:${slug}:${n}`);
    if (numbered) {
      const [first] = bestSentence(numbered, new Set());
      const label =
        /\b(check|step|tip|point|thing|habit|section|rule|stage|part)/.exec(ordinal[0])?.[1] ?? "section";
      const nth = ["first", "second", "third", "fourth", "fifth"][n! - 1];
      replies.push(`The ${nth} ${label} in “${title}” is “${headingOf(numbered)}”: ${first}`);
    }
  }
  // "About the extremes": the section whose heading names a word of the message, not the title's.
  const named = sections.filter((p) => {
    if (p === numbered) return false;
    const words = contentTerms(headingOf(p)).filter((w) => !plainHeadingWords.has(w) && !titleTerms.has(w));
    // A heading word the post says nowhere else ("extremes"), and no word of the message that only
    // another section says ("stuck", "month"): then that other section's sentence answers.
    // (The opening is left out: it may list every section's heading.)
    const elsewhere = termsOf(
      sections
        .filter((o) => o !== p && o.id !== `blog:${slug}:0`)
        .map((o) => o.text)
        .join(" "),
    );
    const here = termsOf(`${headingOf(p)} ${p.text}`);
    const otherHeadings = termsOf(
      sections
        .filter((o) => o !== p)
        .map(headingOf)
        .join(" "),
    );
    const distinct = words.some((w) => asked.has(w) && !elsewhere.has(w) && !otherHeadings.has(w));
    const pulled = [...asked].some(
      (w) => !titleTerms.has(w) && !askWords.has(w) && elsewhere.has(w) && !here.has(w),
    );
    return distinct && !pulled;
  });
  if (named.length === 1) {
    // The heading's and the title's words chose the section; the rest choose its sentence.
    const heading = termsOf(headingOf(named[0]!));
    const rest = new Set([...asked].filter((w) => !titleTerms.has(w) && !heading.has(w)));
    const [lead, next] = bestSentence(named[0]!, rest);
    replies.push(replies.length === 0 && next ? `${lead} ${next}` : lead);
  }
  if (replies.length > 0) return { lead: replies[0]!, more: replies.slice(1), sources };
  if (named.length > 0 || !wholeAdvice.test(t)) return undefined;
  // The whole advice: the list the opening announces ("run these five checks: …"), else the summary.
  const opening = sections.find((p) => p.id === `blog:${slug}:0`);
  const list = opening ? sentencesOf(opening.text).find((s) => /:\s*\S.*,.*\band\b/.test(s)) : undefined;
  const summary = byline ? sentencesOf(byline.text).slice(1).join(" ") : "";
  const lead = list ?? summary;
  if (!lead) return undefined;
  return { lead, sources };
}
