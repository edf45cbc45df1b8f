/**
 * The blog's advice as an answer: which post a question is about and which of its lines answers
 * (postAdvice, articleSentence), when a post's advice to any reader only comes near a question
 * about the provider's own things (looseAdvice), and a post's byline (bylineReply, authorsPost).
 */
import { listAnswering } from "./list-asked.ts";
import { site } from "#content/site.ts";
import type { Passage } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";
import type { Hit, Retriever } from "./retrieval.ts";
import { articleReply, type SentenceIndex, type SentenceMatch } from "./sentences.ts";
import { testingPractice } from "./settle.ts";
import type { Understander } from "./understand.ts";
import { clientOnly, providerNamed } from "./whose-question.ts";

/**
 * "Any tips for when I'm stuck in my first dev job?": the words a post's title shares with the
 * question ("first", "developer", "job") choose the post; its sentence is the one that answers the
 * rest ("stuck": the fifteen-minute rule), not its opening line that repeats the title.
 */
function withinPost(
  best: SentenceMatch,
  ids: Set<string>,
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex,
): SentenceMatch | undefined {
  const post = best.passage.id.replace(/:[^:]+$/, "");
  const titleWords = understander.read(best.passage.title.replace(/\s*[—–:].*$/, "")).lemmas;
  const inTitle = (l: string) => titleWords.some((t) => t === l || (t.length >= 3 && l.length >= 3 && (t.startsWith(l) || l.startsWith(t))));
  const query = understander.sentenceQuery(reading);
  const rest = query.filter((q) => !inTitle(q.lemma));
  if (rest.length === query.length || !rest.some((q) => q.factor >= 0.5)) return undefined;
  const inPost = sentences.best(rest, 40).filter((m) => ids.has(m.passage.id) && m.passage.id.startsWith(`${post}:`));
  const other = inPost[0];
  const same = inPost.find((m) => m.text === best.text)?.coverage ?? 0;
  // It must say clearly more of the rest than the first choice does, with a word as written.
  return other && other.text !== best.text && other.exact.size > 0 && other.coverage >= 0.4 && other.coverage >= same + 0.05
    ? other
    : undefined;
}

/** "Your revenue", "Harbourline's profit", "the company's staff": the provider's own things. */
const ownWords = new RegExp(
  // "the information you hold about me": what we keep is ours to say, never a post's advice.
  `\\b(your|ur|you (?:hold|keep|store|have)(?: \\w+)? (?:about|on) (?:me|us)|${site.name.split(/\s+/)[0]!.toLowerCase()}(?:'?s|’s)?|(the|this) (company|business)(?:'?s)?)\\b(?!\\s+(advice|tips?|suggestions?|recommendations?|take|view|opinion))`,
);

/**
 * Whether a blog line only comes near the question: a topic word it does not say as written, or a
 * year or figure asked about ("your revenue in 2025") that it does not state. With `ownOnly`, only
 * for questions about the provider's own things.
 */
export function looseAdvice(
  m: SentenceMatch,
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  ownOnly: boolean,
): boolean {
  if (ownOnly && !ownWords.test(reading.text)) return false;
  const figures = reading.text.match(/\b\d[\d,.]*\b/g) ?? [];
  return (
    understander.sentenceQuery(reading).some((q) => q.factor >= 0.5 && !m.exact.has(q.lemma)) ||
    figures.some((f) => !m.text.includes(f))
  );
}

/** A blog section's passage (not a post's byline or the list of posts). */
const articleSection = (id: string) => /^blog:.+:\d+$/.test(id);

/**
 * When an article's section is the best passage, the sentence of the sections found that holds
 * most of the question by meaning (at least half of it).
 */
export function articleSentence(
  hits: Hit[],
  found: Hit[],
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  blogAsked: boolean,
  sentences?: SentenceIndex,
) {
  if (!sentences || !hits[0]) return undefined;
  const ids = new Set(found.filter((h) => articleSection(h.passage.id)).map((h) => h.passage.id));
  const ranked = sentences.best(understander.sentenceQuery(reading), 40);
  const found0 = ranked.find((m) => ids.has(m.passage.id));
  if (!found0) return undefined;
  const within = found0.coverage >= 0.5 ? withinPost(found0, ids, reading, understander, sentences) : undefined;
  const best = within ?? found0;
  // A post's byline and summary answer who wrote what; asked something else, its sections answer.
  const byline = /^blog:.+:about$/.test(hits[0].passage.id) && !blogAsked;
  // Advice to any reader is no answer about the provider's own things ("does Harbourline value
  // people?" is not "a number people trust").
  if (!blogAsked && (looseAdvice(best, reading, understander, true) || providerNamed.test(reading.text))) return undefined;
  if (articleSection(hits[0].passage.id) || byline) return found0.coverage >= 0.5 ? best : undefined;
  // The list of posts, a post's byline or the newest post answer questions about the blog itself.
  if (hits[0].passage.id.startsWith("blog:")) return undefined;
  // Another page's passage found first ("what should I check in my data before making a
  // dashboard?" shares words with the Data Analytics course): the article still answers when its
  // sentence holds nearly all of the question and no other page's sentence ranks above it.
  const above = ranked.slice(0, ranked.indexOf(best)).some((m) => !m.passage.id.startsWith("blog:"));
  // A line of advice to any reader must then say every topic word as written: "what was your
  // revenue last year?" is no question about last month's revenue in a data check.
  // Only a question about the provider's own things ("your revenue", "Harbourline's profit"): a
  // visitor's own task ("before making a dashboard") is what the advice is for.
  const loose = !blogAsked && looseAdvice(best, reading, understander, true);
  return best.coverage >= 0.75 && !above && !loose ? best : undefined;
}

