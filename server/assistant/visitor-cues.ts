/**
 * What a visitor's wording tells beyond the kind of fact asked: a count or rate asked for, who they
 * are or what they told first, their age or health, a way to reach us, an application of theirs,
 * a course or field the site does not run. understand.ts weighs its answer with these.
 */
import { programs } from "#content/programs.ts";
import * as facts from "./facts.ts";
import type { Reply, Subject } from "./facts.ts";
import { type IntentId, intents } from "./intents.ts";
import type { Reading } from "./reading.ts";

/**
 * "Can the invoice be made out to my employer's company name and ABN?": the visitor's own (or
 * their employer's) details on our invoice, which the site does not say; our ABN, or when the
 * invoice comes, would not answer it.
 */
export const theirDetailsOnInvoice =
  /\b(made out|addressed|issued|billed|in the name of)\b.{0,30}\b(my|our|their|his|her) (employer|company|business|firm|organi[sz]ation|workplace)\b|\b(my|our|their) (employer|company|business|firm)( s)?('s)? (company )?(name and |name or )?(abn|acn)\b/;
/** Whether the programs asked about (or any, when none is) name a tool of the kind asked. */
export const subjectHasTools = (subject: Subject, kind: string[]) =>
  facts.tools(
    { ...subject, programs: subject.programs.length > 0 ? subject.programs : [...programs] },
    kind,
  ) !== undefined;
/** People and places a visitor may ask the number of; the site states none of these counts. */
export const counted =
  "people|persons|staff|staff members|employees|workers|team members|students|graduates|grads|alumni|learners|trainees|classmates|applicants|enrolments|places|seats|spots|intakes|cohorts|classrooms|rooms|computers|desks|devs|developers|engineers|programmers";
/** Rates of study outcomes (not of jobs, which the careers answer's honesty sentence covers). */
export const studyRate =
  /\b(most|many|how many|all|half) (of )?(your |the )?(students|people|graduates|grads|learners)\b.{0,15}\b(finish|finishes|complete|completes|pass|passes|drop out|drops out|fail|fails|graduate|quit)\b|\b(pass|passing|completion|complete|dropout|drop out|drop-out|graduation|failure|fail|retention|attendance|satisfaction|finish|finishing) (rate|rates|percentage|ratio)\b|\b(percent|percentage|proportion|what share)\b.{0,40}\b(pass|passes|finish|finishes|complete|completes|drop out|drops out|fail|fails|graduate|graduates)\b/;
export const jobWords =
  /\b(job|jobs|hired|hire|employed|employment|placed|placement|role|roles|career|careers|salary|salaries|earn|paid)\b|\b(get|got|getting|gets|break|broke|breaking|move|moved|moving) into (tech|it|the industry|industry|software|data|a career|the field)\b|\b(get|gets|find|finds|got|found|into|in) (paid )?work\b|\b(working|work) (in|as|at) (tech|it|the industry|industry|a job|the field|software|data|qa|testing)\b/;
/** "How many grads are working in tech now?", "what percentage get jobs?": a job outcome counted. */
export function jobCountAsked(text: string): boolean {
  return (
    jobWords.test(text) &&
    /\b(how many|number of|percent|percentage|proportion|what share|success rate|rate)\b/.test(text) &&
    new RegExp(`\\b(${counted}|you|your|them|of them)\\b`).test(text) &&
    !/\b(how many (jobs|roles|positions|vacancies|openings))\b/.test(text) &&
    // "your hourly rate for a developer if we hire someone by the hour": a price, not an outcome.
    !/\b(hourly|daily|day|per hour|per day|by the hour|by the day|an hour|a day) rates?\b|\b(by|per) the (hour|day)\b/.test(
      text,
    )
  );
}
/**
 * The count or rate a question asks for ("how many staff", "number of graduates", "pass rate",
 * "class size"), as the noun an answer must state a number for; "%" for a rate. Undefined when
 * none is asked, or when it is about jobs (the careers answer says plainly that we publish none).
 */
export function countAsked(text: string): string | undefined {
  if (jobWords.test(text)) return undefined;
  if (studyRate.test(text)) return "%";
  if (
    /\bclass (size|sizes)\b|\bhow (big|large|small|full) (are|is) (the |a |each |your )?(class|classes|intake|intakes|cohort|cohorts|group|groups)\b|\b(students|people) (are )?(per|in a|in each|in every|in the) (class|intake|cohort|group)\b/.test(
      text,
    ) &&
    // What past students say of the classes' size is their quote (quotes-by-topic.ts), not a count.
    !/\b(students?|graduates?|alumni|learners?)\b.{0,30}\b(say|said|says|think|thought|feel|felt|reckon)\b/.test(text)
  )
    return "students";
  // The reading may have made a plural singular ("how many tutor"): either form counts.
  const nouns = counted
    .split("|")
    .map((w) => (w.endsWith("s") ? `${w.slice(0, -1)}s?` : w))
    .join("|");
  const m = new RegExp(`\\b(how many|number of|total number of)( \\w+){0,2}? (${nouns})\\b`).exec(text);
  return m ? m[3]! : undefined;
}
/** Whether replies state the count asked: a number before the noun, or a rate in per cent. */
export function statesCount(replies: Reply[], noun: string): boolean {
  const text = replies
    .map((r) => [r.lead, ...(r.more ?? [])].join(" "))
    .join(" ")
    .toLowerCase();
  if (!text) return false;
  if (noun === "%") return /\d\s?%|\bper ?cent\b/.test(text);
  const singular = noun.replace(/s$/, "");
  return new RegExp(
    `\\b(\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|a dozen|dozens of|hundreds of|thousands of)( [\\w-]+){0,2} (${singular}s?|${noun})\\b`,
  ).test(text);
}
/** A visitor describing themself or someone they ask for ("I'm a nurse", "my son loves…", "she likes…"). */
/**
 * What a visitor says of themself before they ask ("I have a chronic illness and sometimes have
 * flare ups" of "… what happens if I miss a class?"): the words up to the first question word, of
 * a message that opens on them; "" when the message opens on its question.
 */
export function toldPart(reading: Reading): string {
  const text = reading.text;
  // Whole sentences told before the one that asks: the visitor's story, whatever it opens on.
  if (reading.told && text.startsWith(reading.told)) return reading.told;
  if (!/^(i|my|me|we|our|someone)\b/.test(text) && describesPerson.exec(text)?.index !== 0) return "";
  const told = text.split(/ (?=(?:which|what|how|can|could|do|does|will|would|should|when|where)\b)/)[0]!;
  return told === text ? "" : told;
}
/**
 * The sentences of a message before its first question sentence ("I work full time in aged care.
 * If I miss a class what happens?"), when it has both; undefined otherwise.
 */
export function toldBeforeAsk(question: string): string | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const first = sentences.findIndex((s) => s.includes("?"));
  return first > 0 ? sentences.slice(0, first).join(" ") : undefined;
}
/** A visitor without a job, or looking for one: "can't land a job", "still no job", "between jobs". */
export const jobless =
  /\b(can not|cannot|could not|unable to|not|never|yet to|struggling to|trying to) (land|find|found|get|got|getting|finding|landing|secure|secured)( a| an| any| my| his| her| their)? (\w+ )?(job|jobs|work|role)\b|\bstill (no|without a|without) (job|work)\b|\b(unemployed|out of work|between jobs|jobless|lost (my|his|her|their|a) job|made redundant|redundancy|laid off|job ?hunting|job ?hunt|job ?search\w*|looking for (a |an )?(job|work|role))\b/;
