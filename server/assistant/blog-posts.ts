/**
 * Questions about the blog's posts themselves rather than their advice: which post is the newest
 * or the oldest, and who wrote the one a follow-up names ("and the one about testing?" after "who
 * wrote the post about the first 90 days?"). Read from the posts' byline passages (corpus.ts:
 * "X wrote the blog post “T”, published on D. About.", with the front matter's date), so the answer is
 * the post's own front matter.
 */
import { type Passage, postByDateSentence } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";
import { contentTerms } from "./retrieval.ts";

const bylines = (passages: Passage[]) => passages.filter((p) => /^blog:.+:about$/.test(p.id));

const postWord = /\b(blog|blogs|post|posts|article|articles|posted|wrote|written)\b/;
const newestWord = /\b(latest|newest|most recent|recent|recently|last (post|article|blog post|thing)|new (post|article))\b/;
const oldestWord = /\b(oldest|earliest|first (post|article|blog post|thing)( you| u)? (wrote|posted|published))\b/;

/**
 * "Which of your blog articles is the most recent one?", "what's the latest thing on your blog?",
 * "which post is the oldest?": that post's byline, with its date.
 */
export function postByDate(text: string, passages: Passage[]): Reply | undefined {
  if (!postWord.test(text)) return undefined;
  const oldest = oldestWord.test(text);
  if (!oldest && !newestWord.test(text)) return undefined;
  // The front matter's date (YYYY-MM-DD) orders them as written.
  const dated = bylines(passages)
    .filter((p) => p.date !== undefined)
    .sort((a, b) => (oldest ? a.date!.localeCompare(b.date!) : b.date!.localeCompare(a.date!)));
  const first = dated[0];
  if (!first) return undefined;
  const [byline = "", ...about] = sentencesOf(first.text);
  const said = /^(.+?) wrote the blog post “(.+?)”, published on ([^.]+)\.$/.exec(byline);
  return {
    lead: said
      ? postByDateSentence(oldest ? "oldest" : "latest", said[2]!, said[1], said[3]!)
      : `Our ${oldest ? "oldest" : "latest"} blog post: ${byline}`,
    more: [about.join(" ")].filter(Boolean),
    sources: [{ title: first.title, href: first.href }],
  };
}

const whoWrote = /\bwho (wrote|writes|has written|authored|is the author of|s the author of)\b|\bwritten by\b|\bauthor\b/;
const followUpShape = /^(and|what about|how about|also|plus|ok and|okay and|then)\b|\b(that|the|this) one\b/;

/**
 * "and the one about manual vs automated testing?" after "who wrote the post about the first 90
 * days?": who wrote is still asked, of the post this question names (the byline sharing most of
 * its words, and not the one asked about before).
 */
export function bylineFollowUp(text: string, before: string | undefined, passages: Passage[]): Passage | undefined {
  if (!before || whoWrote.test(text) || !whoWrote.test(before.toLowerCase()) || !followUpShape.test(text)) return undefined;
  const asked = contentTerms(text).filter((t) => !/^(blog|post|article|one|about)$/.test(t));
  if (asked.length === 0) return undefined;
  const scored = bylines(passages)
    .map((p) => {
      const own = new Set(contentTerms(`${p.title} ${p.text}`));
      return { p, s: asked.filter((t) => own.has(t) || [...own].some((o) => o.length > 4 && t.length > 4 && (o.startsWith(t) || t.startsWith(o)))).length };
    })
    .sort((a, b) => b.s - a.s);
  const [best, next] = scored;
  return best && best.s > 0 && (!next || best.s > next.s) ? best.p : undefined;
}