/** A post's byline as a reply: who wrote it, its title and date, and what it is about. */
export function bylineReply(about: Passage): Reply {
  const [lead = about.text, ...more] = sentencesOf(about.text);
  return { lead, more: more.slice(0, 1), sources: [{ title: about.title, href: about.href }] };
}

/** A question asking for advice: tips, what to do, whether to do something. */
const asksAdvice =
  /\b(tips?|advice|advise|suggestions?|pointers?|should (i|we|he|she|they|a|an)|should (my|our) (\w+ )?(team|teams|company|startup|business|boss|manager|devs|developers|testers|qa)|(is|would) (that|this|it) (smart|wise|sensible|a good move|the right call)|good idea|bad idea|worth it|worth (doing|automating|testing)|best way|good way|focus on|what matters( most)?|most important|survive|surviving|stuff (it|things) up|mess (it|things) up|look dumb)\b|\b(your|ur) (view|views|take|opinion|thoughts)\b|\bwhat do (you|u) (think|reckon)\b|\bdo (you|u) agree\b|\bis (he|she|they|that|this) right\b|\bwaste of (time|money)\b/;
/**
 * A symptom the visitor describes, asking what causes it or what it means ("what is usually the
 * cause?", "March shows double
 * every other month, what's gone wrong?", "is that ok?"): a post that explains it answers.
 */
const asksSymptom =
  /\bwhat (is |are )?(usually |normally |typically |probably |likely |often )?(the )?(usual |likely |common |main |typical |most common )?(cause|causes|reason|reasons|explanation|culprit)\b|\bwhat (is |has )?(probably |likely |usually |normally )?(gone |going |went )?wrong\b|\bwhat (could|would|might|usually|normally|typically|probably)? ?(cause|causes|caused|explains?)\b|\bwhat is (going on|happening)\b|\bhow come\b|\bwhy (does|do|did|is|are|was|were|would|has|have|might|could|would)\b|\bwhat (does|do) (that|this|it) (tell|mean|say)\b|\bwhat is (that|this) about\b|\bis (that|this|it) (ok|okay|fine|normal|a problem|bad|correct|wrong|true)\b|\bis it true\b|\bthoughts\b|\bwhy\s*\??$/;
/** The visitor's own code ("why does my python for loop print twice?"): a task, not a post's symptom. */
const ownCode = /\b(my|our|this) (\w+ ){0,2}(code|loop|function|script|query|formula|regex|class|method)\b|\b(here is|here's|heres) my\b/;
/**
 * How to go about something of the visitor's own (not how the provider does a thing: "how do you
 * keep my details secure?") ("how can I show a new team I'm reliable?", "a
 * good plan for my first months", "what is manual testing still good for?", "which habits help?").
 */
const asksHowTo =
  /(^|[,.;:!?] )(so |and |but |ok |okay )?how (do|can|should|would|could) (i|we|one|a \w+|new \w+|(my|our) (team|boss|manager|lead))\b|\b(plan|approach|strategy|habits?)\b|\bwhat (is|are) (\w+ ){1,3}(good|useful) (for|at)\b/;
/**
 * Whether to adopt a testing practice, asked about the visitor's own team ("should my team just
 * automate all our tests?", "automate every test and drop the manual testers?"): advice, not a
 * request for the testing service.
 */
export const practiceAsked = (text: string) =>
  testingPractice(text) ||
  /\bautomat\w*\b.{0,25}\b(all|every|everything|100 ?%?|(the|our) (whole|entire))\b.{0,25}\b(tests?|testing|qa)\b|\bautomat\w* (absolutely |literally )?everything\b/.test(
    text,
  );
/** A question asking what we think of a practice: the post's own stand answers it. */
const asksOpinion =
  /\b(your|ur) (view|views|take|opinion|thoughts)\b|\bwhat do (you|u) (think|reckon)\b|\b(do (you|u) )?agree\b|\bis (he|she|they|that|this) right\b|\bwaste of (time|money)\b|\bis it true\b|\bthoughts\b/;
/** Words that ask about a post, not what it is about. */
const postWords =
  /^(blog|post|article|say|said|write|wrote|written|tip|advice|advise|suggestion|pointer|recommend|recommendation|according|accord|good|way|best|idea|thing|anything|something|help|helpful|any|know|think|should)$/;
/** What a course or the provider's offer is about: a question about them is not asking for a post's advice. */
const offerWords =
  /\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|enrollment|intake|fee|fees|price|cost|costs|instructor|teacher|certificate|apply|hire|hiring|quote|rate|rates|services?|consultation|study|studying|learn|learning|beginners?|self-taught|careers?|job[- ]?hunt\w*|(get|getting|find|finding|land|landing) (a|an) (\w+ )?job|after graduat\w+)\b/;
