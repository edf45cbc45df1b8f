/**
 * An enrolled student's questions during the course, and asks at the edge of what the site says,
 * where the closest intent answers something else (the week's outline for "who looks at my code?",
 * a blog line for "how do I complain?", the address for "is there a lift to your floor?"):
 * - the weekly feedback on handed-in work, per program (a code review by a working developer on
 *   full stack, the instructor's review on QA, feedback on the analysis on data analytics);
 * - the project that ends each full stack module, for "assessment at the end of each module";
 * - data analytics' projects presented to a panel;
 * - complaints: about the course (the terms' contact line), about personal information (the
 *   privacy policy, and the OAIC when the reply does not satisfy);
 * - which courses can be joined online (the programs whose guide says so);
 * - how to ask to move class time, after asking whether one can (by e-mail);
 * - interview help after a job-guarantee question (the mock interview), and the refund and the job
 *   guarantee asked together (both honest noes);
 * - what the site never says here (lift or wheelchair access, an application cut-off date, a
 *   reference letter): the honest reply.
 * Called by outright.ts before the other rules, since each reads a kind of ask their rules misread.
 */
import { programDetails } from "#content/program-details.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { careersSupport } from "#content/study.ts";
import * as facts from "./facts.ts";
import { bold, list, page, programSource, type Reply, type Subject } from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { answeredWhole, saysNothingOn, type Understanding } from "./reading.ts";

const faq = page("/faq");
const terms = page("/terms");
const privacy = page("/privacy");

/** Access to the building for a wheelchair, a lift, step-free entry: never said on the site. */
export const buildingAccessAsked = (text: string) =>
  /\b(wheelchair|wheel chair|lifts?|elevators?|step free|stairs|ramp|mobility)\b/.test(text) &&
  /\b(access|accessible|floor|level|building|office|campus|get up|up to|there|have)\b/.test(text) &&
  !/\b(lift (my|your|the) (skills?|career|game)|testing|test)\b/.test(text);

/** A date by which applications close: the site names start dates only. */
export const applicationCutOffAsked = (text: string) =>
  /\b(cut off|cutoff|deadline|closing date|last (day|date) to (apply|enrol|enroll)|applications? (close|closes|closing)|(apply|enrol|enroll) by when|too late to apply)\b/.test(
    text,
  ) && !/\b(instalment|payment|pay|invoice|refund|privacy|reply|respond)\b/.test(text);

/** A reference or recommendation letter, or a referee: never offered on the site. */
export const referenceLetterAsked = (text: string) =>
  /\b(reference|refrence|referance|recommendation|recomendation)( letter|s)?\b|\bletters? of (reference|recommendation)\b|\breferees?\b|\bbe (a |my )referee\b/.test(text) &&
  /\b(letter|write|referee|give|provide|get|instructor|teacher|trainer|you)\b/.test(text);

/** Feedback on the work handed in each week, or who looks at it. */
const feedbackAsked = (text: string) =>
  !/\b(pass mark|grade|grades|graded|score)\b/.test(text) &&
  (/\b(feedback|reviews?|reviewed|reviewing|marks?|marked|marking|checks?|checked|checking|looks? at|look over|assess\w*)\b/.test(text) &&
    /\b(my (code|work|project|projects|bug reports|analysis|homework|coursework|exercises?)|weekly|each week|every week|per week|homework|coursework|assignments?)\b/.test(
      text,
    ));

/** An assessment, a test or an exam at the end of each module, or how students are assessed. */
const moduleAssessmentAsked = (text: string) =>
  (/\b(assessment|assessed|assess|test|quiz)\b/.test(text) && /\b(module|modules|assessed)\b/.test(text)) ||
  /\b(project|projects)\b.{0,12}\bend of (each|every|a|the) modules?\b|\bmodules? (end|ends|finish|finishes) with\b/.test(text);

