/**
 * Settles the intents one wording triggers together into what is asked: pairs that ask one thing
 * ("how long does erasing my data take?" is the erasure, not a course's length), and the asks read
 * across the parts of a multi-part message.
 */
import * as facts from "./facts.ts";
import { awayFromCampus, type IntentId, intents } from "./intents.ts";
import { projectWork } from "./named-subjects.ts";
import { theirDetailsOnInvoice } from "./visitor-cues.ts";

export const allCues = new Set(intents.flatMap((i) => Object.keys(i.cues)));
export const isCue = (w: string) => allCues.has(w);
/**
 * Pairs that parts of one message read together but that ask one thing: "wipe everything you
 * have on me, how long does that take?" is the time to erase it, not a course's length; "keep me
 * in the loop about new intakes" the newsletter, not the next start date. The ask's own kind of
 * fact comes first when a superlative names it ("job ready as fast as possible, which is quickest").
 */
/** Automated against manual testing at the visitor's own workplace, asked as advice. */
export function testingPractice(text: string): boolean {
  return (
    /\bautomat\w*/.test(text) &&
    /\b(manual\w*|by hand|testers?|human testers?|qa team|exploratory)\b/.test(text) &&
    !/\b(course|courses|class|classes|learn|teach|teaches|taught|study|students?|program|enrol\w*|who)\b/.test(
      text,
    )
  );
}
/** The visitor leaving a course part way: quitting, withdrawing, dropping out. */
export const leavingCourse =
  /\b(quit|quits|quitting|withdraw|withdraws|withdrawing|withdrew|drop out|dropping out|dropped out|drop the course|pull out|pulling out|leave the course|leave halfway|leave part way|stop attending|stop going|give up)\b/;
