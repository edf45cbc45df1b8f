/**
 * Doing things on the site, asked around the thing itself: what happens to the details a form
 * takes (sold? shared?), who is on the free consultation, how to stop the newsletter, whether
 * applying costs anything, how long an application takes to decide, the contact form in a
 * visitor's own words — often as a follow-up that names the thing only by "it" or "the emails".
 * And what lies outside the site even when the conversation was about it: places to eat near the
 * office, and the world's money facts (exchange and interest rates, tax, prices of shares or
 * coins), which no page states. Called by outright.ts after its own rules: the closest intent
 * would answer another thing (the course fees, the e-mail address, a service's card).
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { paymentTerms } from "#content/fees.ts";
import { privacyTables } from "#content/privacy.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { saysNothingOn, type Understanding } from "./reading.ts";

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The world's money, not ours: "the exchange rate from AUD to USD", "how much is 6000 AUD in
 * euros?", "the interest rate", "income tax on my salary", "bitcoin's price". Our fees' currency
 * ("are the fees in US dollars?", "can I pay in USD?") is not asked here.
 */
export const worldMoneyAsked = (t: string): boolean =>
  /\b(exchange|conversion|fx) rates?\b|\b(convert|converting|conversion)\b.{0,30}\b(currency|currencies|dollars?|aud|usd|euros?|eur|pounds?|gbp|yen|rupees?|inr|nzd|sgd)\b|\b(aud|australian dollars?|aussie dollars?)\b.{0,6}\b(to|vs|versus|against|into|in)\b.{0,6}\b(usd|us dollars?|american dollars?|euros?|eur|pounds?|gbp|yen|rupees?|inr|nzd|sgd)\b(?!.{0,40}\b(fee|fees|course|courses|pay|paid|invoice\w*|price|cost)\b)|\b(interest|inflation|mortgage|cash) rates?\b|\b(bitcoin|crypto\w*|ethereum|share price|stock price|stock market|asx|shares in)\b|\b(income|salary|personal) tax\b|\btax (brackets?|rates?|return|returns)\b|\btax\b.{0,25}\b(on|from) (my|a|your) (salary|income|wage|wages|pay)\b/.test(
    t,
  ) && !/\b(gst|tax number|abn|tax invoice)\b/.test(t) ||
  // Whether a fee is tax-deductible is the tax office's to say, not the site's.
  /\b(tax[- ]deductible|deductible|deduct|deduction|claim (it|the (fee|fees|course)) (on|against|as|in) (my )?tax)\b/.test(t);

/** A place to eat, drink or stay near here: "the best pizza place near Harbour Street", "coffee near you". */
export const placeNearbyAsked = (t: string): boolean =>
  /\b(pizza|pizzas|pizzeria|restaurants?|cafes?|caf|coffee|coffees|bars?|pubs?|food|eat|eats|lunch|dinner|breakfast|brunch|takeaway|bakery|bakeries|hotels?|hostels?|accommodation|airbnb|gyms?|supermarkets?|chemists?|pharmacy|atm|atms)\b/.test(t) &&
  /\b(near|nearby|around (here|there|you|the office|your office|the campus)|close to|close by|in the area|walking distance|nearest|closest|local)\b/.test(t) &&
  !/\b(app|apps|website|websites|site|software|build|built|project|system|course|courses|class time|program)\b/.test(t);

/**
 * Whether applying itself costs anything: "will it cost me anything just to send in an
 * application?", "do I pay to apply?". Not the course's fee ("how much is the course?").
 */
export const applyCostAsked = (t: string): boolean =>
  /\b(cost|costs|pay|paying|charge|charged|charges|fee|fees|free|money|anything|cent)\b/.test(t) &&
  (/\b(to|for|when|before) (i |we )?(apply|applying|send in|sending in|submit|submitting|lodge|lodging|put in|putting in)\b|\bjust (to )?(apply|send|submit|lodge)\b|\b(application|applying) (fee|fees|cost|costs|charge|charges)\b|\b(cost|costs|charge|charges|pay)\b.{0,30}\b(an|my|the|a) application\b/.test(
    t,
  )) &&
  !/\b(course|tuition|the program) (fee|fees|cost|costs|price)\b|\bhow much (is|are|does|do) (the|a|each) (course|courses|program)\b/.test(t);