/** Presenting the final project, or who sees it. */
const presentingAsked = (text: string) =>
  /\b(present|presented|presenting|presentation|show|showcase|demo)\b/.test(text) &&
  /\b(project|projects|projct|dashboards?|reports?|work)\b/.test(text);

/** A complaint, or something gone wrong the visitor wants put right. */
const complaintAsked = (text: string) =>
  /\b(complain|complaint|complaints|complaining|unhappy|not happy|dissatisfied|not satisfied|raise (it|a concern|an issue|a problem|this)|escalate)\b/.test(text) ||
  /\b(what (do|should|can) (i|we) do|how do (i|we)|who do (i|we) (talk|speak|go|turn) to)\b.{0,30}\b(if|when) (something|anything|things|it) (goes|go|went|goes) wrong\b/.test(text);

/** Not satisfied with a reply already given: what next. */
const replyNotEnough = (text: string) =>
  /\b(not (happy|satisfied)|unhappy|dissatisfied|escalate|(does|did) not (sort|fix|resolve)|(doesn|didn) t (sort|fix|resolve)|not (sorted|resolved|fixed)|still (not|unhappy)|take it further|go further|who else|anyone else|someone else|ignore|ignores|ignored)\b|\bwho (do|can|should) (i|we) complain to\b/.test(
    text,
  );

/** What a complaint's follow-up speaks of: our reply, or the complaint itself. */
const replyWords = /\b(complain\w*|reply|replies|answer|response|fix|sort|resolve|ignore\w*|happy|satisfied|unhappy|escalate)\b/;

const personalInfo = /\b(personal (info|information|data|details)|privacy|my (data|info|information|details)|mishandl\w*|delete|deleted|deleting|chat stuff|chats|records)\b/;

/** Which programs can be attended online: asked of the programs together, none named. */
const whichOnlineAsked = (text: string) =>
  /\b(online|remote|remotely|from home|zoom|virtual|virtually|live stream|streamed)\b/.test(text) &&
  /\b(which|what|any) (of (your|ur|the) )?(courses|programs|programmes|classes|ones)\b|\bany of (your|ur|the) (courses|programs|programmes)\b/.test(
    text,
  );

/** How to ask for something just asked about: "how do I ask for that?", "who do I contact to arrange it?". */
const howToAsk = (text: string) =>
  /\b(how|who|where) (do|can|should|would) (i|we) (ask|request|apply|arrange|contact|tell|let \w+ know|go about)\b|\bhow do i (do|get) (that|it|this)\b|\b(ask|request) (for )?(that|it|this)\b/.test(
    text,
  );
const classMoveBefore = (history: string[]) => {
  const last = history.at(-1)?.toLowerCase() ?? "";
  return /\b(change|changing|switch|switching|move|moving|swap)\b/.test(last) && /\b(class|classes|time|times|day|saturday|evening|slot)\b/.test(last);
};

/** Help preparing for interviews, asked of the careers support. */
const interviewHelpAsked = (text: string) => /\b(interviews?|interview prep)\b/.test(text) && /\b(help|prep|prepare|practice|practise|mock|support)\b/.test(text);
const guaranteeBefore = (history: string[]) =>
  /\b(guarantee|guaranteed|promise|definitely|certain|sure)\b.{0,40}\b(job|jobs|work|employment|hired)\b|\b(job|jobs|work) (guarantee|guaranteed|promise)\b/.test(
    history.at(-1)?.toLowerCase() ?? "",
  );
const whatHelpThen = (text: string) =>
  /\b(what|which) (help|support|careers? (help|support))\b|\bhelp (do|will) (i|we) (actually )?get\b|\bwhat do (you|u) (actually )?(do|offer)\b/.test(text);

const refundAsked = (text: string) => /\b(refund|refunds|refunded|money back)\b/.test(text);
const jobPromiseAsked = (text: string) =>
  /\b(guarantee|guaranteed|guarantees|promise|promised)\b.{0,30}\b(job|jobs|work|employment|hired|role)\b|\b(job|jobs|work|employment) (guarantee|guaranteed|promise)\b/.test(text);

