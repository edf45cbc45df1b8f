/**
 * What kind of company we are and how the two sides of it meet, asked in a visitor's words, read
 * before the basic asks (outright.ts). Each is a kind of question whose words belong to other facts,
 * so the closest intent answered something else or nothing:
 * - what we are and do ("what kind of company is this", "what is it you guys actually do", "so you
 *   teach AND build software?", "a training school or a software agency?"): the About page's words;
 * - what kind of institution we are ("are you a uni or a bootcamp", "is this a college or a TAFE"):
 *   who we are, and that we are not a registered training organisation (study.ts);
 * - how the training and the client work are connected ("do your trainers also do client
 *   projects?"): the technology head's bio, the careers page's "Teach by doing", the introductions;
 * - whether students meet the businesses we work for: the careers support's introductions;
 * - what to have ready to book a consultation: the booking form's fields (the privacy policy's row);
 * - who leads the engineering on a client's project: the technology head;
 * - what follows the consultation call: the proposal with a fixed quote, then the steps;
 * - a certification, a compliance standard or a vendor partnership of the business (ISO 27001,
 *   SOC 2, "AWS partner"): the site names none, so the honest reply, never the course certificate.
 */
import { consultationBooking } from "#content/consultation.ts";
import { team } from "#content/people.ts";
import { programs } from "#content/programs.ts";
import { services, serviceWork } from "#content/services.ts";
import { site } from "#content/site.ts";
import { careersSupport } from "#content/study.ts";
import { careerValues } from "#content/careers.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { normalise } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, saysNothingOn, type Understanding } from "./reading.ts";
import { clientWorkAsked } from "./service-work.ts";

const answered = (c: OutrightContext, replies: Reply[], intents: IntentId[]): Understanding =>
  pageAnswer(c.subject, replies, intents);

const you = "(you|you guys|you lot|you people|harbourline|harbourline tech|this|this place|this company|it|the company|your company)";

/** "What kind of company is this", "what sort of business are you lot", "what's your company's main thing". */
const companyKind = new RegExp(
  `\\bwhat (kind|kinds|sort|sorts|type|types) of (a )?(company|business|place|organisation|organization|outfit|mob|firm|operation|setup|provider|institution) (is|are) ${you}\\b` +
    `|\\bwhat (kind|sort|type) of (company|business|place|organisation|organization|outfit|firm) (do you|does harbourline) (run|have)\\b` +
    `|\\bwhat is it (that )?(you|you guys|you lot|harbourline)( tech)? (actually |really |exactly |even )?(do|does)\\b` +
    // ("the main thing" alone may be a course's: "your" or the company is named.)
    `|\\b(your|ur) (company s |companys |business s |business |company )?(main|core|primary|big) (thing|focus|business|gig|offering|purpose)\\b` +
    `|\\bthe (company|business)( s)? (main|core|primary) (thing|focus|business|gig|offering|purpose)\\b` +
    `|\\bwhat (do|does) (you|you guys|harbourline|your company)( guys)? (mainly|mostly|primarily|basically) do\\b` +
    // "What do you guys specialise in?", "what's your speciality?"
    `|\\bwhat (do|does) (you|you guys|harbourline|your company|your business)( guys)? (specialise|specialize|specialising|specializing) in\\b` +
    `|\\bwhat (is|are) (your|ur) (speciality|specialty|specialties|specialities|specialisation|specialization)\\b` +
    // "Are you an agency?", "r u a software house": a kind of business named.
    `|\\b(are|r) (you|u)( guys| lot)? (a|an|like a|like an|some kind of|some sort of|basically a|more of a) (\\w+ )?(agency|consultancy|software (services )?(company|house|shop|business|studio)|dev shop|development (company|shop|house|studio)|tech company|it company|startup)\\b`,
);

/**
 * Both sides asked together: "so you teach AND build software?", "do you teach coding or make
 * software, or both", "is this a training school or a software agency?". Not "just courses, or do
 * you build apps too?" (whether we do client work at all: the services, service-work.ts).
 */
const teachSide = /\b(teach|teaches|teaching|train|trains|training|courses?|classes|school|academy|college|education)\b/;
const buildSide =
  /\b(build|builds|building|make|makes|making|develop|develops|developing|write|create|creates)\b.{0,20}\b(software|apps?|websites?|web apps?|stuff|things|products|systems)\b|\b(app|apps|web|software|mobile) development\b|\bsoftware (services )?(company|agency|house|shop|studio|firm|business|development|developer|developers)\b|\b(dev|development|app|web) (agency|company|shop|studio|firm|house)\b/;
