/**
 * The intent layer: the kinds of question that structured content answers, each recognised by
 * the words visitors use for it (lemmas, with weights) and by a few phrasings. A word that is not
 * a cue itself still counts when its word vector is close to a cue ("pricey" ~ "expensive"), so a
 * paraphrase that shares no word with the cues is recognised too.
 */
export type IntentId =
  | "courseType"
  | "duration"
  | "mode"
  | "start"
  | "fee"
  | "instalments"
  | "paymentTiming"
  | "paymentMethods"
  | "gst"
  | "refund"
  | "apply"
  | "timetable"
  | "session"
  | "keepWorking"
  | "missedClass"
  | "selfStudy"
  | "week"
  | "openingHours"
  | "address"
  | "phone"
  | "email"
  | "contact"
  | "prerequisites"
  | "suits"
  | "equipment"
  | "careers"
  | "roles"
  | "certificate"
  | "instructor"
  | "leadership"
  | "topics"
  | "overview"
  | "serviceRate"
  | "serviceTech"
  | "consultation"
  | "privacy"
  | "about"
  | "jobsHere"
  | "testimonials"
  | "outline"
  | "newsletter"
  | "social"
  | "conduct"
  | "law"
  | "taxNumber"
  | "history";

export interface IntentDef {
  id: IntentId;
  /** Lemmas and how strongly each says "this kind of question". */
  cues: Record<string, number>;
  /** Phrasings, matched on the normalised question. */
  phrases?: [RegExp, number][];
  /** Answers about a program, so a program may come from the conversation. */
  aboutProgram?: boolean;
}

import { testimonials } from "#content/testimonials.ts";
import { feeInPartsAsked } from "./money-situations.ts";

const day = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

/**
 * Studying without coming to the campus, said as the visitor's situation: "one that means I never
 * have to come into Sydney", "without ever travelling in", "I live 3 hours from Sydney". The study
 * mode is asked, not the office's hours or address (also read by `settle` in understand.ts).
 */
export const awayFromCampus =
  /\b(never|not|don't|dont|do not|won't|wont) (\w+ )?(have|need|having|needing) to (come|go|travel|be|commute) (in|into|to|at)\b|\b(without|skip|skipping|avoid|avoiding) (ever )?(coming|going|travelling|traveling|commuting|setting foot)\b|\b(\d+|an?|one|two|three|four|five|six|few|several) (\w+ )?(hours?|hrs?|km|kilometres|kilometers)( drive| away)? (from|out of|away from) (sydney|the city|campus|the campus)\b/;

