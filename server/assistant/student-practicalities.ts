/**
 * A would-be student's practical worries, asked in their own words, where the closest intent
 * answers something else (a tool's topics for "I don't know Python", the course card for "is basic
 * Excel enough?", the privacy policy for "who do I ask at 10pm?", a fee list for "dyslexia"):
 * - a skill the visitor lacks that a program's prerequisites name (a language it teaches from the
 *   start, the spreadsheet level it expects), answered with that prerequisite line;
 * - the laptop they have: a locked-down work laptop, or a Mac told first and asked about after;
 * - who to ask between classes (the class's online space);
 * - careers help: the whole support for "help me actually get a job", the honest no for "will I
 *   definitely get a job?", introductions for recent graduates after the course;
 * - where the FAQ and the terms are;
 * - what the site never says about studying (connection speed, learning support): the honest reply;
 * - paying: the ways and the instalments asked together; the money back in slang (no refund);
 * - length and price asked together, or whether the longer course is worth the money: each
 *   program's weeks beside its fee.
 * Called by outright.ts (`studentPracticalities` before the tool asks, `moneyPlainly` after the
 * money situations).
 */
import { feeFacts, paymentTerms } from "#content/fees.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { careersSupport, classSchedule, equipment } from "#content/study.ts";
import * as facts from "./facts.ts";
import { bold, list, lowerFirst, page, programSource, type Reply, type Subject } from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { answeredWhole, saysNothingOn, type Understanding } from "./reading.ts";

const faq = page("/faq");
const terms = page("/terms");

/** Tools and skills a prerequisite line names, and the words a visitor uses for each. */
const skillWords: [RegExp, RegExp][] = [
  [/\b(python|pandas)\b/, /\bpython\b/i],
  [/\bsql\b|\bdatabases? quer(y|ies)\b/, /\bsql\b/i],
  [/\b(javascript|java script|js)\b/, /\bjavascript\b/i],
  [/\bhtml\b/, /\bhtml\b/i],
  [/\b(spreadsheets?|excel|google sheets|formulas?|pivot tables?|vlookups?)\b/, /\bspreadsheets\b/i],
];

/** Not having a skill, or having only a little of it. */
const lacking =
  /\b(do not|dont|does not|did not|never|not|no|zero|nil|have not|havent|cannot|can not) (really |even |actually )?(know|knew|used|use|touched|touch|done|written|learnt|learned|studied|familiar|experience|idea|clue|coded|programmed|any|a single|heard)\b|\b(only|just|pretty|very|really|quite) (really )?(know )?(basic|beginner|a bit|a little|limited|rusty)\b|\b(basic|beginner|limited|little|rusty|weak|bad|terrible|hopeless) (at |with |in )?(\w+ )?(skills?|knowledge|stuff|level|user)?\b.{0,40}\b(enough|ok|okay|fine|problem|issue|matter|lost|able|still|cope|keep up)\b|\bhow (good|much|well|advanced|skilled|confident)\b.{0,30}\b(have to|need to|must|should)\b|\b(is|are|would|will) (that|it|this|basic \w+)( \w+)? (be )?enough\b|\bnew to\b|\bnever (touched|used|done|written|learnt|learned|tried)\b|\bbeginner\b/;

/** The prerequisite lines of the programs that name a skill the visitor says they lack. */
function lackedSkill(text: string, s: Subject): Reply | undefined {
  if (!lacking.test(text)) return undefined;
  if (/\b(teach|teaches|taught|cover|covers|covered|use|uses|used in)\b.{0,20}\b(which|what)\b|\bwhich (version|tools?)\b/.test(text)) return undefined;
  const named = skillWords.filter(([words]) => words.test(text)).map(([, line]) => line);
  if (named.length === 0) return undefined;
  const asked = s.programs.length > 0 ? s.programs : [...programs];
  const lines = asked.flatMap((p) =>
    programGuides[p.slug].prerequisites
      .filter((line) => named.some((n) => n.test(line)))
      .map((line) => ({ p, line })),
  );
  if (lines.length === 0) return undefined;
  const [first, ...rest] = lines;
  const others = programGuides[first!.p.slug].prerequisites.filter(
    (line) => line !== first!.line && !/\blaptop\b/i.test(line),
  );
  const one = lines.every((x) => x.p === first!.p);
  return {
    final: true,
    // One program's line answers as the prerequisite itself; several name their program.
    lead: one ? `${first!.line}.` : `${bold(first!.p.name)}: ${lowerFirst(first!.line)}.`,
    more: one
      ? rest.length > 0
        ? rest.map((x) => `${x.line}.`)
        : [`${others[0]!}.`]
      : rest.map((x) => `${bold(x.p.name)}: ${lowerFirst(x.line)}.`),
    sources: [...new Set(lines.map((x) => x.p))].map(programSource).concat(faq),
  };
}

