/**
 * What past students of one course say about it, asked with nothing more particular ("what do
 * graduates of the data analytics course say about it?", "any reviews from people who did the full
 * stack program?"): the quotes filed under that course, each with its author. A question about
 * something in particular ("what do students say about the class sizes?") is the best quote's
 * (quotes-and-counts.ts); this reads only the general ask, where no one sentence matches and the
 * course's overview answered instead. Read before the intents (outright.ts).
 */
import * as facts from "./facts.ts";
import { programPatterns } from "./named-subjects.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

/** Who took it, in the visitor's words ("people who finished", "past students of"). */
const whoTook =
  "(your |ur |the )?(past |former |previous |old |real )?(graduates?|grads?|students?|alumni|people|learners)( (of|from|in|on|who (did|do|finished|took|completed|studied|have done|have taken|went through|attended)))?";
/** The course, once its name has been replaced by "X". */
const course = "( (the|your|ur))? x( course| program| class)?";
const said = "(say|said|think|thought|feel|felt|rate|rated|reckon)( (about|of) (it|that|this|them|the course|the program|x( course| program)?))?";

const generalReviewAsks = [
  new RegExp(`^(so |and |hey |ok )?(what|how) (do|did|have|has|does|would) ${whoTook}${course}( (say|said|think|thought|feel|felt|rate|rated|reckon))( (about|of) (it|that|this|them|the course|the program))?$`),
  new RegExp(`^(so |and |hey |ok )?(what|how) (do|did|have|has|does|would) ${whoTook} ${said}$`),
  new RegExp(
    `^(are there |do you have |have you got |got |can i (see|read) )?(any|some) (student |graduate )?(reviews?|testimonials?|feedback)( (from|by) ${whoTook.replace("(your |ur |the )?", "")})?( (of|for|about|on))?${course}$`,
  ),
];

/** The course named, with its name replaced by "x", when the question names exactly one. */
function oneCourseAsked(text: string): { slug: string; shape: string } | undefined {
  const named = programPatterns.filter(([, re]) => re.test(text));
  if (named.length !== 1) return undefined;
  const [program, re] = named[0]!;
  const shape = text
    .replace(new RegExp(re.source, "g"), "x")
    .replace(/[?!.,]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { slug: program.slug, shape };
}

export function courseReviews(c: OutrightContext): Understanding | undefined {
  const asked = oneCourseAsked(c.reading.text);
  if (!asked || !generalReviewAsks.some((re) => re.test(asked.shape))) return undefined;
  const program = c.subject.programs.find((p) => p.slug === asked.slug);
  if (!program) return undefined;
  const subject = { ...c.subject, programs: [program] };
  return {
    replies: [facts.testimonialsReply(subject)],
    intents: ["testimonials"],
    subject,
    unknown: [],
    confidence: 1,
    page: true,
  };
}