/** "Do you do both training and development?": the two named side by side. */
const sideBySide =
  /\b(training|teaching|courses|education)( people| students)? (and|or|as well as|plus) (software |app |web |client )?(development|dev work|consulting|consultancy|client work)\b|\b(development|dev work|consulting|consultancy|client work) (and|or|as well as|plus) (training|teaching|courses|education)\b/;
const bothAsked = (t: string) =>
  (sideBySide.test(t) && /\b(you|you guys|harbourline|this place)\b/.test(t) && !clientWorkAsked(t)) ||
  teachSide.test(t) &&
  buildSide.test(t) &&
  /\b(and|or|both|as well as|plus)\b/.test(t) &&
  /\b(you|you guys|this|harbourline|this place|it)\b/.test(t) &&
  // "Just courses, or do you build apps for businesses too?" is whether we do client work at all (service-work.ts).
  !clientWorkAsked(t) &&
  // "Do you teach React in the course and build apps?", "what do students build?": a course's content.
  !/\b(in|during|for) (the|a|this|that|your) (course|class|program)\b|\bstudents?\b|\b(learn|learning)\b/.test(t);

/** "Are you a uni or a bootcamp or what", "is harbourline a university?", "r u a college or a tafe". */
const institution =
  /\b(university|universities|uni|unis|college|tafe|school|training provider|bootcamp|boot camp|academy|institute|institution|polytechnic|rto)\b/;
const institutionAsked = (t: string) =>
  new RegExp(
    `\\b(are|r) (you|u)( guys| lot)? (a|an|like a|like an|some|some kind of|some sort of|a kind of|more like a|more of a|basically a|just a|actually a|an actual|a proper|a real) (\\w+ ){0,2}${institution.source}` +
      `|\\bis ${you}( tech)? (a|an|like a|like an|some kind of|some sort of|more like a|more of a|basically a|actually a|an actual|a proper|a real) (\\w+ ){0,2}${institution.source}`,
  ).test(t) &&
  !buildSide.test(t) &&
  // "Are you a good school for beginners?" asks who the courses suit, not what we are.
  !/\b(good|best|great|decent|reputable|recommended|right|better|cheaper|cheap)\b/.test(t);

/** How the two sides meet: "how are your software services and your training courses connected?". */
const linkWords =
  /\b(connected|connection|connections|connect|link|links|linked|relationship|related|relate|tie in|ties in|tied|fit together|go together|work together|overlap|overlaps)\b/;
const clientSide =
  /\b(software (services?|work|side|development|business|projects?)|services|consulting|consultancy|client (work|projects?|side)|dev work|development work|agency|business side|engineering (side|team|work)|(dev|development|engineering|client) (team|teams)|developers|engineers)\b/;
const trainingSide = /\b(courses?|training|teaching|classes|programs|school|academy|education|students|instructors|trainers|teachers)\b/;
/** "Do your trainers also do real client projects?", "do your developers also teach?": one side doing the other's work. */
const teachersOnClientWork =
  /\b(instructors?|trainers?|teachers?|tutors?|lecturers?)\b.{0,40}\b(do|does|work on|working on|build|building|on)\b.{0,25}\b(client|clients|commercial|paid|real client) (projects?|work|software|jobs)\b|\b(client|clients) (projects?|work)\b.{0,40}\b(instructors?|trainers?|teachers?|tutors?)\b|\b(your|ur|the) (developers|engineers|devs|dev team|engineering team)\b.{0,20}\b(also |too |ever |actually )?(teach|teaches|train|instruct|run the (courses|classes))\b/;

/** "So do students ever get connected with those businesses?", "could your grads end up working for those clients?". */
const studentsMeetClients =
  /\b(students?|graduates?|grads|alumni|learners|trainees)\b.{0,50}\b(connected|connect|introduced|introduce|meet|work for|working for|jobs? (with|at)|hired by|employed by|placed (with|at)|in with|end up (at|with|working))\b.{0,40}\b(businesses|clients|companies|customers|those|them|firms)\b|\b(clients|businesses|companies) (you|we) (work|build|do work) (with|for)\b.{0,40}\b(hire|hires|take on|employ|recruit)\b.{0,20}\b(students?|graduates?|grads)\b/;

/** What to have ready to book a consultation: "what info do I need to have ready to book a project consult". */
const consultNamed =
  /\b(consult|consultation|consultations|discovery call|the call|a quote|quote|booking)\b/;