/** A laptop the visitor may not install software on: their employer's, locked down, no admin rights. */
const lockedLaptopAsked = (text: string) =>
  /\b(work|works|company|employer|employers|employer s|office|corporate|job s|business)( issued| owned)? (laptop|computer|pc|machine|notebook|device)\b|\b(laptop|computer|pc|machine|device)\b.{0,40}\b(belongs to|owned by|from|issued by) (my |our |the )?(work|job|employer|company|boss|office)\b/.test(
    text,
  ) &&
  /\b(locked|lock down|locked down|lockdown|restricted|restrictions|admin|administrator|permission|permissions|not allowed|can not install|cannot install|cant install|will not let|won t let|does not let|blocked|block|it department|the it|it team|it have|it has|it guys)\b/.test(
    text,
  );

function lockedLaptop(): Reply {
  return {
    final: true,
    lead: `Your laptop needs ${lowerFirst(equipment.requirements[2]!)}.`,
    more: [`${equipment.minimum.split(". ")[0]!}.`, equipment.software],
    sources: [faq, terms],
  };
}

/** A Mac told in the message before, asked about now ("will that work for the data course?", "…for QA?"). */
function macBefore(text: string, history: string[]): boolean {
  const previous = (history.at(-1) ?? "").toLowerCase();
  if (!/\b(mac|macs|macbook|macbooks|imac|apple laptop|macos)\b/.test(previous)) return false;
  if (/\b(mac|macbook|laptop|computer|pc|windows|linux)\b/.test(text)) return false;
  return (
    /\b(that|it|this|one|mine)\b.{0,20}\b(work|works|ok|okay|fine|good|enough|do|suitable|compatible|alright|problem|issue)\b/.test(text)
  );
}

/** Who or where to ask when stuck between classes: at night, at the weekend, on the project. */
const helpBetweenClassesAsked = (text: string) =>
  /\b(stuck|confused|lost|questions?|help|ask|struggling)\b/.test(text) &&
  !/\b(application|apply|applying|enrol\w*|fees?|pay|payment|invoice|portal|account|consultation|booking|project (for|with) (you|us)|quote)\b/.test(text) &&
  /\bwho (do|can|should|would) (i|we|you)( even)? (ask|contact|message|talk to|turn to|go to)\b|\b(anyone|anybody|someone|somebody) (i|we) can (ask|message|contact|talk to)\b|\bwhere (do|can|should|would) (i|we) (ask|post|put|send|get help|get answers)\b|\bwho (helps|answers|can help)\b/.test(
    text,
  ) &&
  /\b(between (classes|sessions|lessons)|outside (of )?(class|classes|the class)|after (class|hours)|at night|late|(\d+|ten|eleven|midnight) ?(pm)?\b.{0,20}\b(night|on a)|weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|homework|project|assignment|exercise|exercises|during the week)\b/.test(
    text,
  );

function helpBetweenClasses(s: Subject): Reply {
  const fs = programs[0];
  const between = programGuides[fs.slug].week.find((w) => /online space/.test(w.what));
  const [, notes = ""] = classSchedule.missedClass.split(/(?<=\.) /);
  const ownFs = s.programs.length === 0 || s.programs.some((p) => p.slug === fs.slug);
  return {
    final: true,
    lead:
      ownFs && between
        ? `Between classes on ${bold(fs.name)}, ${lowerFirst(between.what)}`
        : notes,
    more: ownFs && between ? [notes] : [],
    sources: [...(ownFs ? [programSource(fs)] : s.programs.map(programSource)), faq],
  };
}

/** Help into a job beyond the teaching: "do you help with actually getting a job, or is it just the course?". */
const jobHelpAsked = (text: string) =>
  /\b(help|helping|support|assist|do anything|does anything)\b.{0,40}\b(get|getting|find|finding|land|landing|secure|securing|into)( me| people| students| us)? ((a |an |the |their |my )?(first )?(job|jobs|work|role|roles|employment)|hired|employed)\b/.test(
    text,
  ) &&
  !/\b(guarantee|guaranteed|promise|rate|rates|percent|percentage|salary|salaries|how many)\b/.test(text) &&
  // A job here is the company's own openings (careers page), not careers support.
  !/\b(at|with|for) (you|u|you guys|your company|harbourline)\b|\bwork (for|at) (you|harbourline)\b/.test(text);