export const intents: IntentDef[] = [
  {
    id: "duration",
    aboutProgram: true,
    cues: { duration: 2, length: 1.2, week: 0.8, month: 0.8, short: 1.2, quick: 1, fast: 0.6, lengthy: 1.5 },
    phrases: [
      [/\bhow long (is|are|does|do|will|would|it|the|a|each|this|that)\b/, 2],
      [/\bhow many (weeks?|months?)\b/, 2.2],
      // "How long and how much is it?": the length, asked beside another fact.
      [/\bhow long (and|or|plus)\b|\bhow long,|\bhow long\??$/, 2],
      // "QA: how long, how much, online?" (read without its commas): the length, then the next ask.
      [/\bhow long (how|what|whats|when|where|which|who|can|could|cost|price|fees?|online)\b/, 2],
      // "How many hours in total is the QA course?": its total class hours.
      [/\bhow many (class )?hours\b.{0,30}\b(total|in all|altogether|overall|whole|entire|all up)\b|\btotal (hours|class hours|number of hours)\b/, 3.2],
      // "Is full stack 6 months?": a length to check.
      [/\b(is|are) (it|the|they|full ?stack|qa|data)\b.{0,40}\b(\d+|a few|six|four|three) (weeks?|months?)( long)?\b/, 2.2],
      [/\b(shorter|shortest|longer|longest|quicker|quickest|faster|fastest)\b/, 1.5],
      // "An interview in 6 months. Can I finish a course before then?": a time ahead to finish in.
      [/\b(in|within|next) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of) (weeks?|months?)\b.{0,50}\b(finish|complete|be done|done)\b|\b(finish|complete|be done)\b.{0,30}\b(before then|by then)\b/, 2.6],
      // "What finishes soonest?": the shortest course.
      [/\b(finish|finishes|finished|done|complete|completes|over|ends?)\b.{0,15}\b(soonest|first|earliest|quickest|fastest|sooner|quicker)\b/, 2.5],
      // "I only have 4 months", "done within 20 weeks": a time budget a course must fit in.
      [/\b(only|just|within|under|less than|fewer than|no more than|at most|max|maximum|up to|have|got|spare|into|(?:only|just) (?:commit|give|spare|devote|dedicate|manage|afford)(?: \w+){0,2}?|(?:finish|finished|done|complete|completed|over|ends?|wrapped up|qualified|trained|ready)(?: \w+){0,3} in)( about| around| roughly)? (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of) (weeks?|months?)\b/, 2.5],
      // "Do QA and full stack take the same time?", "is it as long as data?": lengths side by side.
      [/\bthe same (length|duration|amount of time|number of weeks)\b|\b(take|takes|last|lasts|run|runs)( for)? the same( time| amount of time| length of time)?\b(?!.{0,20}\b(cost|price|fee)\b)|\bas (long|short) as\b/, 2.6],
      [/\b(last|take|go for|run for)\b.*\?*$/, 0.2],
      // "How much time is full stack taking to finish?": the whole course, not a week's work.
      [/\bhow much time\b.{0,40}\b(take|takes|taking|took|finish|finishing|complete|completing|last|lasts|whole|entire)\b/, 3],
    ],
  },
  {
    id: "mode",
    aboutProgram: true,
    cues: {
      online: 2.2,
      remote: 2,
      remotely: 2,
      distance: 1.2,
      virtual: 1.5,
      virtually: 1.5,
      zoom: 1.5,
      campus: 1.4,
      classroom: 1,
      attend: 0.8,
      interstate: 1.6,
      overseas: 1.2,
      hybrid: 1.5,
      mode: 1.2,
      delivery: 1,
      stream: 1,
      abroad: 1.2,
      regional: 1.2,
      rural: 1.2,
    },
    phrases: [
      [/\b(from|at) home\b/, 1.8],
      // "Can I do it from home or do I have to come in?": home against coming in is the study mode,
      // not the office's hours ("come in" alone reads as a visit).
      [/\b(from|at) home\b.{0,40}\bor\b.{0,30}\b(come|go|be) in\b|\b(come|go) in\b.{0,30}\bor\b.{0,30}\b(from|at) home\b|\b(have|need|got) to (come|go) in\b.{0,30}\b(class|classes|every|each|person|campus)\b/, 3.5],
      // "Can I do full stack while travelling overseas?": studying from wherever one is.
      [/\b(while|when|whilst) (i am |im |i'm )?(travel\w*|abroad|overseas|outside australia|away|on the road|on holiday|back home)\b/, 3],
      // "Can I do data analytics while living in Newcastle?": where the visitor lives decides.
      [/\b(while|whilst|when|if i am|if im) (living|based|staying|located|residing) (in|at|on|near|up|down|outside|out of|far from)\b/, 3],
      // "Could I do the full stack class from my office on some nights?": joining from elsewhere.
      [/\bfrom (my|the|our) (office|desk|workplace|work|house|place|room)\b/, 3],
      // "Can I join from home when I can't make it in?", "could I log in remotely on those nights?":
      // joining a class from elsewhere is how it is attended, not a missed class or the class times.
      // (Asked as whether one can: "if I join online, do I need anything else?" asks something else.)
      [/\b(can|could|may|able to|possible to|allowed to)\b( \w+){0,3} (join|attend|log ?in|dial in|tune in|take part|sit in)\b.{0,25}\b(from home|remotely|remote|online|virtually)\b/, 3],
      // "In person" and "face to face" are the study mode itself; "on campus" may only say where.
      [/\bin person\b|\bface to face\b|\bin-person\b/, 1.8],
      [/\bon campus\b|\bin class\b/, 1.2],
      [
        /\bi live (in|outside|far|out)\b|\bnot in sydney\b|\boutside (of )?sydney\b|\b(another|different) (city|state|country)\b/,
        3,
      ],
      [/\bstudy mode\b|\bdelivery mode\b/, 2],
      // "I am from India, can I come to Sydney to do it in class?": studying on campus.
      [/\b(come|coming|move|moving|travel|travelling|traveling|fly|flying|relocate|relocating) (to|into|over to) (sydney|australia|the campus|campus|your campus)\b/, 2.5],
      // "Is possible to follow the course from here by internet, in live?": studying it online.
      [/\b(follow|join|attend|watch|do|take|study|participate)\b.{0,40}\b(by|over|via|through|on|in) (the )?(internet|web|zoom|video|video call|live stream|livestream)\b|\bin live\b|\blive (stream|streamed|streaming|online|from (home|here|abroad|overseas))\b|\bfrom (here|abroad|overseas|my country|another country)\b/, 2.8],
      [/\bcampus only\b|\bonly (on )?campus\b|\b(on campus|in person|face to face) only\b|\b(which|what) (courses?|programs?|ones?) (are|is|can i do|can i take|can i study) (on campus|in person|face to face)\b/, 2.5],
      // "Anything that doesn't need me in Sydney?", "without coming in": where it can be studied.
      [/\b(need|needs|require|requires) me (to be |to come )?(in|into|at) (sydney|the city|campus|the campus|the office|the classroom)\b|\bwithout (coming|going|travelling|traveling|having to come) (in|into|to)\b|\b(away from|far from|not near|nowhere near) (sydney|the city|campus)\b/, 2.5],
      // "one that means I never have to come into Sydney", "I live 3 hours from Sydney": where the
      // visitor can study from decides, not the office's hours or the class times.
      [awayFromCampus, 3],
    ],
  },
  {
    id: "start",
    aboutProgram: true,
    cues: {
      start: 1.2,
      begin: 1.2,
      commence: 1.5,
      intake: 2,
      cohort: 1.6,
      upcoming: 1,
      next: 0.5,
      date: 0.8,
      kick: 0.5,
      starting: 1.2,
    },
    phrases: [
      // "QA start?", "full stack starts when": a program and the word, in a short message.
      [/^(the |and )?(qa|full ?stack|data analytics|data|testing|[\w&]+ course)( course| one| program)? (start|starts|start date|start dates|begin|begins)( when| date)?\??$/, 2.5],
      [/\bwhen (does|do|will|is|are|can)\b.*\b(start|begin|commence|kick off|intake|run)\b/, 1.5],
      [/\bstart date|starting date|next (intake|class|course|cohort|round)\b/, 1.5],
      // "What day does the course start?", "on what date does QA kick off?": the start date asked
      // as a day (not the time of day, which is the timetable's).
      [/\b(what|which) (day|date|month|week) (does|do|will|is|are) (the |my |your |a |this |that )?(next )?(\w+ ){0,3}?(course|courses|class|classes|program|intake|cohort|it|qa|stack|analytics|testing|one) (start|starts|begin|begins|commence|kick off)\b/, 2.5],
      // The site calls an intake a "session" ("upcoming session"): "the next full stack session".
      [/\b(next|upcoming) (\w+ ){0,4}(intake|session|cohort)s?\b/, 1.5],
      [/\b(starts?|begins?) (first|sooner|earlier|soonest|earliest)\b|\bfirst to start\b/, 1.5],
    ],
  },
  {
    id: "fee",
    aboutProgram: true,
    cues: {
      cost: 2,
      price: 2,
      fee: 2,
      expensive: 1.8,
      cheap: 1.8,
      afford: 1.5,
      affordable: 1.5,
      tuition: 2,
      charge: 1.2,
      money: 0.8,
      dollar: 1.2,
      aud: 1.2,
      pricing: 2,
      pricey: 1.8,
      spend: 0.8,
      investment: 1,
      budget: 0.8,
      total: 0.4,
    },
    phrases: [
      // "Is full stack longer than data, and by how much?", "how much sooner does QA start?": the
      // amount of the comparative asked (weeks, days), not money.
      [/(?<!\b(longer|shorter|quicker|faster|sooner|later|earlier)\b.*)\bhow much\b(?!.*\b(time|homework|work|study|hours?|memory|ram|disk|space|experience|longer|shorter|quicker|faster|sooner|later|earlier)\b)/, 1.6],
      [/\bwhat (do|does|will) (it|the course|they|this|that) (set|cost)\b/, 1],
      // "Do QA and data cost the same?", "is it as expensive as full stack?": fees side by side.
      [/\bthe same (price|cost|fee|fees|amount of money)\b|\b(cost|costs|priced|charge) the same\b|\bas (expensive|cheap|pricey|dear|much) as\b(?!.{0,20}\b(time|week|weeks|long)\b)/, 2.6],
      // "Something under 5 grand", "I can spend up to $4500": a budget the fee must fit.
      [/\b(under|less than|below|no more than|at most|max|maximum|up to|budget of|budget is|afford|spend|only have|only got|have|got|with)( about| around| roughly)? \$?\d[\d,]*(\.\d+)? ?(k|grand|thousand|dollars|aud)\b|\b(under|less than|below|up to|at most|max) \$\d/, 2.8],
      // "I can spend up to 4500, which course?": a sum of money to spend, written without its sign.
      [/\b(spend|afford|budget|budget of|budget is|savings of|saved|saved up)( about| around| roughly| up to| only| just)? \$?\d{3,}(?!\d| ?(hours?|hrs?|weeks?|months?|days?|minutes?|mins?)\b)/, 2.8],
      // "Roughly what would something like that start at?": a starting price, not a time.
      [/\b(what|where) (would|does|do|will|might) .{0,30}\bstart (at|from)\b(?!.*\b(time|class|classes|am|pm|o'?clock|date|day|week|month|intake)\b)/, 2],
    ],
  },
  {
    id: "instalments",
    aboutProgram: true,
    cues: {
      instalment: 2.5,
      installment: 2.5,
      split: 1.5,
      monthly: 1.5,
      afterpay: 2,
      finance: 1.2,
      plan: 0.4,
    },
    phrases: [
      [
        /\bhow often\b.{0,20}\b(pay|payments?|instalments?|billed|charged)\b|\bpayment plan|pay (it )?(off|over time|in parts|weekly|fortnightly|monthly|in bits)|\bpay\b.{0,20}\b(weekly|fortnightly|monthly)\b|pay (it )?(in )?(full|parts)\b/,
        2.5,
      ],
      // "Can I spread the payments over more months?", "pay it off over 6 months": instalments.
      [
        /\b(spread|stretch|split|break up|space out|pay off|pay it off|pay for it|pay|paid|paying|payable)\b( (the|my|it|this|that))?( (payments?|fees?|course fee|cost|costs|price|bill))?( out)? (over|across|into) (more|several|a few|a couple of|multiple|many|\d+|two|three|four|five|six|some) (months|payments|instalments|installments|parts|chunks|bits)\b|\b(more|fewer|most|the most|less|least) (monthly )?(instalments|installments|months to pay)\b/,
        3,
      ],
      // "Is there some way to pay in instalments?": instalments asked by name are the ask, not
      // the ways to pay (card or transfer).
      [/\b(way|ways|option|options|chance|possible|able) to pay (it |the fee |for it )?(in|by) (instalments|installments|monthly payments|monthly)\b/, 3],
      // "Can I split the fee into payments, and is GST on top?": the fee in parts, in any words.
      [feeInPartsAsked, 3],
      // "Can I pay that off bit by bit instead of all at once?": paying in parts, in other words.
      // (The paying verb before it is part of the phrase: "bit" alone is a function word.)
      [/(\b(pay|paying|paid|payable|cover)\b.{0,25})?\b(bit by bit|little by little|in (bits|chunks|parts|stages)|a bit at a time)\b|\b(instead of|rather than|not|without paying) (it )?(all )?(at once|in one go|upfront|up front)\b/, 3],
    ],
  },
  {
    id: "paymentTiming",
    cues: { upfront: 2, deposit: 2, invoice: 1.5, due: 0.8 },
    phrases: [
      // "Can my employer pay on 30-day terms, after the course starts?": when the fee falls due.
      [/\bpay\b.{0,40}\b(after (the )?(course|class|classes) (start|starts|begin|begins|started)|\d+[- ]?days? terms?|on terms?)\b|\bpay (it )?later\b/, 3],
      [
        /\bwhen (do|should|must|will|would) (i|you|we) (need to |have to )?pay\b|\bwhen (i|we) (pay|have to pay|need to pay|must pay)\b|\bwhen is (the )?(fee|payment|course fee) (due|paid)\b|\bpay (up ?front|before|first|now|on enrol)/,
        2.5,
      ],
      // "Do I need to pay anything now that I've applied?": nothing is due yet, when it falls due.
      [/\b(need|have|got) to pay (anything|something|any money|money )?(now|yet|at this (stage|point)|straight away|right away)\b|\bpay\b.{0,30}\bnow that (i|we) (have )?(applied|apply|submitted)\b/, 3.5],
      [
        /\bapplication fee|fee to apply|cost to apply|(is|does) (applying|the application) (free|cost)|free to apply|pay (anything )?(before|to apply)|before (i am|i'm|being) (accepted|enrolled|offered)/,
        3,
      ],
    ],
  },
  {
    id: "paymentMethods",
    cues: {
      card: 2,
      credit: 1.2,
      debit: 1.5,
      transfer: 1.5,
      paypal: 2,
      cash: 1.5,
      eftpos: 2,
      visa: 1,
      mastercard: 2,
      amex: 2,
      method: 0.6,
    },
    phrases: [
      [/\bhow (do|can|should|would) (i|you|we) (pay|make (a |the )?payments?)\b|\bpayment (method|option)s?\b|\bways? to pay\b/, 2.5],
      // "How is the fee invoiced?", "how does my employer get billed and pay?": the invoice and the ways to pay it.
      [/\bhow (is|are|will|would|does|do) (the |my |our |their )?(course )?(fee|fees|course|payment|it|tuition)s? (be )?(invoiced|billed|paid)\b|\bhow (do|does|can|will|would) (they|he|she|we|my (employer|company|boss|work|workplace)|our (company|firm|employer|business)|the (company|employer|firm))( \w+)? (get |be )?(billed|invoiced|pay)\b/, 3.5],
    ],
  },
  {
    // "Which courses are instructor-led?", "is it self-paced or taught?": the catalogue's course type.
    id: "courseType",
    aboutProgram: true,
    cues: { recorded: 2, "pre-recorded": 2.5, prerecorded: 2.5, video: 1.2, videos: 1.2, "self-paced": 2.5 },
    phrases: [
      // "Are lessons delivered by humans?": taught by a person, the course type.
      [/\b(delivered|taught|run|given|led) by (a |an |real |actual )?(humans?|people|persons?|teachers?|instructors?|trainers?)\b/, 3.2],
      // "Is every course taught live?": live classes with an instructor.
      [/\b(taught|run|held|delivered|teach|teaching) live\b|\blive (classes|teaching|lessons|sessions|instruction)\b/, 3],
      // "Is it a real person teaching or videos?", "is it self-paced?": who teaches, live or recorded.
      [/\b(real|actual|live) (person|people|human|humans|teacher|teachers|instructor|instructors|trainer|trainers|teaching)\b|\bself[- ]?paced\b|\b(is|are)\b(?! there\b).{0,40}\bat your own pace$|\b(do|take|study|complete|finish|learn) (it|them|qa|full ?stack|data analytics|(the|this|that|a|your) (\w+ )?(course|program|one)s?) at (my|your|our) own pace\b|\b(recorded|pre-recorded|video) (classes|lessons|lectures|course|courses|content)\b|\b(just|only|all|mostly) (videos|recordings)\b/, 3.2],
      [/\binstructor[- ]?led\b|\bcourse type\b|\btype of (course|program)\b|\b(taught|led) by (a |an )?(teacher|instructor|trainer)s?\b|\bat your own pace or\b|\bor at your own pace\b/, 3.2],
    ],
  },
  {
    id: "gst",
    cues: { gst: 3, currency: 3, usd: 3, aud: 2.5 },
    phrases: [
      // "Are prices in USD?", "is that US dollars?": the currency, which the fee terms name.
      [/\b(us|american|australian|aussie|aud|usd|nz|canadian) (dollars?|\$)\b|\bwhat currency\b/, 3],
      [/\b(include|including|includes|plus|inc|excl|incl) (gst|tax)\b|\btax (included|inclusive)\b/, 3],
    ],
  },
  {
    id: "refund",
    cues: {
      refund: 3,
      refundable: 3,
      withdraw: 2,
      withdrawal: 2,
      cancel: 1.6,
      cancellation: 2,
      quit: 1.8,
      reimburse: 2.5,
    },
    phrases: [
      [
        /\bmoney back\b|\bchange my mind\b|\bdrop out\b|\bpull out\b|\bback out\b|\bget (my|the) (money|fee) back\b/,
        3,
      ],
      // "Can I get my fees back if I quit partway?", "would I get any of the tuition back?": the
      // money paid returned, whatever it is called.
      [
        /\b(get|getting|have|receive)( back)? (my|the|our|any|some|part|all|any part|a part)?( of)?( my| the| our)? (money|fees?|payment|payments|tuition|instalments?)( paid)? (back|returned|refunded|reimbursed)\b|\b(money|fees?|payment|tuition|instalments?) (be |get |gets |are |is )?(returned|refunded|reimbursed|paid back|given back)\b|\b(get|getting|receive) (anything|something|any of it|some of it|any of that|a cent|any money) back\b|\b(happens?|happen) (to|with) (my|the|our) (money|fee|fees|payment|payments)\b/,
        3,
      ],
      // "If I drop out, do I still owe the other 2 instalments?", "do I have to keep paying the rest
      // if I quit?": what is still owed after withdrawing, which the refund terms say.
      [
        /\b(drop|dropping|dropped|pull|pulling|pulled|back|backing) out\b.{0,80}\b(still )?(owe|owing|keep paying|have to pay|pay the rest|the rest|remaining|other \d+|other (two|three|four|five)|balance)\b|\b(still owe|keep paying|have to pay the rest|pay the rest|rest of the (fee|instalments?|payments?|money)|remaining (instalments?|payments?))\b.{0,60}\b(drop|dropping|pull|pulling|back) out\b|\b(withdraw|withdrawing|quit|quitting|leave|leaving|stop|stopping|cancel|cancelling)\b.{0,60}\b(still owe|keep paying|remaining (instalments?|payments?)|rest of the (fee|instalments?|payments?)|payments? left|instalments? left|the other (\d+|two|three|four|five)|(the )?(rest|remaining|others?)( \w+)? (cancelled|canceled|waived))\b/,
        3,
      ],
      [/\b(leave|stop|drop|give up)\b.*\b(half ?way|early|midway|course|partway)\b/, 1.5],
      // "If I drop it after two weeks…", "if I ditch the course": leaving after starting.
      [/\b(drop|ditch|quit|abandon|leave) (it|the course|the class|the program|the classes)\b.{0,30}\b(after|halfway|partway|midway|early|weeks?|months?)\b/, 1.5],
    ],
  },
  {
    id: "apply",
    cues: {
      portal: 2.5,
      apply: 2,
      application: 1.5,
      enrol: 2,
      enrolment: 1.6,
      register: 1.5,
      registration: 1.5,
      admission: 1.5,
      join: 1,
    },
    phrases: [
      // "What info do you need on the enrolment form?": the application form's fields.
      // (What the form collects about the visitor is the privacy policy's.)
      [/^(?!.*\b(collect|collects|collected|about me|store|stores|stored|keep|keeps|hold|holds|share|shares|shared|do with|privacy)\b).*(\b(info|information|details|fields?)\b.{0,30}\b(enrolment|enrollment|application|enrol|apply) form\b|\b(enrolment|enrollment|application) form\b.{0,30}\b(ask|asks|need|needs|require|requires|want|wants)\b)/, 3],
      // "What happens after I click submit?", "is there a waiting list?": the steps after applying.
      [/\b(after|once|when) (i )?(click|hit|press|tap|clicked|pressed|tapped) (the )?(submit|send|apply)( button)?\b|\bafter (i )?submit(ting)?\b|\b(is there|are there|do you have|do you use|does (it|qa|full ?stack|data analytics|the [\w ]{1,20}) (have|use)|have an?|any)\b.{0,20}\b(waiting list|wait list|waitlist)s?\b|\b(waiting list|wait list|waitlist) (for|on)\b|\b(i was|i have been|i got|got) accepted\b/, 3],
      // "How does the application process work?", "walk me through applying", "how long does the
      // application take to be processed?": applying for a course, not a client's app project
      // (a mobile or web "application" is the services').
      [/^(?!.*\b(mobile|web|ios|android|iphone|my|our|the|your|an?) (app|apps|application|applications)\b(?! (process|steps?|form|stages?|take|takes))).*(\b(application|applying|enrolment|enrollment|apply) (process|steps?|stages?)\b|\b(steps?) (to|for) (apply|applying|enrol|enroll|enrolling)\b|\b(through) (the )?(application|applying|enrolment|enrollment)\b|\bapplication\b.{0,25}\b(process|reviewed|review)\b|\bhow (does|do) (the )?(application|applying|enrolment|enrollment|apply)( process)? (work|works|go|run)\b)/, 3],
      // "I want to enrol, first step?": how applying starts.
      [/\b(enrol|enroll|apply|sign up|join|register)\b.{0,25}\b(first|next) steps?\b|\b(first|next) steps? (to|for|in) (enrol|enroll|enrolling|apply|applying|join|joining|registering)\b/, 3],
      [
        /\b(check|track|see|view|follow)\b.{0,30}\b(application|enrolment|enrollment) (status|progress)\b|\b(progress|status) of (my|the|an|our) (application|enrolment|enrollment)\b|\b(see|check|know|find out|track) how (it is|its|my application is|my enrolment is|things are) going\b|\b(applied|apply|application|submitted)\b.{0,40}\b(check on|check up on|track|follow up on|see) (it|its|my)\b|\b(find out|know|hear|tell|told)\b.{0,20}\b(if|whether|when) (i|i have|i've|ive|i am|im)( been| got| am| was)? (accepted|successful|offered a place|in|rejected|enrolled)\b|\b(see|check|know|tell|confirm|sure)\b.{0,30}\b(went through|got through|was received|been received|arrived|was submitted|worked)\b|\b(application|enrolment|enrollment) status\b|\b(forgot|forgotten|lost|reset|can not remember)\b.{0,20}\b(password|login|log in|sign in|account)\b|\b(edit|change|update|fix|correct|amend|alter)\b.{0,20}\b(my |the |an |our )?(application|enrolment form)\b|\b(application|enrolment form)\b.{0,30}\b(edit|change|update|fix|correct|amend|mistake|mistakes|wrong|typo|error)\b|\bfill (in|out)\b.*\b(enrol|apply|application|form)\b|\b(hear back|get back to me|hear from you)\b|\b(filled in|filled out|submitted|sent|applied)\b.{0,40}\bwhen (should|will|can|do|would) (i|we) (expect|get|receive|hear)\b|\b(how soon|how quickly|how fast|how long|when)\b.{0,30}\b(someone|somebody|anyone|an advisor|advisors?|you|u|you guys|your team|staff)\b.{0,10}\b(call|calls|ring|rings|phone|contact|contacts|e-?mail|reply|replies|respond|responds|get back|gets back|reach out|reaches out|get in touch|gets in touch)\b(?!.*\b(consultation|newsletter|quote|message)\b)|\b(what|which) (am i|do i|exactly am i|are we) (agreeing|agree|signing up|accepting) to\b|\b(my )?(place|spot|seat|enrolment)\b.{0,25}\b(official|officially|confirmed|secured|final|locked in)\b|\bsign (me )?up\b(?! (to|for) (the|your) newsletter)|\bget in(to)?\b (the|a) (course|program)|\bsecure a (place|spot)\b|\bhow (do|can) i (start|join|get started)\b/,
        2,
      ],
    ],
  },
  {
    id: "timetable",
    aboutProgram: true,
    cues: {
      timetable: 2.5,
      schedule: 1.8,
      evening: 2,
      night: 1.8,
      weekend: 1.4,
      weekday: 1,
      morning: 1.5,
      daytime: 1.5,
      slot: 1.8,
      // A work roster is the visitor's own timetable ("if my roster changes…").
      roster: 1,
      saturday: 0.7,
      sunday: 0.5,
      monday: 0.7,
      tuesday: 0.7,
      wednesday: 0.7,
      thursday: 0.7,
      friday: 0.7,
      day: 0.5,
      time: 0.5,
    },
    phrases: [
      [
        /\b(class|classes|lesson|lessons|session|sessions|lecture|lectures) (time|times|day|days|held|on|run|happen)\b|\bwhat (time|times|days?) (are|is|do) (the )?(class|classes|lessons?)\b|\bwhen (are|is|do) (the )?(class|classes|lessons?)\b/,
        2.5,
      ],
      [/\bpart time\b|\bafter work\b/, 1.5],
      // "I only have Saturdays free": the days a visitor can come.
      [/\b(only|just) (have|got) (\w+ )?(saturdays?|sundays?|weekends?|evenings?|nights?|weeknights?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|mornings?|afternoons?)( free| off| available| spare)?\b|\b(saturdays?|weekends?|evenings?|nights?|weeknights?|mornings?|afternoons?) (are )?(free|off|available)\b|\bfree (on )?(saturdays?|weekends?|evenings?|nights?)\b|\b(only|one) (free|spare|available) (day|days|night|nights|evening|evenings|time)\b|\b(day|days|night|nights|evening|evenings) off\b/, 2.5],
      // "Can I do classes during school hours?": daytime study, which the class times answer.
      [/\b(during|in|within) (school|business|office|work|working) hours\b|\bduring the day\b|\bwhile (the )?kids are at school\b/, 3],
      // "Can I do full stack with only Saturday?": the one day a visitor has.
      [/\b(with|on|using|in) (only|just) (the )?(saturdays?|sundays?|weekends?|evenings?|nights?|weeknights?|mornings?|afternoons?)\b|\b(only|just) (on )?(saturdays?|weekends?|weeknights?|evenings?)\b/, 2.5],
      // "…and what times are they on?": the class times, the classes named before.
      [/\bwhat (time|times|days?|nights?) (are|is) (they|it|these|those|that|them) (on|held|run|scheduled)\b/, 2.5],
      // "Is the QA course something you can do on a Saturday?": the class days.
      [/\b(do|study|take|attend|learn)\b.{0,25}\bon (a |the )?(saturdays?|weekends?|weeknights?|evenings?)\b/, 2.5],
      // "What time does the QA class start?", "what time does full stack finish?": a time of day.
      [/\bwhat time (does|do|is|are|will|would)\b.{0,40}\b(start|starts|begin|begins|finish|finishes|end|ends|run|runs|on)\b|\bwhat time\b.{0,30}\b(class|classes|lessons?|sessions?)\b/, 2.5],
      // "Is there a weekend option?": the class times.
      [/\b(weekend|evening|night|saturday|weekday|daytime|day) (option|options|class|classes|stream|streams|intake|study|sessions?|bootcamps?|courses?|programs?)\b/, 2.5],
      // "Which courses can I take on Saturdays?": the class days.
      [new RegExp(`\\b(on|at) (the )?(weekends?|weeknights?|evenings?|nights?|${day}|${day.replace(/\|/g, "s|")}s)\\b`), 1.8],
      [
        new RegExp(`\\b(${day}|weekend|evening|night)s? (class|classes|lesson|lessons|session|sessions)\\b`),
        2,
      ],
    ],
  },
  {
    id: "session",
    cues: { session: 0.6, lesson: 0.6 },
    phrases: [
      [
        /\bhow long (is|are|does|do) (each|a|the|one|a single|one single|an individual|a typical)? ?(class|classes|session|sessions|lesson|lessons|lecture)\b|\b(class|session|lesson) (length|duration)\b|\blength of (each|a|the) (class|session|lesson)\b|\b(length|duration|how long)\b.{0,20}\b(class )?slots?\b/,
        3.5,
      ],
      [
        /\bhow many (hours|classes|sessions|lessons)\b.*\b(week|class|session|lesson|day)\b|\bhow often\b.{0,30}\b(class|classes|lesson|lessons|session|sessions|meet|attend|come in|go in|study)\b|\b(times|days|classes|sessions) (a|per) week\b|\bhours (a|per) (class|session|lesson)\b|\bper (class|session|lesson)\b/,
        3,
      ],
      // "Are classes every day?", "is it every night?", "do I have to come in every day?": how often.
      [/\b(every|each) (day|night|evening|weekday|weeknight)\b|\b(daily|nightly)\b|\b(all|every) week ?(days|nights)\b/, 3],
    ],
  },
  {
    id: "keepWorking",
    cues: { juggle: 1.5, alongside: 1 },
    phrases: [
      [
        /\b(keep|while|around|alongside|juggle|balance|with|and)\b.*\b(my )?(full time |day |9 to 5 )?(job|work|working)\b|\b(work|working|job)\b.*\b(while|at the same time|and study|and studying)\b/,
        2.4,
      ],
      [/\bfull time (job|work|worker)\b|\bwork full time\b/, 2.5],
      // "I'm working full time in finance, could I still do data analytics?", "a full-time
      // accountant", "a full time office job, is QA doable alongside it?": the visitor's own job,
      // told as the situation, and whether the course still fits (not who it suits).
      [
        /\b(i am|i have|i have got|i got|got|i do|i work|working|i hold( down)?|i am an?|as an?)\b.{0,12}\b(full|part) time\b(?! (course|courses|study|studies|program|programs|programme|option|options|mode|class|classes|bootcamp))/,
        2.5,
      ],
      [
        /\b(full|part) time\b.{0,60}\b(still|realistically|doable|manageable|manage|cope|handle|fit|alongside|as well|on top|too|at the same time)\b/,
        1.5,
      ],
      // "Can I do it without quitting my job?", "do I have to leave work to study?": study kept
      // beside a job, which the class times allow (not the refund terms' "quit").
      [/\b(without|not|never|no need to|have to|need to|must|should|would|will|before|instead of|rather than) (having to |needing to )?(quit|quitting|leave|leaving|give up|giving up|resign|resigning|drop|dropping|stop|stopping|chuck|chucking|ditch|ditching)( from)? (my|your|our|the|a|his|her|their) (\w+ )?(job|work|career|day job)\b/, 3.5],
      // "Is it doable to do full stack while running my own business?": work of one's own to fit around.
      [/\b(while|whilst|alongside|and) (running|owning|managing|holding down|working in|working at) (my|a|our|the)( own)? (business|company|shop|store|cafe|restaurant|job|farm|practice|firm)\b/, 3],
      // "Will I have time for the course if I work 50 hours a week?": study around long working hours.
      [/\b(work|working|job)\b.{0,10}\b\d+ ?(hours|hrs|hour)( a| per| each)? (week|wk)\b|\b(have|find|got|get) (the |enough )?time\b.{0,40}\b(work|job|working)\b/, 3],
      // "Could I do QA while also doing uni?": other study to fit the classes around.
      [/\b(while|whilst|alongside|around|during|and)\b.{0,25}\b(uni|university|college|tafe|degree|studies|masters|phd|mba)\b/, 2.5],
      // "I work 7 to 3", "a night owl who works days": daytime work to study around.
      [/\b(work|works|working)( \w+)? (days|during the day|daytime|business hours|office hours|\d{1,2}(:\d\d)? ?(am|pm)? (to|till|until|-) \d{1,2}(:\d\d)? ?(am|pm)?)\b/, 3],
      // "A single dad working shifts in a warehouse, can I fit a course in?": shift work to study around.
      [/\b(working|work|works|doing|pulling|on) (\w+ )?(shifts|my job)\b.{0,60}\b(fit|study|studying|do|take|manage|juggle|attend)\b|\bfit (a |the |one |any )?(course|class|classes|study|studying)( in| around)\b/, 3],
      // "I do night shifts at a warehouse": shift work to study around.
      [/\b(night|day|late|early|weekend|rotating|rotational|split) (shifts?|my job)\b|\bshift work(er)?\b|\bi (do|work|pull|have) (\w+ )?(shifts|my job)\b/, 2.5],
      // "I work weekends at a cafe, can I still study?": a job first, then whether study fits.
      [/\bi (work|have a job|do shifts|have shifts)\b.{0,25}\b(weekends?|nights?|evenings?|shifts?|days|full time|part time|mornings?|afternoons?|hours|9 to 5|fifo|roster)\b.{0,40}\b(can|could|will|would|is it possible|still)\b.{0,20}\b(study|do|take|attend|fit|manage|enrol|join|make)\b|\bi (work|have a job)\b.{0,40}\bstill (study|do|take|attend|fit|manage|enrol|join|make)\b/, 3],
      // "I work 9 to 5, is that going to clash?", "I finish work at 5:30, will I make it?".
      [
        /\b(work|job|shift|shifts|office|finish|knock off)\b.{0,50}\b(clash|clashes|conflict|overlap|make it|get there|in time|fit in|fit around)\b|\b(clash|clashes|conflict|overlap)\b.{0,30}\b(work|job|shift|shifts|hours)\b/,
        3,
      ],
    ],
  },
  {
    id: "missedClass",
    cues: { miss: 2.5, absent: 2, absence: 2, sick: 1.5, ill: 1.2 },
    phrases: [
      [/\bcatch up\b|\bcan not (make|attend|come)\b|\bskip (a )?class\b/, 2.5],
      // "What happens if I can't make it to class one week?": a class the visitor cannot get to.
      [/\b((what happens|what if|what do i do|what should i do)( if| when)? (i|we) )?(can not|could not|unable to|will not be able to|not able to) (make it|get|come|go|attend|be there)( to| in)? (a |the |my |one |that |next |this )?(class|classes|lesson|session)( (one|a|this|next|that|some) (week|night|evening|saturday))?\b/, 3.5],
      // "I'm sick next week, what do I do?": away for a class, said as being sick or away then.
      [/\b(i am|i will be|will be|i might be|i may be) (sick|ill|unwell|away|out of town|overseas|travelling|traveling|on holiday)\b.{0,20}\b(next|this|on|tomorrow|tonight|for (a|one|the|my) (class|lesson|session|week))\b/, 2.5],
      // "I have a wedding and will miss one class", "away for a funeral next week's class": a
      // missed class, whatever keeps the visitor away.
      [/\b(miss|missing|missed|skip|skipping|away for|absent (from|for))\b( (a|an|one|the|my|next|this|that|two|a few|some|few|couple of|a couple of|next week'?s?|this week'?s?))*( \w+)? (class|classes|lesson|lessons|session|sessions|week|weeks)\b/, 3.5],
    ],
  },
  {
    id: "selfStudy",
    aboutProgram: true,
    cues: { homework: 2.5, workload: 2.5, assignment: 1.5, commitment: 1.5, effort: 1, practice: 0.4 },
    phrases: [
      [/\b(least|less|most|more|lowest|highest|lightest|heaviest|smallest|biggest) (time commitment|commitment|workload|homework|hours|time|work)\b/, 3],
      // "Which course needs more study at home each week?", "how many hours of study a week at
      // home?": the week's own study, wherever it is done, not the study mode ("at home" alone).
      [/\b(least|less|most|more|how much|how many hours of) (self |independent |private |own |home )?(study|studying|revision|practice)\b|\b(study|studying|work|hours)\b.{0,25}\b(at home|on my own|by myself|on your own)\b.{0,25}\b(each|a|per|every) week\b/, 4],
      [
        /\bself study\b|\boutside (of )?class\b|\bbetween classes\b|\bhow (much|many) (time|hours)\b|\bhow much (free |spare |of my |my )(time|evenings?|weekends?)\b|\bhours (a|per|each) week\b|\bhow much work\b|\bstudy time\b/,
        2.5,
      ],
      // "How many hours a week should I set aside outside of class?": time kept for the work
      // outside class, not the class's own hours.
      [/\b(set|put|block|carve|keep) (aside|out|apart)\b.{0,40}\b(outside|between|on top)\b|\b(hours|hrs|time)\b.{0,40}\b(outside (of )?(the )?(class|classes|lessons?)|on top of (that|the class|class|each class|the lessons?))\b/, 4],
    ],
  },
  {
    id: "week",
    aboutProgram: true,
    cues: { routine: 1.5, typical: 1, feedback: 1.6, "code review": 1.5, lecture: 1.8, lectures: 1.8, hands: 0.6 },
    phrases: [
      [
        /\b(typical|normal|average|usual|ordinary|regular|standard) week\b|\bweek (look|looks) like\b|\b(a|an|each|one|the|your) ((typical|normal|average|usual|ordinary|regular|standard) )?week\b.{0,40}\b(involve|involves|structured|like)\b|\b(is|are) (a |the )?weeks? (structured|laid out|set out|organised|organized)\b|\b(a|each|one) week (of|in|on) .{0,40}\b(look|looks) like\b|\bwhat happens in (a |the )?class\b|\bhow (is|are) (the )?(class|classes|course) (run|structured|taught)\b|\bteaching style\b|\b(typical|normal|usual) (day|class|session)\b|\bwhat (do|will|would) (you|we|i|students) (actually |really )?do in (a |the )?(\w+ )?(class|lesson|session)\b/,
        3,
      ],
    ],
  },
  {
    id: "openingHours",
    cues: {
      open: 2,
      opening: 2,
      close: 1.5,
      closed: 1.5,
      shut: 1.5,
      reception: 1.2,
      holiday: 0.8,
      visit: 1,
      today: 0.8,
      tomorrow: 0.8,
    },
    phrases: [
      [/\b(pop|drop|come|swing|stop) (in|by|over|into|around)\b|\bcall in\b/, 2],
      // "What hours is reception staffed?": the office's hours.
      // "What time does the front desk shut on a weeknight?": the office closing, not a class ending.
      // The day named is when the office closes, not a class day ("front desk" reads as "office",
      // "weeknight" as "weekday evening").
      [/\b(what time (does|do|will) (the |your )?)?(reception|front desk|office|front counter|doors)\b.{0,25}\b(shut|shuts|close|closes|closing|lock up)\b( (on|during) (a |the )?(weekday|weekend|saturday|sunday|\w+day)s?( evenings?| nights?)?)?/, 3.5],
      [/\b(reception|front desk|office|front counter)\b.{0,25}\b(staffed|attended|manned|open|hours)\b|\b(hours|when)\b.{0,25}\b(reception|front desk|office) (is |are )?(staffed|open|attended)\b/, 3],
      // "Can I visit the campus before I apply?": the place visited is part of the visit.
      [/\bvisit (the |your |ur )?(campus|office|premises|building|classrooms?)\b/, 1],
      // Visiting in person is about when the office is open, whatever day is named.
      [
        /\b(visit|see|meet) (you|the office|your office|the campus|your campus|in person)\b|\bcome to (the|your) office\b|\b(can|could|may) (i|we) (visit|drop in|drop by|pop in|come in|come by|stop by)\b/,
        2.5,
      ],
      [
        /\b(are|r) (you|u) open\b|\b(days?|times?|hours|when) (are )?(you|u) (are |r )?open\b|\bopen (in|on|at|during|over) (the )?(weekends?|saturdays?|sundays?)\b|\bopening (hours|times)\b|\bbusiness hours\b|\boffice hours\b|\bwhat time do you (open|close)\b|\b(what|when) are (your|the) (hours|times)\b|\byour (hours|trading hours)\b/,
        3,
      ],
    ],
  },
  {
    id: "address",
    cues: {
      suburb: 2.2,
      postcode: 2.2,
      city: 1.2,
      address: 2.2,
      located: 2,
      based: 1.6,
      location: 2,
      locate: 2,
      building: 1.5,
      premises: 2,
      floor: 1.5,
      street: 1.5,
      suite: 1.5,
      office: 0.8,
      campus: 0.6,
      direction: 1.5,
      map: 1,
      cbd: 1.2,
      where: 1.2,
    },
    phrases: [
      [
        /\bwhere (are|r|is) (you|u|your|the)\b|\bhow (do|can) i (get|find) (there|you)\b|\bwhere .* (based|located)\b/,
        2.5,
      ],
    ],
  },
  {
    id: "phone",
    cues: {
      phone: 2.5,
      telephone: 2.5,
      call: 1.5,
      ring: 1.5,
      sms: 1.5,
      whatsapp: 1.5,
      landline: 2,
      text: 0.6,
    },
    phrases: [
      [/\b(phone|contact|mobile) number\b|\bnumber (to|i can) (call|ring|text)\b/, 2],
      // "Can I text you?": a number to text or call.
      [/\b(can|could|may|do) (i|we) (text|sms|message|call|ring|phone|whatsapp) (you|u|ya|your office)\b/, 3],
      // "What's your number?": a number to call, unless a tax or business number is named.
      [/^(?!.*\b(tax|abn|business|company|registration|account|bank|acn|student|reference|ticket)\b).*\b(your|ur|the|yr) number\b/, 2.6],
    ],
  },
  {
    id: "email",
    cues: { email: 2.5, mail: 1.5 },
    phrases: [
      [/\bemail address\b/, 1],
      // "Where I send email for a question?": our address to write to.
      [/\b(where|which address|what address|who)\b.{0,15}\b(do |can |should )?(i|we) (can |could |should )?(send|write) (an |my |the |a )?(e-?mail|message|question)\b/, 3],
      // "Is there an email I can send my questions to?", "an email for general enquiries": ours to write to.
      [/\b(is there|do you have|have you got|you got|any|what is|whats|which|what|give me|can i (get|have))\b (an? |your |ur |the |yr |some )?(e-?mail|email)( address)?\b( (for|to)( (?!and\b|also\b|plus\b)\w+){1,4}| (i|we) (can|could|should) (send|write|use|email)( (?!and\b|also\b|plus\b)\w+){0,5})?/, 3],
    ],
  },
  {
    id: "contact",
    cues: {
      contact: 2,
      reach: 1.8,
      enquiry: 1.5,
      enquire: 1.5,
      inquiry: 1.5,
      human: 1.5,
      advisor: 1.2,
      speak: 1.2,
      talk: 1.2,
      message: 0.8,
    },
    phrases: [
      [
        /\bget in touch\b|\bget hold of\b|\b(talk|speak) to (a |someone|somebody|a real|an actual|a human|a person)/,
        3,
      ],
      // Unsure where to start: a person helps ("Not sure where to begin?" on the service pages).
      [/\b(not sure|unsure|do not know|no idea) (where|how) to (begin|start)\b/, 3],
    ],
  },
  {
    id: "prerequisites",
    aboutProgram: true,
    cues: {
      prerequisite: 3,
      requirement: 1.5,
      require: 1.2,
      experience: 1.8,
      background: 1.8,
      beginner: 2,
      prior: 1.5,
      knowledge: 1.2,
      maths: 1.5,
      math: 1.5,
      english: 1.2,
      degree: 1.8,
      diploma: 1.5,
      newbie: 2,
      novice: 2,
      qualification: 0.6,
    },
    phrases: [
      [
        /\b(never|not|no) (coded|programmed|code|coding|programming|experience|background|idea)\b|\bnever (written|done|touched|learned|learnt|tried)\b.{0,25}\b(code|coding|programming)\b|\bzero (experience|knowledge)\b|\bnever (used|touched|opened|worked with|done) (a |any )?(spreadsheets?|excel|sql|python|javascript|html|a computer|computers)\b|\bfrom scratch\b|\bentry requirements?\b|\bdo i need to (know|have|be)\b|\b(do|would|will|should|must) i (need|have|got) to (already )?(know|learn)\b|\b(have|need|got) to (already )?know how to\b|\bknow how to (code|program)\b.{0,40}\bbefore\b|\bneed(ed|s)? (to know|before)\b|\bwhat do i need\b/,
        2.2,
      ],
      [/\bcomplete beginner|total beginner|absolute beginner\b/, 1],
      // "Zero coding skills lol, can I still do the testing course?", "my coding skills are
      // nonexistent": the visitor's lack of a skill, told as the situation, asks what the course
      // expects before it (not who it suits).
      [
        /\b(zero|no|nil|little|limited|minimal|0|without any|without) (coding|programming|code|tech|technical|computer|it|dev|development|software|python|sql|javascript|html)? ?(skills?|experience|knowledge|background|ability)\b|\b(coding|programming|code|tech|technical|computer|python|sql|javascript|html) (skills?|experience|knowledge|ability)( are| is)? (nonexistent|non existent|zero|nil|limited|minimal|weak|bad|poor|terrible|rubbish|lacking|not great|not good|non-existent)\b|\bi (can not|cannot|do not know how to|could not|can't|cant) (code|program)\b/,
        2.6,
      ],
      // "Do I need anything else before the data course?": what to have before starting.
      // "What do I have to prepare before day one of full stack?": what to get ready first.
      [/\b(need|have|know|do|learn|prepare|prep|get ready|brush up|read up)\b.{0,25}\bbefore (the|starting|i start|i begin|enrolling|applying|i enrol|i apply|day one|day 1|we start|it starts|class starts|classes start|the course starts)\b|\b(prepare|prep|get ready|brush up|read up)( myself)? (for|ahead of) (the course|the class|the classes|day one|day 1|the first (day|class|week)|starting|full ?stack|qa|data analytics|the program|it)\b/, 2.5],
      // "Is QA hard?", "how difficult is full stack?": what it asks of a beginner.
      [/\b(is|will|would) (it|this|that|the [\w ]+|qa|full ?stack|data analytics)\b.{0,25}\b(hard|difficult|tough|challenging|easy|too much)\b|\bhow (hard|difficult|tough|easy|challenging)\b/, 2.5],
      [/\bneed (a |an |any )?(degree|diploma|qualifications?|certificate|experience|background)\b/, 2.5],
      // "Is there a minimum education level to enrol?": what a course asks for first.
      [/\b(minimum|required|entry|academic) (education|educational|academic|qualifications?|level|standard)\b|\beducation(al)? (level|requirements?|background)\b/, 3],
      // "Is it ok if I'm slow at typing?": the computer skills a course expects.
      [/\b(slow|bad|poor|not good|not great|terrible|rubbish|hopeless|useless) (at|with) (typing|computers?|tech|technology|maths|math|english|spreadsheets|excel)\b|\b(typing|touch typing) (speed|skills?)\b/, 3],
      // "What computer skills do I need for QA?": the skills the course expects, not a laptop.
      [/\b(skills?|literacy|abilit(y|ies))\b.{0,30}\b(need|needed|require|required|necessary|expected|enough)\b|\b(need|needed|require|required|necessary|expected)\b.{0,30}\b(skills?|literacy)\b/, 3],
      // "My English is not perfect, what level is needed?", "which level of English for QA?": the
      // English a course asks for.
      [/\benglish\b.{0,40}\b(level|good enough|enough|perfect|so-so|so so|weak|bad|poor|basic|problem|issue|need|needed|required|requirement|ok|okay|fine|matter)\b|\b(level|standard) of english\b|\b(my|our|his|her|their) english\b|\benglish (test|requirement|requirements|level)\b/, 3.5],
      // "English is my second language": the English the course needs.
      [/\benglish (is|as) (my|a|his|her|their) (second|2nd|third|other)\b|\b(second|2nd) language\b|\bnot my first language\b|\bnon[- ]native\b/, 3],
    ],
  },
  {
    id: "suits",
    aboutProgram: true,
    cues: { suit: 2.2, suitable: 2.2, ideal: 1.2, recommend: 1.8, fit: 1, right: 0.6 },
    phrases: [
      [
        /\bwho (is|are) (it|this|the .*course|the .*program|they|these) for\b|\bwho (would|will|might|could) (enjoy|like|love|benefit from|get the most out of|do well in)\b|\b(what|which) (kind|kinds|sort|sorts|type|types) of (person|people|student|students|learner|learners)\b|\bwho (is|are|would) (it|this|that|the [\w ]*(course|program|one)|they|these)( \w+)? (good|best|suited|meant|designed|made|aimed|targeted|intended|ideal|right) for\b|\b(suited|meant|designed|aimed|targeted|intended) for (me|someone|people|beginners)\b|\bright for me\b|\bfor me\b|\bgood fit\b|\bwhich (of (your|the|these) )?(course|courses|program|programs|one|ones) (should|would|is best|suits|fits|is right|is for)\b|\b(suits?|fits?|match|matches) me( best)?\b|\b(would|could|will|might|does|do) (\w+ )?(suit|fit|match) (her|him|them|someone|my \w+)\b|\b(what|which) (course|program|one)s? (is|would be|are|would) (good|best|right|suited|ideal|suit) for\b|\bwhich one (do|should|would) i (pick|choose|take|do)\b|\b(what|which \w+) (should|could|would|can) (he|she|they|we|my \w+) (do|take|study|choose|pick|learn|enrol in)\b|\b(recommend|suggest) for (him|her|them|my \w+)\b|\bwhat (would|do|can|could) you (suggest|recommend)\b|\b(something|anything|a course|a program|one) (for|to suit) (me|him|her|them|my \w+)\b|\b(which|what) (of (your|the|these|those) )?(course|courses|program|programs|programmes|one|ones)( then| for (me|him|her|them))?$|\bwhere (would|do|could|might|will) (i|he|she|they) (?:fit in|fit)\b|\bbest (fit|match) for me\b|\bshould i (do|take|choose|pick|study)\b|\bcareer chang/,
        2.5,
      ],
      [/\bi (am|work|worked|used to|have been|was) (a|an|in|as)\b/, 1.2],
      // "I work as a manual tester, can the QA course help me?": whether it suits the visitor.
      [/\b(can|could|would|will|does|do) (the|this|that|your|it|a|an) ?([\w ]{0,25}(course|program|programme|one|training))? ?(help|benefit|be useful (to|for)|be good for|be worth it for|make sense for|be relevant (to|for)) (me|someone like me|him|her|them|my \w+)\b(?! (to )?(get|find|land|into|with))/, 3],
      // "A maths teacher wanting out, what's my best option?": which course suits the visitor.
      [/\b(my|the) best (option|options|bet|choice|path|route|move|fit|pick)\b|\bwhat (are|is|r) my options\b|\b(i am|i was|i work as)\b.*\bbest (option|options|bet|choice|fit|pick)\W*$/, 2.5],
      // "Is software testing something I could actually get into?", "would data analytics suit me?",
      // "could someone like me break into QA?": whether the course suits the visitor's background.
      [/\b(something|a field|a career|an area|a path|a job|a thing) (that )?(i|someone like me|a person like me) (could|can|might|would) (\w+ )?(get into|break into|go into|move into|switch into|get in to|do)\b|\b(could|can|might) (i|someone like me) (\w+ )?(get|break|move|go|switch) into (it|this|that|qa|testing|software testing|full ?stack|data analytics|data|tech|coding)\b|\b(would|will|could|does|might) (it|this|that|qa|full ?stack|data analytics|software testing|testing|the [\w ]{0,25}(course|program|programme|one)) (really |actually )?(suit|fit) (me|someone like me)\b/, 3.5],
      // "Is full stack for people like me?": who it suits, the visitor described before.
      [/\b(for|suit|suits|fit|fits) (people|someone|somebody|folks|those|a person|anyone|students) like (me|us|him|her|them|my \w+)\b/, 3],
      // "Is QA for people who hate coding?": who the course is for, the people described.
      [/\b(is|are) (it|this|that|qa|full ?stack|data analytics|the [\w ]{0,25}(course|program|programme|one)) (for|aimed at|meant for|made for) (people|someone|somebody|those|anyone|folks|students|beginners) (who|that|with|without)\b/, 3],
      // "My son loves breaking things, is this for him?": whether it suits the person described.
      [/\b(is|would|will|could) (it|this|that|qa|full ?stack|data analytics|the [\w ]{0,25}(course|program|programme|one)) (be )?(good |right |suitable |ok |okay |a good fit |a fit )?for (him|her|them|my \w+|someone like (him|her|them)|someone|somebody)\b/, 3],
      // "Is it good for an accountant?", "where do I start?": who a course suits.
      [/\b(good|right|suitable|ok|okay|a good fit|worth it|useful) for (a|an|someone|somebody|people)\b|\bwhere (do|should|would|can) i (start|begin)\b/, 2.5],
      // "I'm a manual tester, anything to level up to automation?": a course to grow from where one is.
      [/\blevels? (me|him|her|them|us) up\b|\b(level up|levelling up|leveling up|upskill\w*|up-skill\w*|skill up|step up|branch out|move up|next step)\b|\b(switch|switching|change|changing|move|moving|transition|transitioning|pivot|pivoting|retrain|retraining) (careers? )?(in)?to (tech|it|software|data|testing|qa|coding|programming|the tech industry|a tech (job|career|role))\b/, 2.5],
      // "Would the full stack course work for a UX designer?", "…wants to move into data, good
      // option?": whether a course suits the person described.
      [/\b(would|will|does|could|can|might) (it|this|that|qa|full ?stack|data analytics|the [\w ]{0,25}(course|program|programme|one)) work (out )?for (a|an|me|someone|somebody|people|him|her|them|my \w+)\b|\b(a )?(good|great|decent|sensible|smart) (option|choice|idea|pick|bet|move|path)( for (me|him|her|them))?\W*$/, 2.5],
    ],
  },
  {
    id: "equipment",
    phrases: [
      [
        /\b(buy|purchase|pay for|need|get|provide|supply|give|lend|include) (me |us |students )?(any |a |my own |new |extra |the )?(software|licen[cs]es?|laptops?|computers?|equipment|books?|textbooks?|materials?)\b/,
        2.5,
      ],
      // "Is the software extra cost?", "do I have to pay for any programs or licences on top?":
      // what the tools we teach with cost a student, not the course fee.
      [
        /\b(software|licen[cs]es?|subscriptions?|the tools|tools we use|tools you use)\b(?! (testing|tester|testers|development|developer|developers|engineering|engineer|engineers|service|services|company|business|project|projects))\b.{0,30}\b(extra|cost|costs|costing|free|pay|paid|charge|charged|price|included|on top|additional|buy|purchase)\b|\b(extra|cost|costs|free|pay|paid|pay for|charge|price|on top|additional|buy|purchase)\b.{0,30}\b(software|licen[cs]es?|subscriptions?)\b(?! (testing|tester|testers|development|developer|developers|engineering|engineer|engineers|service|services|company|business|project|projects))/,
        3.5,
      ],
      // "Do I need anything extra?", "what should I bring?": what to have with you.
      [/\b(need|bring|buy|get) (anything|something) (extra|else|special|more)\b|\bwhat (should|do|must) i bring\b/, 2.5],
    ],
    cues: {
      laptop: 3,
      computer: 2,
      equipment: 2.5,
      device: 1.5,
      hardware: 2,
      mac: 2,
      macbook: 2.5,
      ram: 2.5,
      memory: 1,
      spec: 2,
      tablet: 1.5,
      chromebook: 2.5,
      headset: 2,
      microphone: 2,
      software: 0.8,
      bring: 1,
      wifi: 2.5,
      "wi-fi": 2.5,
      internet: 1.5,
      charger: 1.5,
      lend: 1,
      loan: 1,
      borrow: 1,
      windows: 1,
      ipad: 1.5,
    },
  },
  {
    id: "careers",
    cues: {
      job: 1.5,
      career: 1.2,
      employment: 2,
      employ: 1.2,
      placement: 2.5,
      guarantee: 2,
      cv: 2.5,
      resume: 2.5,
      linkedin: 2,
      interview: 1.5,
      portfolio: 1,
      salary: 2.5,
      earn: 1.2,
      outcome: 1.5,
      employer: 1.2,
      hire: 0.6,
      afterwards: 0.8,
      graduate: 0.5,
    },
    phrases: [
      // "Do you pass on job ads to students?": the introductions careers support makes.
      [/\bjob (ads?|adverts?|advertisements|listings?|openings?|leads|postings?)\b|\bvacanc(y|ies)\b/, 2.5],
      [
        /\bhelp (me )?(find|get|land) (a )?(job|work|role)\b|\bjob ready\b|\bcareer (support|help|services)\b|\bafter (the course|i finish|graduat)/,
        2,
      ],
      // "Would your careers support help him?", "what help would I get with job hunting?": the
      // careers support itself, however the search for work is worded.
      [/\bcareers (support|help|services|advice)\b|\bjob[ -]?(hunt|hunting|search|searching|seeking|seeker|seekers|applications?)\b|\b(help|support|assistance)\b.{0,30}\b(find|finding|get|getting|land|landing|look for|looking for)( a| my| the| his| her| their)? (job|work|role|position)\b/, 2.5],
      // What a job pays: "how much do data analysts earn?", "what would I make a year?".
      [
        /\bhow much (do|does|will|would|can|could|might) [\w ]{0,30}\b(earn|make|get paid|be paid)\b|\bwhat (would|will|could|can|might) (i|you|we|they|graduates|\w+s) (make|earn)\b|\b(wages?|pay packet|starting pay|income)\b/,
        3,
      ],
      // Which job pays more: "which one pays better once I get a job?", "what do QA testers earn
      // compared to data analysts?": the same no-figures answer (we publish no salaries).
      [/\bwhat (do|does) [\w ]{0,30}\b(earn|make|get paid)\b|\b(pays?|paid|earns?|earning) (better|more|most|higher|less|the most)\b|\b(better|higher|best|well)[ -](paid|paying)\b/, 3],
      // What a graduate earns, asked loosely: "what would I be earning after it?", "what kind of
      // pay can I expect once I finish?": the same no-figures answer.
      [
        /\bwhat (would|will|could|can|might) (i|you|we|they|graduates) be (earning|making|paid|getting paid|on)\b|\bearnings?\b.{0,40}\b(after|once|finish|course|graduat\w*)\b|\b(kind|sort|type|level) of (pay|money|salary)\b|\b(pay|money|salary)\b.{0,15}\b(can|could|should|would|will) (i|we|you) expect\b/,
        3.5,
      ],
      // An employer offering roles: "can we get our openings in front of your graduates?", "can I
      // recruit from your students?": the introductions careers support makes.
      [
        /\b(our|my|we have|we've got|we got|i have|i've got)\b.{0,30}\b(openings?|vacanc\w*|roles?|jobs?|positions?)\b.{0,60}\b(your|ur) (graduates|grads|students|alumni|cohort)\b|\b(recruit|hire|hiring|employ|poach)\b.{0,20}\b(from (among )?|one of |some of )?(your|ur) (graduates|grads|students|alumni)\b|\b(share|pass|post|send|advertise|put|get|getting|be)\b.{0,30}\b(with|to|in front of) (your|ur) (graduates|grads|students|alumni)\b|\b(hiring|recruiting|looking for|need|needs) (some |a few |a couple of )?(juniors?|junior (devs?|developers?|testers?|analysts?|engineers?|staff)|graduates|grads)\b.{0,60}\b(your|ur) (graduates|grads|students|alumni)\b/,
        3.5,
      ],
      // Introductions to employers: "do you connect students with companies that are hiring?"
      [
        /\b(connect|introduce|introductions?|refer|link|put)\b.{0,40}\b(companies|employers?|businesses|industry|recruiters?)\b/,
        3,
      ],
      // An outcome rate however it is put: "what percentage of grads get hired", "how many land a job".
      [
        /\b(percent|percentage|proportion|share|how many|success rate|rate)\b.{0,40}\b(hired|employed|placed|get (a )?(job|work|role)s?|got (a )?(job|work|role)s?|land(ed)? (a )?(job|role)s?|find (a )?(job|work)|found (a )?(job|work))\b/,
        3,
      ],
    ],
  },
  {
    id: "roles",
    aboutProgram: true,
    cues: { role: 1.8, position: 0.8 },
    phrases: [
      [
        /\bwhat (jobs|roles|positions|work|kinds? of (jobs?|roles?|work))\b|\b(sorts?|types?|kinds?) of (jobs?|roles?|positions?)\b.{0,30}\b(go for|get|land|apply for|end up|after)\b|\b(jobs|roles) (can|could|will|would) i\b|\bbecome a\b|\bwork as\b|\bjob title/,
        2.5,
      ],
      // "What roles do data analytics grads end up in?": who ends up in them, read with the roles.
      [/\b(jobs?|roles?|positions?)\b (do|did|will|would|can|could) (\w+ ){0,3}(end up( in)?|land|go for|apply for|move into|go into)\b/, 1.5],
    ],
  },
  {
    id: "certificate",
    cues: {
      certificate: 3,
      certification: 3,
      certified: 2.5,
      accredit: 3,
      accredited: 3,
      accreditation: 3,
      recognise: 1.5,
      recognised: 1.8,
      recognized: 1.8,
      qualification: 1.8,
      diploma: 2,
      rto: 3,
      nationally: 1.5,
      credential: 2,
    },
    phrases: [[/\bregistered training (organisation|organization|provider)\b|\b(government|nationally|industry) (recognised|recognized|accredited)\b/, 3.5]],
  },
  {
    id: "instructor",
    aboutProgram: true,
    cues: {
      teacher: 2.5,
      instructor: 2.5,
      trainer: 2.5,
      tutor: 2.5,
      lecturer: 2.5,
      mentor: 1.2,
      educator: 2,
    },
    phrases: [
      [
        /\bwho (teaches|teach|will teach|is teaching|runs|takes|leads|is the)\b|\bwho (would|will|is going to|might|is|are) (be )?(teach|teaching|taking|running|leading|instructing|in charge of)\b|\btaught by\b/,
        2,
      ],
      // "Are the teachers senior developers?", "do the instructors have real work experience?":
      // the course instructors' backgrounds, not a service's engineering team.
      [/(\b(teachers?|instructors?|trainers?)\b.{0,40}\b(experience|experienced|senior|industry|background|developers?|engineers?|experts?|expertise|worked)\b|\b(experienced|senior|industry)\b.{0,20}\b(teachers?|instructors?|trainers?)\b)/, 3],
      // "I met one of your staff… I think she teaches the QA course?": a person the visitor cannot
      // name, asked about by what they teach, is whoever teaches it.
      // ("What do they teach in QA?" asks what is taught, not who: the topics' phrase.)
      [/(?<!\bwhat (?:do|does|did|will|would|can) )\b(she|he|they) (still |also |actually |now )?(teaches|teach|taught|is teaching|was teaching|takes|took|runs|ran)\b/, 2],
    ],
  },
  {
    id: "leadership",
    cues: {
      team: 1.2,
      staff: 1.2,
      director: 2.5,
      founder: 2.5,
      owner: 2.5,
      ceo: 2.5,
      boss: 2,
      cto: 2.5,
      founded: 1.5,
      leadership: 2,
      management: 1.2,
    },
    phrases: [
      [
        /\bwho (runs|owns|started|founded|leads|manages) (the|this|your)? ?(company|business|place|school|academy|organisation)?\b|\b(tech|technology|technical|engineering) (head|lead|leader|boss|chief|director)\b|\bhead of\b|\bwho works (there|here|at|for)\b|\bwho('s| is| are) (on )?(the|your) (team|staff)\b|\bmeet the team\b/,
        2,
      ],
      // "Who's actually running this place?", "who is behind Harbourline?": who leads the company.
      [
        /\bwho (is |are )?(actually |really |even )?(running|leading|managing|owning|behind|in charge of|the boss of|head of) (this|the|your|ur)( (place|company|business|show|outfit|joint|organisation|organization|school|academy|harbourline|mob))?\b(?! ([a-z&]+ ){0,3}(class|classes|course|courses|program|lesson|lessons|session|sessions))|\bwho('s| is| are)? (behind|in charge of) (harbourline|you|it all|all this)\b/,
        2.5,
      ],
    ],
  },
  {
    id: "topics",
    aboutProgram: true,
    cues: {
      cover: 1.5,
      learn: 1.4,
      curriculum: 2.5,
      syllabus: 2.5,
      topic: 2,
      module: 2,
      subject: 1.2,
      content: 0.8,
      teach: 1.2,
      tool: 1.5,
      language: 1,
      framework: 1.2,
      outline: 1.5,
      technology: 0.6,
    },
    phrases: [
      [
        /\b(does|do|will|would) (it|this|that|the course|the program|full ?stack|qa|data analytics|the [\w ]{1,25} (course|program|one))( course| program)? (teach|cover|include|use|go into|touch on)\b|\bwhat (will|do|does|would|can) (i|you|we|they|it|the course|students) (learn|cover|teach|study)\b|\bwhat is (in|covered)\b|\b(what|which) (software|tools|apps|programming languages) (do|will|does|would|can|are)\b/,
        2.5,
      ],
    ],
  },
  {
    id: "overview",
    aboutProgram: true,
    cues: { detail: 0.6, information: 0.6 },
    phrases: [
      [
        /\btell me (about|more)\b|\bwhat is (the|your)\b.*\b(course|program)\b|\binterested in\b|\bmore (info|information|details)\b|\bdescribe\b/,
        1.5,
      ],
    ],
  },
  {
    id: "serviceRate",
    cues: { quote: 0.8, rate: 1.2 },
    phrases: [
      // "Starting rate for each?": a starting price, which the services have ("from $10,000").
      [/\bstarting (rate|rates|price|prices|cost|costs|point|figure|figures)\b|\b(rate|rates|price|prices) (starts?|starting) (from|at)\b/, 2.5],
    ],
  },
  {
    id: "serviceTech",
    cues: { technology: 1, stack: 0.3, framework: 0.8, language: 0.6 },
    phrases: [
      [
        /\bwhat (tech|technologies|tools|languages|frameworks)\b|\bwhich (tech|technologies|tools|languages|frameworks)\b|\btech stack\b/,
        1.5,
      ],
      // "What kinds of testing do you offer businesses?": what a service covers.
      [/\b(what|which) (kinds?|types?|sorts?) of (testing|tests|apps?|websites?|web apps?|mobile apps?|software)\b/, 1.6],
      // "And what would it be built in?", "what is that coded in?": what a build is made with (not
      // a length of time: "done in 16 weeks").
      [/\b(what|which)\b.{0,30}\b(built|made|written|coded|done|developed|programmed) (in|with|using)\b(?! (\d+|a|an|one|two|three|four|six|few) ?(weeks?|months?|days?|hours?|time)?)/, 2.2],
    ],
  },
  {
    id: "consultation",
    cues: {
      consultation: 3,
      consult: 2,
      budget: 1.6,
      quote: 2.2,
      estimate: 2,
      proposal: 2,
      appointment: 1.8,
      meeting: 1.5,
      discuss: 1.2,
      book: 1,
    },
    phrases: [
      [/\bfree consult|\bget a quote\b|\bbook (a|an) (call|meeting|chat|consult)/, 2],
      // "How long is the free call?", "the intro chat, who is it with?": the consultation call.
      [/\b(free|consultation|intro|introductory|discovery|first) (call|chat|meeting|video call)\b/, 3],
      // "I booked a consultation but need another time", "cancel my booking": a booked call changed.
      [/\b(reschedul\w*|cancel\w*|move|moving|change|changing|postpone|another time|different time|rebook)\b.{0,30}\b(consultation|booking|appointment|call|meeting)\b|\b(consultation|booking|appointment|call|meeting)\b.{0,40}\b(reschedul\w*|cancel\w*|another time|different time|rebook|can not make it)\b|\bi booked\b|\bmy booking\b|\b(signed up|registered) for (a|the|our|my) (free )?(consultation|call|meeting)\b|\b(booked|scheduled)\b.{0,15}\b(consultation|call|appointment|meeting)\b|\b(consultation|call|appointment|meeting) (is )?(booked|scheduled)\b|\bcan not (make|attend|do) (my|the|our) (consultation|appointment|call|meeting)\b/, 3.5],
      // "How do I set up a chat with your team about a project?": a consultation.
      [/\b(chat|talk|meeting|call|meet)\b.{0,25}\b(your|the) (team|developers|experts)\b.{0,30}\b(project|app|website|idea)\b/, 3],
      // "We'd like to discuss a testing project with your team": a consultation.
      [/\b(discuss|talk about|chat about|talk through|go over)\b.{0,30}\b(project|app|website|idea|build|requirements)\b/, 3],
      // "How can I set up a call about a web project?": a consultation.
      [/\b(set up|arrange|book|schedule|organise|organize|have|get) (a |an )?(call|meeting|chat|consultation|video call)\b.{0,30}\b(project|app|apps|website|idea|build|quote|software)\b|\b(call|meeting|chat) about (a|an|my|our|the) (\w+ )?(project|app|website|idea|software)\b/, 3.5],
      // "Do you quote a fixed price or bill by the hour?": how a project is priced, which the
      // consultation's written proposal says (a fixed quote). Not a course's fee.
      [/^(?!.*\b(course|courses|class|classes|program|programs|tuition|study|instalments?)\b).*(\b(fixed|hourly|by the hour|per hour|day rate|time and materials)\b.{0,40}\b(price|prices|pricing|priced|quote|quotes|fee|fees|rate|rates|bill|billing|charge|charging|cost)\b|\b(price|prices|pricing|priced|quote|quotes|bill|billing|charge|charging|cost)\b.{0,40}\b(fixed|hourly|by the hour|per hour|day rate|time and materials)\b)/, 3.5],
      // "Will we be quoted one set price, or do you keep billing as you go?": the same, in other words.
      [/^(?!.*\b(course|courses|class|classes|program|programs|tuition|study|instalments?)\b).*(\b(one|a|single|set|firm) (set |single )?(price|figure|amount|quote)\b.{0,60}\b(or|vs|instead of|rather than)\b|\b(keep|keeps|kept) (on )?(billing|charging)\b|\b(bill|billing|charge|charging)( us| me)? as (you|we) go\b|\b(costs?|prices?) (keep |keeps )?going up\b)/, 3.5],
      // "Once I send the booking form, how soon will you get back to me?": the reply after booking.
      [/\b(booking|consultation|book a call|booked)\b.{0,60}\b(how soon|how quickly|how fast|how long|when|until|wait)\b.{0,40}\b(hear|get back|reply|replies|respond|response|responses|get in touch|contact|call)\b|\b(how soon|how quickly|how fast|how long|when|until|wait)\b.{0,40}\b(hear|get back|reply|replies|respond|response|responses|get in touch|contact|call)\b.{0,40}\b(booking|consultation|book a call|booked)\b/, 3.5],
    ],
  },
  {
    id: "privacy",
    cues: {
      privacy: 3,
      personal: 1.5,
      sell: 1.5,
      delete: 1.8,
      erase: 2,
      gdpr: 2,
      cookie: 2.5,
      track: 1.2,
      ip: 1.5,
      collect: 1.2,
      spam: 1.5,
      unsubscribe: 2,
      // Where a complaint about it goes ("lodge a complaint", "escalate it", "the regulator").
      mishandle: 2,
      regulator: 2,
      commissioner: 2,
      oaic: 3,
      escalate: 0.5,
      lodge: 0.5,
    },
    phrases: [
      [
        // "Your data …" naming our Data Analytics course ("how much is your data analytics course",
        // "your data program") is a course, not the visitor's personal data.
        /\b(my|your|personal) (data|information|info|details)\b(?!\s+(analytics?|analysis|course|courses|program\w*|class\w*|science|training)\b)|\bhow long do you keep\b|\bwhat do you do with\b|\bshare my\b/,
        2.5,
      ],
      // Who else gets a visitor's details: "I don't want spam calls from other companies", "who
      // else sees the info he puts in the form?", "is it shared with anyone outside your company?".
      [
        /\b(other|third|outside|marketing|external|random) (companies|company|parties|party|firms|businesses|marketers|people)\b|\bmarketers?\b|\b(spam|marketing|junk|sales) (calls?|e-?mails?|texts?|messages|mail)\b|\bwho else\b.{0,30}\b(see|sees|access|read|reads|get|gets)\b|\b(shared|passed|sold|given|handed)\b.{0,20}\b(with|to) (anyone|anybody|others|other|outside)\b|\b(happens?|do you do) (to|with) (her|his|their|my|our|the) (details|data|info|information|personal)\b|\b(secure|safe|protect\w*)\b.{0,20}\b(my|our|her|his|their|personal) (details|data|info|information)\b|\b(details|data|info|information)\b.{0,15}\b(secure|safe|protected)\b/,
        3.5,
      ],
      // "Who can I escalate a privacy complaint to?", "if you mishandle my data, where do I complain?":
      // a complaint about personal information, which the privacy policy says where to take.
      [
        /\b(complain|complaint|complaints|escalate|lodge|report)\b.{0,40}\b(privacy|personal|my (data|information|info|details)|mishandl\w*)\b|\b(privacy|personal (data|information|info|details)|mishandl\w*)\b.{0,40}\b(complain|complaint|complaints|escalate|lodge|report)\b/,
        3.5,
      ],
      // "Can I download all my data from the portal?", "see the information you hold about me":
      // the right to see one's information, which the privacy policy says how to ask for.
      [
        /\b(information|info|data|details|everything)\b.{0,15}\b(you|u|ya) (hold|have|keep|store|stored|got)\b.{0,10}\b(about|on) (me|us)\b|\b(download|export|copy of|copies of)\b.{0,20}\b(my|our) (data|information|info|details|personal)\b/,
        4,
      ],
      // "Will you sell my email to marketers?", "wipe everything you have on me".
      [
        /\b(sell|share|give|pass|hand|rent)\b.{0,15}\b(my|our) (email|e-mail|address|number|phone|details|name)\b|\b(wipe|erase|delete|remove)\b.{0,15}\b(everything|all|anything)\b.{0,20}\b(me|mine|my)\b/,
        3,
      ],
    ],
  },
  {
    id: "about",
    cues: { history: 0.8, mission: 1.2, company: 0.5 },
    phrases: [
      [
        /\bwho are (you|u|ya)\b|\bwhat (is|do|does) (harbourline|your company|your business|the company)\b|\babout (you|your company|the company|harbourline|us)\b|\bwhat do you (do|offer)\b|\bwhat is this (place|company|site)\b/,
        2.5,
      ],
    ],
  },
  {
    id: "testimonials",
    aboutProgram: true,
    cues: { review: 2.5, testimonial: 3, rating: 2, alumni: 2, feedback: 0.8 },
    phrases: [
      [
        /\b(students|people|graduates|alumni|others|past students|former students) (say|said|think|thought|rate|reckon)\b|\bwhat (do|did|are) (students|people|graduates) (say|think|saying)\b|\bany good\b|\bworth it\b/,
        3,
      ],
    ],
  },
  {
    id: "outline",
    aboutProgram: true,
    cues: { outline: 2.5, brochure: 2.2, syllabus: 1.5, prospectus: 2.2, pdf: 1.2 },
    phrases: [
      [/\b(download|get|send|receive|email)\b.*\b(outline|brochure|syllabus)\b/, 1.5],
      // "Can I download the QA course info?": the outline.
      [/\b(download|downloadable)\b.{0,30}\b(info|information|details|guide|overview|course|program)\b|\b(info|information|details|guide|overview)\b.{0,15}\b(downloadable|to download|as a pdf)\b/, 3],
      // "I'd love a PDF with everything the course covers": the downloadable outline.
      [/\b(pdf|brochure|printable|printout|handout|document)\b.{0,40}\b(course|program|covers|cover|syllabus|everything|topics|details)\b/, 3],
    ],
  },
  {
    id: "newsletter",
    cues: { newsletter: 3, subscribe: 1.5, mailing: 1.5 },
    phrases: [
      // "How do I stop getting your emails?": the newsletter's unsubscribe link.
      [/\b(stop|quit|cancel)\b.{0,15}\b(getting|receiving|sending)?\b.{0,15}\b(your |the )?(emails?|e-mails?|newsletters?|mail|mailouts?|updates)\b/, 3],
      // "Can I get updates by e-mail about new courses?", "join your mailing list": the newsletter.
      [/\b(get|receive|sign up (for|to)|subscribe to|join)\b.{0,20}\b(updates|news|email list|e-mail list|mailing list)\b|\b(updates|news|reminders?|alerts?|notifications?)\b.{0,30}\b(by|via|over|in my) (email|e-mail|inbox)\b|\b(remind|notify|alert|email|e-mail) me (when|about|if)\b|\b(keep|stay) (me )?(updated|posted|in the loop)\b|\b(news|updates|announcements)\b.{0,40}\b(sent|emailed|mailed) to me\b|\b(send|email|mail) me (news|updates|announcements)\b/, 3],
      // "How do I sign up to hear about new courses?": the newsletter.
      [/\b(hear|know|find out|learn|told) (about|of|when) (any |your )?(new|upcoming|future|the next|next|more)\b/, 3],
      // "Please stop emailing me": the newsletter's unsubscribe link.
      [/\bstop (emailing|mailing|spamming|messaging|sending) (me|us)\b|\bopt(ing)? out\b|\b(marketing|promotional|promo) (emails?|e-mails?|mail)\b/, 3],
      // "Can you remove me from the mailing list?": the unsubscribe link.
      [/\b(remove|take|delete|drop|unsubscribe|get) (me|my (email|e-mail|address))\b.{0,20}\b(from|off) (the|your|this) (mailing list|email list|e-mail list|list|newsletter)\b|\b(put|add|sign) (me|my email) (on|to|up for) (the|your) (newsletter|mailing list|email list|list)\b/, 3.5],
      // "I want to get your emails about events": the newsletter.
      [/\b(get|receive|be sent|sign up for|subscribe to) (your |the )?(emails?|e-mails?|mail ?outs?|newsletters?)\b/, 3],
    ],
  },
  {
    // The terms' "Respect in class": what gets an enrolment ended.
    id: "conduct",
    cues: {
      conduct: 2.5,
      behaviour: 2,
      behavior: 2,
      misconduct: 3,
      cheat: 2.5,
      plagiarism: 3,
      plagiarise: 3,
      plagiarize: 3,
      copy: 1.2,
      harass: 2.5,
      harassment: 2.5,
      bully: 2.5,
      expel: 3,
      disrespect: 2.5,
      respect: 1.5,
    },
    phrases: [[/\bend the enrolment\b|\b(cancel|terminate|end|revoke)\w* (a |the )?(student|someone|somebody|people)('?s| s)? (enrolment|enrollment|enrolments|place)\b|\b(kicked|thrown|removed|banned) (out|from)\b(?! (your|the|their) (system|systems|database|records|list|mailing list))|\bsomeone else'?s work\b|\b(kick|kicks|kicked|kicking|boot|boots|booted|throw|throws|thrown) (a |the |any )?(student|students|someone|somebody|people|me|them|him|her) out\b|\b(expel|expels|expelled|expelling|expulsion)\b/, 3]],
  },
  {
    id: "social",
    cues: { instagram: 3, facebook: 3, linkedin: 1.5, social: 2, twitter: 2.5, tiktok: 2.5, socials: 2.5 },
    phrases: [[/\bsocial media\b|\bon (linkedin|insta|fb)\b|\b(your|a) linkedin\b/, 2.5]],
  },
  {
    id: "jobsHere",
    cues: { vacancy: 2.5, hiring: 2.2, recruit: 2, culture: 2.5 },
    phrases: [
      [
        /\b(work|job|jobs|roles?|positions?) (for|at|with) (you|harbourline|your company)\b|\bjoin your team\b|\bare you hiring\b|\bopen (roles|positions)\b|\bwork for you\b|\b(job|jobs|staff|teaching|instructor|work) vacanc\w+\b/,
        3,
      ],
      // What it is like to work there: the careers page's values.
      [
        /\bwhat('s| is) it like (working|to work)\b|\b(working|work) (at|for|with) (you|harbourline|your (company|team|business|place))\b|\bwhat do you (value|look for in (staff|people|instructors|employees|a hire))\b|\b(company|team|your|workplace|core|our) (values|culture)\b|\bvalues of (your|the|this) (company|business|team|place)\b/,
        3,
      ],
    ],
  },
];

// "Which state's law do the terms fall under?", "what privacy law do you follow?": the law a
// document follows, which the terms and the privacy policy each name in a sentence.
intents.push({
  id: "law",
  cues: { law: 1.6, govern: 3, jurisdiction: 3, legislation: 2.5, legally: 0.8, comply: 1.2, regulate: 1.5 },
  phrases: [
    [
      /\b(which|what) (state'?s?|country'?s?|laws?|legislation|jurisdiction|privacy laws?|rules)\b.{0,40}\b(law|laws|apply|applies|govern|governs|follow|fall|under|comply|covered|bound)\b|\b(governed|governs|govern|comply|complies|follow|abide|bound|covered|fall)\b.{0,30}\b(laws?|act|legislation|principles|jurisdiction)\b|\b(privacy act|privacy principles|governing law)\b/,
      4,
    ],
  ],
});

// "What's your ABN?", "payroll wants your company's tax details": the tax number in the footer.
// An ABN is asked for by name, so the phrasing alone is strong evidence however long the message.
intents.push({
  id: "taxNumber",
  cues: { abn: 4, acn: 3 },
  phrases: [
    [
      /\b(tax|business|company|registration|gst|abn|acn) (number|no|num|id|details|registration)\b|\baustralian business number\b|\b(registered|legal) (business |company )?name\b/,
      4,
    ],
  ],
});

// "How long have you been doing it?", "how experienced is your team?": the years the site states.
intents.push({
  id: "history",
  cues: {},
  phrases: [
    [
      /\bhow long (have|has) (you|u|ya|harbourline|the company|your (company|team|business|developers))( guys)? been (doing|building|making|developing|designing|testing|working on|at)\b|\bhow (much|many years of) experience (do|does) (you|your (company|team|developers))\b|\bhow experienced (is|are) (you|your (company|team|developers))\b/,
      3.2,
    ],
  ],
});

// "What did Priya say?": a student quoted on the testimonials page, named by first name.
for (const t of testimonials) {
  const first = t.author.name.split(" ")[0]!.toLowerCase();
  intents.find((i) => i.id === "testimonials")!.cues[first] = 2.5;
}

export const intentById = new Map(intents.map((i) => [i.id, i]));

/**
 * Named things (a device, a payment provider, a day off) that bring a question to an intent's
 * topic without the intent's answer saying anything about them: "do students get a free iPad?"
 * is about equipment, but the equipment answer says nothing about iPads. Unless the site's own
 * text names one, a question about it gets the honest reply, never a neighbouring fact.
 */
export const namedThings = new Set([
  "ipad",
  "ipads",
  "tablet",
  "tablets",
  "afterpay",
  "zippay",
  "klarna",
  "humm",
  "latitude",
  "textbook",
  "textbooks",
  "stationery",
  "uniform",
  "uniforms",
  "locker",
  "lockers",
  "paypal",
  "bitcoin",
  "crypto",
  "holiday",
  "holidays",
  "christmas",
  "easter",
]);