export function settleAcross(found: IntentId[], text: string): IntentId[] {
  let out = [...found];
  const has = (id: IntentId) => out.includes(id);
  const drop = (id: IntentId) => {
    out = out.filter((x) => x !== id);
  };
  if (has("privacy") && has("duration")) drop("duration");
  // "Which class times can I choose, when I fill in the application?" across its parts.
  if (has("apply") && has("timetable") && fieldChoicesAsked(text)) drop("apply");
  // "Gotta bail on the consult call, how do I cancel it?" across its parts: the booking's cancel link.
  if (has("consultation") && has("refund") && consultationCancelled(text)) drop("refund");
  // "Which cookies does your site store on my laptop?": the device is where cookies go, not
  // equipment asked about.
  if (
    has("privacy") &&
    has("equipment") &&
    /\bcookies?\b/.test(text) &&
    !/\b(bring|need|provide|lend|require\w*)\b/.test(text)
  )
    drop("equipment");
  // "If I quit halfway while paying in instalments, do I still owe the rest?": leaving while on a
  // plan is the refund terms' instalments sentence (later ones cancelled, paid ones kept), not
  // the plans themselves.
  // "If you change my start date or swap my teacher?": one answer from the terms' changes, which
  // says both; the next intake's date is no answer to a change.
  if (has("start") && has("instructor") && facts.providerChangeAsked(text)) drop("start");
  // "When in the course do the job-search sessions happen?": when the careers service comes, not
  // the class times.
  if (has("careers") && has("timetable") && facts.careersWhen.test(text)) drop("timetable");
  // "Do you help with applying for jobs?": a job application is careers support, not ours.
  if (
    has("apply") &&
    /\b(apply|applying|applications?) (for|to) (a |any |junior )?(jobs?|roles?|positions?|work|companies|employers)\b|\bjob applications?\b/.test(
      text,
    ) &&
    !/\b(enrol\w*|course|program|intake|place)\b.{0,12}\b(apply|application)\b|\b(apply|application)\b.{0,12}\b(enrol\w*|course|program|intake|place)\b/.test(
      text,
    )
  )
    out = [...new Set(out.map((x): IntentId => (x === "apply" ? "careers" : x)))];
  if (has("instalments") && leavingCourse.test(text))
    out = ["refund", ...out.filter((x) => x !== "instalments" && x !== "refund")];
  // The doubt told in one part is why the money is wanted back in the other.
  if (has("refund") && has("suits") && doubtBehindRefund(text)) drop("suits");
  // "Zero coding skills, can I still sign up for QA?": what a beginner can join is what the
  // course expects first, not how to apply.
  if (
    has("prerequisites") &&
    has("apply") &&
    /\bstill\b/.test(text) &&
    !/\bhow (do|can|would|should) (i|we|you)\b|\bwhere\b/.test(text)
  )
    drop("apply");
  // "I'm working full time in finance. Could I still do data analytics?": the job told in one
  // part is what the course must fit around in the other.
  if (
    has("keepWorking") &&
    has("suits") &&
    !/\b(suit|suits|suited|suitable|fit for|good fit|right for|which (course|program|one))\b/.test(text)
  )
    drop("suits");
  // "Before she fills in your application form, what happens to her details? No spam calls from
  // other companies": who else gets them (the privacy policy), not what the form asks.
  if (
    has("privacy") &&
    /\b(other|third|outside|marketing|external) (companies|company|parties|party|firms|businesses)\b|\bmarketers?\b|\bspam\b|\b(marketing|junk|sales) (calls?|e-?mails?|texts?|messages|mail)\b|\bwho else\b|\b(happens?|do you do) (to|with) (her|his|their|my|our|the) (details|data|info|information)\b/.test(
      text,
    )
  )
    for (const id of ["apply", "phone", "newsletter", "email"] as IntentId[]) drop(id);
  // "Once I send the booking form, how soon will you get back to me?": the consultation's reply
  // time; "I sent my application yesterday, when will someone get in touch?": the advisor's. The
  // contact details are how a reply comes, not what was asked.
  if (
    facts.replyWaitAsked(text) &&
    !/\b(class|classes|course starts?|intake|refund|newsletter|invoice)\b/.test(text)
  ) {
    const consulting =
      /\b(booking|booked|book|consultation|consult|quote|proposal)\b/.test(text) &&
      !/\b(application|applied|apply|applying|enrol\w*|course|courses)\b/.test(text);
    const applying = /\b(application|applied|apply|applying|enrol\w*)\b/.test(text);
    if (consulting || applying) {
      const id: IntentId = consulting ? "consultation" : "apply";
      out = [
        id,
        ...out.filter((x) => !["consultation", "apply", "contact", "phone", "email", "duration"].includes(x)),
      ];
    }
  }
  // "Which do you keep longer: a declined application or my payment records?", "after I
  // unsubscribe, is my e-mail still on file?": the privacy policy's retention rows, not how to
  // apply, a course's length or the newsletter form.
  if (facts.retentionAsked(text) && !/\b(ip)\b/.test(text))
    out = [
      "privacy",
      ...out.filter(
        (x) => !["privacy", "apply", "duration", "newsletter", "email", "address", "careers"].includes(x),
      ),
    ];
  // "How do I get you to delete everything you have on me, and how long does it take?": the
  // request to erase it and the 30 days to answer it; "have on me" is no street address.
  if (
    has("privacy") &&
    /\b(delet\w*|eras\w*|wipe\w*|remov\w*)\b/.test(text) &&
    !/\b(where|address|located|office)\b/.test(text)
  )
    for (const x of ["address", "duration", "openingHours"] as IntentId[]) drop(x);
  // "How long does it take to unsubscribe?", "how long does a refund take?": the time something
  // other than a course takes, which no course's length answers.
  if (has("duration") && otherThingTakes(text)) drop("duration");
  // "I live 2 hours out of Sydney, could I do it without coming in every week?": whether it can be
  // joined from afar, not the class times ("every week" is how often one would travel).
  if (
    has("mode") &&
    has("timetable") &&
    /\bwithout (coming|going|travelling|traveling|having to come|commuting|driving)\b|\b(commute|commuting|travel|travelling|traveling|drive|driving)\b|\b(hours?|km|kilometres|kilometers) (out of|from|away from|outside) (sydney|the city)\b|\b(far|away) from (sydney|the city|campus)\b/.test(
      text,
    ) &&
    !/\b(what time|which (day|night|time)s?|when are|evenings?|nights?|saturdays?|weekends?|timetable)\b/.test(
      text,
    )
  )
    out = ["mode", ...out.filter((x) => x !== "mode" && x !== "timetable")];
  // "Does the job introductions thing still apply once I've finished?": "apply" as "hold", not
  // applying for a course.
  if (
    has("apply") &&
    /\b(still|also|even|that|this|it|thing|rule|policy|support|offer|introductions?) (still |also )?appl(y|ies)\b(?! (for|to (the|a|your|an) (course|program|intake)|online|now))/.test(
      text,
    ) &&
    !/\bhow (do|can|would|should) (i|we) apply\b/.test(text)
  )
    drop("apply");
  // "If my job changes can I switch to Thursdays later?", "am I locked into the class time I pick?":
  // moving one's own class to another time, which the terms allow when that class has room; the
  // job or shifts said around it are why, not careers support or fitting study around work.
  if (movesOwnClass(text))
    out = [
      "timetable",
      ...out.filter((x) => !["timetable", "careers", "keepWorking", "apply", "start"].includes(x)),
    ];
  if (theirDetailsOnInvoice.test(text))
    for (const x of ["taxNumber", "paymentTiming", "paymentMethods"] as IntentId[]) drop(x);
  // "Our firm will fund a staff member's course: how do we pay?": the staff member is theirs, not ours.
  if (
    has("leadership") &&
    (has("paymentMethods") || has("paymentTiming") || has("fee")) &&
    /\b(a|our|my|one of our|the) (staff member|staff|employee|team member)s?\b/.test(text) &&
    !/\bwho\b/.test(text)
  )
    drop("leadership");
  // "I filled in the form yesterday. When should I expect a call?": the advisor's call after applying.
  if (
    (has("phone") || has("email")) &&
    /\b(fill|filled|filling) (in|out)\b.{0,25}\b(form|application)\b|\b(submit|submitted|applied|i apply|we apply|(send|sent) (in )?my application|my application)\b/.test(
      text,
    ) &&
    /\bwhen (should|will|can|do|would|might) (i|we) (expect|get|receive|hear)\b/.test(text)
  ) {
    drop("phone");
    drop("email");
    if (!/\b(class|classes|lesson|lessons|session|sessions|timetable|night|nights)\b/.test(text))
      drop("timetable");
    if (!has("apply")) out = ["apply", ...out];
  }
  // "Can my employer pay after the course starts?": who pays is context, not careers support.
  if (
    has("careers") &&
    /\b(employ\w*|company|boss|workplace|firm)\b.{0,20}\b(pay|pays|paying|fund|funds|funding|cover|covers|covering|sponsor|sponsors|sponsoring)\b/.test(
      text,
    ) &&
    !/\b(career|careers|job search|job-search|find (a )?(job|work)|get (a )?(job|work)|hired|placement|cv|resume|interview|portfolio|linkedin)\b/.test(
      text,
    )
  ) {
    drop("careers");
    if (out.length === 0)
      out = [
        /\b(when|after|before|later|terms|due|start|starts)\b/.test(text)
          ? "paymentTiming"
          : "paymentMethods",
      ];
  }
  // "My shifts change every fortnight. Any classes on weekends, and what time?": the class times.
  if (has("keepWorking") && has("timetable") && classTimesAsked(text))
    out = [
      "timetable",
      ...(keepingJobAsked(text) ? ["keepWorking" as IntentId] : []),
      ...out.filter((x) => x !== "timetable" && x !== "keepWorking"),
    ];
  // "My employer will pay for my course. How do they get billed?": who pays is context around the
  // way to pay, not careers support, the company's director or the price.
  if (has("paymentMethods") && /\b(invoice|invoices|invoiced|invoicing|bill|billed|billing)\b/.test(text)) {
    if (!/\b(who|director|founder|owner|ceo|cto|runs|leads)\b/.test(text)) drop("leadership");
    if (
      !/\b(career|careers|job search|job-search|find (a )?(job|work)|get (a )?(job|work)|hired|placement|cv|resume|interview|portfolio|linkedin)\b/.test(
        text,
      )
    )
      drop("careers");
    if (!/\b(how much|cost|costs|price|prices|expensive|cheap)\b/.test(text)) drop("fee");
    out = ["paymentMethods", ...out.filter((x) => x !== "paymentMethods")];
  }
  // "A single dad working shifts in a warehouse, can I fit a course in?": the job is what study
  // must fit around, not a question about careers support.
  if (
    (has("keepWorking") || (has("timetable") && classTimesAsked(text))) &&
    has("careers") &&
    !/\b(career|careers|job search|job-search|find (a )?(job|work)|get (a )?(job|work)|land (a )?job|hired|employ\w*|placement|cv|resume|interview|portfolio|linkedin)\b/.test(
      text,
    )
  )
    drop("careers");
  // "A job interview in 6 months, can I finish a course before then?": the time budget is the ask.
  if (has("duration") && facts.timeBudget(text))
    for (const x of ["careers", "suits", "roles"] as IntentId[]) drop(x);
  // "I'm a stay at home dad. Which course has the least homework?": who is asking, not a study mode.
  if (
    has("mode") &&
    out.length > 1 &&
    /\bstay at home\b/.test(text) &&
    !/\b(online|remote|remotely|virtual|zoom|from home)\b/.test(text)
  )
    drop("mode");
  if (
    has("duration") &&
    has("apply") &&
    /\b(hear|back|reply|respond|response|decision|after|until)\b/.test(text)
  )
    drop("duration");
  if (
    has("newsletter") &&
    has("apply") &&
    /\b(hear|news|updates?|told|know) (about|of|when)?\b/.test(text) &&
    !/\b(application|applied|enrol|enrolment)\b/.test(text)
  )
    drop("apply");
  if (
    has("newsletter") &&
    has("start") &&
    /\b(keep|stay|loop|posted|updates?|news|remind\w*|notif\w*|alerts?|e-?mail|subscribe|mailing)\b/.test(
      text,
    )
  )
    drop("start");
  const first = (id: IntentId) => {
    if (has(id)) out = [id, ...out.filter((x) => x !== id)];
  };
  // "My shifts change every fortnight. Any weekend classes, and what time?": the situation says
  // why; the question asked is when classes are, so the timetable answers first.
  if (
    has("timetable") &&
    /\b(any|are there|is there|do you (have|run)) (\w+ )?(weekend|saturday|sunday|evening|night) (class|classes)\b|\b(any|are there|is there)\b.{0,20}\bclass(es)? (on|at|in) (the )?(weekends?|saturdays?|sundays?|evenings?|nights?)\b|\bwhat time\b/.test(
      text,
    )
  ) {
    first("timetable");
    if (/\bwhat time\b/.test(text)) drop("keepWorking");
    if (!/\b(career|careers|jobs?|cv|resume|interview|portfolio|hired|employ\w*)\b/.test(text))
      drop("careers");
  }
  const ofCourses = /\b(course|courses|program|programs|programme|which one|which is|which of)\b/.test(text);
  // The superlative is the ask; a goal said around it ("to be job ready") or "which course would
  // be…" read as who a course suits is not a second one.
  const superlative = (id: IntentId, words: RegExp) => {
    if (!ofCourses || !has(id) || !words.test(text)) return;
    first(id);
    for (const x of ["careers", "suits", "roles"] as IntentId[]) drop(x);
  };
  superlative(
    "duration",
    /\b(quickest|fastest|shortest|soonest|longest|quicker|faster|shorter)\b|\b(done|finished|over|complete) first\b/,
  );
  superlative("fee", /\b(cheapest|cheaper|most expensive|dearest|priciest|least expensive)\b/);
  // "If I quit after paying 3 instalments, are the rest cancelled?": the instalments said across
  // parts are what the refund terms answer, after withdrawing.
  if (
    has("refund") &&
    has("instalments") &&
    /\b(withdraw|withdrawing|quit|quitting|leave|drop out|pull out|stop|cancel)\b/.test(text) &&
    !/\b(how many|how much|can i (pay|split)|is there a payment plan)\b/.test(text)
  )
    drop("instalments");
  return out;
}
/**
 * "If I start and realise after 3 weeks it's not for me, can I get my money back?": a doubt about
 * the course is why the money is wanted back, not a question of who the course suits, unless the
 * visitor asks which course or who.
 */
