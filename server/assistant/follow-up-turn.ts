/**
 * What the conversation fills in for a question that points back: "and the QA one?" keeps the
 * earlier question's kind of fact, "how much is it?" the program talked about, "and the other
 * one?" the ones not yet named, "which is cheaper?" the ones named so far, "what about saturdays?"
 * a course's class times. Called by the Understander (understand.ts) after the kinds of fact are
 * settled; it fills the subject in place.
 */
import { programs } from "#content/programs.ts";
import type { Program, Subject } from "./facts.ts";
import { intentById, type IntentId } from "./intents.ts";
import { courseContext } from "./named-subjects.ts";
import { comparedSoFar } from "./compared-so-far.ts";
import { otherSideKept } from "./other-side.ts";
import { comparedWithEarlier } from "./points-back.ts";
import type { Reading } from "./reading.ts";

/** What a follow-up is read from: the question, the conversation and the reader's ways of reading. */
export interface FollowUpContext {
  history: string[];
  reading: Reading;
  /** The question's subject; filled in place from the conversation. */
  subject: Subject;
  /** Words of the question the site never mentions. */
  unknown: string[];
  /** The kinds of fact the question's own words ask. */
  found: IntentId[];
  /** The latest earlier question that says what it asks about: its kinds and subject. */
  previousTurn(history: string[]): { intents: IntentId[]; subject: Subject };
  namedSoFar(text: string, history: string[]): Pick<Subject, "programs" | "services"> | undefined;
  notYetNamed(text: string, history: string[]): Pick<Subject, "programs" | "services"> | undefined;
  subjectOf(text: string): Subject;
  /** The programs a message names as written, a bare name ("data") read as a course. */
  programsNamed(text: string): Program[];
  /** The programs the previous answer names first. */
  answerNamed(history: string[]): Program[];
  /** Whether the question's own best kind of fact is a weak reading. */
  weak(reading: Reading): boolean;
}

export interface FollowedUp {
  found: IntentId[];
  /** The kind of fact came from the previous question, not this one's words. */
  inherited: boolean;
  /** "How long is each one?" after the class times: a class's length, not a course's. */
  classLength: boolean;
}

/**
 * "and who takes the data classes?" after a question about the QA instructor's background: "who"
 * asks for a person, and the question's own people kind (an instructor, the leadership) answers
 * it, however weakly scored; the earlier turn's kind (what "her background" read as) answers no
 * "who".
 */
const personAsked = (text: string, found: IntentId[]) =>
  /\bwho\b/.test(text) && found.some((id) => id === "instructor" || id === "leadership");

