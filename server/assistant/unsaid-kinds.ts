/**
 * Kinds of detail the site never states beside a topic it covers (docs/decisions/0092-the-asked-thing.md,
 * "Kinds of detail asked"): how often something happens, a degree or credential of the people, a
 * staff member's own contact or profile, and credit for prior learning. A question that asks one
 * of them is answered only by an answer that states it; the passage nearby (a testimonial's
 * "weekly code reviews" for the newsletter, a person's background for their PhD or LinkedIn, a
 * course's topics for skipping its first module) answers another question, so the honest reply.
 * assistant.ts applies these in `checked`.
 */
import { programDetails } from "#content/program-details.ts";
import { team } from "#content/people.ts";
import { composeAnswer } from "./builtin-engine.ts";
import type { AnswerRequest } from "./engine.ts";
import { sentencesOf } from "./language.ts";
import { functionWords } from "./reading.ts";

/** The answer as read: links reduced to their text, the caveat about unknown words left out. */
const answerText = (request: AnswerRequest) =>
  composeAnswer({ ...request, unknownWords: [] })
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\*\*/g, "");

/**
 * "How often does the newsletter go out?", "…weekly?", "how many posts a month": the answer is a
 * frequency. A bare "weekly?" or "every month?" at the end of a clause asks it too, unless it is
 * what the visitor wants to avoid ("could I do it without coming in every week?": study online),
 * or the trip itself ("do I gotta rock up to Sydney every week?", "do I have to come in every week?":
 * whether the course is on campus).
 */
const frequencyAsk =
  /\bhow (often|frequently|regularly)\b|\b(more|less) (often|frequently)\b|(?<!\b(without|not|never|instead of|rather than|avoid|skip)\b[^,.!?]{0,30})(?<!\b(come|coming|go|going|get|travel|travelling|traveling|commute|commuting|rock up|head|drive|driving|fly|flying) (down |up |over |in )?(to|into) (sydney|the campus|campus|the city|the cbd|the office|class|classes)\s)(?<!\b(come|coming|rock|rocking|turn|turning|show|showing|head|heading|go|going) (in|up)\s)(\bevery (day|week|fortnight|month|year)\b(?=[^.!?]*\?)|\b(weekly|monthly|fortnightly|daily|yearly|annually)\s*\?)|\b(updated|posted|published|sent|released) (regularly|often|frequently)\b|\bhow many (?:[a-z]+ ){1,2}(a|per|each|every) (week|fortnight|month|year)\b/i;
export const asksFrequency = (question: string) => frequencyAsk.test(question);
const frequencyWords =
  /\b(weekly|monthly|fortnightly|daily|yearly|annually|once|twice|every (week|month|day|year|fortnight|two weeks)|(a|per|each) (week|month|day|year|fortnight))\b/i;