const prepareAsked =
  /\bwhat (do|would|will|should) (i|we) need (for|to bring|to have|before|to book)\b|\b(have ready|get ready|prepare|preparation|prep|bring|send you|need to (give|provide|send|have|tell|know|share)|should i (have|know|send|give|tell)|(info|information|details|things) (do|should|would|will) (i|we) need|what (do|would|will) you need (from|to know)|(give|provide|tell) you\b.{0,20}\b(to )?(get|for) (a )?(quote|consult\w*))\b/;

/** Who leads the engineering: "who would be the lead engineer on my project?". */
const leadAsked =
  /\b(lead|leads|leading|head|heads|heading|in charge( of)?|charge of|oversees|oversee|runs|run|running)\b.{0,30}\b(engineer|engineers|engineering|developer|developers|dev|devs|tech|technical|development|technology)\b|\b(lead|head|chief|principal) (engineer|developer|dev|architect)\b|\b(tech|technical|engineering|development) (lead|head|leader|manager)\b/;
const clientProject =
  /\b(my|our|the|a|client|clients|your clients) (\w+ )?(project|projects|app|website|build|software|engagement)\b|\bclient (work|engineering|side)\b|\b(dev|development|engineering|developer|developers|software) (team|teams|side)\b/;

/** After the call: "what happens after the call if we decide to go ahead?", "after the discovery call, what's next?". */
const afterCall =
  /\b(after|once|following|post)( we (have|ve)( had)?| i (have|ve)( had)?)? (the|my|our|a|that|this|your|ur) (free )?(consult|consultation|call|discovery call|first call|initial call|intro call|meeting)\b|\b(consult|consultation|call|discovery call|meeting) (is )?(over|done|finished)\b/;
const nextAsked =
  /\b(what happens|what next|whats next|what is next|next steps?|then what|what comes|go ahead|goes ahead|going ahead|proceed|decide to|sign|happen|happens)\b/;

/**
 * A certification, compliance standard or partnership of the business (not the course
 * certificate, not an instructor's): the site names none.
 */
const standardNamed =
  /\biso ?\d{4,5}\b|\biso (certified|certification|accredited|compliant|standard)\b|\bsoc ?(2|ii|two|1|one|to)\b|\bsoc2\b|\bpci( dss)?\b|\bhipaa\b|\bcmmi\b|\bessential (eight|8)\b|\birap\b|\bcyber essentials\b|\bfedramp\b|\bistqb (partner|accredited|platinum|gold)\b/;
const partnerNamed =
  /\b(aws|amazon|microsoft|azure|google|google cloud|gcp|salesforce|shopify|apple|atlassian|oracle|sap|adobe|meta)( \w+)?( certified| official| gold| silver| premier| advanced| select)? (partner|partners|partnership|reseller)\b|\b(certified|official|gold|silver|premier|accredited|registered) (partner|vendor|supplier|reseller|consultancy)\b|\bpartnered with (aws|amazon|microsoft|google|salesforce|apple|atlassian)\b/;
const notBusiness =
  /\b(course|courses|class|classes|exam|exams|students?|study|studying|learn|learning|teach|teaches|taught|prepare|prep|instructors?|teachers?|trainers?|privacy act|privacy)\b/;

/** The first reading about the company that matches, or undefined. */
export function companyAsks(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  // Read as written too: "SOC 2" is corrected to "soc to".
  const written = normalise(c.question);
  if ((standardNamed.test(t) || standardNamed.test(written) || partnerNamed.test(t)) && !notBusiness.test(t))
    return saysNothingOn(c.subject, c.unknown);

  const nothingNamed = c.subject.programs.length === 0 && c.subject.services.length === 0;
  if (institutionAsked(t) && c.subject.services.length === 0) return answered(c, [institutionReply()], ["certificate", "about"]);
  // (A service named in "do you do app development as well as teaching?" is one side of the two.)
  if ((nothingNamed && companyKind.test(t)) || (c.subject.programs.length === 0 && bothAsked(t)))
    return answered(c, [facts.about()], ["about"]);

  if (
    (teachersOnClientWork.test(t) || (linkWords.test(t) && clientSide.test(t) && trainingSide.test(t))) &&
    c.subject.programs.length === 0
  )
    return answered(c, [bothSidesReply()], ["about"]);

  if (studentsMeetClients.test(t) && !/\b(testimonials?|reviews?)\b/.test(t))
    return answered(c, [introductionsReply()], ["careers"]);

  if (consultNamed.test(t) && prepareAsked.test(t) && !/\b(course|class|enrol\w*|apply|application|program)\b/.test(t)) {
    const fields = facts.formAsked("what do i fill in on the booking form");
    // The booking page is where it is filled in, beside the privacy policy that lists it.
    const form = fields && { ...fields, sources: [facts.consultation, ...fields.sources] };
    // "Do you make android apps, and what would I need to give you to get a quote?": the service
    // named is asked about too, and its card says it before the form.
    const named = c.subject.services.length > 0 && c.subject.programs.length === 0;
    if (form && named)
      return answered(c, [facts.serviceOverview({ ...c.subject, text: t }), form], ["serviceRate", "consultation"]);
    if (form) return answered(c, [form], ["consultation"]);
  }

  if (leadAsked.test(t) && clientProject.test(t) && c.subject.programs.length === 0 && !/\b(course|class|students?|teach\w*)\b/.test(t))
    return answered(c, [leadEngineerReply()], ["leadership"]);

  if (afterCall.test(t) && nextAsked.test(t) && !/\b(course|class|enrol\w*|apply|application|applied)\b/.test(t))
    return answered(c, [afterCallReply()], ["consultation"]);
  return undefined;
}

