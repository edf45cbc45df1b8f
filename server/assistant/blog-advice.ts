/**
 * The blog's advice as an answer: which post a question is about and which of its lines answers
 * (postAdvice, articleSentence), when a post's advice to any reader only comes near a question
 * about the provider's own things (looseAdvice), and a post's byline (bylineReply, authorsPost).
 */
import { site } from "#content/site.ts";
import type { Passage } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";
import type { Hit, Retriever } from "./retrieval.ts";
import { articleReply, type SentenceIndex, type SentenceMatch } from "./sentences.ts";
import { testingPractice, type Understander } from "./understand.ts";
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
  `\\b(your|ur|${site.name.split(/\s+/)[0]!.toLowerCase()}(?:'?s|’s)?|(the|this) (company|business)(?:'?s)?)\\b(?!\\s+(advice|tips?|suggestions?|recommendations?|take|view|opinion))`,
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
  /\b(tips?|advice|advise|suggestions?|pointers?|should (i|we|he|she|they)|should (my|our) (\w+ )?(team|teams|company|startup|business|boss|manager|devs|developers|testers|qa)|(is|would) (that|this|it) (smart|wise|sensible|a good move|the right call)|good idea|bad idea|worth it|worth (doing|automating|testing)|best way|good way|focus on|survive|surviving|stuff (it|things) up|mess (it|things) up|look dumb)\b|\b(your|ur) (view|views|take|opinion|thoughts)\b|\bwhat do (you|u) (think|reckon)\b|\bdo (you|u) agree\b|\bis (he|she|they|that|this) right\b|\bwaste of (time|money)\b/;
/**
 * Whether to adopt a testing practice, asked about the visitor's own team ("should my team just
 * automate all our tests?", "automate every test and drop the manual testers?"): advice, not a
 * request for the testing service.
 */
const practiceAsked = (text: string) =>
  testingPractice(text) ||
  /\bautomat\w*\b.{0,25}\b(all|every|everything|100 ?%?|(the|our) (whole|entire))\b.{0,25}\b(tests?|testing|qa)\b|\bautomat\w* (absolutely |literally )?everything\b/.test(
    text,
  );
/** A question asking what we think of a practice: the post's own stand answers it. */
const asksOpinion =
  /\b(your|ur) (view|views|take|opinion|thoughts)\b|\bwhat do (you|u) (think|reckon)\b|\bdo (you|u) agree\b|\bis (he|she|they|that|this) right\b|\bwaste of (time|money)\b/;
/** Words that ask about a post, not what it is about. */
const postWords =
  /^(blog|post|article|say|said|write|wrote|written|tip|advice|advise|suggestion|pointer|recommend|recommendation|according|accord|good|way|best|idea|thing|anything|something|help|helpful|any|know|think|should)$/;
/** What a course or the provider's offer is about: a question about them is not asking for a post's advice. */
const offerWords =
  /\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|enrollment|intake|fee|fees|price|cost|costs|instructor|teacher|certificate|apply|hire|hiring|quote|rate|rates|services?|consultation|study|studying|learn|learning|beginners?|self-taught|careers?|job[- ]?hunt\w*|(get|getting|find|finding|land|landing) (a|an) (\w+ )?job|after graduat\w+)\b/;

