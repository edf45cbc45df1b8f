/**
 * The kinds of fact a question asks, read part by part and then settled across the parts: a
 * service's rate and a fee are one fact, a job to find is no job to keep, what a visitor says of
 * someone is no ask, the instalments carry the fee, a booked call is what moves. Also the
 * technology the question names (its topics) and the kind of tool asked for ("which database?").
 * Called by the Understander (understand.ts) after the outright rules; it may narrow the subject
 * (a teenager who wants to code is someone to train, not a service to order).
 */
import * as facts from "./facts.ts";
import type { Program, Subject } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { normalise } from "./language.ts";
import { bookedCall, serviceContext } from "./named-subjects.ts";
import type { Reading } from "./reading.ts";
import { classTimesAsked, settleAcross } from "./settle.ts";
import { describesPerson, jobless, subjectHasTools, toldPart } from "./visitor-cues.ts";

/** What the kinds are read from: the question and the reader's own ways of reading. */
export interface KindsContext {
  question: string;
  reading: Reading;
  /** The question's subject; narrowed in place where the kinds say so. */
  subject: Subject;
  /** Words of the question the site never mentions. */
  unknown: string[];
  read(text: string): Reading;
  /** The question split as written, one clause per part asked. */
  clauses(text: string): string[];
  pickIntents(reading: Reading, floor?: number): IntentId[];
  scoreIntents(reading: Reading): { id: IntentId; score: number; exact: boolean }[];
  techWords(reading: Reading, unknown: string[]): string[];
  /** The program whose own topics alone name the question's words, and those words. */
  featureWords(reading: Reading): { program: Program; words: string[] } | undefined;
}

export interface KindsAsked {
  found: IntentId[];
  /** Technology the question names, which the topics answer. */
  tech: string[];
  /** The kind of tool asked for ("which database?"), when no technology is named. */
  toolKind: ReturnType<typeof facts.toolKindAsked>;
}