/** "A written proposal" → "a written proposal"; "Tomás" and "IT" keep their capitals only as names do. */
const lowerFirst = (t: string) => (/^[A-Z](?![A-Z])/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
const sentencesOf = (t: string) => t.split(/(?<=\.)\s+/).filter(Boolean);

/** Who we are, and that we are not a registered training organisation. */
function institutionReply(): Reply {
  // "You receive a Harbourline Tech certificate of completion. Our courses are not nationally
  // accredited qualifications: we are not a registered training organisation."
  const [received = "", standing = ""] = sentencesOf(careersSupport.certificate);
  return {
    lead: `We're **${site.name}**: ${lowerFirst(site.tagline)}, and we are not a registered training organisation.`,
    more: [
      `${standing.split(":")[0]}; ${lowerFirst(received)}`,
      `We teach ${facts.list(programs.map((p) => p.name))}, and build and test software for businesses.`,
    ],
    sources: [facts.page("/about-us"), facts.faq],
  };
}

/** How the training and the client work meet: one team leads both, instructors who build, introductions. */
function bothSidesReply(): Reply {
  const head = team.find((m) => /technology head/i.test(m.role))!;
  const [first = ""] = sentencesOf(head.bio);
  const teaching = careerValues.find((v) => /teach/i.test(v.name))!;
  const introductions = careersSupport.services.find((x) => /introductions/i.test(x.name))!;
  return {
    lead: `**${head.name}**, our ${head.role}, ${lowerFirst(first.replace(new RegExp(`^${head.name.split(" ")[0]} `), ""))}`,
    more: [
      `We look for ${lowerFirst(teaching.description)}`,
      introductions.description,
    ],
    sources: [facts.page("/our-people"), facts.page("/careers"), facts.faq],
  };
}

/** Students and the businesses we work with: the careers support's introductions. */
function introductionsReply(): Reply {
  const introductions = careersSupport.services.find((x) => /introductions/i.test(x.name))!;
  return {
    lead: `Yes, when we can: ${lowerFirst(introductions.description)}`,
    more: [`${careersSupport.summary.split(". ")[1] ?? ""}`].filter((x) => x.length > 1).map((x) => (x.endsWith(".") ? x : `${x}.`)),
    sources: [facts.faq],
  };
}

/** The technology head leads the client engineering team. */
function leadEngineerReply(): Reply {
  const head = team.find((m) => /technology head/i.test(m.role))!;
  const [first = "", ...rest] = sentencesOf(head.bio);
  return {
    lead: `**${head.name}**, our ${head.role}, ${lowerFirst(first.replace(new RegExp(`^${head.name.split(" ")[0]} `), ""))}`,
    more: [
      ...rest,
      `Your project is built by our ${serviceWork.team[0]!.title.toLowerCase()}: ${lowerFirst(serviceWork.team[0]!.text.split(", and ")[0]!)}.`,
    ],
    sources: [facts.page("/our-people"), facts.consultation],
  };
}

/** After the consultation: the written proposal with a fixed quote, then the demos and the launch. */
function afterCallReply(): Reply {
  const proposal = consultationBooking.promises.find((p) => /proposal/i.test(p))!;
  const [, , demos = "", launch = ""] = serviceWork.steps.map((s) => s.toLowerCase());
  return {
    lead: `After the call comes ${lowerFirst(proposal)}.`,
    more: [`Then the work runs with ${demos}, and ends with ${launch}.`],
    sources: [facts.consultation, ...services.map(facts.serviceSource)],
  };
}
