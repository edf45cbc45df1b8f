/**
 * The blog's own view asked for: after a story ("I do customer support and reproduce bugs all
 * day… is manual testing enough for a career, or do I have to learn automation? What's your
 * take?", "managers keep challenging our dashboards… what should we be checking before we build
 * any charts?") or as a concept question a post settles ("is an empty cell the same thing as a
 * zero?", "what does a human tester catch that an automated script won't?"). Read whole, the
 * story's words picked a course's audience or a director's bio; the advice is the post's. The
 * post is the one whose own words (those no other post uses) the message says most; its answer
 * is the section the message's words point to, else the post's thesis: the checks or steps its
 * opening announces, or its description. Every sentence is the post's. Undefined when the message
 * asks about the provider's own things (a course, a fee, a class) or no post stands out.
 */
import { blogPassages } from "./corpus.ts";
import type { Passage } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";

/** An opinion or advice asked for, not a fact about the provider. */
const adviceCue =
  /\b(what'?s|what is) your (take|view|opinion|advice)|\bwhat do you (reckon|think|suggest|recommend|advise)|\bwhat would you (advise|recommend|suggest|say|do)|\bany (tips|advice|suggestions)\b|\bdo you agree\b|\bis (that|this|it) a good idea\b|\bin your (opinion|view|experience)\b|\bshould (i|we) (be worried|just|bother)\b|\bis there still a place\b|\bwhat should (i|we) (be )?(check|checking|look|looking|focus|focusing)\b|\byour advice\b/i;

/** A concept the posts settle: "is X the same (thing) as Y", "what does X catch that Y won't". */
const conceptCue =
  /\b(is|are) an? [\w ]{2,30} the same (thing )?as\b|\bwhat (does|do|can|will) (an? |the )?[\w ]{2,30} (catch|find|spot|notice)s? that\b|\bwhat (kinds?|sorts?) of bugs (does|do|can)\b|\b(count|counted|treat|treated) (\w+ ){0,3}as (an? )?\w+\b/i;

/** The provider's own things: a message about these wants a typed fact, not a post's advice. */
const ownThings =
  /\b(your|the) (course|program|programme|class|classes|fees?|intake|timetable|campus|office)\b|\b(courses?|programs?|enrol\w*|tuition|fees?|price|cost|intake|scholarship|refund|instal+ments?)\b/i;

const stop = new Set(
  "about after again also always anyone because been before being both cant could does doing dont down each even every from have having here into just keep keeps know like made make many more most much need only other over really same should since some still such than that their them then there these they thing things this those through very want what when where which while will with would your yours whats youre were into onto just going year years month months week weeks ".split(
    " ",
  ),
);

/** Words that name the same side of a question ("a human tester", "a person using it", "manual"). */
const sameSide: Record<string, string> = {
  human: "manual",
  humans: "manual",
  person: "manual",
  manually: "manual",
  hand: "manual",
  blank: "missing",
  blanks: "missing",
  empty: "missing",
  gaps: "missing",
  missing: "missing",
  qa: "qa",
};

/** A word's comparable stem: without its ending ("testers", "testing": "test"), or the side it names. */
function stemOf(word: string): string {
  if (sameSide[word]) return sameSide[word]!;
  const bare = word.replace(/(ations?|ions?|ings?|ers?|ed|es|s|ly|e)$/, "");
  return (bare.length >= 4 ? bare : word).slice(0, 6);
}

function stems(text: string): Set<string> {
  const words =
    text
      .toLowerCase()
      .replace(/[’']/g, "")
      .match(/[a-z]+/g) ?? [];
  return new Set(words.filter((w) => (w.length >= 4 || sameSide[w]) && !stop.has(w)).map(stemOf));
}

interface Post {
  slug: string;
  sections: Passage[];
  about: Passage | undefined;
  words: Set<string>;
  title: Set<string>;
}

let cached: Post[] | undefined;
function posts(): Post[] {
  if (cached) return cached;
  const bySlug = new Map<string, Passage[]>();
  for (const p of blogPassages()) {
    const m = /^blog:(.+):([^:]+)$/.exec(p.id);
    if (!m) continue;
    bySlug.set(m[1]!, [...(bySlug.get(m[1]!) ?? []), p]);
  }
  cached = [...bySlug].map(([slug, ps]) => {
    const sections = ps.filter((p) => /:\d+$/.test(p.id));
    const about = ps.find((p) => p.id.endsWith(":about"));
    const words = new Set<string>();
    for (const p of ps) for (const s of stems(`${p.title} ${p.keywords} ${p.text}`)) words.add(s);
    return { slug, sections, about, words, title: stems(ps[0]?.title ?? "") };
  });
  return cached;
}

/**
 * The post whose own words the message says most, each word weighed by how few posts use it:
 * at least two, and clearly more than any other post's.
 */
function postFor(message: Set<string>): Post | undefined {
  const all = posts();
  const scored = all
    .map((post) => {
      let score = 0;
      // A word of the post's title ("testing", "junior", "charts") says its topic: it weighs double.
      for (const s of message)
        if (post.words.has(s))
          score += (post.title.has(s) ? 2 : 1) / all.filter((o) => o.words.has(s)).length;
      return { post, score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < 2 || (next && next.score > best.score - 1)) return undefined;
  return best.post;
}

/** Words of a section's heading count twice: it says what the section is about. */
function sectionScore(section: Passage, words: Set<string>): number {
  const heading = stems(section.keywords.replace(/^blog article/, ""));
  const body = stems(section.text);
  let score = 0;
  for (const w of words) score += heading.has(w) ? 2 : body.has(w) ? 1 : 0;
  return score;
}

/** The section's sentence that says most of the words, with what follows it. */
function sentenceReply(section: Passage, words: Set<string>): Reply {
  const all = section.text.split(/\n\n/).flatMap((para) => sentencesOf(para));
  let best = 0;
  let bestScore = -1;
  all.forEach((s, i) => {
    const own = stems(s);
    const score = [...words].filter((w) => own.has(w)).length;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return {
    lead: all[best]!,
    more: all.slice(best + 1, best + 3).filter((t) => t.length < 240),
    sources: [{ title: section.title, href: section.href.split("#")[0]! }],
  };
}

/** The post's thesis: the checks or steps its opening announces, else its description. */
function thesis(post: Post): Reply | undefined {
  const opening = post.sections[0];
  // "Before you build a chart, run these five checks: count the rows…": a counted list of steps.
  const announced =
    opening &&
    sentencesOf(opening.text.replace(/\n\n/g, " ")).find((s) =>
      /\b(these|the following) (two|three|four|five|six|seven|\d+) \w+:\s[^.]+,[^.]+ and /i.test(s),
    );
  if (announced && opening)
    return { lead: announced, more: [], sources: [{ title: opening.title, href: "/blog" }] };
  // An opening that lists the sections by name only is no advice yet: the post's lines answer.
  if (!post.about || opening?.text.includes(":")) return undefined;
  // "Mei Lin Chen wrote the blog post “…”. Automation does not replace manual testing. Here is…"
  const described = sentencesOf(post.about.text).slice(1);
  const closing = post.sections.at(-1);
  const last = closing ? sentencesOf(closing.text.split(/\n\n/).at(-1) ?? "")[0] : undefined;
  if (described.length === 0) return undefined;
  return {
    lead: described[0]!,
    more: last ? [last] : described.slice(1, 2),
    sources: [{ title: post.about.title, href: "/blog" }],
  };
}

/**
 * The blog's answer to a message asking its advice after a story, or a concept a post settles.
 * Undefined when the message is no such ask, is about the provider's own things, or no post
 * stands out by its own words.
 */
export function adviceAsked(message: string): Reply | undefined {
  const advice = adviceCue.test(message);
  const concept = !advice && conceptCue.test(message);
  if (!advice && !concept) return undefined;
  if (ownThings.test(message)) return undefined;
  const post = postFor(stems(message));
  if (!post) return undefined;
  // The whole message chose the post; its words (the story's too: "…I keep getting stuck") may
  // point to one section.
  // "…what a human tester catches that a script won't": the thing set against it does not point.
  const asked = concept ? message.replace(/\bthat\b(?![^?]*\bthe same\b).*$/i, "") : message;
  // The post's topic ("charts", "checks" of "Clean data first, charts second") points to no section.
  const topic = stems(
    `${post.sections[0]?.title ?? ""} ${post.about ? sentencesOf(post.about.text).slice(1).join(" ") : ""}`,
  );
  // (A concept question names its side with them: "what do manual testers spot…" keeps "manual".)
  const words = new Set([...stems(asked)].filter((w) => concept || !topic.has(w)));
  // The section the message's words point to, when one says clearly more of them than the rest.
  const scored = post.sections.map((s) => ({ s, score: sectionScore(s, words) }));
  const top = Math.max(...scored.map((x) => x.score));
  const best = scored.find((x) => x.score === top);
  const second = Math.max(...scored.filter((x) => x !== best).map((x) => x.score), 0);
  if (concept) return best && top >= 2 && top > second ? sentenceReply(best.s, words) : undefined;
  // A story's many words touch many sections: only one it points to clearly supports the thesis.
  const pointed = best && top >= 3 && top > second;
  // Advice leads with the post's thesis; the section the story points to supports it.
  const main = thesis(post);
  const support = pointed ? sentenceReply(best.s, words) : undefined;
  if (!main) return support;
  if (!support || main.lead.includes(support.lead)) return main;
  return { ...main, more: [support.lead] };
}
