/**
 * A cautious student's plain asks, wrapped in worry or a story: what costs come on top of the
 * course fee ("what's the catch?"), whether the workload fits beside a job ("I'm worried I won't
 * cope"), how often classes are ("would I have to come in every night?"), who looks at the week's
 * work, what happens after an event (an application sent, a full intake), and what the site never
 * says about a student (reports to an employer or parent, other providers' degrees). Each is
 * answered from content/ before any intent is scored, where the closest intent (the fee list,
 * careers support, the office's hours, a blog line) would answer something else. Called in order
 * by outright.ts.
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { feeFacts, paymentTerms } from "#content/fees.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { classSchedule, equipment } from "#content/study.ts";
import { bold, page, programSource, type Reply, type Subject } from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { quittingJobAsked } from "./own-job.ts";
import { answeredWhole, saysNothingOn, type Understanding } from "./reading.ts";

const faq = page("/faq");
const terms = page("/terms");
const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
const askedPrograms = (s: Subject) => (s.programs.length > 0 ? s.programs : [...programs]);

/**
 * Costs beyond the course fee: "any hidden fees?", "what's the catch?", "anything else to pay
 * apart from the fee?", "extras like materials?". Not a late fee, a refund or a fee by residency
 * (their own rules), and not a project's costs (a client's question).
 */
export const costsBeyondFeeAsked = (text: string) =>
  /\b(hidden|sneaky|extra|additional|surprise|unexpected|further|other|any other)( \w+)? (costs?|fees?|charges?|expenses?|payments?)\b|\bextras\b|\b(on top of|apart from|besides|other than|beyond|aside from|in addition to) (the |my |your |that |this )?(\$?[\d,]+ |course |tuition |program )?(fee|fees|price|cost|tuition|amount)\b|\b(what is|whats|any|is there|there is|where is)( the| a| any)? catch\b(?! (up|with|of|about|in|on|to|for)\b)(?!.{0,40}\bfree\b)(?<!\bfree\b.{0,40})|\b(anything|something) else (to|i have to|i need to|we have to|i would have to|i will have to) (pay|buy|spend)\b|\bwhat else (will|would|do|might|should) (i|we|someone|they) (end up )?(pay|paying|spend|spending|buy|need to pay|have to pay)\b|\b(full|total|whole|final|only|all[- ]inclusive) (amount|price|cost|fee)\b.{0,30}\b(extras?|materials|anything else|hidden)\b/.test(
    text,
  ) &&
  !/\b(late|penalty|penalties|refund|refunds|refunded|cancel|cancelling|withdraw|international|overseas|outside australia|visa|resident|residents|locals?|project|app|website|hosting|maintenance|quote|instalments?|installments?|monthly|per month|each month|support|software|licen[cs]es?|subscriptions?|tools|drop out|dropping out|quit|quitting|consultation|consult|call)\b/.test(
    text,
  );

function costsBeyondFee(s: Subject): Reply {
  const one = s.programs.length === 1 ? s.programs[0]! : undefined;
  const fee = one ? `${bold(one.name)} costs ${bold(feeFacts(one.slug).total)}, GST included.` : "Course fees include GST.";
  return {
    final: true,
    lead: `${fee} Careers support is part of every course at no extra cost, and ${lowerFirst(equipment.software.split(";")[0]!)}.`,
    more: [`You need your own laptop: ${lowerFirst(equipment.summary.replace(/^Bring your own laptop\. /, ""))}`],
    sources: [faq, terms],
  };
}

/**
 * What to have at home to study online: "anything extra I'd need at home for that?" after "can I
 * do QA online?", "what equipment do I need if I study online?". Home or online said now, or an
 * online question just before ("for that").
 */
export function onlineKitAsked(text: string, history: string[]): boolean {
  const kit =
    /\b(anything|something) (extra|else|special|more)\b|\b(need|bring|buy|get|have|set up|setup)\b.{0,25}\b(anything|something|extra|else|gear|equipment|kit|hardware|tech|stuff)\b|\b(gear|equipment|kit|hardware|tech setup|setup)\b.{0,30}\b(need|needed|required|require|have)\b|\bwhat (do|would|will|should|must) (i|we) (need|have|get|buy)( to have)?\b(?! (to )?(know|learn|study|do|be|pay))/;
  if (!kit.test(text)) return false;
  if (/\b(at|from) home\b|\bonline\b|\bremote(ly)?\b|\bjoin(ing)? (the class(es)? )?(online|from home|remotely)\b/.test(text)) return true;
  const previous = (history.at(-1) ?? "").toLowerCase();
  return /\b(that|it|this|then)\b/.test(text) && /\b(online|remote(ly)?|from home|at home|zoom|live stream)\b/.test(previous);
}

