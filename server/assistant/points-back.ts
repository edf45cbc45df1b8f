/**
 * A follow-up that points back past the turn just before it, in a conversation that moves between
 * a course and a service (issue 16, conversations): which earlier subject it means, and whether it
 * keeps the earlier turn's kind of fact.
 *  - "going back to the course, how much is it?" after the testing service: the course the
 *    conversation named, not the service talked about last (it got the service's rate);
 *  - "what do you code those in?" after "do you make ios apps for companies?": what the service
 *    is built with (it got a course's FAQ line), also when a course was talked about before it;
 *  - "is the QA one lighter?", "is it less for the testing one?" after the study hours: the same
 *    kind of fact for the course named now (it got the course's summary).
 * Read by the Understander (understand.ts) on the normalised question: the subject before the
 * outright chain, the kind in follow-up-turn.ts.
 */
import type { Subject } from "./facts.ts";
import { techAsked } from "./service-asks.ts";

/** "Going back to the course", "back to the qa course for a sec", "returning to the class". */
const backTo =
  /\b(go|going|goes|get|getting|come|coming|circle|circling|swing|swinging|switch|switching)? ?back to\b|\breturning to\b|\bre the\b|\bregarding the\b|\babout the (course|class|program|programme|training)\b,/;
/** The course named as such, no program's name needed ("the course", "that class", "the training"). */
const theCourse = /\b(the|that|this|your|ur) (course|class|program|programme|training|bootcamp)\b/;
/** A pronoun for what was just talked about: "what do you code those in", "build them with". */
const pointer = /\b(it|them|those|these|that|this|one|ones)\b/;

/** The latest earlier question (most recent first) whose subject names a program or a service. */
function latestNamed(history: string[], subjectOf: (text: string) => Subject, has: (s: Subject) => boolean) {
  for (let i = history.length - 1; i >= 0; i--) {
    const s = subjectOf(history[i]!);
    if (has(s)) return s;
  }
  return undefined;
}

/**
 * The subject a question that names nothing means by pointing back: the course returned to after
 * a service, or the service just talked about when what it is built with is asked. Undefined when
 * the question names its own subject or points at nothing earlier.
 */
export function subjectPointedBack(
  text: string,
  history: string[],
  subject: Subject,
  subjectOf: (text: string) => Subject,
): Pick<Subject, "programs" | "services"> | undefined {
  if (history.length === 0 || subject.programs.length > 0 || subject.services.length > 0) return undefined;
  const last = latestNamed(history, subjectOf, (s) => s.programs.length > 0 || s.services.length > 0);
  if (!last) return undefined;
  // Back to the course after a service: the course named before it (the latest one).
  if (backTo.test(text) && theCourse.test(text) && last.services.length > 0 && last.programs.length === 0) {
    const course = latestNamed(history, subjectOf, (s) => s.programs.length > 0);
    return course ? { programs: course.programs, services: [] } : undefined;
  }
  // "What do you code those in?" right after a service: what that service is built with.
  if (
    techAsked.test(text) &&
    pointer.test(text) &&
    !theCourse.test(text) &&
    last.services.length > 0 &&
    last.programs.length === 0 &&
    subjectOf(history.at(-1)!).services.length > 0
  )
    return { programs: [], services: last.services };
  return undefined;
}

/**
 * "Is the QA one lighter?", "is it less for the testing one?", "same for data?": a comparison of
 * amount that names a course and no kind of fact of its own asks the earlier turn's kind (the
 * study hours, the fee) of that course.
 */
export const comparedWithEarlier = (text: string) =>
  /\b(less|lighter|fewer|lower|smaller|shorter|more|heavier|higher|bigger|longer|cheaper|dearer|same|similar|different)\b/.test(
    text,
  ) && text.split(/\s+/).length <= 9;
