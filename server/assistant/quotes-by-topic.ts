/**
 * What graduates said about one topic, asked by the topic ("which grad loved the devops part?",
 * "what do past students say about class sizes?"): the student's quote whose own words say the
 * topic, with who said it and the course they took. The sentence index weighs every word of the
 * question, so a topic word the quotes share with a course page ("deploying to AWS") was answered
 * by the page, and one the site never uses ("size") by the honest reply. Read before the intents
 * (outright.ts), only when what students said is asked.
 */
import { testimonials } from "#content/testimonials.ts";
import { bold, page, type Reply } from "./facts/base.ts";
import { sentencesOf } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

/** What past students said, thought or loved, or which one of them said it. */
const saidAsked =
  /\b(students?|graduates?|alumni|alumnus|learners?|testimonials?|reviews?)\b.{0,30}\b(say|said|says|think|thought|loved|love|raved|rave|liked|enjoyed|praised|mentioned|mention|talked|wrote|favou?rite)\b|\bwhich (past |former |ex[- ]?)?(graduate|student|alumnus|testimonial|review)\b/;
/** Words of the ask itself, not its topic. */
const askWords = new Set(
  "what which who whom does have were they their them your about said says think thought loved love raved rave liked enjoyed praised mentioned mention talked wrote favourite favorite students student graduates graduate alumni alumnus learners learner testimonial testimonials review reviews past former that this part thing really actually most much there".split(" "),
);
/**
 * Topic words said otherwise in the quotes: a class's size is said as "small classes", working
 * while studying as "keep my job", a job got as a "role".
 */
const topicSaid: [RegExp, string][] = [
  [/^(size|sizes|big|large|small|crowded|numbers)$/, "small"],
  [/^(night|nights|evening|evenings|after work|working)$/, "evening"],
  [/^(job|jobs|hired|employed)$/, "role"],
];

const stem = (w: string) => w.slice(0, 5);

/** The topic words of the question, each as the quotes may say it. */
function topicOf(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z-]+/g) ?? [];
  const topic = words.filter((w) => w.length >= 4 && !askWords.has(w));
  return [...new Set(topic.map((w) => topicSaid.find(([re]) => re.test(w))?.[1] ?? w).map(stem))];
}

function quoteByTopic(text: string, programs: string[]): Reply | undefined {
  if (!saidAsked.test(text)) return undefined;
  const topic = topicOf(text);
  if (topic.length === 0) return undefined;
  const scored = testimonials
    .filter((t) => programs.length !== 1 || t.program === programs[0])
    .map((t) => {
      const words = new Set((t.body.toLowerCase().match(/[a-z][a-z-]+/g) ?? []).map(stem));
      return { t, score: topic.filter((w) => words.has(w)).length };
    })
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  // One quote says more of the topic than any other; a tie is no answer of one student's.
  if (!best || best.score === 0 || best.score === (next?.score ?? 0)) return undefined;
  const lines = sentencesOf(best.t.body);
  const said = (l: string) => topic.filter((w) => (l.toLowerCase().match(/[a-z][a-z-]+/g) ?? []).some((x) => stem(x) === w)).length;
  const lead = [...lines].sort((a, b) => said(b) - said(a))[0]!;
  return {
    lead: `${bold(best.t.author.name)} (${best.t.program}): ${lead}`,
    more: lines.filter((l) => l !== lead).slice(0, 1),
    sources: [page("/client-testimonials")],
    final: true,
  };
}

export function quotesByTopic(c: OutrightContext): Understanding | undefined {
  const answer = quoteByTopic(c.reading.text, c.subject.programs.map((p) => p.name));
  if (!answer) return undefined;
  // The topic as written is what the quote explains in its own words ("class sizes": "Small classes").
  const explained = (c.reading.text.match(/[a-z][a-z-]+/g) ?? []).filter((w) => w.length >= 4 && !askWords.has(w));
  return { replies: [answer], intents: ["testimonials"], subject: c.subject, unknown: [], confidence: 1, page: true, basic: true, explained };
}