function doubtBehindRefund(text: string): boolean {
  return !/\b(which|what) (course|courses|program|programs|one)\b|\bwho\b/.test(text);
}

/**
 * "How long does it take to get my certificate?", "how long will it take you to delete my data?",
 * "how long does the invoice take?": a time asked of something other than a course. Not "how long
 * does it take to finish full stack", "to become a developer" or "to get job ready".
 */
export function otherThingTakes(text: string): boolean {
  if (
    /\b(full ?stack|qa|data analytics|analytics|course|courses|program|programs|programme|bootcamp|training)\b/.test(
      text,
    )
  )
    return false;
  // A project's time is the honest reply's (the services' rule below says it), not this one's.
  if (
    projectWork.test(text) ||
    /\b(build|built|develop|make|made|app|apps|website|site|project|projects)\b/.test(text)
  )
    return false;
  const verb =
    /\bhow long (?:does|will|would|do|did|should|might|can) (?:it|that|this|the process|things) (?:usually |normally |typically |actually )?take(?:s)?(?: (?:you|u|me|us|them|someone|an advisor|your team|staff|you guys))?(?: to| until| before| for) ([a-z]+)(?: ([a-z]+))?/.exec(
      text,
    );
  if (verb) {
    const [, first = "", second = ""] = verb;
    if (
      /^(finish|complete|do|study|learn|become|graduate|train|master|qualify|go|skill|upskill|retrain|switch|change|move|transition|break|land|start|code|program)$/.test(
        first,
      )
    )
      return false;
    if (
      /^(get|be|feel)$/.test(first) &&
      /^(qualified|certified|job|through|ready|done|good|skilled|competent|a|hired|employed|into|proficient|confident|fluent)$/.test(
        second,
      )
    )
      return false;
    return true;
  }
  const noun =
    /\bhow long (?:does|do|will|would|did) (?:a|an|the|my|your|ur) ([a-z]+) (?:usually |normally |typically )?take(?:s)?\b/.exec(
      text,
    )?.[1];
  return (
    noun !== undefined &&
    !/^(class|classes|session|sessions|lesson|lessons|intake|qualification|one|whole|entire|part)$/.test(noun)
  );
}
/** Moving one's own class to another night or slot, or asking whether the one picked is fixed. */
export const movesOwnClass = (text: string) =>
  facts.ownClassMove(text) &&
  !/\b(you|they|the instructor|the teacher)\b (change|changes|move|moves|switch|switches|cancel\w*)\b(?! (me|us)\b)/.test(
    text,
  );
