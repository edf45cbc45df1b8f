/**
 * Sentences that answer a question better than a typed answer: the sentence that counts what a
 * "how many" question asks about (countSentence) and the testimonial that speaks about what
 * students said (studentQuote).
 */
import { testimonials } from "#content/testimonials.ts";
import type { Reply } from "./facts.ts";
import type { SentenceIndex, SentenceMatch } from "./sentences.ts";
import { sentencesOf } from "./language.ts";
import { domainWords } from "./reading.ts";
import type { Understander } from "./understand.ts";
import { programPatterns } from "./named-subjects.ts";

/**
 * A quote filed under the one course the question names, or any quote when it names none or
 * several: "has anyone who did your testing course gone on to work as a tester?" is a QA
 * graduate's story, never a data student's "test a hypothesis".
 */
function ofCourseAsked(text: string): (quote: string) => boolean {
  const named = programPatterns.filter(([, re]) => re.test(text)).map(([p]) => p.name);
  return named.length === 1 ? (quote) => quote.trim().endsWith(`${named[0]}.`) : () => true;
}

/**
 * A quote's author with the course they took ("**Aisha Karim** (QA & Software Testing)"): asked
 * "who said it and what did they study?", the course is half the answer.
 */
function whoSaid(name: string): string {
  const program = testimonials.find((t) => t.author.name === name)?.program;
  return program ? `**${name}** (${program})` : `**${name}**`;
}

const numberWords = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty";

/** The sentence that states how many of the things a "how many X" question counts. */
export function countSentence(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex | undefined,
  typed: string,
): SentenceMatch | undefined {
  const noun = /\bhow many (?:different |separate )?([a-z][a-z-]{2,})\b/.exec(reading.text)?.[1];
  if (!sentences || !noun || domainWords.has(noun.replace(/s$/, ""))) return undefined;
  const stem = noun.replace(/(es|s)$/, "").slice(0, 6);
  // "How many days a week are classes?" asks a rate: it is answered by one ("one class a week"),
  // never by a count of days said about something else ("within two business days").
  const per = new RegExp(`\\bhow many (?:different |separate )?${noun} (?:a|per|each|every) (week|month|fortnight|day|term)\\b`).exec(reading.text)?.[1];
  if (per && new RegExp(`\\b(${numberWords})\\b[^.]{0,30}\\b(a|per|each|every) ${per}\\b`, "i").test(typed)) return undefined;
  const states = new RegExp(`\\b(${numberWords})\\s+(?:[a-z-]+\\s+)?${stem}${per ? `\\w*\\s+(a|per|each|every) ${per}` : ""}`, "i");
  // The typed answer counts them itself ("three modules", "6 to 8 hours"): it answers.
  if (states.test(typed) || new RegExp(`\\b(${numberWords})\\b[^.]{0,12}\\b${stem}`, "i").test(typed)) return undefined;
  const best = sentences.best(understander.sentenceQuery(reading), 12).find((m) => states.test(m.text));
  return best && best.coverage >= 0.6 ? best : undefined;
}

/**
 * A question about what students said or did: "did any student say…", "has anyone…", "which of
 * your students talked about…", "any real stories?", "how quick did your grads land jobs?", "any
 * data grads using what they learned at work now?".
 */