function weeklyFeedback(programsAsked: Subject["programs"]): Reply {
  const asked = programsAsked.length > 0 ? programsAsked : [...programs];
  const lines = asked.map((p) => {
    const line = programGuides[p.slug].week.find((w) => /before the next class/i.test(w.when))!.what;
    return { p, line };
  });
  const module = asked.some((p) => p.slug === "full-stack-development")
    ? programDetails["full-stack-development"].overviewIntro.split(". ").find((x) => /\bmodule\b/.test(x))
    : undefined;
  if (lines.length === 1)
    return {
      final: true,
      lead: lines[0]!.line,
      more: module ? [`${module.replace(/\.$/, "")}.`] : [],
      sources: [programSource(lines[0]!.p), faq],
    };
  return {
    final: true,
    lead: `${bold(lines[0]!.p.name)}: ${lines[0]!.line}`,
    more: lines.slice(1).map((x) => `${bold(x.p.name)}: ${x.line}`),
    sources: asked.map(programSource),
  };
}

/** A paragraph of a legal document's section, by the section's id and the paragraph's words. */
function paragraph(doc: typeof privacyPolicy, id: string, words: RegExp): string {
  const section = doc.sections.find((x) => x.id === id);
  return section?.paragraphs.find((x) => words.test(x)) ?? "";
}

/** The course's own project line: data analytics' projects presented to a panel. */
function presentedProjects(yesNo: boolean): Reply {
  const feature = programDetails["data-analytics"].features.find((f) => /\bpresented\b/.test(f.description))!;
  const da = programs.find((p) => p.slug === "data-analytics")!;
  return { final: true, lead: `${yesNo ? "Yes" : "To a panel"}: ${facts.lowerFirst(feature.description)}`, sources: [programSource(da)] };
}

