/**
 * Sentences that answer a question better than a typed answer: the sentence that counts what a
 * "how many" question asks about (countSentence) and the testimonial that speaks about what
 * students said (studentQuote).
 */
import type { Reply } from "./facts.ts";
import type { SentenceIndex, SentenceMatch } from "./sentences.ts";
import { domainWords } from "./reading.ts";
import type { Understander } from "./understand.ts";

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

/** A question about what students said or did: "did any student say…", "has anyone…". */
const asksStudents =
  /\b(students?|graduates?|alumni|learners?|anyone|anybody|someone)\b.{0,40}\b(say|said|says|think|thought|find|found|felt|feel|review|reviewed|mention|mentioned|rate|rated)\b|\b(has|have|did) (anyone|anybody|someone|any students?|a student|any graduates?)\b|\bwhat (did|do|have|has|were) (they|others|other students|students|graduates|people|past students|former students) (say|said|found|find|think|thought|felt)\b|\bhow did (other |past |former )?(students|graduates|others|people) (find|feel|handle|manage)\b/;

/** The testimonial that speaks about what the question asks, quoted with its author. */
export function studentQuote(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences?: SentenceIndex,
): Reply | undefined {
  if (!sentences || !asksStudents.test(reading.text)) return undefined;
  const query = understander
    .sentenceQuery(reading)
    .filter((q) => !/^(student|graduate|alumnus|alumni|learner|people|anyone|anybody|someone|say|said|think|thought|find|found|feel|felt|review|mention|other)$/.test(q.lemma));
  if (!query.some((q) => q.factor >= 0.5)) return undefined;
  const best = sentences.best(query, 80).find((m) => m.passage.id.startsWith("testimonials:"));
  if (!best || best.coverage < 0.5) return undefined;
  const name = /^\*\*([^*]+)\*\*:/.exec(best.passage.text)?.[1];
  const lead = best.text.startsWith("**") || !name ? best.text : `**${name}**: ${best.text}`;
  return {
    lead,
    // Not the program the quote is filed under ("Full stack software development.").
    more: best.after.filter((t) => t.split(/\s+/).length >= 5).slice(0, 1),
    sources: [{ title: best.passage.title, href: best.passage.href }],
  };
}
