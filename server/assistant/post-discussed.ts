/**
 * Who wrote a blog post and what its main point is, asked of the post the conversation is on:
 * "who wrote that?" or "what's the main point?" after "what does your blog say about cleaning data
 * before charts?", or in the same message ("anything on your blog about X? who wrote it and what's
 * the main point?"). The post is the one the message, or else the visitor's previous message, is
 * about (its best blog passage); the answer is that post's byline and its own summary (the front
 * matter's description) and closing line, never another post's byline. Read before the other
 * rules: a bare "who wrote that?" carries no topic of its own, so retrieval alone picks any post.
 */
import type { Passage } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";
import { contentTerms, type Retriever } from "./retrieval.ts";

/** Asked who wrote it: "who wrote that?", "who's the author", "and the writer of that one?" */
const authorAsked =
  /\b(who|whos|who's|who is|who was)\b.{0,25}\b(wrote|write|writes|written|writer|author|authored|penned|behind)\b|\b(the )?(author|writer)\b(?!\s+(of|on|about) (the |your |ur |a )?(post|article|blog|one) (about|on))/;
/** Asked for its point: "what's the main point?", "the gist", "the takeaway", "sum it up". */
const pointAsked =
  /\b(main|key|central|big|overall) (point|idea|message|takeaway|argument|lesson|thing)s?\b|\b(gist|takeaway|take-away|take away|tl;?dr|tldr|summary|sum (it|that|this) up|summari[sz]e|in a nutshell)\b|\bwhat('?s| is| was) (it|that|this)( one| post| article)? (about|saying)\b|\bwhat('?s| is) the point\b/;
/** A post named as such. */
const postWord = /\b(blog|blogs|post|posts|article|articles|piece|write-?up)\b/;
/** What a follow-up says besides its ask: pointing words only ("that one", "the post"). */
const pointing =
  /\b(who|whos|who's|is|was|wrote|write|writes|written|writer|author|authored|penned|behind|the|and|so|ok|okay|cool|thanks|it|that|this|one|post|article|blog|piece|main|key|central|big|overall|point|idea|message|takeaway|argument|lesson|thing|gist|take|away|summary|sum|up|summarise|summarize|what|whats|what's|about|saying|of|again|btw|oh|hmm|then|also|in|a|nutshell|tldr|its|it's)\b/g;

const bylineOf = (passages: Passage[], slug: string) => passages.find((p) => p.id === `blog:${slug}:about`);

/** The post a text is about: the slug of its best blog passage among the first hits. */
function postOf(text: string, retriever: Retriever, firstOnly: boolean): string | undefined {
  const hits = retriever.search(text, 6);
  const blog = hits.filter((h) => /^blog:[^:]+:(\d+|about)$/.test(h.passage.id));
  // Without a post word, the message must be about a post first of all (its best passage).
  const best = firstOnly ? (hits[0] && blog[0] === hits[0] ? hits[0] : undefined) : blog[0];
  return best?.passage.id.split(":")[1];
}

/** The post's closing sentence: what its last section leaves the reader with. */
function closingLine(passages: Passage[], slug: string): string | undefined {
  const sections = passages.filter((p) => new RegExp(`^blog:${slug}:\\d+$`).test(p.id));
  const last = sections.at(-1);
  return last ? sentencesOf(last.text).at(-1) : undefined;
}

/** The reply to an author or main-point ask about the post discussed, or undefined. */
export function postDiscussed(text: string, history: string[], retriever: Retriever): Reply | undefined {
  const t = text.toLowerCase();
  const author = authorAsked.test(t);
  const point = pointAsked.test(t);
  if (!author && !point) return undefined;
  const ownTopic = contentTerms(t.replace(pointing, " ")).length > 0;
  let slug: string | undefined;
  if (!ownTopic) {
    // A bare follow-up: the post of the visitor's previous message, if that message was about one.
    const previous = history.at(-1)?.toLowerCase();
    if (!previous) return undefined;
    slug = postOf(previous, retriever, !postWord.test(previous));
  } else if (point && postWord.test(t)) {
    // "Anything on your blog about X? Who wrote it and what's the main point?": the post of X.
    slug = postOf(t.replace(authorAsked, " ").replace(pointAsked, " "), retriever, false);
  }
  if (!slug) return undefined;
  const byline = bylineOf(retriever.passages, slug);
  if (!byline) return undefined;
  const said = /^(.+?) wrote the blog post “(.+?)”, published on ([^.]+)\.\s*(.*)$/s.exec(byline.text);
  if (!said) return undefined;
  const [, writer, title, date, description] = said;
  const closing = closingLine(retriever.passages, slug);
  const sources = [{ title: byline.title, href: byline.href }];
  if (author && !point)
    return {
      lead: `${writer} wrote “${title}”, published on ${date}.`,
      more: [description!].filter(Boolean),
      sources,
    };
  const pointLead = `The main point of “${title}”: ${description}`;
  return {
    lead: author ? `${writer} wrote “${title}”. Its main point: ${description}` : pointLead,
    more: closing && !author ? [closing] : closing ? [closing] : [],
    sources,
  };
}