/** A how-to about getting into the field ("how do I become a developer?"): the courses answer it. */
const intoTheField = /\b(become|becoming|get into|break into|switch|change careers?|qualified|qualification)\b/;

/** A post's key points, its summary and a section's digest, as the answer to advice asked of a whole post or section. */
interface PostContext {
  sections: Passage[];
  ids: Set<string>;
  about?: Passage;
  opening?: Passage;
  inTitle: (lemma: string) => boolean;
  inSubject: (lemma: string) => boolean;
  spread: (lemma: string) => number;
}

/** A section's heading, which corpus.ts keeps in its search words ("Weeks 1–4: learn how the team works"). */
const headingOf = (p: Passage) => p.keywords?.replace(/^blog article\s*/, "") ?? "";
const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
const listOf = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/**
 * The points a section makes as a list: its bold lead-ins ("**Read code before you write it.**")
 * or its list's lines ("Keep a work log: …" as "keep a work log"), with the lead-in that
 * introduces them ("Good candidates for automation:").
 */
export function sectionPoints(text: string): { intro?: string; points: string[]; questions: boolean } {
  const bold = [...text.matchAll(/(?:^|\n|: |[.!?] )\*\*([^*]+)\*\*/g)].map((m) => m[1]!.trim());
  if (bold.length >= 2) {
    const before = text.slice(0, text.indexOf("**"));
    const intro = /([^.!?\n]{5,80}):\s*$/.exec(before)?.[1]?.trim();
    const questions = bold.every((b) => b.endsWith("?"));
    return { intro, points: bold.map((b) => lowerFirst(b.replace(/[.?!:]+$/, ""))), questions };
  }
  // A paragraph of short lines, each one habit ("Keep a work log: what you did…").
  const lines = text.split("\n").filter((l) => /^[A-Z][^\n]{10,160}[.!]$/.test(l.trim()) && !/[.!?] \S/.test(l.trim().slice(0, -1)));
  if (lines.length >= 2 && text.split("\n\n").some((para) => para.split("\n").length >= 2))
    return { points: lines.map((l) => lowerFirst(l.trim().split(/[:,]/)[0]!.replace(/[.!]$/, ""))), questions: false };
  // A rule the section names in italics ("use the _fifteen-minute rule_"), after the advice it opens with.
  const rule = /(?:^|[,.:;] )([^,.:;]*_[^_]+_)/.exec(text)?.[1]?.replace(/_/g, "").trim();
  const opening = /^([A-Z][^.:\n]{5,80}):/.exec(text)?.[1];
  if (rule && opening) return { points: [lowerFirst(opening), lowerFirst(rule)], questions: false };
  return { points: [], questions: false };
}

/**
 * A section's points in one sentence: "Learn how the team works (weeks 1–4): get the project
 * running locally, …". As an item of the whole post's list, under its heading's short label
 * ("**Weeks 1–4**: get the project running locally, …"), since the post's summary names the rest.
 */
function sectionDigest(section: Passage, item = false): string | undefined {
  const { intro, points, questions } = sectionPoints(section.text);
  if (points.length < 2) return undefined;
  const heading = headingOf(section);
  const named = /^([^:]{1,20}):\s*(.+)$/.exec(heading);
  const label = item
    ? `**${named?.[1] ?? intro ?? heading}**`
    : (intro ?? (named ? `${named[2]!.charAt(0).toUpperCase()}${named[2]!.slice(1)} (${lowerFirst(named[1]!)})` : heading));
  if (!label || label === "****") return undefined;
  return `${label}: ${listOf(points)}${questions ? "?" : "."}`;
}

/** The summary line of a post's opening ("Here is what we tell every graduate…: learn how…"). */
const summarising = (text: string) => /\b(here (is|are)|these|the following)\b[^:.]*: /i.test(text);

/**
 * The parts of a question asked side by side ("how do I earn a new team's trust, and what habits
 * pay off long term?"): each is answered from the same post.
 */