/** Whether a job is certain: "will I def get a job?", "is a job guaranteed?", "can you promise I'll be employed?". */
const jobCertainAsked = (text: string) =>
  /\b(definitely|def|deffo|for sure|certainly|surely|100%|guarantee|guarantees|guaranteed|promise|promises|promised|assured?|be honest)\b/.test(text) &&
  /\b(get|land|find|have|be given|be|am|being)\b.{0,15}\b(a |an )?(job|jobs|employed|employment|hired|role)\b|\b(job|jobs|employment|role)\b.{0,20}\b(guaranteed|promised|assured)\b|\b(guarantee|guarantees|promise|promises|assure)\b.{0,30}\b(job|jobs|employed|employment|hired)\b/.test(
    text,
  ) &&
  !/\b(rate|rates|percent|percentage|salary|salaries|how many|refund|place|places|spot|seat|intake|certificate)\b/.test(text);

/** Help once the course is over: "once I finish do you still help me, or am I on my own?". */
const helpAfterCourseAsked = (text: string) =>
  /\b(once|after|when) (i|we)( have| ve)? (finish|finished|graduate|graduated|complete|completed|am done|are done)\b|\bafter (the course|graduation|graduating|finishing)\b|\b(course|program) (is )?(over|done|finished)\b/.test(text) &&
  /\b(still|anymore|any more|on (my|our) own|keep (helping|supporting)|continue|carry on|keep in touch|stay in touch)\b/.test(text) &&
  !/\b(certificate|portal|account|records?|data|details|information|pay|paying|fee|fees|instalments?|refund)\b/.test(text);

/** The FAQ, the terms or the privacy policy asked for as a page, in looser words than companyAndPages reads. */
function documentAsked(text: string): "/faq" | "/terms" | "/privacy" | undefined {
  const which = /\b(faqs?|frequently asked( questions)?|common questions|questions (people|students) (ask|often ask|usually ask)|q and a page)\b/.test(text)
    ? "/faq"
    : /\b(terms and conditions|terms|t and cs|t cs|tcs)\b/.test(text.replace(/\bin terms of\b/g, ""))
      ? "/terms"
      : /\bprivacy (policy|statement|notice)\b/.test(text)
        ? "/privacy"
        : undefined;
  if (!which) return undefined;
  const where =
    /\b(where|which page|what page|link|url|address of)\b|\b(is there|do you have|have you got|got) (an? |the |your )?(\w+ )?(faqs?|page|section)\b|\b(read|find|see|view|look at|check)\b.{0,30}\b(faqs?|page|terms|conditions|policy|questions)\b/;
  if (!where.test(text)) return undefined;
  // What the page says on one matter is that matter's own ask ("where do the terms say about refunds?").
  if (/\b(say|says|said|about|on|for|regarding|cover|covers|mention)\b.{0,20}\b(refunds?|fees?|cancel\w*|withdraw\w*|instalments?|payments?|data|cookies|privacy|laptops?|dates?)\b/.test(text)) return undefined;
  return which;
}

/** What the site never says about studying: how fast a connection must be, learning support or adjustments. */
const unsaidStudyNeedAsked = (text: string) =>
  /\b(internet|broadband|nbn|wifi|wi fi|connection|bandwidth|upload|download)\b.{0,30}\b(speed|speeds|fast|slow|mbps|bandwidth|good enough|strong)\b|\b(speed|fast|mbps|bandwidth)\b.{0,30}\b(internet|broadband|nbn|connection)\b|\b(learning|study|academic|disability|accessibility|extra) (support|help|adjustments?|accommodations?)\b.{0,60}\b(dyslexi\w*|adhd|autis\w*|disabilit\w*|learning difficult\w*|extra time)\b|\b(dyslexi\w*|adhd|autis\w*|disabilit\w*|learning difficult\w*|special needs)\b.{0,80}\b(support|help|extra time|adjustments?|accommodations?|assistance)\b|\bextra time (on|for) (assignments?|homework|tests?|exams?|projects?)\b/.test(
    text,
  );

