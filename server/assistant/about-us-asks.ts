/**
 * Questions about the company itself, read before the intents (outright.ts, after the basic asks):
 * what we are in a word ("in a nutshell"), what we look for when we hire (the careers page's
 * values), whether students build a client's app or who looks after it once it is done (the
 * service pages' cards), and what the site never says of us: the names of clients or case
 * studies, what staff are paid, which book to read. Without these readings the closest intent
 * answered with a course's prerequisites, a service's rate or a bio, since the words these
 * questions share with the site ("students", "build", "hire") belong to other facts.
 */
import * as facts from "./facts.ts";
import { normalise } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, saysNothingOn, type Understanding } from "./reading.ts";
import { serviceWorkReply } from "./service-work.ts";

/** "What does Harbourline do, in a nutshell?", "in one sentence, what is Harbourline Tech?". */
const briefly =
  /,? ?\b(in a nutshell|in (one|a|a single|1) (sentence|line|word)|in (a few|few|simple|plain) words|in short|in brief|briefly|tl;?dr|summed up|quickly)\b,? ?/g;
const whatAreYou =
  /^((so|ok|okay|and|but|hey|hi) )*(what|who) (exactly |actually |really |even )?(is|are|does|do) (harbourline|you guys|you|u|your company|this company|the company|this place)( tech)?( actually| really| exactly| even)?( do| about)?$/;
export const companyInBriefAsked = (t: string) =>
  whatAreYou.test(t.replace(briefly, " ").replace(/[?!.,]+/g, " ").replace(/\s+/g, " ").trim());

/** "What kind of people do you look for when you hire?", "what qualities matter in new team members?". */
const hirer =
  /\b(you|u|harbourline|you guys) (hire|hires|hiring|recruit\w*|take on)\b|\b(in|for|from) (new |your |ur |a |an )?(team members?|staff|hires|employees|colleagues|recruits|new starters)\b|\b(work|teach) (for|at|with) (you|u|harbourline)\b|\bjoin (your|ur|the) team\b/;
const looksFor =
  /\b(look for|looking for|look in|value|values|want|qualities|traits|matter|matters|kind of (people|person)|type of (people|person)|sort of (people|person))\b/;
export const hiringValuesAsked = (t: string) =>
  hirer.test(t) && looksFor.test(t) && !/\b(students?|graduates?|grads|employers|junior roles?|cv|resume)\b/.test(t);

/** "Will students or juniors be building our app?": who builds a client's software. */
const traineesBuild =
  /\b(students?|trainees|juniors?|interns?|grads?|graduates?|learners)\b.{0,40}\b(build|building|built|code|coding|work on|working on|make|making|develop\w*)\b.{0,20}\b(our|my) (\w+ )?(app|website|site|software|project|system|platform|product)\b|\b(our|my) (\w+ )?(app|website|site|software|project|system|platform|product)\b.{0,40}\b(built|made|coded|developed|done) by (your |ur |the )?(students?|trainees|juniors?|interns?|grads?)\b/;

/**
 * "Once you're done building our app do you just ghost us?", "once its live do u just disappear"
 * (read "after launch do you just disappear"): what happens once it is delivered.
 */
const onceDone =
  /\b(once|when|after) (you|u|you re|youre|your|you are|ur|we re|we are|it s|its|it is|the app is|the site is) (\w+ )?(done|finished|launched|live|built|delivered|handed over)\b|\b(after|post)[- ](the |our |my )?(launch|go ?live|going live|release|handover)\b/;
const leftAlone =
  /\b(ghost|ghosts|ghosting|disappear|vanish|leave us|walk away|abandon|on (our|my) own|stick around|support|maintain\w*|look after|help (us|me))\b/;

/** Staff pay: "how much do you pay instructors?", "the salary for a teaching job with you". */
const staffPay =
  /\b(you|u|harbourline|they)( guys)? pay (your |ur |the |its |their )?(instructors?|teachers?|tutors?|trainers?|staff|employees|devs|developers|engineers)\b|\b(salary|salaries|wages?|pay|paid|earn)\b.{0,40}\b(teaching|instructor|teacher|tutor|trainer|developer|staff) (job|role|position|work|gig)s?\b|\b(teaching|instructor|teacher|tutor|trainer) (job|role|position)s?\b.{0,40}\b(salary|salaries|wages?|pay|paid|earn)\b/;

/** Clients named, case studies, a portfolio or examples of apps delivered: the site names none. */
const clientsNamed =
  /\bcase stud(y|ies)\b|\b(your|ur|a|any) (client |project )?portfolio\b|\bportfolio\b.{0,30}\b(look at|see|view|share|send|check)\b|\b(name|list|tell me|share|mention)\b.{0,15}\b(some |any |a few |your |ur |the )?(companies|clients|customers|businesses|brands|organi[sz]ations)\b|\b(examples?|samples?)\b.{0,20}\b(of )?(apps?|websites?|sites|projects|software|work)\b.{0,40}\b(you|u) (have )?(built|made|delivered|done|shipped|developed|created)\b/;

/** A book to read: the site recommends none (its blog has articles, not reading lists). */
const bookAsked =
  /\b(recommend|suggest|good|best|favourite|favorite|which|what)\b.{0,30}\b(books?|textbooks?)\b|\bbooks? (to|for) (learn|learning|read|start|starting|beginners?)\b/;

const answered = (c: OutrightContext, replies: Understanding["replies"], intent: Understanding["intents"][number]): Understanding =>
  pageAnswer(c.subject, replies, [intent]);

const unanswered = (c: OutrightContext): Understanding => saysNothingOn(c.subject, c.unknown);

/** The first reading about the company that matches, or undefined. */
export function aboutUsAsks(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  // Read as written too: a typo corrector reads "trainees" as "trainers".
  const written = normalise(c.question);
  // What the site never says of us comes first: a client list is not the developers' card.
  if (staffPay.test(t) || (clientsNamed.test(t) && !/\b(students?|graduates?|grads|my portfolio|course)\b/.test(t)))
    return unanswered(c);
  if (bookAsked.test(t) && !/\b(blog|article|post|posts|book (a|the|an|my|your)|booking)\b/.test(t)) return unanswered(c);
  if (companyInBriefAsked(t) && c.subject.programs.length === 0 && c.subject.services.length === 0)
    return answered(c, [facts.about()], "about");
  if (hiringValuesAsked(t)) return answered(c, [facts.careerValuesReply()], "jobsHere");
  if (traineesBuild.test(t) || traineesBuild.test(written)) return answered(c, [serviceWorkReply("team", c.subject.services)], "consultation");
  // What the support costs is not said ("how much is the after-launch plan per month?"): not this.
  if (
    onceDone.test(t) &&
    leftAlone.test(t) &&
    !/\b(course|class|classes|studies|program)\b/.test(t) &&
    !/\bhow much\b|\b(cost|costs|price|prices|pricing|priced|fee|fees|charge|charges|rate|rates|per (month|year|week|hour))\b/.test(t)
  )
    return answered(c, [serviceWorkReply("support", c.subject.services)], "consultation");
  return undefined;
}