function adviceParts(text: string): string[] {
  return text
    .split(/\?\s+(?=\S)|,?\s+\band (?=(what|how|when|which|why|where|do|does|should|is|are|can)\b)/)
    .filter((p): p is string => typeof p === "string" && p.split(/\s+/).length >= 4);
}

/**
 * The blog post a question is about, and what of it answers: its byline when the post itself is
 * asked for ("what's the post about testing called?"), its line that answers the rest of the
 * question ("when you get stuck": the fifteen-minute rule), a section's points when the section is
 * asked about ("which habits help?"), else its summary of its advice with its key points.
 */
export function postAdvice(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex,
  retriever: Retriever,
  blogAsked: boolean,
): { replies?: Reply[]; hits?: Hit[] } | undefined {
  const text = reading.text;
  // Whether to automate the manual testing ("can automated tests replace our manual testers?") is
  // advice asked however it is worded.
  const practice = practiceAsked(text);
  const advice = asksAdvice.test(text) || asksOpinion.test(text) || practice;
  // A symptom or a how-to ("my dashboard shows March at double…", "how can I show my team I'm
  // reliable?") asks for advice too, when it names what a post is about (checked below).
  const symptom = !advice && asksSymptom.test(text) && !ownCode.test(text);
  const indirect = symptom || (!advice && asksHowTo.test(text) && !intoTheField.test(text));
  if (!blogAsked && ((!advice && !indirect) || offerWords.test(text))) return undefined;
  if (providerNamed.test(text) || (!blogAsked && ownWords.test(text))) return undefined;
  // A business's own project ("should we write tests for our startup's app?") is a client's
  // question, which the services answer; whether to adopt a practice ("our startup wants to
  // automate every test, good idea?") is advice, which the post gives.
  if (!blogAsked && clientOnly(text) && !practice) return undefined;
  // Who wrote a post, the newest one or the list of them are answered elsewhere.
  if (/\b(who|latest|newest|recent|how many)\b/.test(text)) return undefined;
  const query = understander.sentenceQuery(reading).filter((q) => !postWords.test(q.lemma));
  if (!query.some((q) => q.factor >= 0.5)) return undefined;
  const slugOf = (p: Passage) => /^blog:(.+):(\d+|about)$/.exec(p.id)?.[1];
  // "What's the post about testing called?", "do you have an article on data cleaning?": the post
  // itself is asked for, which its title and summary name.
  const postItself =
    /\b(called|title|titled|name of)\b/.test(text) ||
    /\b(is there|are there|do you have|have you (got|written)|any) (a |an |any )?(blog|posts?|articles?)\b/.test(
      text,
    );
  const bylineOf = (p: Passage) => (p.id.endsWith(":about") ? slugOf(p) : undefined);
  // Its name is asked, not a phone call: "called" and "title" are not the topic.
  const topicOnly = postItself
    ? query.filter((q) => !/^(call|called|title|titled|name)$/.test(q.lemma))
    : query;
  const ranked = [...sentences.coverageBy(topicOnly, postItself ? bylineOf : slugOf)].sort(
    (a, b) => b[1] - a[1],
  );
  const [first, second] = ranked;
  // What each post is about, in its own words: its title, summary and headings.
  // A symptom is named in the post's own lines ("the same order" twice over).
  const subjectOf = (slug: string, headings = true) => {
    const own = retriever.passages.filter((p) => slugOf(p) === slug);
    const about = own.find((p) => p.id.endsWith(":about"));
    const said = [own[0]?.title ?? "", about?.text.replace(/^.*?published on [^.]*\.\s*/, "") ?? ""];
    const lines = symptom && headings ? own.filter((p) => /:\d+$/.test(p.id)).map((p) => p.text) : [];
    return new Set(understander.read([...said, ...(headings ? own.map(headingOf) : []), ...lines].join(". ")).lemmas);
  };
  // A word of it, a form of one or a synonym ("blank cells" are "missing values").
  const named = (slug: string) => {
    const subject = subjectOf(slug);
    // "missing" is the heading's "miss" (its lemma); "exploratory" is "explore" (one stem).
    const holds = (w: string) =>
      subject.has(w) ||
      [...subject].some(
        (s) => (s.length >= 4 && w.length > s.length && w.startsWith(s)) || (s.length >= 6 && w.length >= 6 && s.slice(0, 6) === w.slice(0, 6)),
      );
    return query.filter((q) => q.factor >= 0.3 && sentences.sameWords(q.lemma).some(holds)).length;
  };
  // Not asked about the blog, the post must hold more of the question.
  const margin = (first?.[1] ?? 0) - (second?.[1] ?? 0);
  // A practice asked about names the post's topic: the team's words around it ("our startup wants
  // to…") are not the post's. A post that holds most of the question ("in my first dev job, how
  // long should I try on my own before asking?") needs a smaller lead over the next.
  const covered =
    first !== undefined &&
    first[1] >= (blogAsked || practice ? 0.45 : 0.55) &&
    margin >= (practice || first[1] >= 0.7 ? 0.1 : 0.15);
  // Asked what we think, or a symptom, in the visitor's own words ("my boss says manual testing is
  // pointless now"): the post whose title, summary or headings the question names, and no other's.
  const byName = ranked
    .map(([slug]) => [slug, named(slug)] as const)
    .sort((a, b) => b[1] - a[1]);
  // It names two of them at least, more than any other post's, and the post holds most of the question.
  const namedOnly =
    !postItself &&
    (asksOpinion.test(text) || indirect || practice) &&
    byName[0] &&
    byName[0][1] >= 2 &&
    byName[0][1] > (byName[1]?.[1] ?? 0) &&
    byName[0][0] === first?.[0]
      ? byName[0][0]
      : undefined;
  const slug = covered ? first[0] : namedOnly;
  if (!slug) return undefined;
  // A symptom or a how-to must name what the post is about ("dashboard", "junior developer").
  if (indirect && !blogAsked && named(slug) === 0) return undefined;
  const own = retriever.passages.filter((p) => slugOf(p) === slug);
  const about = own.find((p) => p.id.endsWith(":about"));
  if (about && postItself) return { replies: [bylineReply(about)] };
  const sections = own.filter((p) => /:\d+$/.test(p.id));
  const ids = new Set(sections.map((p) => p.id));
  // The words that chose the post (its title's) say less about which of its lines answers.
  const titleWords = understander.read(sections[0]?.title.replace(/\s*[—–:?].*$/, "") ?? "").lemmas;
  const inTitle = (l: string) =>
    titleWords.some(
      (t) =>
        t === l ||
        (t.length >= 4 && l.length >= 4 && (t.startsWith(l) || l.startsWith(t))) ||
        // "automation" and "automated": one word's forms.
        (t.length >= 7 && l.length >= 7 && t.slice(0, 6) === l.slice(0, 6)),
    );
  // What the whole post is about: its title and summary, not one section's heading.
  const subject = subjectOf(slug, false);
  // So do the words the post uses throughout ("test" and "automate" in the testing post): the
  // line that answers is the one with the words only it has ("stuck": the fifteen-minute rule).
  const spread = (lemma: string) =>
    new Set(
      sentences
        .best([{ lemma, factor: 1 }], 400)
        .filter((m) => ids.has(m.passage.id) && m.coverage >= 0.9)
        .map((m) => m.passage.id),
    ).size;
  const post: PostContext = {
    sections,
    ids,
    about,
    opening: sections.find((p) => p.id.endsWith(":0")),
    inTitle,
    inSubject: (l) => subject.has(l) || inTitle(l),
    spread,
  };
  // "Our CTO wants to drop manual testers, what's your view?": the post's own stand, its summary.
  const description = about?.text.replace(/^.*?published on [^.]*\.\s*/, "");
  if (asksOpinion.test(text) && description && sections[0])
    return {
      replies: [
        {
          lead: sentencesOf(description)[0] ?? description,
          more: [sentencesOf(description).slice(1).join(" ")].filter(Boolean),
          sources: [{ title: sections[0].title, href: sections[0].href }],
        },
      ],
    };
  // Two asks side by side: a point for each, from the same post.
  const parts = symptom ? [] : adviceParts(text);
  if (parts.length >= 2) {
    const replies = parts
      .map((part) => answerIn(post, understander.read(part), understander, sentences, { part: true, advice }))
      .filter((r): r is Reply => r !== undefined)
      .filter((r, i, all) => all.findIndex((o) => o.lead === r.lead) === i);
    if (replies.length >= 2) return { replies: replies.map(withoutExample) };
  }
  const reply = answerIn(post, reading, understander, sentences, { symptom, advice, named: named(slug) });
  return reply ? { replies: [withoutExample(reply)] } : undefined;
}

