/**
 * Students' own words: "what do people who've done your courses say?", "any testimonials?", and a
 * follow-up on the student just quoted: "how long did it take her to get a job?" after "has anyone
 * come from hospitality and made it?" (that student's quote, its sentence with the time). Read
 * before the people rules, which take "people who've done your courses" for our staff. A question
 * naming a course is left to the testimonials fact, which picks that course's students.
 */
import { testimonials } from "#content/testimonials.ts";
import { page, type Reply } from "./facts.ts";
import { contentTerms } from "./retrieval.ts";

const studentsWord =
  /\b(students?|graduates?|grads?|alumni|learners?|ppl|people|folks|those|anyone|anybody|someone|others)\b/;
const doneCourse =
  /\b(who('ve| have|ve)?|that|which) (actually |already )?(done|did|taken|took|finished|completed|studied|been through|gone through|attended)\b|\b(former|past|previous|old|ex-?|real|actual) (students?|graduates?|grads?|learners?)\b|\b(your|ur) (students?|graduates?|grads?|alumni)\b/;
const sayWord =
  /\b(say|says|said|saying|think|thought|reckon|feedback|reviews?|testimonials?|opinions?|experiences?|verdict)\b/;
/** The words of a general ask for students' words; any other word names what they said about. */
const generalWords = new Set(
  contentTerms(
    "what do does did people persons student students grad grads graduate graduates alumni learner learners ppl folks former past previous old real actual who who've whove have has done did taken took finished completed studied attended been through gone courses course program programs programme say says said saying think thought reckon feedback review reviews testimonial testimonials opinion opinions experience experiences verdict about them it left any studying with you u ur your really honestly actually already there those others anyone anybody someone",
  ),
);
const courseNamed = /\b(full ?stack|qa|testing|tester|data|analytics|analyst|devops|web dev\w*)\b/;

const quote = (t: (typeof testimonials)[number]) => `**${t.author.name}** (${t.program}): “${t.body}”`;
const sources = () => [page("/client-testimonials")];

/** "What do students say?" with no course named: two quotes from different courses. */
function studentsWords(t: string): Reply | undefined {
  const asked =
    /\btestimonials?\b/.test(t) || (studentsWord.test(t) && doneCourse.test(t) && sayWord.test(t));
  if (!asked || courseNamed.test(t)) return undefined;
  // "Which student said the career help was real?", "what do students say about the careers
  // support?": a quote about something, which the quotes-by-topic rules find.
  if (
    /\b(which|who)\b/.test(
      t.replace(
        /\bwho(?:'ve| have|ve)?\s+(actually |already )?(done|did|taken|took|finished|completed|studied|been|gone|attended)\b/g,
        "",
      ),
    )
  )
    return undefined;
  if (contentTerms(t).some((w) => !generalWords.has(w))) return undefined;
  const [first, ...rest] = testimonials;
  const second = rest.find((x) => x.program !== first!.program);
  return { lead: quote(first!), more: second ? [quote(second)] : [], sources: sources() };
}

const pronoun = /\b(she|her|he|him|his|they|them|their)\b/;
const howSoon = /\b(how long|how quickly|how quick|how fast|how soon|how many (months|weeks)|when)\b/;
const gotWork = /\b(job|jobs|hired|work|role|employed|employment|position)\b/;
const aboutStudent =
  /\b(anyone|anybody|someone|students?|graduates?|grads?|alumni|testimonials?|reviews?|background|switch\w*|career change|made it|came from|come from)\b/;

/** The student a previous message is about: the quote sharing most of its words (at least one). */
function studentOf(previous: string): (typeof testimonials)[number] | undefined {
  const named = testimonials.find((x) =>
    new RegExp(`\\b${x.author.name.split(" ")[0]!.toLowerCase()}\\b`).test(previous),
  );
  if (named) return named;
  if (!aboutStudent.test(previous)) return undefined;
  const asked = new Set(contentTerms(previous).filter((w) => w.length >= 4));
  const scored = testimonials
    .map((x) => ({ x, n: contentTerms(x.body).filter((w) => asked.has(w)).length }))
    .sort((a, b) => b.n - a.n);
  return scored[0] && scored[0].n > 0 && scored[0].n > (scored[1]?.n ?? 0) ? scored[0].x : undefined;
}

/** "How long did it take her to get a job?" after a student's quote: its sentence with the time. */
function howSoonHired(t: string, history: string[]): Reply | undefined {
  if (!pronoun.test(t) || !howSoon.test(t) || !gotWork.test(t)) return undefined;
  const previous = history.at(-1)?.toLowerCase();
  const student = previous ? studentOf(previous) : undefined;
  if (!student) return undefined;
  const sentences = student.body.split(/(?<=\.)\s+/);
  const timed = sentences.find((s) => /\b(months?|weeks?|days?|years?)\b/.test(s));
  if (!timed) return undefined;
  return {
    lead: `${student.author.name} says: “${timed}”`,
    more: [`Before that: “${sentences[0]}”`].filter(() => sentences[0] !== timed),
    sources: sources(),
  };
}

export function studentsSay(text: string, history: string[]): Reply | undefined {
  const t = text.toLowerCase();
  return howSoonHired(t, history) ?? studentsWords(t);
}