function onlineKit(): Reply {
  return {
    final: true,
    lead: `To join online, add a headset with a microphone to your own laptop.`,
    more: [`${equipment.requirements[0]!}, with ${lowerFirst(equipment.requirements[1]!)}.`, equipment.software],
    sources: [faq, terms],
  };
}

/**
 * How often classes are and whether the course fits beside a job, asked with the worry around it:
 * "would I have to come in every night?", "is QA full time or part time?", "I work 9 to 5 and I'm
 * worried I won't cope: is it realistic on top of my job?". One class a week and the hours of
 * project work answer it (the keep-working sentence alone leaves "every night?" open).
 */
export const classesPerWeekAsked = (text: string) =>
  /\bhow many (nights|evenings|weeknights)( \w+){0,2} (a|per|each|every) week\b|\b(every|each) (single )?(night|weeknight|evening|weekday)\b|\b(just|only) once a week\b|\bonce a week or\b|\b(full time|part time) or (full time|part time)\b|\b(is|are) (it|qa|full stack|data analytics|the [\w ]{1,25}?(course|program|bootcamp|one)) (a )?(full time|part time)\b/.test(
    text,
  );

export const workloadBesideJobAsked = (text: string) =>
  // The visitor's own job, now: not the job the course leads to ("what job could I realistically get?").
  /\b(my|our|a full time|a day|the day|current|full time|day) (job|work)\b|\bi (work|am working|have a job)\b|\bworking (full|part) time\b|\b(9 to 5|nine to five)\b/.test(text) &&
  // The worry is about time and load, not whether the course suits the visitor ("a realistic move for me").
  (/\b(cope|coping|manageable|manage|handle|too much|overwhelm\w*|burn(ing)? out|burnout|juggle|juggling|exhausted|stretched)\b/.test(text) ||
    /\b(on top of|around|alongside) (a |my |your |their |our |the )?(full time |day |part time )?(job|work)\b/.test(text)) &&
  !/\b(careers?|job search|find (a |me a )?job|get (a |me a )?job|land (a |me a )?job|placement|hired|employment|kind of job|what job|which job|roles?|suit|suits|move|switch|change careers?)\b/.test(text);

function classesBesideJob(s: Subject, job: boolean, quit = false): Reply {
  const ps = askedPrograms(s);
  const hours =
    ps.length === 1
      ? `Plan for ${programGuides[ps[0]!.slug].selfStudy} of project work a week on ${bold(ps[0]!.name)} as well.`
      : `Plan for ${ps.map((p) => `${programGuides[p.slug].selfStudy} on ${p.name}`).join(", ")} of project work a week as well.`;
  const once = `${classSchedule.summary.split(". ")[0]!}.`;
  return {
    final: true,
    // A job told first wants the yes; "every night?" or "full time or part time?" wants the count.
    // "Would I have to quit work?" wants a no, not the yes that "can I keep my job?" wants.
    lead: quit ? classSchedule.keepWorking.replace(/^Yes\. Classes/, "No need to leave your job: classes") : job ? classSchedule.keepWorking : once,
    more: [job ? once : classSchedule.keepWorking.replace(/^Yes\. /, ""), hours],
    sources: [...(ps.length === 1 ? [programSource(ps[0]!)] : []), faq],
  };
}

/**
 * Who looks at the week's work: "who actually looks at my code each week?", "does anyone check my
 * test cases?", "will a real developer review my code?". The feedback that closes each week.
 */
export const reviewerAsked = (text: string) =>
  /\bwho\b.{0,25}\b(looks? at|checks?|reviews?|marks?|grades?|assess(es)?|reads?|gives? (me |us )?feedback|corrects?)\b|\b(anyone|anybody|someone|somebody|a person|a human|a real (developer|person|human)|an actual (developer|person|human)|real (developers?|people)|the instructor|a teacher|instructors?)\b.{0,20}\b(check|checks|review|reviews|look at|looks at|mark|marks|read|reads|correct)\b.{0,20}\b(my|our|the) (code|work|test cases|bug reports|projects?|homework|assignments?|analysis)\b|\b(feedback|code reviews?)\b.{0,20}\b(on )?(my|our) (code|work|test cases|projects?|homework|assignments?)\b|\b(my|our) (code|work|test cases|projects?|homework|assignments?) (get |be |is )?(reviewed|checked|marked|looked at)\b/.test(
    text,
  );