export function followUpTurn(c: FollowUpContext): FollowedUp {
  const { history, reading, subject, unknown } = c;
  let found = c.found;
  // A question that names nothing but points back ("what happens after I submit it?") is a
  // follow-up too.
  // Not after "tell me about X": its overview is no kind of fact to ask again.
  const previous = history.length > 0 ? c.previousTurn(history) : undefined;
  const followUp =
    /^(and|what about|how about|also|same for|plus|then|ok and|okay and|so)\b/.test(reading.text) ||
    reading.words.length <= 4 ||
    (found.length === 0 &&
      subject.programs.length === 0 &&
      subject.services.length === 0 &&
      previous !== undefined &&
      !previous.intents.includes("overview") &&
      /\b(it|that|this|them|those|these|one|ones)\b/.test(reading.text)) ||
    // "Is the QA one lighter?" after the study hours: the earlier kind, of the course named now.
    (previous !== undefined && subject.programs.length > 0 && found.length === 0 && comparedWithEarlier(reading.text));
  // Whether the kind of fact comes from the previous question (its words explain nothing here).
  let inherited = false;
  // A bare name in a follow-up is of the kind talked about: "and testing?" after a service's
  // rate is the testing service, after a course's fee the QA course.
  // "which is cheaper?" after the full stack fee and then the data one: a comparison that names
  // nothing compares the ones the conversation named (two or more), not every program; set
  // below, after the kind of fact is settled (the named ones must not make it a bare name).
  const namedEarlier =
    previous && subject.compare && subject.programs.length === 0 && subject.services.length === 0
      ? c.namedSoFar(reading.text, history)
      : undefined;
  if (
    previous &&
    followUp &&
    !namedEarlier &&
    subject.programs.length === 0 &&
    subject.services.length === 0
  ) {
    const kind =
      previous.subject.programs.length > 0 ? "course" : previous.subject.services.length > 0 ? "service" : "";
    if (kind) {
      const named = c.subjectOf(`${reading.text} ${kind}`);
      subject.programs = named.programs;
      subject.services = named.services;
    }
  }
  // "and the other one?" after full stack and QA: the programs (or services) the conversation
  // has not named yet.
  if (previous && followUp && subject.programs.length === 0 && subject.services.length === 0) {
    const others = c.notYetNamed(reading.text, history);
    if (others) {
      subject.programs = others.programs;
      subject.services = others.services;
    }
  }
  // "How long is each one?" after the class times: a class, not a course.
  const classLength =
    previous !== undefined &&
    found.length === 1 &&
    found[0] === "duration" &&
    subject.programs.length === 0 &&
    // "and how many weeks is it?" after the class times is the course's length in weeks.
    !/\b(weeks?|months?)\b/.test(reading.text) &&
    (previous.intents.includes("timetable") || previous.intents.includes("session"));
  // "which is shorter, that or full stack?": the program talked about is one side of the comparison.
  if (
    previous &&
    subject.compare &&
    subject.programs.length === 1 &&
    (/\b(that|this|it|its)\b/.test(reading.text) ||
      /\bsame\b.{0,25}\bas\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b/.test(reading.text))
  ) {
    // "whats the price difference between that one and full stack?" after "which of those can I
    // do online?": no question named it, the previous answer did (the programs it names first).
    const pointed = previous.subject.programs.length > 0 ? previous.subject.programs : c.answerNamed(history);
    for (const p of pointed)
      if (!subject.programs.includes(p))
        subject.programs = programs.filter((x) => x === p || subject.programs.includes(x));
  }
  // "Is the data one any shorter?" after the full stack length: both sides, compared.
  if (previous) otherSideKept(reading.text, subject, previous.subject.programs);
  // "can I do it online like the QA one?" after Data Analytics: "it" is the course talked about;
  // the one named after "like" is only what it is measured against, so both are answered.
  if (
    previous &&
    !subject.compare &&
    found.length > 0 &&
    subject.programs.length === 1 &&
    !subject.programs.some((p) => previous.subject.programs.includes(p)) &&
    /\b(it|that|this)\b.*\b(like|as with|same as|just as|similar to|the way)\b/.test(reading.text) &&
    previous.subject.programs.length === 1
  ) {
    subject.asked = previous.subject.programs[0];
    subject.programs = programs.filter(
      (x) => x === previous.subject.programs[0] || subject.programs.includes(x),
    );
  }
  // "What about saturdays?" after a course's overview or fee: a day or time of the week asked of
  // a course is its class times (after the opening hours or the address, the hours: below).
  if (
    previous &&
    followUp &&
    found.length === 0 &&
    /\b(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|evenings?|nights?|mornings?|afternoons?)\b/.test(
      reading.text,
    ) &&
    !previous.intents.some((id) =>
      [
        "openingHours",
        "address",
        "contact",
        "phone",
        "email",
        "consultation",
        "timetable",
        "session",
      ].includes(id),
    ) &&
    previous.subject.services.length === 0
  )
    found = ["timetable"];
  // "and the QA one?", "and on sunday?": the earlier question's kind, this question's subject.
  // ("What kind of testing?" after "tell me about the testing course" and the testing service asked
  // for: its own weak kind stands, as "tell me about" asked no kind of fact to keep.)
  const onlyOverview = previous?.intents.every((id) => id === "overview") === true;
  if (
    previous &&
    followUp &&
    (found.length === 0 ||
      (unknown.length === 0 &&
        !onlyOverview &&
        found.every((f) => previous.intents.includes(f) === false) &&
        c.weak(reading) &&
        !personAsked(reading.text, found)))
  ) {
    if (
      previous.intents.length > 0 &&
      (subject.programs.length > 0 || subject.services.length > 0 || found.length === 0)
    ) {
      found = previous.intents;
      inherited = true;
    }
  }
  if (namedEarlier) {
    subject.programs = namedEarlier.programs;
    subject.services = namedEarlier.services;
  }
  // "what language or framework is that done in?", "what kinds of testing would that cover?"
  // after a service's price: what the service works with, not what the courses teach.
  if (
    previous &&
    found.includes("topics") &&
    subject.programs.length === 0 &&
    previous.subject.services.length > 0 &&
    previous.subject.programs.length === 0 &&
    !courseContext.test(reading.text)
  )
    found = [...new Set(found.map((id): IntentId => (id === "topics" ? "serviceTech" : id)))];
  // "how much is it?": a program from earlier in the conversation.
  if (
    previous &&
    subject.programs.length === 0 &&
    subject.services.length === 0 &&
    // ("All at once", "at all", "all up" are no courses: "can I pay that off instead of all at once?")
    !/\b(all|each|every|courses|programs|both|any)\b/.test(
      reading.text.replace(
        /\b(all at once|all in one go|all (up ?front|upfront)|all up|at all|all in all|all of it|all together)\b/g,
        " ",
      ),
    ) &&
    !subject.compare
  ) {
    if (found.some((id) => intentById.get(id)?.aboutProgram || id === "instalments" || id === "gst"))
      subject.programs = previous.subject.programs;
    if (
      // "how long does it take?" after a service: a project's length, which the rule below answers.
      // "is that incl GST?" after a service's price: that rate's GST note, not the course fees.
      found.some((id) => id === "fee" || id === "serviceTech" || id === "duration" || id === "gst") &&
      previous.subject.services.length > 0 &&
      previous.subject.programs.length === 0
    )
      subject.services = previous.subject.services;
  }
  // "is data the same price?" after QA's fee, "how much would I save doing QA instead": the two
  // programs talked about, set against each other (compared-so-far.ts).
  comparedSoFar(reading.text, found, subject, history, c.programsNamed);
  return { found, inherited, classLength };
}