export function kindsAcross(c: KindsContext): KindsAsked {
  const { question, reading, subject, unknown } = c;
  // Split the question as written: its punctuation marks where one part ends.
  const clauses = c.clauses(normalise(question));
  let found: IntentId[] = [];
  // One or two words of a list ("price, length, next intake?") name the fact asked: a weaker
  // cue ("length") is enough there.
  for (const clause of clauses)
    for (const id of c.pickIntents(
      c.read(clause),
      clauses.length > 2 && clause.split(" ").length <= 2 ? 1 : 1.5,
    ))
      if (!found.includes(id)) found.push(id);
  if (found.length === 0) found = c.pickIntents(reading);
  found = settleAcross(found, reading.text);
  // "the starting price": a service's rate and a fee are one fact asked once.
  if (found.includes("fee") && found.includes("serviceRate"))
    found = found.filter((id) => id !== "serviceRate");
  // "Mobile apps from 20k? and how do we get started?": getting a service started is the free
  // consultation, not a course's start date or its application.
  if (
    subject.services.length > 0 &&
    subject.programs.length === 0 &&
    !found.includes("consultation") &&
    /\b(how|where|what) (do|can|should|would|shall) (i|we) (get (it )?started|start|begin|kick (it )?off|go ahead|proceed|get the ball rolling)\b|\bhow to (get started|start|begin|proceed|go ahead)\b|\bwhat are the next steps\b/.test(
      reading.text,
    )
  )
    found = [...found.filter((id) => id !== "start" && id !== "apply"), "consultation"];
  // "I work nights in a hospital, which course could I fit in?": fitting study around a job is
  // said across the parts, so the whole message's reading decides.
  // "My son finished a degree and still hasn't found a job, do you help with job hunting?": a
  // job to find is no job to keep; the careers support answers.
  const noJob =
    jobless.test(reading.text) &&
    !/\b(keep|keeping|while|whilst|alongside|around|juggle|juggling) (my |a |his |her |their |the )?(day |full time |part time )?(job|work|working)\b/.test(
      reading.text,
    );
  if (noJob && found.includes("keepWorking")) {
    found = found.filter((id) => id !== "keepWorking");
    if (!found.includes("careers")) found.push("careers");
  }
  if (!found.includes("keepWorking") && clauses.length > 1 && !noJob) {
    const whole = c.scoreIntents(reading).find((x) => x.id === "keepWorking");
    if (whole?.exact && whole.score >= 3 && !(found.includes("timetable") && classTimesAsked(reading.text)))
      found = ["keepWorking", ...found.filter((id) => !["timetable", "careers", "suits"].includes(id))];
  }
  // "My teenager wants to code games and websites, what would you suggest?": someone to train,
  // not a website to order.
  if (
    found.includes("suits") &&
    subject.services.length > 0 &&
    subject.programs.length === 0 &&
    ((describesPerson.test(reading.text) && !serviceContext.test(reading.text)) ||
      // "I run a cafe and want to learn to make my own website, which course?": to learn, not to order.
      /\b(learn|learning) (to|how to)\b|\bmy own\b.{0,30}\b(course|courses|program|programs)\b|\b(which|what) (course|program)\b/.test(
        reading.text,
      ))
  )
    subject.services = [];
  // Across the parts too: "my daughter is into spreadsheets and budgets, which course would
  // suit her?" asks who a course suits, not about a consultation's budget.
  // A kind of fact whose own words are absent is a reading of the description, not an ask.
  const askedFor: Partial<Record<IntentId, RegExp>> = {
    consultation: /\b(consult\w*|quote|project|meeting|appointment|book|booking)\b/,
    keepWorking: /\b(job|full time|part time|9 to 5|while|keep working|hours|schedule|shift|shifts)\b/,
    address: /\b(where|address|located|location|street|suburb|office|campus|directions?)\b/,
    openingHours: /\b(open|opening|hours|closed|close|visit)\b/,
    contact: /\b(contact|reach|talk|speak|human|person|enquir\w*)\b/,
    // "I do customer service in a call centre": a call centre is where they work.
    phone: /\b(phone|ring|number|text)\b|\bcall(?! cent(re|er)s?\b)\b/,
    email: /\b(e-?mail|mail)\b/,
    instructor:
      /\b(teach|teaches|taught|teaching|instructor|instructors|teacher|teachers|trainer|tutor|lecturer)\b/,
    // "My husband is a plumber who's sick of his knees hurting": no class is missed.
    missedClass: /\b(miss|missed|missing|misses|skip|skipping|absent|absence|catch up|catch-up)\b/,
    // "I do a lot of excel in my marketing job. Would data analytics suit me?": the job they have
    // is who they are, not a question about careers support.
    careers:
      /\b(careers?|job (search|hunt\w*|prospects?|outcomes?|ready|placement|market|guarantee\w*)|(find|finding|get|getting|land|landing|secure|securing) (a |me a |us a |them a )?(new )?(job|role|work|position)|placements?|hired|hire|hiring|recruit\w*|openings?|vacanc\w*|alumni|graduates|advertis\w*|promis\w*|guarantee\w*|employ(ment|able|ability)|cv|resume|interviews?|portfolio|linkedin|help (me |us )?(with|find|get)|after (the course|graduat\w*|i finish|finishing))\b/,
    // "I work as a manual tester, can QA help me?": their own job is no question about roles.
    roles:
      /\b(role|roles|job|jobs|career|careers|become|title|titles|position|positions|hired|work as|working as)\b/,
    // "I have a science degree, would data analytics suit me?": the degree is who they are, not
    // a question of what the course needs first.
    // "My coding skills are nonexistent, can I still sign up?": a skill the visitor lacks is what
    // the course expects first.
    prerequisites:
      /\b(need|needs|needed|require\w*|prerequisites?|experience|before|know|knowledge|ready|prepared?|enough|qualif\w*|entry|beginners?|start|skills?|nonexistent|zero)\b/,
    // "A mum returning to work after 8 years at home": years at home are no study from home.
    // Living elsewhere asks how to attend ("I'm stuck out in Brisbane").
    mode: /\b(online|remote\w*|in person|on campus|campus|distance|another (city|country|state)|interstate|overseas|abroad|regional|rural|country|far|away|travel\w*|commut\w*|move|moving|live|lives|living|based|located|zoom|virtual|live|stream\w*|from home|(study|studying|learn|learning|do it|do the course|attend|attending|join|joining|take it|do) (\w+ ){0,3}at home)\b/,
  };
  // The visitor's own job ("I'm a teacher") names no one who teaches here.
  // "I'm a high school maths teacher": the job noun a few words on is theirs too.
  const ownWords = reading.text
    .replace(
      /\b(i am|i was|(someone|he|she|they) (is|was|are|were|works as|worked as|used to be)|i (already |currently |now |still )?work as|i (already |currently )?worked as|i used to be|as) (an? )?([\w-]+ ){0,3}(teacher|teachers|tutor|tutors|trainer|trainers|instructor|instructors|lecturer|lecturers|tester|testers|analyst|analysts|developer|developers|engineer|engineers)\b/g,
      " ",
    )
    .replace(
      /\b(i am|i was|i (already |currently |now |still )?work as|i (already |currently )?worked as|i used to be|as) (an? )?(\w+ )?(tester|testers|analyst|analysts|developer|developers|engineer|engineers|\w+)\b/g,
      " ",
    );
  if (found.includes("suits") && describesPerson.test(reading.text))
    found = found.filter((id) => askedFor[id]?.test(ownWords) ?? true);
  // So with any question after what a visitor says of someone ("my cousin works in a call
  // centre, what jobs could she get after QA?", "a mum of two back to work after years at
  // home, do you help find a job?"): a kind read only from the description is no ask, when
  // another kind is asked.
  else if (found.length > 1 && (describesPerson.test(reading.text) || toldPart(reading) !== "")) {
    // (Not the kinds a situation itself asks: a job to keep, a class to miss.)
    const situational: IntentId[] = ["missedClass"];
    const asked = found.filter((id) => situational.includes(id) || (askedFor[id]?.test(ownWords) ?? true));
    if (asked.length > 0) found = asked;
  }
  // Parts asked side by side say each fact once: the instalments carry the fee ("how much is QA
  // and can I pay monthly?"); "what time are classes and how long is each?" is the class length.
  if (found.includes("instalments") && found.includes("fee")) found = found.filter((f) => f !== "fee");
  // "I booked a consult call but can't make it, how do I move it to another day?": the booked
  // call is what moves or is missed, not a class (its time, a missed class).
  if (
    found.includes("consultation") &&
    bookedCall.test(reading.text) &&
    !/\b(class|classes|lesson|lessons|course|intake)\b/.test(reading.text)
  )
    found = found.filter((id) => !["timetable", "missedClass", "session", "start"].includes(id));
  if (
    found.includes("timetable") &&
    found.includes("duration") &&
    subject.programs.length === 0 &&
    /\bhow long (is|are) (each|one|it|they|a class|the class|each class|each one)\b/.test(reading.text)
  )
    found = found.map((f): IntentId => (f === "duration" ? "session" : f));
  const tech = c.techWords(reading, unknown);
  if (tech.length > 0 && (found.length === 0 || found.includes("topics") || found.includes("instructor")))
    found = ["topics"];
  // "Which cloud platform do you teach?", "what database will we use?": a kind of tool asked for,
  // which the tools the pages name answer (not who teaches, nor the catalogue).
  const toolKind =
    tech.length === 0 && subject.services.length === 0 ? facts.toolKindAsked(reading.text) : undefined;
  // "Who teaches data analytics and what tools will I learn?" asks who teaches as well.
  if (
    toolKind &&
    subjectHasTools(subject, toolKind) &&
    found.every((id) => ["topics", "instructor", "overview", "equipment"].includes(id))
  ) {
    const who =
      found.includes("instructor") &&
      /\bwho\b|\b(teacher|instructor|trainer|tutor|lecturer)s?\b/.test(reading.text);
    found = who ? ["instructor", "topics"] : ["topics"];
  }
  // "Which tools do you use for test automation?": what one program's topics alone name
  // ("automation") says which program is asked about, and its words are the technology.
  if (
    found.length === 1 &&
    found[0] === "topics" &&
    tech.length === 0 &&
    subject.programs.length === 0 &&
    subject.services.length === 0
  ) {
    const owned = c.featureWords(reading);
    if (owned) {
      subject.programs = [owned.program];
      tech.push(...owned.words);
    }
  }

  return { found, tech, toolKind };
}