function reviewer(s: Subject): Reply {
  const ps = askedPrograms(s);
  const closing = (slug: (typeof programs)[number]["slug"]) => lowerFirst(programGuides[slug].week.at(-1)!.what);
  if (ps.length === 1)
    return {
      final: true,
      lead: `In ${bold(ps[0]!.name)}, every week: ${closing(ps[0]!.slug)}`,
      sources: [programSource(ps[0]!), faq],
    };
  return {
    final: true,
    lead: `Every week your work gets written feedback before the next class. ${ps.map((p) => `${bold(p.name)}: ${closing(p.slug)}`).join(" ")}`,
    sources: [faq, ...ps.map(programSource)],
  };
}

/**
 * What happens after an application is sent, told as a story: "sent my application in last night,
 * what happens now?", "just hit submit, what's next?". The wait alone ("when will I hear?"), a
 * consultation booked, following it in the portal and paying keep their own answers.
 */
export const afterApplyingAsked = (text: string) =>
  /\b(sent|send|submitted|submit|put|lodged|filled|done|finished|completed|did)\b( \w+){0,3} (application|applications|form)\b|\bi (have |just |already )?(applied|submitted|sent it)\b|\bjust (applied|submitted)\b/.test(
    text,
  ) &&
  /\b(what happens (now|next)|what is (next|the next step)|whats next|what now|now what|next steps?|then what)\b/.test(
    text,
  ) &&
  !/\b(portal|status|track|tracking|dashboard|check on|see it|log ?in|sign in|change|edit|fix|wrong|mistake|cancel|withdraw|consultation|consult|booking|project|pay|paying|paid|payment|fee|fees|cost|invoice)\b/.test(text);

function afterApplying(): Reply {
  return {
    final: true,
    // Worded as thing-discussed.ts words the wait after an application, so both read the same.
    lead: `After you apply, ${lowerFirst(nextSteps.received!)}`,
    more: ["We e-mail you a confirmation straight away; a decision usually comes within a week, and you are enrolled when you accept the place we offer you."],
    sources: [faq, terms],
  };
}

/**
 * What applying costs, asked with the hesitation around it: "will it cost me anything just to
 * send in an application? I'm not sure I'm ready to commit." Nothing, and no commitment.
 */
export const applyingCostAsked = (text: string) =>
  /\b(cost|costs|pay|charge|charged|fee|money)\b( \w+){0,4} (to|for) (apply|applying|send(ing)? in|submit(ting)?|lodg(e|ing)|put(ting)? in|mak(e|ing)|fill(ing)? in)( (an?|my|the) (application|form))?\b/.test(text) &&
  /\b(apply|applying|application|form)\b/.test(text);

function applyingCost(): Reply {
  return {
    final: true,
    lead: "Applying is free and does not commit you to anything.",
    more: [paymentTerms.applying.replace(/^Applying is free: y/, "Y"), `${paymentTerms.when.split(". ")[0]!}.`],
    sources: [terms, page("/enrol-now")],
  };
}

/**
 * The study at home each week, compared or asked plainly: "which course needs more study at home
 * each week?" ("at home" is no study mode here), "how much homework outside class?".
 */
export const studyLoadAsked = (text: string) =>
  /\b(more|less|most|least|extra) (study|studying|homework|work|hours|time)( \w+){0,2} (at home|outside (of )?class(es)?|between classes|each week|a week|per week|every week)\b|\b(study|studying|homework|work) (at home|outside (of )?class(es)?|between classes) (each|a|per|every) week\b/.test(text);

/** A full class or intake: "what if the intake I want is already full?", "the Saturday class is full". */
export const fullIntakeAsked = (text: string) =>
  /\b(class|classes|course|courses|intake|intakes|cohort|session|one|it|they|time|slot)\b( (i|we) (want|wanted|chose|picked|need|like|prefer))?( \w+)? (is|are|was|were|gets?|got|being|becomes?|goes) (already |all |too |completely |totally )?full\b|\b(if|when) (it|they|the (class|intake|course)) (fills?|fill) up\b/.test(
    text,
  );