/** A visitor's health or access needs, which the site says nothing about. */
export const healthTold =
  /\b(colou?r ?blind(ness)?|blind|deaf|dyslexi\w*|disabilit\w*|disabled|wheelchair|adhd|autis\w*|(vision|visually|hearing) impair\w*|impairment|epilep\w*|chronic (illness|pain|condition)|medical condition|mental health|accessibility needs?|special needs)\b/;
/** What the site answers whatever a visitor's health: how a course is studied, when, for how much (not whether they can do it). */
export const answeredWhateverHealth = new Set<IntentId>([
  "careers",
  "roles",
  "mode",
  "timetable",
  "session",
  "keepWorking",
  "missedClass",
  "selfStudy",
  "week",
  "fee",
  "instalments",
  "paymentTiming",
  "duration",
  "start",
  "equipment",
  "certificate",
]);
/** What the site answers whatever a visitor's age: the above, and who a course suits, what it needs and teaches. */
export const answeredWhateverAge = new Set<IntentId>([
  ...answeredWhateverHealth,
  "suits",
  "prerequisites",
  "topics",
  "outline",
]);
/** A way for the visitor to reach a person here ("get in touch", "talk to a real person", "who do I ask"). */
export const reachAsked =
  /\bget in (touch|contact)\b|\bget hold of\b|\b(reach|contact|email|e-mail|message) (you|u|someone|somebody|anyone|anybody|a person|a human|a real|an actual|a staff|staff|your (team|staff|office|school)|the (team|staff|office|school)|harbourline)\b|\b(talk|speak|chat) (to|with) (a |an )?(real |actual |live )?(person|human|someone|somebody|anyone|anybody|staff|member of staff|advisor|adviser|your (team|staff)|the team|you guys)\b|\b(a|an) (real|actual|live) (person|human)\b|\bwho (do|can|should|would) (i|we) (talk|speak|chat|ask|contact|go) to\b|\bwho (do|can|should|would) (i|we) (ask|contact|email|e-mail|call|ring)\b/;
/** Reaching us that is no question of how: when we contact the visitor, or what is kept of it. */
export const reachNotOurs =
  /\b(privacy|personal|information|details|keep|kept|hold|holds|store|stored|delete|deleted|remove|erase|misuse|misuses|complain|complaint|record|records|data|newsletter|spam|unsubscribe|escalate|regulator|ombudsman)\b|\bif (you|u) (do not|dont|will not|wont|refuse|ignore|fail)\b|\b(you|someone|somebody|an advisor|anyone) (will |would |going to )?(contact|call|ring|email|e-mail|reach) (me|us)\b|\b(get|gets|getting) (in touch|back) (with|to) (me|us)\b|\b(how soon|how quickly|how fast|how long|when (will|would|does|do|should))\b.{0,30}\b(someone|somebody|you|u|an advisor|anyone|your team|staff)\b.{0,12}\b(get|gets|contact|contacts|call|calls|ring|rings|reach|reaches|reply|replies|respond|responds)\b/;