/**
 * The blog post a question is about, and what of it answers: its byline when the post itself is
 * asked for ("what's the post about testing called?"), its line that answers the rest of the
 * question ("when you get stuck": the fifteen-minute rule), else its summary of its advice.
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
  if (!blogAsked && ((!asksAdvice.test(text) && !practice) || offerWords.test(text))) return undefined;
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
  // Not asked about the blog, the post must hold more of the question.
  const margin = (first?.[1] ?? 0) - (second?.[1] ?? 0);
  // A practice asked about names the post's topic: the team's words around it ("our startup wants
  // to…") are not the post's. A post that holds most of the question ("in my first dev job, how
  // long should I try on my own before asking?") needs a smaller lead over the next.
  if (!first || first[1] < (blogAsked || practice ? 0.45 : 0.55) || margin < (practice || first[1] >= 0.7 ? 0.1 : 0.15))
    return undefined;
  const slug = first[0];
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
  // So do the words the post uses throughout ("test" and "automate" in the testing post): the
  // line that answers is the one with the words only it has ("stuck": the fifteen-minute rule).
  const spread = (lemma: string) =>
    new Set(
      sentences
        .best([{ lemma, factor: 1 }], 400)
        .filter((m) => ids.has(m.passage.id) && m.coverage >= 0.9)
        .map((m) => m.passage.id),
    ).size;
  // Nor do words of quantity ("his first few months" is not "a few merged pull requests").
  const rest = query.map((q) =>
    inTitle(q.lemma) || spread(q.lemma) * 2 > sections.length
      ? { ...q, factor: q.factor * 0.05 }
      : /^(few|many|some|lot|several|couple|bit|little)$/.test(q.lemma)
        ? { ...q, factor: q.factor * 0.2 }
        : q,
  );
  // The post's summary of its sections matches every question about it: it is the general answer.
  const summarises = (m: SentenceMatch) =>
    /:0$/.test(m.passage.id) && /\b(here (is|are)|these|the following)\b[^:.]*: /i.test(m.text);
  // A post's note on how the provider's course teaches it ("In our QA course, students…") is no
  // advice to the reader, unless the course or its students are asked about.
  const courseNote = (m: SentenceMatch) =>
    /\b(our [\w& ]*course|students?)\b/i.test(m.text) &&
    !/\b(course|class|student|students|learn|teach|taught)\b/.test(text);
  const line = sentences
    .best(rest, 400)
    .find((m) => ids.has(m.passage.id) && !summarises(m) && !courseNote(m));
  // It must say, as written, a word of the question that only some of the post's lines have.
  const distinct = rest.filter((q) => q.factor >= 0.5).map((q) => q.lemma);
  // A line of the post's opening, which sets out the situation it is for ("Landing your first
  // developer job…"), answers a request for advice only through the advice that follows: the summary.
  const opening = sections.find((p) => p.id.endsWith(":0"));
  const summaryLine = sentences.best(rest, 400).find((m) => ids.has(m.passage.id) && summarises(m));
  // The summary says more of the question ("what should I check before building a chart?": its
  // five checks) than any one line: it answers.
  // It must say as many of the question's own words as the line: "graduate" in its lead-in ("what
  // we tell every graduate") is no answer to "stuck", which the line says.
  const says = (m: SentenceMatch | undefined) => distinct.filter((l) => m?.exact.has(l)).length;
  const summaryMore =
    summaryLine !== undefined &&
    (says(summaryLine) > says(line) ||
      (says(summaryLine) === says(line) && summaryLine.coverage >= (line?.coverage ?? 0)));
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
  if (timed) return { replies: [articleReply(timed)] };
  const general = (line?.passage === opening && asksAdvice.test(text)) || summaryMore;
  if (
    line &&
    !general &&
    (line.coverage >= 0.6 || (line.coverage >= 0.3 && distinct.some((l) => line.exact.has(l))))
  )
    return { replies: [articleReply(line)] };
  // Asked in general ("any tips for my first dev job?"): the post's summary of its advice.
  const summary =
    summaryLine?.text ??
    (opening &&
      sentencesOf(opening.text).find((t) => /\b(here (is|are)|these|the following)\b[^:.]*: /i.test(t)));
  const key = sections
    .flatMap((p) => sentencesOf(p.text))
    .filter((s) => /^\*\*|\b_[^_]+_/.test(s))
    .slice(0, 1);
  const lead = summary ?? description;
  if (!lead || !sections[0]) return undefined;
  return { replies: [{ lead, more: key, sources: [{ title: sections[0].title, href: sections[0].href }] }] };
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