/** "Any classes on weekends, and what time?": the class times asked, beside a job or shifts told. */
/**
 * "What times are the classes, and could I keep my full-time job?": keeping the job is asked in a
 * part of its own, not only said as the situation ("my shifts change, what time are classes?").
 */
export const keepingJobAsked = (text: string) =>
  /\b(and|also|plus)\b.{0,10}\b(can|could|would|will|may|am able to|is it possible to) (i|we|you|one|someone|people|students) (still )?(keep|hold( down)?|continue( with)?|stay in|work|do)\b.{0,20}\b(my |a |the |your |their )?(full time |part time |day |current )?(job|jobs|work|working)\b/.test(
    text,
  );
export const classTimesAsked = (text: string) =>
  /\b(what|which) (time|times|hours|days?)\b|\bwhen (are|is|do)\b|\b(on )?(weekends?|saturdays?|sundays?)\b/.test(
    text,
  ) &&
  /\b(are there|is there|do you (have|run|offer|teach|do)|any)\b.{0,30}\b(class|classes|lessons?|sessions?)\b|\b(what|which) (time|times|hours)\b/.test(
    text,
  );
/** The choices of the application form's class time field, not the form's list of fields. */
export const fieldChoicesAsked = (text: string) =>
  /\b(which|what) (class )?(times?|time slots?|sessions?|days?)\b.{0,30}\b(choose|pick|select|options?|choices?|available)\b|\b(class times?|time slots?) (options?|choices?|available)\b/.test(
    text,
  );