/**
 * Support without the post's example in the first person ("A good question sounds like this: I'm
 * trying to add a field…"), which cut to a sentence or two says nothing.
 */
function withoutExample(reply: Reply): Reply {
  return { ...reply, more: reply.more?.filter((t) => !/\bI('m|'ve| [a-z]+ed)\b/.test(t)) };
}

/** The words a choice is asked among: "which chart", "what kind of chart" ("chart", "charts"). */
function choiceOf(text: string): Set<string> {
  const words = [...text.matchAll(/\b(?:which|what (?:kind|sort|type)s? of)\s+(?:an? )?([a-z]{3,})\b/g)].map((m) => m[1]!);
  return new Set(words.flatMap((w) => [w, w.replace(/s$/, "")]));
}

/** The answer to one ask from the post chosen: its line, a section's points or its summary. */
function answerIn(
  post: PostContext,
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex,
  ask: {
    /** A symptom the visitor describes ("March at double every other month"). */
    symptom?: boolean;
    /** Asked as advice ("any tips", "should I"). */
    advice?: boolean;
    /** One part of a question asked in parts. */
    part?: boolean;
    /** How many of the post's subject words the question names. */
    named?: number;
  },
): Reply | undefined {
  const { symptom = false, advice = false, part = false, named = 0 } = ask;
  const text = reading.text;
  const { sections, ids, about, opening, inTitle, spread } = post;
  const query = understander.sentenceQuery(reading).filter((q) => !postWords.test(q.lemma));
  // A list asked for ("what sorts of tests should we automate?") is the section's list, whole.
  const stems = query.map((q) => q.lemma.slice(0, 5)).filter((l) => l.length >= 4);
  const shares = (intro: string) => understander.read(intro).lemmas.filter((l) => stems.includes(l.slice(0, 5))).length;
  const listed = part ? undefined : listAnswering(text, sections, shares);
  if (listed) return { lead: listed.list, sources: [{ title: sections[listed.passage]!.title, href: sections[listed.passage]!.href }] };
  // Nor do words of quantity ("his first few months" is not "a few merged pull requests").
  // The thing a choice is asked among ("what kind of chart should I go for?") is asked about
  // even when the post's title names it ("…charts second"): its line says which one.
  const chosen = choiceOf(text);
  const rest = query.map((q) =>
    // One part of two has few words to spare: a word the post uses often ("month") still counts.
    ((inTitle(q.lemma) || (!part && spread(q.lemma) * 2 > sections.length)) && !chosen.has(q.lemma))
      ? { ...q, factor: q.factor * 0.05 }
      : /^(few|many|some|lot|several|couple|bit|little)$/.test(q.lemma)
        ? { ...q, factor: q.factor * 0.2 }
        : q,
  );
  // The post's summary of its sections matches every question about it: it is the general answer.
  const summarises = (m: SentenceMatch) => /:0$/.test(m.passage.id) && summarising(m.text);
  // A post's note on how the provider's course teaches it ("In our QA course, students…") is no
  // advice to the reader, unless the course or its students are asked about.
  // So is the rest of its paragraph ("It is the least glamorous part of the job…").
  const courseLine = (t: string | undefined) => t !== undefined && /\b(our [\w& ]*course|students?)\b/i.test(t);
  const courseNote = (m: SentenceMatch) =>
    (courseLine(m.text) || (courseLine(m.previous) && !m.previous!.includes("\n"))) &&
    !/\b(course|class|student|students|learn|teach|taught)\b/.test(text);
  // A post's example in the first person ("I'm trying to add a field…", a good question to ask)
  // is what it quotes, not its advice.
  // So is a question it asks ("How big are they?", "Where else is the request validated?"), unless
  // it is one of its points ("**Will we run it many times?**").
  const example = (t: string | undefined) => t !== undefined && (/^I(\b|'m|'ve)/.test(t) || (/\?$/.test(t) && !/^\*\*/.test(t)));
  // A line that leans on it ("That question shows your work…") is about the example.
  const quoted = (m: SentenceMatch) => example(m.text) || (example(m.previous) && /^(That|This|These|It)\b/.test(m.text));
  const fits = (m: SentenceMatch) => ids.has(m.passage.id) && !summarises(m) && !courseNote(m) && !quoted(m);
  // One part of two says little beside the post's own words ("what should I do in my first
  // month"): those words, as written, still tell its lines apart ("the first month", not "the new junior").
  const asWritten = new Map(
    part ? sentences.best(query, 400).filter(fits).map((m) => [m.text, m.coverage] as const) : [],
  );
  const line = part
    ? sentences
        .best(rest, 400)
        .filter(fits)
        .sort((a, b) => b.coverage + 0.5 * (asWritten.get(b.text) ?? 0) - (a.coverage + 0.5 * (asWritten.get(a.text) ?? 0)))[0]
    : sentences.best(rest, 400).find(fits);
  // It must say, as written, a word of the question that only some of the post's lines have.
  const distinct = rest.filter((q) => q.factor >= 0.5).map((q) => q.lemma);
  const summaryLine = sentences.best(rest, 400).find((m) => ids.has(m.passage.id) && summarises(m));
  // The summary says more of the question ("what should I check before building a chart?": its
  // five checks) than any one line: it answers.
  // It must say as many of the question's own words as the line: "graduate" in its lead-in ("what
  // we tell every graduate") is no answer to "stuck", which the line says.
  const says = (m: SentenceMatch | undefined) => distinct.filter((l) => m?.exact.has(l)).length;
  // Answering one part of two ("…and how do I catch outliers?"), saying as much, it loses to a
  // line under a heading that names the thing asked ("Look at the extremes"): the summary cannot
  // answer both parts.
  const lineSection = line && sections.find((p) => p.id === line.passage.id);
  const headingLemmas = new Set(lineSection ? understander.read(headingOf(lineSection)).lemmas : []);
  const underHeading = part && distinct.some((l) => !inTitle(l) && headingLemmas.has(l));
  // A choice asked ("which chart?") is answered by the line that names the thing, not the summary
  // of what to do before it.
  const choiceSaid = line !== undefined && [...chosen].some((w) => line.exact.has(w));
  const summaryMore =
    summaryLine !== undefined &&
    !choiceSaid &&
    (says(summaryLine) > says(line) ||
      (says(summaryLine) === says(line) && summaryLine.coverage >= (line?.coverage ?? 0) && !underHeading));
  // "How long should I try on my own before asking?": the post's line that says a length of time
  // (the fifteen-minute rule) answers, when the best line says none.
  const timeAsked = /\b(how long|how much time|how many (minutes|hours|days)|when should (i|we|you|they))\b/.test(text);
  const duration = /\b(\d+|one|two|three|five|ten|fifteen|twenty|thirty)[- ](minutes?|hours?|days?)\b/i;
  const timed =
    timeAsked && !(line && duration.test(line.text))
      ? sentences
          .best(rest, 400)
          .find(
            (m) =>
              ids.has(m.passage.id) && !summarises(m) && !courseNote(m) && duration.test(m.text) && m.coverage >= 0.2,
          )
      : undefined;
  if (timed) return articleReply(timed);
  // A symptom ("March at double every other month") is explained by the line that describes it,
  // with the lines after it (the opening's "It is usually a duplicated file").
  // It must say two of the question's words: "my dashboard says waitlisted" is no dashboard in a
  // data check.
  // A word said as a synonym counts ("blank" is "gap", "double" is "twice").
  const near = (m: SentenceMatch) => {
    const own = new Set([...understander.read(m.text).lemmas, ...m.exact]);
    return distinct.filter((l) => sentences.sameWords(l).some((w) => own.has(w))).length;
  };
  // A question that names the post's subject twice over ("our automated tests pass but…") needs
  // one word of the line's own.
  if (symptom && line && near(line) >= (named >= 2 ? 1 : 2)) {
    // The section's short first sentence is its thesis ("Missing is not the same as zero."): the
    // line after it leans on it.
    const thesis = line.first !== undefined && line.previous === line.first && line.first.split(/\s+/).length <= 8;
    const reply = articleReply(line);
    return thesis ? { ...reply, lead: `${line.first} ${reply.lead}` } : reply;
  }
  // A symptom no line explains is not the post's to answer.
  if (symptom) return undefined;
  // "What is manual testing still good for?" is the heading "What manual testing is good at": the
  // section whose heading holds most of the question (two words at least, more than any other's)
  // answers, with its points or its own first line.
  const asked = understander
    .sentenceQuery(reading)
    .filter((q) => q.factor >= 0.3)
    .map((q) => q.lemma);
  const byHeading = sections.map((p) => {
    const heading = new Set(understander.read(headingOf(p)).lemmas);
    return asked.filter((l) => sentences.sameWords(l).some((w) => heading.has(w))).length;
  });
  const top = Math.max(0, ...byHeading);
  // The post's summary names its sections too: holding more of the question's own words ("check
  // my data before building charts": its five checks), not the title's, it answers instead.
  const summaryWords = new Set(understander.read(summaryLine?.text ?? "").lemmas);
  const own = (holds: (w: string) => boolean) =>
    asked.filter((l) => !inTitle(l) && sentences.sameWords(l).some(holds)).length;
  // One part of two ("…and which should stay manual?") names its section in fewer words.
  // How to decide between things ("how do testers decide whether a test should be automated?") is
  // the section whose heading is about deciding ("A simple way to decide"), when one is.
  const deciding = sections.filter((p) => /\b(decide|deciding|choose|choosing)\b/i.test(headingOf(p)));
  const decideAsked = /\b(decide|deciding|choose|choosing|work out|figure out|tell)\b.{0,40}\b(whether|which|what|if|between)\b/.test(text);
  const headed =
    decideAsked && deciding.length === 1
      ? deciding[0]
      : top >= (part ? 1 : 2) && byHeading.filter((n) => n === top).length === 1 ? sections[byHeading.indexOf(top)] : undefined;
  // Saying as much, the summary answers a question asked whole ("tips for cleaning data before I
  // build dashboards"); one part of two asks the section ("…how should I treat missing values").
  const byHead = headed ? own((w) => understander.read(headingOf(headed)).lemmas.includes(w)) : 0;
  const bySummary = own((w) => summaryWords.has(w));
  const headingWins =
    headed !== undefined && ((decideAsked && headed === deciding[0]) || byHead > bySummary || (part && byHead === bySummary));
  if (headed && headingWins && !symptom) {
    const points = sectionDigest(headed);
    if (points) return { lead: points, sources: [{ title: headed.title, href: headed.href }] };
    const own = sentences.best(rest, 400).find((m) => m.passage.id === headed.id && !courseNote(m));
    if (own) return articleReply(own);
  }
  // Every word of the ask is the post's own subject ("what should I do in my first months as a
  // junior dev?" is the post's "first three months"): the post as a whole answers.
  // Not one part of two, which asks a part of it.
  const whole = !part && !symptom && chosen.size === 0 && !distinct.some((l) => !post.inSubject(l) && !/^(do|focus|start|begin|new)$/.test(l));
  // A section asked about ("which habits help?" is "Habits that compound"; "my first weeks" the
  // section that opens with the first month): its points, when it lists some.
  const section = line ? sections.find((p) => p.id === line.passage.id) : undefined;
  const digest = section && !whole ? sectionDigest(section) : undefined;
  const headingWords = section ? understander.read(headingOf(section)).lemmas : [];
  const lineWords = line ? understander.read(line.text).lemmas : [];
  // The heading says a word of the question the line does not ("habits"), or the line only frames
  // the section ("Nobody expects a junior developer to ship a major feature in the first month").
  const headingAsked = distinct.some((l) => headingWords.includes(l) && !lineWords.includes(l));
  const framing = line !== undefined && section !== undefined && line.text === sentencesOf(section.text)[0];
  if (digest && (headingAsked || (framing && advice))) return { lead: digest, sources: [{ title: section!.title, href: section!.href }] };
  // A line of the post's opening, which sets out the situation it is for ("Landing your first
  // developer job…"), answers a request for advice only through the advice that follows: the summary.
  const general = (line?.passage === opening && advice) || summaryMore || whole;
  if (
    line &&
    !general &&
    (line.coverage >= 0.6 || (line.coverage >= 0.3 && distinct.some((l) => line.exact.has(l))))
  ) {
    // One part of two: its line with one sentence of support, so that each part's answer stays
    // apart; a line that is one item of its section's list ("Good candidates for automation:
    // **Critical user journeys**…"), the list in one sentence.
    const reply = articleReply(line);
    if (!part) return reply;
    return digest && /\*\*/.test(line.text) ? { lead: digest, sources: reply.sources } : { ...reply, more: reply.more?.slice(0, 1) };
  }
  // Asked in general ("any tips for my first dev job?"): the post's summary of its advice, and
  // the points its sections list.
  const summary =
    summaryLine?.text ?? (opening && sentencesOf(opening.text).find((t) => summarising(t)));
  const description = about?.text.replace(/^.*?published on [^.]*\.\s*/, "");
  const lead = summary ?? description;
  if (!lead || !sections[0]) return undefined;
  const digests = sections.map((p) => sectionDigest(p, true)).filter((d): d is string => d !== undefined);
  const key =
    digests.length > 0
      ? digests
      : sections
          .flatMap((p) => sentencesOf(p.text))
          .filter((s) => /^\*\*|\b_[^_]+_/.test(s))
          .slice(0, 1);
  return { lead, more: part ? [] : key, sources: [{ title: sections[0].title, href: sections[0].href }] };
}