/** Words of a frequency question that say how often, not what happens. */
const frequencyTalk = new Set(
  "often frequently regularly regular weekly monthly fortnightly daily yearly annually every week weeks month months year years day days fortnight how many much times time get come happen happens go goes going out put send sent usually normally typically roughly about around like".split(
    " ",
  ),
);
/** What a frequency question asks the frequency of: its content words ("newsletter", "blog posts"). */
function frequencySubject(question: string): string[] {
  const words = question.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  return words.map((w) => w.replace(/'s$/, "")).filter((w) => w.length >= 3 && !functionWords.has(w) && !frequencyTalk.has(w));
}
/**
 * Whether the answer states how often the thing asked happens: a frequency in a sentence that
 * names something of the question ("fortnightly demos" for "how often do we see the project",
 * "monthly instalments" for "how often do I pay instalments"), or in a typed reply, which its
 * intent chose for the question. A frequency beside something else ("the weekly code reviews"
 * in a testimonial, for the newsletter) is not the one asked.
 */
export function statesFrequency(question: string, request: AnswerRequest): boolean {
  const text = answerText(request);
  if (!frequencyWords.test(text)) return false;
  if ((request.replies?.length ?? 0) > 0) return true;
  const subject = frequencySubject(question);
  if (subject.length === 0) return true;
  const stems = subject.map((w) => w.replace(/(es|s)$/, "").slice(0, 5));
  const sentences = sentencesOf(text.replace(/\n+/g, " ")).map((s) => s.toLowerCase());
  const names = (s: string) => (s.match(/[a-z][a-z-]*/g) ?? []).some((w) => stems.some((stem) => w.startsWith(stem)));
  // The sentence beside says it too: "plan for 6 to 8 hours a week… Before the next class you
  // hand in the week's work and get written feedback on it."
  return sentences.some((s, i) => frequencyWords.test(s) && sentences.slice(Math.max(0, i - 1), i + 2).some(names));
}

/** The people the site names: staff on /our-people and the instructors, by full and first name. */
const people = [...team.map((m) => m.name), ...Object.values(programDetails).map((d) => d.instructor.name)];
// Every leading part of a name is how it is said ("Mei Lin", "Mei Lin Chen", "Arjun").
const personNames = [...new Set(people.flatMap((n) => n.split(" ").map((_, i, parts) => parts.slice(0, i + 1).join(" "))))]
  .map((n) => n.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
  .sort((a, b) => b.length - a.length);
const nameAlternatives = personNames.map((n) => n.replace(/ /g, "\\s+")).join("|");
/** One of the people, named or by role ("the director", "my instructor", "your teachers"). */
const personRef = `(?:${nameAlternatives}|(?:the|your|ur|my|our|a|any|his|her) (?:[a-z]+ )?(?:instructors?|teachers?|trainers?|tutors?|lecturers?|mentors?|director|founder|ceo|head|staff|team members?|people)|(?:instructors?|teachers?|trainers?|tutors?|lecturers?|staff)|he|she)`;
const asWritten = (question: string) =>
  question
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’`]/g, "'");

/**
 * "Do any of your instructors have a PhD?", "does Arjun have a computer science degree?", "what
 * qualifications does Mei Lin hold?": a credential of the people. Their backgrounds give years
 * and industries, never a degree; "what qualifications do I need" (the prerequisites) and the
 * course's own certificate are not about the people.
 */
const credentialWords =
  "(?:phds?|ph\\.d|doctorates?|doctoral|masters?|master's|bachelors?|bachelor's|degrees?|diplomas?|qualifications?|qualified|credentials?|certifications?|certified|istqb|aws certified|university|uni educated|cs grads?)";
const credentialAsk = new RegExp(
  `\\b${personRef}\\b[^?.!]{0,40}\\b(?:have|has|hold|holds|got|get|with|earned|possess|are|is|been)\\b[^?.!]{0,30}\\b${credentialWords}\\b|\\b(?:what|which) ${credentialWords} (?:do|does|have|has) ${personRef}\\b|\\b${personRef}'s? ${credentialWords}\\b`,
);
export const asksCredential = (question: string) => credentialAsk.test(asWritten(question));
// (Whether a course's certificate is "nationally accredited" answers a qualification asked of what
// staff get from a course: client-service-asks.ts.)
const statesCredential = (request: AnswerRequest) =>
  /\b(phd|doctorate|master'?s|bachelor'?s|degree|diploma|university|certified|certification|nationally accredited)\b/i.test(answerText(request));

/**
 * "Can u send me Arjun Mehta's linkedin", "what's Sarah's email?", "Mei Lin's mobile number": a
 * staff member's own contact or profile. The site gives the company's e-mail, phones and pages,
 * never a person's; an answer that names the person and one of those does not give theirs.
 */
const contactWords =
  "(?:e-?mail(?: address)?|email|phone(?: number)?|mobile(?: number)?|number|cell|direct line|whatsapp|linkedin|linked in|github|twitter|x account|instagram|insta|socials|social media|profile|contact details|contact info|personal contact)";
const contactAsk = new RegExp(
  `\\b(?:${nameAlternatives}|(?:the|your|ur|my) (?:[a-z]+ )?(?:instructor|teacher|trainer|tutor|lecturer|mentor|director|founder|ceo))(?:'s|s)? (?:own |personal |direct |work )?${contactWords}\\b|\\b${contactWords} (?:of|for) (?:${nameAlternatives}|(?:the|your|ur|my) (?:[a-z]+ )?(?:instructor|teacher|trainer|tutor|lecturer|mentor|director|founder|ceo))\\b|\\b(?:${nameAlternatives}) (?:have|has|got|on) (?:an? |any )?(?:[a-z]+ or )?${contactWords}\\b|\\b(?:contact|reach|message|email|e-mail|call|text|dm) (?:${nameAlternatives}) (?:directly|personally|herself|himself)\\b`,
);
export const asksStaffContact = (question: string) => contactAsk.test(asWritten(question));
const statesStaffContact = (question: string, request: AnswerRequest) => {
  const asked = asWritten(question);
  const named = personNames.filter((n) => asked.includes(n));
  const text = asWritten(answerText(request));
  // The person's own: in a sentence that names them beside an address, a number or a profile link.
  return sentencesOf(text).some(
    (s) => named.some((n) => s.includes(n)) && /@|\+?\d[\d ]{7,}\d|linkedin\.com|github\.com/.test(s),
  );
};

/**
 * "Do you recognise prior learning?", "could I get credit and skip the first module", "RPL",
 * "advanced standing", "exempt from the first weeks": credit for what the student already knows.
 * The site says what each course needs first and what it covers, never whether any of it is
 * credited; a credit card is a way to pay, and a fee exempt from GST is a tax question.
 */
const creditAsk =
  /\brecogni[sz](e|es|ed|ing|ation) (of )?(my |your |ur |any )?prior\b|\bprior learning\b|\brpl\b|\badvanced standing\b|\bcredit transfer\b|\bcredits? (for|towards?|against)\b|\b(get|give|receive|earn|grant|offer|award)s? (me |us )?(any |some )?(course )?credits?\b(?! card)|\bcount(s|ed)? (as|towards?|for) (a |any |some )?credits?\b|(?<!\b(gst|tax|duty|vat)[ -]?)\bexempt(ed|ion|ions)?\b(?! from (gst|tax))|\b(skip|skipping|bypass|jump past|test out of|opt out of) (the |a |some |any |those |these )?(first |early |intro |introductory |beginner |basic |opening )?(few |couple of |two |2 |three |3 )?(modules?|units?|weeks?|parts?|sections?|topics?|lessons?|classes|basics|html part|front end part)\b/i;
export const asksCredit = (question: string) => creditAsk.test(question);
const statesCredit = (request: AnswerRequest) =>
  /\b(credit(ed)?|exempt(ion)?|recogni[sz]e|prior learning|advanced standing)\b(?! card)/i.test(answerText(request));

/**
 * The kind of detail asked that the answer does not state, or undefined. Frequency is the
 * caller's (it reads the whole message when the ask alone lost the subject).
 */
export function unsaidKind(question: string, request: AnswerRequest): string | undefined {
  if (asksCredential(question) && !statesCredential(request)) return "credential";
  if (asksStaffContact(question) && !statesStaffContact(question, request)) return "staff contact";
  if (asksCredit(question) && !statesCredit(request)) return "credit";
  if (asksFrequency(question) && !statesFrequency(question, request)) return "frequency";
  return undefined;
}