/** A booked consultation to cancel, with no money or course in it (a free call has no refund). */
export const consultationCancelled = (text: string) =>
  /\b(consult|consultation|call|booking)\b/.test(text) &&
  !/\b(refund\w*|money|fees?|paid|course|enrol\w*)\b/.test(text);
/** Resolves pairs of intents that one wording triggers together. */
export function settle(chosen: IntentId[], text: string): IntentId[] {
  let out = [...chosen];
  const has = (id: IntentId) => out.includes(id);
  const drop = (id: IntentId) => {
    out = out.filter((x) => x !== id);
  };
  if (has("session")) drop("duration");
  // "Which class times can I choose when I fill in the application?": the choices of one field
  // are asked, which the timetable gives, not the form's list of fields.
  if (has("apply") && has("timetable") && fieldChoicesAsked(text)) drop("apply");
  // "Gotta bail on the consult call, how do I cancel it?": the booking's cancel link, not a refund
  // of course fees (there is no money in a free consultation).
  if (has("consultation") && has("refund") && consultationCancelled(text)) drop("refund");
  // "How long do you keep my payment records after I finish?": the records, not careers support.
  if (
    has("privacy") &&
    has("careers") &&
    /\b(how long|keep|kept|retain|records?)\b/.test(text) &&
    !/\b(career|careers|jobs?|cv|resume|interview|portfolio|linkedin|employ\w*)\b/.test(text)
  )
    drop("careers");
  // "Do I need a mic for online lessons?": the kit for joining online, not whether one can.
  if (has("equipment") && has("mode") && /\b(microphone|headset|headphones|webcam|camera)\b/.test(text))
    drop("mode");
  // "Which course has the least time commitment each week?": the work a week, not the length.
  if (has("selfStudy") && has("duration") && /\b(each|per|a) week\b|\bweekly\b|\bcommitment\b/.test(text))
    drop("duration");
  // "How many hours is each class?": the class's length, not the work between classes.
  if (
    has("session") &&
    has("selfStudy") &&
    /\b(each|per|a|one|every) (class|session|lesson)\b/.test(text) &&
    !/\b(outside|between|homework|self study|project|on top)\b/.test(text)
  )
    drop("selfStudy");
  // "Apart from the actual class, how many hours outside of class?": the class is set aside, the
  // time outside it is asked.
  if (
    has("session") &&
    has("selfStudy") &&
    /\b(apart from|outside( of)?|besides|beside|other than|not counting|excluding|except( for)?) (the |my |each |a |your )?(actual |weekly |live )?(class|classes|session|sessions|lesson|lessons)\b/.test(
      text,
    )
  )
    drop("session");
  // "How much time does the whole course take?": its length, not the work a week.
  if (
    has("duration") &&
    has("selfStudy") &&
    !/\b(week|weekly|per|each|outside|between|homework|self study)\b/.test(text)
  )
    drop("selfStudy");
  // "If I live outside Sydney, which course would work for me?": where it can be studied decides.
  if (
    has("mode") &&
    has("suits") &&
    /\bi live (in|outside|far|out)\b|\bnot in sydney\b|\boutside (of )?sydney\b|\b(another|different) (city|state|country)\b/.test(
      text,
    )
  )
    drop("suits");
  // "Wipe everything you have on me: how long does that take?": the time to answer, not a course.
  if (has("privacy") && has("duration")) drop("duration");
  // "Which class times can I choose, when I fill in the application?" across its parts.
  if (has("apply") && has("timetable") && fieldChoicesAsked(text)) drop("apply");
  // "Gotta bail on the consult call, how do I cancel it?" across its parts: the booking's cancel link.
  if (has("consultation") && has("refund") && consultationCancelled(text)) drop("refund");
  // "How long until I hear back after applying?": the wait after the form, not a course's length.
  if (
    has("duration") &&
    has("apply") &&
    /\b(hear|back|reply|respond|response|decision|after|until)\b/.test(text)
  )
    drop("duration");
  if (has("instalments")) drop("fee");
  // "Is the software extra cost?": what the tools cost a student, not the course fee, unless the
  // fee is named too ("the course fee and the software").
  if (
    has("equipment") &&
    has("fee") &&
    /\b(software|licen[cs]es?|subscriptions?|tools)\b/.test(text) &&
    !/\b(fee|fees|tuition)\b|\bhow much (is|are|does|do) (the|a|your) (course|courses|program|programs|bootcamp)\b/.test(
      text,
    )
  )
    drop("fee");
  // "What happens if the intake is full?": the waiting list (the terms say it), not the start date.
  if (
    has("start") &&
    /\b(is|are|gets?|being) (full|fully booked|booked out|sold out)\b|\bno (places|seats|room) left\b/.test(
      text,
    )
  )
    drop("start");
  // "Can I get the outline e-mailed?": the outline form, which e-mails it.
  // "What's in the student portal?": the portal, not what the courses cover.
  if (has("apply") && /\bportal\b/.test(text)) drop("topics");
  if (has("outline")) {
    drop("email");
    if (/\b(pdf|brochure|printable|printout|handout|download)\b/.test(text)) drop("topics");
    if (
      /\b(e-?mail|e-?mailed|send|sent|get|receive|download|pdf|copy)\b/.test(text) &&
      !/\b(what is in|cover|covers|topics)\b/.test(text)
    )
      drop("topics");
  }
  // "Can I visit before enrolling?": coming in is the opening hours, not how to apply.
  if (
    has("openingHours") &&
    has("apply") &&
    /\b(visit|drop in|drop by|pop in|stop by|come in|come by|tour)\b/.test(text)
  )
    drop("apply");
  // "How do I unsubscribe?", "stop getting your emails": the newsletter's link, not the contact details.
  if (
    /\b(unsubscribe|opt out|stop (getting|receiving|sending))\b/.test(text) &&
    (has("newsletter") || has("privacy"))
  ) {
    out = [...new Set(out.map((x): IntentId => (x === "privacy" ? "newsletter" : x)))];
    drop("email");
    drop("contact");
  }
  // "How many hours in total?": the class hours, which the length answers.
  if (has("duration") && has("selfStudy") && /\b(total|in all|altogether|overall|all up)\b/.test(text))
    drop("selfStudy");
  // "How often do you send the newsletter?": the newsletter's "how often", not the classes'.
  if (
    has("session") &&
    out.length > 1 &&
    !/\b(class|classes|lesson|lessons|session|sessions|course|courses|study|studying|meet|lecture|lectures|program|programs)\b/.test(
      text,
    )
  )
    drop("session");
  // "How do I pay the fees?": the way to pay, not how much.
  if (has("paymentMethods") && !/\b(how much|cost|costs|price|prices|expensive|cheap)\b/.test(text))
    drop("fee");
  if (has("paymentTiming")) {
    drop("fee");
    drop("apply");
  }
  // "Can I pay after the course starts?": paying the fee, not pay in a job.
  if (
    (has("paymentTiming") || has("paymentMethods")) &&
    has("careers") &&
    !/\b(career|careers|job|jobs|salary|salaries|wage|wages|earn|earning|hired|placement|cv|resume|interview|portfolio|linkedin)\b/.test(
      text,
    )
  )
    drop("careers");
  if (has("refund")) drop("fee");
  if (has("refund") && has("suits") && doubtBehindRefund(text)) drop("suits");
  // "What happens to my instalments if I withdraw?": the refund terms say it.
  if (
    has("refund") &&
    has("instalments") &&
    /\b(withdraw|withdrawing|quit|leave|drop out|stop|cancel)\b/.test(text)
  )
    drop("instalments");
  if (has("gst")) drop("fee");
  if (has("roles")) drop("careers");
  if (has("leadership")) drop("instructor");
  // "Our firm will fund a staff member's enrolment: how is the fee invoiced?": the staff member is
  // who studies, not who runs the company.
  if (
    has("leadership") &&
    (has("paymentMethods") || has("paymentTiming")) &&
    !/\b(who|director|founder|owner|ceo|cto|runs|leads)\b/.test(text)
  )
    drop("leadership");
  // "Which courses are taught by instructors?": the course type, not who teaches each.
  if (has("courseType") && has("instructor") && !/\bwho\b/.test(text)) drop("instructor");
  // "Can you swap my teacher after I enrol?": the change, not how to enrol.
  if (has("instructor") && has("apply") && /\b(swap|switch|change|replace|move)\b/.test(text)) drop("apply");
  if (
    has("timetable") &&
    has("apply") &&
    /\b(swap|switch|change|move)\b/.test(text) &&
    /\b(after|once)\b/.test(text)
  )
    drop("apply");
  // "Can you end the enrolment of someone who…": the conduct rule, not how to enrol.
  if (has("conduct")) drop("apply");
  // "Our CTO wants to automate all our testing and get rid of manual testers, your view?": the
  // testing blog post's advice, not who our Technology Head is nor who teaches QA.
  if (testingPractice(text)) for (const id of ["leadership", "instructor"] as IntentId[]) drop(id);
  // "What privacy law do you follow?", "which law do the refund terms fall under?": the law.
  if (has("law")) for (const id of ["privacy", "refund", "apply", "conduct"] as IntentId[]) drop(id);
  // "I'm a stay at home dad": who the visitor is, not studying from home.
  if (
    has("mode") &&
    out.length > 1 &&
    /\bstay at home\b/.test(text) &&
    !/\b(online|remote|remotely|virtual|zoom|from home)\b/.test(text)
  )
    drop("mode");
  // "Is there wifi on campus?": the campus is where, not how the course is studied.
  if (
    has("mode") &&
    out.length > 1 &&
    !/\b(online|remote|remotely|virtual|virtually|zoom|hybrid|distance|in person|face to face|study mode|interstate|overseas)\b|\b(need|needs|require|requires) me (to be |to come )?(in|into|at) (sydney|the city|campus)|\bwithout (coming|going|travelling|traveling|having to come) (in|into|to)\b|\b(away from|far from|not near|nowhere near) (sydney|the city|campus)\b|\banother city\b/.test(
      text,
    ) &&
    !awayFromCampus.test(text)
  )
    drop("mode");
  // "Is there somewhere online I can check my enrolment status?": the portal, not the study mode.
  if (
    has("apply") &&
    has("mode") &&
    /\b(status|track|tracking|check|progress|log in|login|password)\b/.test(text)
  )
    drop("mode");
  // "Who is the QA course good for?": the people it suits, not who teaches it.
  // "I'm a teacher, which course would you suggest?" is the visitor's own job, not who teaches.
  const ownJob = text.replace(
    /\b(i am|i was|i work as|i worked as|i used to be|as) an? (teacher|tutor|trainer|instructor|lecturer)\b/g,
    " ",
  );
  if (
    has("suits") &&
    has("instructor") &&
    !/\b(teach|teaches|taught|teaching|instructor|teacher|trainer|tutor|lecturer)/.test(ownJob)
  )
    drop("instructor");
  // "I'm a full time teacher, is it realistic to do the data course on the side?": the job to keep.
  if (
    has("keepWorking") &&
    has("instructor") &&
    !/\b(teach|teaches|taught|teaching|instructor|teacher|trainer|tutor|lecturer)/.test(
      ownJob.replace(/\b(full|part) time (teacher|tutor|trainer|instructor|lecturer)\b/g, " "),
    )
  )
    drop("instructor");
  if (has("newsletter")) {
    drop("email");
    drop("contact");
  }
  // Other companies that are hiring are about careers support; hiring here is about our roles.
  const othersHiring =
    /\b(companies|company|employers?|businesses|firms?|industry|others)\b.{0,25}\b(hiring|recruiting)\b|\b(connect|introduce|introductions?|refer|link)\b.{0,40}\b(companies|employers|businesses|industry)\b/.test(
      text,
    );
  if (has("jobsHere") && othersHiring)
    out = [...new Set(out.map((x): IntentId => (x === "jobsHere" ? "careers" : x)))];
  if (has("jobsHere")) drop("careers");
  if (has("keepWorking")) {
    drop("careers");
    // "My shifts change every week: any weekend classes, and what time?": the class times asked.
    if (has("timetable") && classTimesAsked(text))
      out = [
        "timetable",
        ...(keepingJobAsked(text) ? ["keepWorking" as IntentId] : []),
        ...out.filter((x) => x !== "timetable" && x !== "keepWorking"),
      ];
    else drop("timetable");
  }
  if (has("openingHours") && has("timetable"))
    drop(
      /\b(class|classes|lesson|session|course|courses|program|programs|study|studying|one|ones)\b/.test(text)
        ? "openingHours"
        : "timetable",
    );
  if (has("address") && has("openingHours") && out.length === 2 && !/\b(where|address|located)\b/.test(text))
    drop("address");
  if (has("contact") && (has("phone") || has("email"))) drop("contact");
  // An e-mail address is an e-mail, not the street address.
  if (
    has("email") &&
    has("address") &&
    /\be-?mail address\b/.test(text) &&
    !/\b(street|office|where|located|postal)\b/.test(text)
  )
    drop("address");
  if (has("consultation") && has("serviceRate")) drop("serviceRate");
  // "Is your pricing for projects fixed or hourly?": how a project is priced, not a fee.
  if (
    has("consultation") &&
    /\b(fixed|hourly|by the hour|per hour|day rate|time and materials)\b/.test(text) &&
    !/\b(course|courses|class|program|tuition)\b/.test(text)
  )
    drop("fee");
  // "I can't make my call with your developers on Tuesday": the booked call, not a class.
  if (
    has("consultation") &&
    /\b(consultation|appointment|call|meeting|booking|booked)\b/.test(text) &&
    !/\b(class|classes|lesson|lessons|course|courses)\b/.test(text)
  ) {
    drop("timetable");
    drop("missedClass");
  }
  if (has("prerequisites") && has("equipment") && !/\b(laptop|computer|mac|equipment)\b/.test(text))
    drop("equipment");
  // "What do I need to do to get my certificate?": the certificate's condition, not entry requirements.
  if (has("certificate") && has("prerequisites")) drop("prerequisites");
  // "She loves working with numbers, what would suit her?": a person described, not a job to keep.
  if (
    has("suits") &&
    has("keepWorking") &&
    !/\b(job|full time|part time|9 to 5|while|keep working|hours|schedule|shift|shifts)\b/.test(text)
  )
    drop("keepWorking");
  // "…into spreadsheets and budgets, which course would suit her?": no consultation is asked for.
  if (
    has("suits") &&
    has("consultation") &&
    !/\b(consult\w*|quote|project|meeting|appointment|book|booking)\b/.test(text)
  )
    drop("consultation");
  // "Which suits a beginner better?": what a beginner needs, which the prerequisites say.
  if (
    has("suits") &&
    !has("prerequisites") &&
    /\b(beginners?|newbies?|novices?|no experience|never (coded|programmed))\b/.test(text)
  )
    out = [...out.filter((x) => x !== "suits"), "prerequisites"];
  if (has("suits") && has("prerequisites"))
    drop(
      /\b(need|experience|require|requirement|know|before|beginners?|newbies?|novices?)\b/.test(text)
        ? "suits"
        : "prerequisites",
    );
  return out;
}