/** The ways to pay and the instalments asked together ("payment options, can I pay in instalments and by card?"). */
const waysAndInstalmentsAsked = (text: string) =>
  /\b(instal\w*|instl\w*|install?ments?|payment plans?|monthly|each month|per month|spread|split)\b/.test(text) &&
  /\b(card|cards|visa|mastercard|amex|debit|credit|bank transfer|transfer|eftpos|payment (methods?|options?|optoins?)|ways? to pay|how (can|do|could) (i|we) pay)\b/.test(text) &&
  !/\b(crypto|bitcoin|afterpay|zip ?pay|klarna|paypal|cash|cheque|bpay|refunds?|withdraw\w*|cancel\w*|drop out|late|miss(ed)?)\b/.test(text);

function waysAndInstalments(s: Subject): Reply {
  const ps = s.programs.length > 0 ? s.programs : [...programs];
  return {
    final: true,
    lead: `${paymentTerms.methods} ${paymentTerms.options}`,
    more: [`${ps.map((p) => `${bold(p.name)}: ${feeFacts(p.slug).total} ${feeFacts(p.slug).instalments}`).join("; ")}.`],
    sources: [terms, faq],
  };
}

/** The money back in other words than "refund": "money back guarantee", "get my cash back", "a money-back deal". */
const moneyBackAsked = (text: string) =>
  /\b(money|cash|dosh|fee|fees|coin|dollars) ?back\b|\bmoney-back\b|\bget my (money|cash|fee|payment) (back|returned|refunded)\b/.test(text) &&
  !/\b(you|they|harbourline|the provider|the company)( \w+)? (cancel|cancels|cancelled|call off|scrap)\b|\b(client|project|app|website)\b/.test(text) &&
  // Money back if no job follows is the careers no-guarantee's ask.
  !/\b(job|jobs|hired|employed|employment)\b/.test(text);

/** Weeks and fees asked together, or whether a longer or dearer course is worth its price. */
const lengthAndPriceAsked = (text: string) => {
  if (/\b(which|what|wat)\b(?! (is|are) (the )?(difference|differences))/.test(text) && !/\b(compare|comparison|side by side|stack up|vs|versus)\b/.test(text)) return false;
  const length = /\b(length|lengths|long|longer|longest|short|shorter|shortest|weeks?|duration|durations|how long)\b/.test(text);
  const price = /\b(price|prices|pricing|cost|costs|costing|fee|fees|money|pay|paying|expensive|cheap|cheaper|dearer|\$|dollars)\b|\bhow much (is|are|does|do|would|will|it|they|each)\b/.test(text);
  if (/\b(start|starts|starting|intake|intakes|begin|begins|date|dates|when|next|online|campus|mode|modes|homework|study|studying|hours|contact hours|workload|class|classes|session|sessions|lesson|lessons|consult\w*|call|booking|instalments?|installments?|due|invoice|refunds?|pay (it|the fee|them) (off|over|back))\b|\bhow long (do|does|will|would|have) (i|we|you|it)( \w+)? (have )?to pay\b/.test(text)) return false;
  const worth = /\b(worth|value|why)\b.{0,40}\b(more|extra|longer|dearer|price|cost|costs|money|pay|paying|expensive)\b/.test(text);
  return (length && price) || worth;
};

/** Other programs beside the one named ("than the others", "all three"). */
const othersAsked = (text: string) =>
  /\b(others|the rest|other (ones|two|courses|programs)|shorter ones|cheaper ones|longer ones|all|three|each|every)\b/.test(text);

function lengthAndPrice(s: Subject, text: string): Reply {
  const others = othersAsked(text);
  const ps = s.programs.length > 0 && !others ? s.programs : [...programs];
  const line = (p: (typeof programs)[number]) => `${bold(p.name)} takes ${p.duration.toLowerCase()} and costs ${feeFacts(p.slug).total}`;
  const byLength = [...ps].sort((a, b) => Number.parseInt(b.duration, 10) - Number.parseInt(a.duration, 10));
  return {
    final: true,
    lead: `${list(byLength.map(line))}.`,
    more: [`${classSchedule.summary.split(". ")[0]!}.`, paymentTerms.currency],
    sources: byLength.map(programSource).concat(terms),
  };
}