/** The first of the during-the-course asks that matches; undefined when none does. */
export function duringCourse(c: OutrightContext): Understanding | undefined {
  const { reading, subject, history } = c;
  const text = reading.text;
  if (subject.services.length > 0 || c.clientConversation()) return undefined;
  const answered = (reply: Reply, intents: Understanding["intents"]) => answeredWhole(reading, subject, reply, intents);
  // Questions in parts ("…and what does each cost?") are answered part by part elsewhere; the
  // refund and the job guarantee asked together are this module's own two parts.
  const inParts = /\b(and|also|plus)( also)? (which|what|whats|how|when|where|who|is|are|do|does|will|would|can|could)\b/.test(
    text.replace(/^(and|also|plus|so|ok|okay|but)\b[ ,]*/, ""),
  );
  if (refundAsked(text) && jobPromiseAsked(text))
    return { ...answered(facts.refund(subject), ["refund"]), replies: [facts.refund(subject), facts.careersOutcome()] };
  if (inParts) return undefined;
  if (buildingAccessAsked(text) || applicationCutOffAsked(text) || referenceLetterAsked(text)) return saysNothingOn(subject, c.unknown);
  // Complaints: about personal information (here or just before), the privacy policy's own lines.
  const privacyBefore = history.slice(-2).some((h) => personalInfo.test(h.toLowerCase()) || /\b(keep|kept|store|stored)\b.{0,30}\b(chat|chats|data|info|details)\b/.test(h.toLowerCase()));
  // "Compliant" is read as "complaint" by the corrector ("r u pci dss compliant"): no complaint.
  const complaint = complaintAsked(text) && !/\bcompl(iant|iance)\b/.test(c.question.toLowerCase());
  // A privacy complaint not settled by our reply goes to the OAIC; a first one is the privacy
  // intent's ("tell us first").
  if (replyNotEnough(text) && ((complaint && personalInfo.test(text)) || (privacyBefore && replyWords.test(text)))) {
    const first = paragraph(privacyPolicy, "complaints", /\btell us first\b/);
    const oaic = paragraph(privacyPolicy, "complaints", /\bOAIC\b/);
    return answered({ final: true, lead: oaic, more: [first], sources: [privacy] }, ["privacy"]);
  }
  if (complaint && personalInfo.test(text)) return undefined;
  if (complaint && !/\b(testimonials?|reviews? (say|said)|students? (say|said))\b/.test(text)) {
    const line = paragraph(enrolmentTerms, "contact", /\bput it right\b/);
    const [, wrong = line] = line.split(/(?<=\.) (?=If something)/);
    const how = line.split(/(?<=\.) /)[0]!.replace(/^Ask us anything about these terms before you apply: /, "");
    return answered({ final: true, lead: `${wrong} ${how.charAt(0).toUpperCase()}${how.slice(1)}`, sources: [terms, page("/contact-us")] }, ["contact"]);
  }
  if (howToAsk(text) && classMoveBefore(history)) {
    const line = paragraph(enrolmentTerms, "classes", /\banother class time\b/);
    const email = /e-mail ([^\s]+@[^\s]+?)(?: |$)/.exec(paragraph(enrolmentTerms, "contact", /@/))?.[1];
    return answered({ final: true, lead: `Ask us by e-mail${email ? ` at ${email}` : ""}.`, more: [line], sources: [terms] }, ["timetable"]);
  }
  // Only with the campus named as what the visitor cannot reach ("if I can't get to campus some
  // weeks"): read alone, "campus" makes the mode fact list the campus courses (facts/schedule.ts
  // answers the plain "which programs can I do online?").
  if (whichOnlineAsked(text) && subject.programs.length !== 1 && /\b(campus|in person|come in|get in|the city|make it)\b/.test(text)) {
    const online = programs.filter((p) => programGuides[p.slug].modes.online);
    const campusOnly = programs.filter((p) => !programGuides[p.slug].modes.online);
    return answered(
      {
        final: true,
        lead: `You can study ${list(online.map((p) => bold(p.name)))} online${campusOnly.length ? `; ${list(campusOnly.map((p) => p.name))} is on campus in Sydney only` : ""}.`,
        more: online.map((p) => programGuides[p.slug].modes.detail),
        sources: programs.map(programSource),
      },
      ["mode"],
    );
  }
  if (guaranteeBefore(history) && (interviewHelpAsked(text) || whatHelpThen(text))) {
    const mock = careersSupport.services.find((x) => /\binterview\b/i.test(x.name))!;
    const includes = `It includes ${list(careersSupport.services.map((x) => x.name.toLowerCase()))}.`;
    return answered(
      {
        final: true,
        lead: interviewHelpAsked(text) ? `Yes: a mock interview. ${mock.description}` : `${careersSupport.summary.split(". ")[0]}.`,
        more: interviewHelpAsked(text) ? [`${careersSupport.summary.split(". ")[0]}.`] : [includes],
        sources: [faq, terms],
      },
      ["careers"],
    );
  }
  const da = subject.programs.length === 1 && subject.programs[0]!.slug === "data-analytics";
  if (da && presentingAsked(text)) return answered(presentedProjects(!/\b(who|whom|where|when|how)\b/.test(text)), ["outline"]);
  const fullStackOnly = subject.programs.length === 1 && subject.programs[0]!.slug === "full-stack-development";
  if (fullStackOnly && moduleAssessmentAsked(text)) {
    const module = programDetails["full-stack-development"].overviewIntro.split(". ").find((x) => /\bmodule\b/.test(x))!;
    const week = programGuides["full-stack-development"].week.find((w) => /before the next class/i.test(w.when))!.what;
    return answered({ final: true, lead: `Yes: ${facts.lowerFirst(module).replace(/\.$/, "")}.`, more: [week], sources: [programSource(subject.programs[0]!), faq] }, ["outline"]);
  }
  if (feedbackAsked(text)) return answered(weeklyFeedback(subject.programs), ["week"]);
  return undefined;
}