/** How long an application takes to decide: "processed", "assessed", "a decision", "approved". */
export const decisionTimeAsked = (t: string): boolean =>
  /\b(how long|how soon|how quickly|how fast|how many (days|weeks)|when)\b/.test(t) &&
  /\b(application|applications|applying)\b/.test(t) &&
  /\b(process|processed|processing|assess|assessed|assessing|review|reviewed|reviewing|decide|decided|decision|approve|approved|approval|outcome|result|looked at|considered|go through|goes through)\b/.test(t) &&
  !/\b(web|mobile|software|your) applications?\b/.test(t);

/**
 * An application already sent, and the visitor waiting on it: "sent my application in last night,
 * what happens now?", "applied 5 days ago and haven't heard a thing, is that normal?".
 */
export const waitingOnApplication = (t: string): boolean =>
  /\b(applied|sent (in )?(my|our|the|an) application|sent (my|our|the) application in|submitted (my|our|the|an) (application|form)|put (in )?(my|our|an) application|my application (went|is|was) in)\b/.test(t) &&
  /\b(what happens now|what happens next|what now|now what|what next|next steps?|then what|(have not|havent|haven t|not|never) (heard|herd|had)|no (reply|response|word|answer|news)|heard nothing|nothing (yet|back)|is (that|this|it) normal|still waiting|when (will|do|should|can) (i|we) (hear|expect|get))\b/.test(t) &&
  !/\b(consult\w*|booking|quote|newsletter|outline)\b/.test(t);