/** The first of the practical worries that matches; undefined when none does. */
export function studentPracticalities(c: OutrightContext): Understanding | undefined {
  const { reading, subject, history } = c;
  const text = reading.text;
  const answered = (reply: Reply, intents: Understanding["intents"]) => answeredWhole(reading, subject, reply, intents);
  // A page asked for, or a need the site never speaks to, whatever else the message names ("the
  // terms on the website": a website is no service ordered here).
  const document = documentAsked(text);
  if (document) return answered(facts.documentPage(document), ["law"]);
  if (subject.services.length > 0 || c.clientConversation()) return undefined;
  if (unsaidStudyNeedAsked(text)) return saysNothingOn(subject, c.unknown);
  // Questions in parts ("…and when are the classes?") are answered part by part elsewhere.
  const inParts = /\b(and|also|plus)( also)? (which|what|whats|how|when|where|who|is|are|do|does|will|would|can|could)\b/.test(
    text.replace(/^(and|also|plus|so|ok|okay|but)\b[ ,]*/, ""),
  );
  if (waysAndInstalmentsAsked(text)) return answered(waysAndInstalments(subject), ["paymentMethods", "instalments"]);
  if (inParts) return undefined;
  const skill = lackedSkill(text, subject);
  if (skill) return answered(skill, ["prerequisites"]);
  if (lockedLaptopAsked(text)) return answered(lockedLaptop(), ["equipment"]);
  if (macBefore(text, history)) {
    // Power BI's note is Data Analytics' own; another course takes any laptop the minimum names.
    const da = subject.programs.length === 0 || subject.programs.some((p) => p.slug === "data-analytics");
    return answered(
      da
        ? facts.equipmentReply({ ...subject, text: `${text} mac` })
        : { final: true, lead: `${equipment.minimum.split(". ")[0]!}.`, more: [equipment.software], sources: [...subject.programs.map(programSource), faq] },
      ["equipment"],
    );
  }
  if (helpBetweenClassesAsked(text)) return answered(helpBetweenClasses(subject), ["week"]);
  if (jobCertainAsked(text)) return answered(facts.careersOutcome(), ["careers"]);
  if (jobHelpAsked(text)) return answered(jobHelp(helpAfterCourseAsked(text)), ["careers"]);
  if (helpAfterCourseAsked(text)) return answered(facts.careers({ ...subject, text: `${text} still graduates` }), ["careers"]);
  return undefined;
}

/**
 * The whole careers support, for a visitor asking whether there is any beyond the teaching; asked
 * for after the course, what reaches recent graduates (introductions) in place of the no-promise.
 */
function jobHelp(afterCourse: boolean): Reply {
  const [free = "", noPromise = ""] = careersSupport.summary.split(/(?<=\.) /);
  const includes = `It includes ${list(careersSupport.services.map((x) => lowerFirst(x.name)))}.`;
  const graduates = careersSupport.services.find((x) => /\bgraduates\b/.test(x.description));
  return {
    final: true,
    lead: `Yes: ${lowerFirst(free)}`,
    more: afterCourse && graduates ? [includes, graduates.description] : [noPromise, includes],
    sources: [faq, terms],
  };
}

/** Money asked plainly after the money situations: the money back in slang, weeks beside fees. */
export function moneyPlainly(c: OutrightContext): Understanding | undefined {
  const { reading, subject } = c;
  const text = reading.text;
  if (subject.services.length > 0 || c.clientConversation()) return undefined;
  const answered = (reply: Reply, intents: Understanding["intents"]) => answeredWhole(reading, subject, reply, intents);
  // Questions in parts ("…and is it campus or online?", "two things: …") are answered part by part elsewhere.
  if (
    /\b(and|also|plus)( also)? (which|what|whats|how|when|where|who|is|are|do|does|will|would|can|could|if)\b|\b(two|2|three|3|a few|couple of) (things|questions|qs)\b/.test(
      text
        .replace(/^(and|also|plus|so|ok|okay|but)\b[ ,]*/, "")
        // ("how long and how much each is": the weeks and the fee are the one comparison asked.)
        .replace(/\band (how (long|much)|what (is|are) the (price|prices|cost|costs|fee|fees|length|lengths|duration))\b/g, ""),
    )
  )
    return undefined;
  if (moneyBackAsked(text)) return answered(facts.refund(subject), ["refund"]);
  // One program's weeks and fee ("how long is QA and what does it cost?") are its own two facts, read by the intents.
  if (lengthAndPriceAsked(text) && (subject.programs.length !== 1 || othersAsked(text) || /\b(worth|value)\b/.test(text)))
    return answered(lengthAndPrice(subject, text), ["duration", "fee"]);
  return undefined;
}