function fullIntake(): Reply {
  return {
    final: true,
    lead: `When a class is full, we put you on its waiting list: ${lowerFirst(nextSteps.waitlisted!.replace(/^The intake you chose is full, so you are on its waiting list\. /, ""))}`,
    sources: [terms, faq],
  };
}

/**
 * What the site never says about a student: reports on their progress, attendance or grades sent
 * to an employer or a parent ("as the employer paying, will we get attendance reports?"), and
 * other providers' degrees to recommend instead ("recommend a good uni CS degree?").
 */
export const reportsToOthersAsked = (text: string) =>
  /\b(progress|attendance|grades?|marks|results|report cards?)\b/.test(text) &&
  /\b(employer|company|someone|parents?|manager|we|us|our)\b.{0,40}\b(get|gets|receive|see|be sent|sent|access|a copy|told|updates?|informed|notified)\b|\b(send|sends|share|shares|report|reports)\b.{0,30}\b(to )?(the |my |our )?(employer|company|someone|parents?|us)\b/.test(
    text,
  );

export const otherProvidersDegreeAsked = (text: string) =>
  /\b(recommend|suggest|point (me|us) to|know (of )?(a|any)|which|best|good)\b.{0,40}\b(university|uni|tafe|college)( \w+){0,3} (degrees?|courses?|programs?)\b|\b(recommend|suggest)\b.{0,30}\b(a |any )?(good |decent )?(\w+ ){0,3}degrees?\b|\b(recommend|suggest|which|best|good)\b.{0,30}\b(uni|university|universities|unis|tafe|college)\b.{0,25}\b(masters?|phd|doctorate|degree|bachelors?|postgrad\w*|undergrad\w*)\b|\b(recommend|suggest)\b( me| us)? (a |any )?(good |decent )?(uni|university|universities|unis|tafe|college)s?\b/.test(
    text,
  );

/** "Who hosts the classes?", "who takes the lessons?": who teaches them, the instructors. */
export const classHostAsked = (text: string) =>
  /\bwho (hosts|host|takes|leads|runs|delivers|presents|gives|is hosting|is running)( the| my| your| our)? (classes|class|lessons|lesson|sessions|session)\b/.test(text);

const inParts =
  /\b(and|also|plus)( also)? (which|what|whats|how|when|where|who|is|are|can|could|do|does|will|would|should|if)\b/;

/** The first rule that matches, in the order above; undefined when none does. */
export function studentWorries(c: OutrightContext): Understanding | undefined {
  const { reading, subject, history } = c;
  const text = reading.text;
  const answered = (reply: Reply, intents: Understanding["intents"]) => answeredWhole(reading, subject, reply, intents);
  if (reportsToOthersAsked(text) || otherProvidersDegreeAsked(text))
    return saysNothingOn(subject, c.unknown);
  // A question in parts ("which needs more homework, and which is longer?") is answered part by
  // part by the intents; one rule's reply would drop the other parts.
  // "who checks my code and how often?": the review's reply says how often (every week), so the
  // frequency asked beside it is no second part.
  const client = subject.services.length > 0 || c.clientConversation();
  if (!client && reviewerAsked(text) && /\b(and|,) (how often|when|how regularly)\W*$/.test(text))
    return answered(reviewer(subject), ["week"]);
  if (inParts.test(text)) return undefined;
  if (!client && costsBeyondFeeAsked(text)) return answered(costsBeyondFee(subject), ["fee"]);
  if (!client && onlineKitAsked(text, history)) return answered(onlineKit(), ["equipment"]);
  if (!client && (classesPerWeekAsked(text) || workloadBesideJobAsked(text) || quittingJobAsked(text)))
    return answered(
      classesBesideJob(subject, workloadBesideJobAsked(text) || quittingJobAsked(text), quittingJobAsked(text)),
      ["keepWorking"],
    );
  if (!client && reviewerAsked(text)) return answered(reviewer(subject), ["week"]);
  if (afterApplyingAsked(text)) return answered(afterApplying(), ["apply"]);
  if (!client && applyingCostAsked(text)) return answered(applyingCost(), ["paymentTiming"]);
  if (!client && studyLoadAsked(text)) return answered(c.reply("selfStudy"), ["selfStudy"]);
  if (!client && fullIntakeAsked(text)) return answered(fullIntake(), ["apply"]);
  if (classHostAsked(text)) return answered(c.reply("instructor"), ["instructor"]);
  return undefined;
}