/** Where an application is up to, looked up online: "somewhere online I can see where my application is up to?". */
export const applicationProgressAsked = (t: string): boolean =>
  /\b(where|how far|what stage|what point)\b.{0,20}\b(my|our|the) application\b.{0,15}\b(is|has got|got)( up)?( to| at)?\b|\b(my|our) application('?s)? (progress|stage|status)\b/.test(t) &&
  !/\b(web|mobile|software) application\b/.test(t);

/** The contact form asked for in a visitor's words: "is there a form or smth to msg u guys?". */
export const contactFormAsked = (t: string): boolean =>
  (/\b(form|online|website|web site|site|here|somehow|some way|any way|a way)\b/.test(t) &&
    /\b(message|messages|msg|write|writing|contact|get in touch|reach|enquiry|inquiry|enquire|inquire|ask (you|u)|send (you|u))\b/.test(t) &&
    /\b(is there|do you have|have you got|got|can i|could i|how (do|can) i|what is the (easiest|best|quickest|simplest)|easiest|quickest|simplest)\b/.test(t)) &&
  !/\b(outline|newsletter|consult\w*|booking|book|apply|application|enrol\w*|portal|fields?|privacy|data|keep|kept|store|stored|sell|share|reply|replies|answer|answers|how (soon|long|fast|quickly))\b/.test(t);

/** Selling or sharing the visitor's details, or their landing on someone's list. */
const detailsPassedOn =
  /\b(sell|sells|sold|selling|rent|rents|renting)\b.{0,25}\b(my|our|his|her|their) (email|e-?mail address|address|number|phone|details|name|data|info|information|project details)\b|\b(sell|sold|share|shares|shared|sharing|pass|passed|passing|hand|handed|give|given|giving|leak|leaked)\b( on| over| out)?.{0,25}\b(my|our|his|her|their|it|them|that) ?(email|e-?mail address|address|number|phone|details|name|data|info|information|project details|project)?\b( on| over| out)?.{0,15}\b(to|with) (anyone|anybody|others|other (companies|businesses|people|firms)|third|outside|marketers?|advertisers?)\b|\b(end up|ends up|put|added|land)\b.{0,10}\bon (a |an |some |any |other |their )?(marketing|spam|junk|third[- ]party|other (companies'?|people'?s?)) (list|lists|database)\b|\b(junk|spam) from (third|other)\b/;

/** The thing the last question was about, when it is one the site lets the visitor do. */
function thingOf(text: string): "newsletter" | "consultation" | undefined {
  if (/\b(newsletter|newsletters|mailing list|email list|subscribe|subscribed|subscription)\b/.test(text)) return "newsletter";
  if (/\b(consult|consults|consultation|consultations|free call|discovery call|book a call)\b/.test(text)) return "consultation";
  return undefined;
}

/** Leaving the thing later: "if I get sick of the emails", "what if I want out", "can I stop it". */
const stopAsked =
  /\b(stop|stopping|quit|cancel|cancelling|canceling|unsubscribe|unsub|opt out|opting out|leave|want out|get out|sick of|tired of|fed up|had enough|too many|do not want|no longer want|change my mind|changed my mind|get off|come off|remove me|take me off)\b/;

/** Who is on it: "who will I be talking to", "with whom", "is it a salesperson". */
const whoAsked = /\bwho\b|\bwith whom\b|\bsales ?(person|people|guy|rep|pitch)\b|\b(a|an) (real |actual )?(developer|engineer|techie|tech person)\b/;

function reply(replies: Reply[], c: OutrightContext, intents: Understanding["intents"], fromHistory = false): Understanding {
  return { replies, intents, subject: c.subject, unknown: [], confidence: 1, page: true, ...(fromHistory ? { fromHistory: true } : {}) };
}

/** What the site never says (the honest reply) or does say about its forms, asked around them. */
export function thingDiscussed(c: OutrightContext): Understanding | undefined {
  const { history, reading, subject } = c;
  const t = reading.text;
  // "What's the current exchange rate?", "the best pizza place near Harbour Street?" (even after
  // a question about a web app's cost): the world's facts, not the fees or a service's card.
  if (worldMoneyAsked(t) || placeNearbyAsked(t))
    return saysNothingOn(subject, c.unknown);
  const ownSubject = subject.programs.length > 0 || subject.services.length > 0;
  const previous = history.at(-1);
  const thing = thingOf(t) ?? (previous !== undefined && !ownSubject ? thingOf(c.history.slice(-2).join(" ").toLowerCase()) : undefined);
  // "If I sign up for the newsletter, do you sell my email?", "[booking a consultation] will you
  // share my project details?": the privacy policy's "we do not sell", not how to sign up.
  if (detailsPassedOn.test(t) && !/\bcookies?\b/.test(t))
    return reply([facts.privacyReply({ ...subject, text: `${t} share with others` })], c, ["privacy"], thing !== undefined && thingOf(t) === undefined);
  // "[Can I get your newsletter?] and if I get sick of the emails later?": its unsubscribe link.
  if (thing === "newsletter" && stopAsked.test(t) && !ownSubject)
    return reply([facts.newsletter({ ...subject, text: `${t} unsubscribe` })], c, ["newsletter"], thingOf(t) === undefined);
  // "[How long is the free consultation?] who will I be talking to on it?": a senior developer.
  if (thing === "consultation" && !ownSubject && whoAsked.test(t) && !/\b(who (do|should|can) i (contact|call|e-?mail|ask)|who (is|are) (your|the) (director|team|staff|people|developers))\b/.test(t)) {
    return reply([facts.consultationReply({ ...subject, text: "who will i talk to" })], c, ["consultation"], thingOf(t) === undefined);
  }
  // "[How do I book a consultation?] who do I contact if I need to reschedule?": the booking
  // e-mail's reschedule and cancel links, not the contact details.
  if (thing === "consultation" && !ownSubject && /\b(reschedul\w*|cancel\w*|postpone|rebook|move (it|the call|my call)|another (day|time)|different (day|time))\b/.test(t))
    return reply([facts.consultationReply({ ...subject, text: t })], c, ["consultation"], thingOf(t) === undefined);
  // "Will it cost me anything just to send in an application?": applying is free, not the fees.
  if (applyCostAsked(t))
    return reply(
      [{ lead: paymentTerms.applying, more: [paymentTerms.when.split(". ")[0]!.replace(/\.?$/, "."), "Applying does not commit you to anything."], sources: [facts.page("/terms"), facts.page("/enrol-now")] }],
      c,
      ["paymentTiming"],
    );
  // "How long does the application take to be processed?": the decision time, not a project's process.
  if (decisionTimeAsked(t))
    return reply(
      [{ lead: "A decision on your application usually comes within a week.", more: [`After you apply, ${lowerFirst(nextSteps.received ?? "")}`], sources: [facts.page("/faq"), facts.page("/terms")] }],
      c,
      ["apply"],
    );
  // "Sent my application in last night, what happens now?": the received step and its two business days.
  if (waitingOnApplication(t)) return reply([facts.apply({ ...subject, text: "what happens after i apply when will i hear back" })], c, ["apply"]);
  // "Is there somewhere online I can see where my application is up to?": the student portal.
  if (applicationProgressAsked(t)) return reply([facts.apply({ ...subject, text: "track my application status online" })], c, ["apply"]);
  // "Whats the easiest way to msg u guys? is there a form?": the contact form and what it asks.
  if (contactFormAsked(t)) {
    const form = privacyTables.collectionPoints.find((p) => p.source === "Contact form");
    return reply(
      [{ lead: "Yes: send us a message online with the [contact form](/contact-us) on our Contact us page.", more: form ? [`It asks for your ${facts.list(form.collects)}.`] : [], sources: [facts.page("/contact-us")] }],
      c,
      ["contact"],
    );
  }
  return undefined;
}