const asksStudents =
  /\b(students?|graduates?|grads?|alumni|learners?|anyone|anybody|someone)\b.{0,40}\b(say|said|says|think|thought|find|found|felt|feel|review|reviewed|mention|mentioned|rate|rated|talk|talked|talks|spoke|speak|wrote|shared|told|described)\b|\b(has|have|did) (anyone|anybody|someone|any students?|any student's|a student|any graduates?|any grads?)\b|\bwhat (did|do|have|has|were) (they|others|other students|students|graduates|people|past students|former students) (say|said|found|find|think|thought|felt)\b|\bhow did (other |past |former )?(students|graduates|others|people) (find|feel|handle|manage)\b|\b(any|real|success|student|graduate) (\w+ )?(stories|story|examples|testimonials?|reviews)\b|\bwhich (of (your|the) )?(students?|graduates?|grads?|alumni|alumnus)\b|\b(is|are|was|were) there (an?|any) (ex[- ]?|past |former |old )?(students?|graduates?|grads?|alumni|alumnus)\b.{0,10}\b(who|that)\b|\b(students?|graduates?|grads?|alumni)\b.{0,30}\b(got|get|gotten|been|were) (hired|employed)\b|\b(students?|graduates?|grads?|alumni)\b.{0,30}\b(get|got|land|landed|find|found|start|started|went|go) (a |an |their |into )?(\w+ )?(jobs?|roles?|work|positions?)\b|\b(graduates?|grads?|alumni|past students|former students)\b.{0,40}\b(using|use|used|apply|applied|applying|working|work|employed)\b/;

/** The testimonial that speaks about what the question asks, quoted with its author. */
export function studentQuote(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences?: SentenceIndex,
): Reply | undefined {
  if (!sentences || !asksStudents.test(reading.text)) return undefined;
  const query = understander
    .sentenceQuery(reading)
    .filter((q) => !/^(student|graduate|alumnus|alumni|learner|people|anyone|anybody|someone|say|said|think|thought|find|found|feel|felt|review|mention|other|talk|speak|share|tell|describe|story|example|real|grad|actually)$/.test(q.lemma));
  if (!query.some((q) => q.factor >= 0.5)) return undefined;
  const ofCourse = ofCourseAsked(reading.text);
  const best = sentences.best(query, 80).find((m) => m.passage.id.startsWith("testimonials:") && ofCourse(m.passage.text));
  if (!best || best.coverage < 0.5) return storyQuote(query, sentences, reading.text);
  const name = /^\*\*([^*]+)\*\*:/.exec(best.passage.text)?.[1];
  const lead = !name ? best.text : `${whoSaid(name)}: ${best.text.replace(/^\*\*[^*]+\*\*:\s*/, "")}`;
  // "…gone on to work as a tester?": the quote's line that says the job ("I started as a QA
  // analyst two weeks after finishing") follows, before the line after the one matched.
  const asked = storyConcepts.filter((c) => c.asked.test(reading.text));
  const saying = sentencesOf(best.passage.text.replace(/^\*\*[^*]+\*\*:\s*/, "")).find(
    (t) => t !== best.text && asked.some((c) => c.said.test(t)),
  );
  return {
    lead,
    // Not the program the quote is filed under ("Full stack software development.").
    more: saying ? [saying] : best.after.filter((t) => t.split(/\s+/).length >= 5).slice(0, 1),
    sources: [{ title: best.passage.title, href: best.passage.href }],
  };
}

/**
 * The visitor's story in their words ("waited tables for years, never coded: has anyone like me
 * got a dev job?", "how quick did your grads land jobs?") against a student's whole quote: its
 * sentences together tell the story ("came from hospitality with no coding background… a junior
 * developer role"), which no one sentence holds.
 */
/**
 * What a story asks in the visitor's words, and how a quote says it: a job got is a role started
 * ("a junior developer role", "I started as a QA analyst"); quickly is weeks or months after.
 */
const storyConcepts: { asked: RegExp; lemmas: RegExp; said: RegExp; leads?: true }[] = [
  {
    asked: /\b(jobs?|hired|employed|employment|positions?|work as|got in|made it|career)\b/,
    lemmas: /^(job|land|hire|employ|employment|position|career|get|got|make|made)$/,
    said: /\b(role|started as|hired)\b/i,
  },
  {
    asked: /\b(quick|quickly|fast|soon|how long|straight away|right after)\b/,
    lemmas: /^(quick|quickly|fast|soon|long)$/,
    said: /\b(weeks?|months?|days?) (after|later)\b/i,
    // How quickly is the answer itself: its sentence leads.
    leads: true,
  },
];
/** Words that ask for a story, not what it is about. */
const storyWords = /^(graduat|graduate|grad|story|real|example|lol|anyone|like)$/;

function storyQuote(
  asked: { lemma: string; factor: number }[],
  sentences: SentenceIndex,
  text: string,
): Reply | undefined {
  const concepts = storyConcepts.filter((c) => c.asked.test(text));
  const query = asked.filter((q) => !storyWords.test(q.lemma) && !concepts.some((c) => c.lemmas.test(q.lemma)));
  const ofCourse = ofCourseAsked(text);
  const quote = (p: { id: string; text: string }) => (p.id.startsWith("testimonials:") && ofCourse(p.text) ? p.id : undefined);
  const words = query.reduce((sum, q) => sum + sentences.weight(q.lemma) * q.factor, 0);
  // Each concept counts as much as one of the question's words.
  const each = query.length > 0 ? words / query.length : 1;
  const quotes = [...sentences.coverageBy(query, quote)].map(([id, coverage]) => {
    const said = concepts.filter((c) => c.said.test(sentences.passageText(id) ?? "")).length;
    return [id, (coverage * words + said * each) / (words + concepts.length * each)] as const;
  });
  const [first, second] = quotes.sort((a, b) => b[1] - a[1]);
  // Most of the story in one quote, or a fair part of it in one quote and little in any other.
  const margin = (first?.[1] ?? 0) - (second?.[1] ?? 0);
  if (!first || !((first[1] >= 0.45 && margin >= 0.1) || (first[1] >= 0.3 && margin >= 0.25))) return undefined;
  const text0 = sentences.passageText(first[0]) ?? "";
  const name = /^\*\*([^*]+)\*\*:/.exec(text0)?.[1];
  // The quote's own sentences, not the program it is filed under ("QA & Software Testing.").
  const body = sentencesOf(text0.replace(/^\*\*[^*]+\*\*:\s*/, "")).filter((t) => t.split(/\s+/).length >= 5);
  // The sentence that says what was asked leads ("two weeks after"), else the quote from its start,
  // which sets out the student's story.
  const lead =
    body.find((t) => concepts.some((c) => c.leads && c.said.test(t))) ?? body[0];
  if (!lead) return undefined;
  return {
    lead: name ? `${whoSaid(name)}: ${lead}` : lead,
    more: body.filter((t) => t !== lead).slice(0, 2),
    sources: [{ title: "Student testimonials", href: "/client-testimonials" }],
  };
}