/**
 * "Has she written anything on your blog?", "did he write any posts?" after an answer that named
 * an instructor: the byline of the post that person wrote.
 */
export function authorsPost(
  text: string,
  retriever: Retriever,
  // The previous answer (assistant.ts works it out), asked for only when the question is about
  // someone's posts.
  previousAnswer: () => string,
): Hit | undefined {
  if (
    !/\b(he|she|they|him|her|them|his|their)\b/.test(text) ||
    !/\b(blog|blogs|posts?|articles?)\b|\b(write|wrote|written|writes) (anything|something|much|any)\b/.test(
      text,
    )
  )
    return undefined;
  const bylines = retriever.passages.filter((p) => /^blog:.+:about$/.test(p.id));
  const previous = previousAnswer();
  const named = bylines
    .map((p) => ({ p, author: /^(.+?) wrote the blog post/.exec(p.text)?.[1] }))
    .filter((x) => x.author && previous.includes(x.author))
    .sort((a, b) => previous.indexOf(a.author!) - previous.indexOf(b.author!));
  if (named[0]) return { passage: named[0].p, score: 1, coverage: 1 };
  // A person the answer named who wrote none of the posts: the posts there are, and who wrote them.
  const person = /\*\*([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+){1,2})\*\*/u.exec(previous)?.[1];
  const index = retriever.passages.find((p) => p.id === "blog:index");
  if (!person || !index) return undefined;
  return {
    passage: { ...index, text: `${person} has not written a post on our blog. ${index.text}` },
    score: 1,
    coverage: 1,
  };
}