/** A question about applying, whose "it" a follow-up may mean. */
export const applyingTalk =
  /\b(apply|applying|applied|application|submit|submitted|enrol form|enrolment form|application form|sign up|signing up)\b/;
/** What happens next to an application with a status: how long, how the visitor hears, trying again. */
export const statusNextAsk =
  /\b(how long|how soon|how many (days|weeks)|when|how (will|would|do|can) (i|we) (know|find out|hear)|let (me|us) know|tell (me|us)|notify|notified|hear (back|anything)|what (now|next|happens)|what (do|should|can) i do|frees? up|opens? up|comes? up|try again|reapply|apply again|another (go|shot|chance)|take)\b/;
export const applicationAsk =
  /\b(check|track|follow|see|view|monitor|keep an eye on|keep track of|log in|login|sign in)\b( on| up on| how)? my application\b|\b(log in|login|sign in|online|account)\b.{0,25}\b(track|follow|check|see|monitor|keep an eye on)\b|\b(edit|change|update|fix|correct|amend|alter)\b.{0,20}\bmy application\b|\b(wrong|typo|mistake|misspel\w*|spelled|spelt)\b.{0,40}\bmy application\b|\bmy application\b.{0,40}\b(wrong|typo|mistake|edit|change|update|fix|correct|amend)\b|\b(sent|submitted|lodged|filled (in|out)) my application\b/;
/** Cue words of a class's kind and terms ("part time", "weekend", "online", "short", "cheap"): no field of study. */
export const classKindCues = new Set(
  intents
    .filter((i) =>
      [
        "duration",
        "mode",
        "start",
        "fee",
        "instalments",
        "paymentTiming",
        "courseType",
        "timetable",
        "session",
        "keepWorking",
        "prerequisites",
        "suits",
        "certificate",
        "selfStudy",
        "week",
      ].includes(i.id),
    )
    .flatMap((i) => Object.keys(i.cues)),
);
/** A course named by the words before its kind ("your cyber security bootcamp"). */
export const unrunCourse =
  /\b(?:your|ur|the|any)((?: [a-z]+){1,3}) (?:course|courses|bootcamp|bootcamps|program|programs|programme|programmes)\b/;
export const describesPerson =
  /^(ex|former|retired)[ -]?\w+|\b(while|whilst|when) (living|based|staying|located|residing) (in|at|on|near|up|down|outside|out of|far from)\b|\b(good|great) (with|at) (detail|details|numbers|people|computers|puzzles|spreadsheets|maths|math)\b|^i (build|make|design|code|create|develop|write|test|analyse|analyze|sell|teach)\b|\bi (have|hold|got|did|finished|completed) (a|an|my) ([\w-]+ ){0,2}(degree|diploma|background|qualification|phd|masters|bachelors?)\b|\bi have (tried|done|taken|played|messed|dabbled|tinkered|fiddled|learned|learnt|used|built|made|followed|watched|completed|finished|been doing|been learning|been teaching myself)\b|\bi do (the )?(\w+ ){1,2}(and|at|for|in|all day|every day)\b|\b(i am|i have been|i work|i worked|i (already|currently|still|now) (work|am)|i live|i am living|i am from|i am based|i am staying|i used to|as an?|for an?|for someone|my background|i studied|i love|i like|i enjoy|i hate|i spend|i have always|i run|i own|i manage)\b|\bmy \d+ ?(yo|year old|yr old)\b|\bmy (\w+ )?(son|daughter|kid|kids|child|children|teen|teenager|boy|girl|boys|girls|lad|youngest|eldest|oldest|partner|wife|husband|friend|brother|sister|nephew|niece|mum|mom|dad|mother|father|cousin|colleague|grandson|granddaughter|grandchild|grandkid|stepson|stepdaughter|boyfriend|girlfriend|flatmate|employee|staff member|aunt|auntie|uncle|grandma|grandpa|grandmother|grandfather|nan|neighbour|neighbor|mate|relative)\b|\b(he|she|they|someone) (is|are|loves?|luvs?|likes?|enjoys?|adores?|hates?|works?|worked|studied|used to|keeps?|wants?|has|spends?|notices?|always|would)\b|^([\w-]+ ){1,5}here\b|\b(on|doing|working|work) (\w+ )?shifts?\b/;
/** Words as the visitor wrote them ("Haskell", not "haskell"), when the question has them. */
export function asWritten(question: string, found: string[]): string[] {
  const original = question.split(/[^\p{L}\p{N}'’+#.-]+/u);
  return found.map((w) => original.find((o) => o.toLowerCase() === w) ?? w);
}
