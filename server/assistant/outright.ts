/**
 * Questions answered, or honestly declined, before any intent is scored: a page asked for by name,
 * the company's details, and the many things the site never says (parking, student loans, hosting,
 * exams…), where the closest intent would answer something else. Order matters: the first rule
 * that matches decides.
 */
import { aboutUsAsks } from "./about-us-asks.ts";
import { accountAndRecords, budgetRanges, elsewhereAccount } from "./account-and-records.ts";
import { afterSending } from "./after-sending.ts";
import { applicationLife } from "./application-life.ts";
import { basicAsks } from "./basics.ts";
import { classSlotsAsked } from "./class-slots-compared.ts";
import { clientServiceAsks } from "./client-service-asks.ts";
import { companyAsks } from "./company-asks.ts";
import { courseReviews } from "./course-reviews.ts";
import { documentDetails } from "./document-details.ts";
import { duringCourse } from "./during-course.ts";
import { keptFollowUp } from "./kept-follow-up.ts";
import * as facts from "./facts.ts";
import type { Reply, Subject } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { normalise } from "./language.ts";
import { pastClients } from "./past-clients.ts";
import { peopleTogether } from "./people-together.ts";
import { wholeTeam } from "./whole-team.ts";
import { quotesByTopic } from "./quotes-by-topic.ts";
import { moneySituations } from "./money-situations.ts";
import { beyondTheSite, studentsSituation } from "./not-on-site.ts";
import { toolAsks } from "./tool-asks.ts";
import { pageAnswer, type Reading, saysNothingOn, type Understanding } from "./reading.ts";
import { moneyPlainly, studentPracticalities } from "./student-practicalities.ts";
import { signUpEmail } from "./sign-up-email.ts";
import { studentWorries } from "./student-worries.ts";
import { teacherAndTools } from "./teacher-and-tools.ts";
import { thingDiscussed } from "./thing-discussed.ts";
import { theirDetailsOnInvoice } from "./visitor-cues.ts";

/** What an outright rule needs: the question as read, and the reader's own steps it calls back to. */
export interface OutrightContext {
  question: string;
  history: string[];
  reading: Reading;
  subject: Subject;
  /** Words of the question the site never mentions, as the visitor wrote them. */
  unknown: string[];
  /** Whether the question is being read again past what it says of a person (the person rules are skipped). */
  besideDescription: boolean;
  /** The question read again past a description of a person, kept when it asks one of `kinds`. */
  askedBeside(kinds: Set<IntentId>): Understanding | undefined;
  /** Whether the conversation so far is a client's (a service named or a project described). */
  clientConversation(): boolean;
  /** The reply of one intent for the question's subject. */
  reply(id: IntentId): Reply;
  scoredIntents(): { id: IntentId; score: number; exact: boolean }[];
}

/** The first outright rule's answer, in the order the rules are kept; undefined when none matches. */
export function answerOutright(c: OutrightContext): Understanding | undefined {
  return (
    clientServiceAsks(c) ??
    companyAndPages(c) ??
    duringCourse(c) ??
    keptFollowUp(c) ??
    classSlotsAsked(c) ??
    pastClients(c) ??
    elsewhereAccount(c) ??
    budgetRanges(c) ??
    applicationLife(c) ??
    afterSending(c) ??
    signUpEmail(c) ??
    accountAndRecords(c) ??
    companyAsks(c) ??
    basicAsks(c) ??
    aboutUsAsks(c) ??
    courseReviews(c) ??
    teacherAndTools(c) ??
    wholeTeam(c) ??
    peopleTogether(c) ??
    quotesByTopic(c) ??
    beyondTheSite(c) ??
    studentPracticalities(c) ??
    documentDetails(c) ??
    toolAsks(c) ??
    studentsSituation(c) ??
    studentWorries(c) ??
    moneySituations(c) ??
    moneyPlainly(c) ??
    siteActions(c) ??
    thingDiscussed(c)
  );
}

/** What the application form's boxes agree to: ticking them, or what the terms ask of the visitor. */
const agreementAsked =
  /\b(tick|ticking|ticked|checkbox|checkboxes|check box|check boxes|tickbox|tick box|boxes)\b.{0,60}\b(form|apply|applying|application|enrol|enrolment|enrolling|enroll|terms|conditions|mean|means|agree|agreeing|accept|accepting)\b|\b(form|apply|applying|application|enrol|enrolment|enrolling|terms|conditions)\b.{0,40}\b(tick|ticking|checkbox|checkboxes|boxes)\b|\bwhat (am i|are we|do i|exactly am i|am i actually|am i exactly)\b.{0,25}\b(agreeing|agree|accepting|accept|signing up|committing|signing) to\b|\bwhat is in (the|your|ur) (enrolment )?(terms|terms and conditions)\b( (i|we) (have to|must|need to) (agree|accept|sign))?|\bwhat do (the|your|ur) (enrolment )?(terms|terms and conditions) (say|cover|mean|include)\b/;
/** What is asked of an application sent: to follow it, or to change what it says. */
/**
 * A feature of the portal or of a booking the site never mentions: signing in with another
 * service's account, an app to install, a text-message reminder.
 */
const unsaidFeature = (text: string) =>
  (/\b(portal|dashboard|log in|login|sign in|signin)\b/.test(text) &&
    (/\b(with|using|via|through) (my |a |an |your )?(google|facebook|apple|microsoft|github|linkedin|sso|single sign on)( account| id| login)?\b/.test(
      text,
    ) ||
      /\b(phone|mobile|iphone|android|ios|smartphone|native) apps?\b|\bapps? (store|to download|i can download|for (my )?(phone|iphone|android|mobile))\b|\b(download|install) (the |an |a )?(portal )?app\b/.test(
        text,
      ))) ||
  (/\b(consult\w*|call|booking|class|classes|session|appointment)\b/.test(text) &&
    /\b(text|sms|whatsapp) (message )?(reminders?|notifications?|alerts?)\b|\breminders? (by|via|over) (text|sms|whatsapp)\b/.test(
      text,
    ));
/** A page asked for by name, what the form's boxes agree to, and who the company is (its tax number, whether it is real, which AI runs the chat). */
export function companyAndPages(c: OutrightContext): Understanding | undefined {
  const { question, reading, subject, unknown } = c;
  // "Can I see the privacy policy?", "where are your T&Cs?": the page itself.
  const document =
    /^(?:(?:can|could|may) (?:i|we) (?:see|read|view|get|have|look at)|where (?:can|do|could) (?:i|we) (?:find|read|see|get)|where (?:is|are)|(?:show|send|give) me|link (?:to|for)|(?:i want|i would like) to (?:see|read))(?: a copy of)? (?:the |your |ur )?(privacy policy|(?:enrolment )?terms and conditions|(?:enrolment )?terms|faqs?|frequently asked questions)(?: page)?(?: please)?$/.exec(
      reading.text.replace(/[?.!]+$/, "").trim(),
    );
  if (document) {
    const which = /privacy/.test(document[1]!)
      ? "/privacy"
      : /^(faq|frequently)/.test(document[1]!)
        ? "/faq"
        : "/terms";
    return {
      replies: [facts.documentPage(which)],
      intents: ["law"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  }
  // "What am I agreeing to when I tick the terms boxes?", "what do the checkboxes on the form
  // mean?": the enrolment terms and the fee terms the form's boxes accept, not one line of them.
  // Read as written too: "tick the box" is read as "agree to" for the intents.
  if (
    (agreementAsked.test(reading.text) || agreementAsked.test(normalise(question))) &&
    !/\b(privacy|cookies?|newsletter|remember me|sign in|log in)\b/.test(reading.text)
  )
    return {
      replies: [facts.enrolmentAgreement()],
      intents: ["apply"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "If I tick remember me on the portal, how long do I stay logged in?": the sign-in cookie's
  // lifetime (the privacy policy), not the application form's boxes nor a course's length.
  if (
    /\bremember me\b(?!.{0,30}\b(newsletter|chat)\b)|\b(stay|stays|staying|keep (me|you|us)|kept|remain|be)( \w+)? (logged|signed) in\b|\b(log-?in|login|sign-?in)s? (last|lasts|expire|expires|time out|times out)\b/.test(
      reading.text,
    ) &&
    !/\b(admin|staff|back-?office)\b/.test(reading.text)
  )
    return {
      replies: [facts.signInLength()],
      intents: ["privacy"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "Can the invoice be made out to my employer's company name and ABN?", "a purchase order
  // number on the invoice": what the invoice shows is nowhere on the site, only that one is e-mailed.
  if (
    /\binvoices?\b/.test(reading.text) &&
    /\b(made out|make out|addressed|company name|business name|company'?s? name|employ\w*'?s? (company|name|abn)|purchase orders?|po numbers?|instead of me|in (the|their|our|my) (company|employer|business)'?s? name|(their|our|company'?s?|employ\w*'?s?|business'?s?) abn)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "My employer's accounts team needs your ABN for the paperwork": a tax number asked for by
  // name is the ask, whatever the message says around it (payroll, invoices, a department).
  const taxAsked =
    /\b(abn|acn|australian business number)\b|\b(tax|business|company|registration) (number|no|id|details)\b/;
  if (taxAsked.test(reading.text) && !theirDetailsOnInvoice.test(reading.text)) {
    // "What's your ABN, and your phone number?": the other contact details asked beside it too.
    const beside = c
      .scoredIntents()
      .filter(
        (x) => x.exact && x.score >= 2.5 && ["phone", "email", "address", "openingHours"].includes(x.id),
      )
      .map((x) => x.id);
    return {
      replies: [facts.taxNumber(subject), ...[...new Set(beside)].map((id) => c.reply(id))],
      intents: ["taxNumber", ...beside],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  }
  // "Is this legit or a scam lol", "r u even a real company?": whether we are who we say is
  // answered by who we are (legal name, ABN, address), which the visitor can check.
  if (
    (/\b(you|you guys|this|this place|harbourline|this company|this site|this website|the company|it) (is |are |even )?(a )?(legit|legitimate|scam|scams|scammers?|scammy|dodgy|shady|fraud|fraudulent|rip-?off)\b|\b(legit|legitimate|scam|scams|scammers?|scammy|dodgy|shady|fraud|fraudulent|rip-?off)\b.{0,20}\b(you|you guys|this|this place|harbourline|this company|the company)\b|\b(you|your|you re|youre|you guys|this|it|harbourline) (are |is |re )?not (a |some )?(scam|scams|scammers?|fraud)\b/.test(
      reading.text,
    ) ||
      /\b(are you|r you|is this|is it|is harbourline|you guys|you even)\b.{0,25}\b(real|actual|legit|legitimate|genuine|registered|proper)\b( \w+)? (company|business|provider|organisation|organization)\b/.test(
        reading.text,
      )) &&
    !/\b(certificate|certificates|certification|qualification|qualifications|accredit\w*|recogni[sz]\w*|reviews?|testimonials?|emails?|e-mails?|texts?|sms|links?|calls?|messages?)\b/.test(
      reading.text,
    )
  )
    return {
      replies: [facts.legitimacy()],
      intents: ["taxNumber"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "Which AI model is this chat running on, ChatGPT?", "is this bot powered by Claude?": the
  // privacy policy says only "if we connect the chat to an external AI service", never which
  // model or vendor, so which one is not said.
  if (
    /\b(which|what|wat) (ai |language |large language )?(model|models|llm|engine|vendor|version)\b|\b(running on|runs on|powered by|built on|based on|uses|using)\b.{0,20}\b(model|llm|an external ai service|claude|gemini|llama|copilot|bard)\b/.test(
      reading.text,
    ) &&
    /\b(chat|chatbot|bot|assistant|this|you|it|ai|an external ai service)\b/.test(reading.text) &&
    !/\b(course|courses|teach|learn|class|classes|data model|pricing model)\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  return undefined;
}

/** Doing things on the site: an application's status, the portal, the chat, the forms, and a change we make to a class. */
export function siteActions(c: OutrightContext): Understanding | undefined {
  const { history, reading, subject, unknown } = c;
  // "What does 'under review' mean on my application?": the status's next step.
  // "Do you guys do anything with AI?", "could machine learning help my business?": the
  // technology research page. Not the chat's own use of an AI service (the privacy policy), nor
  // a course about it (which the site does not teach).
  if (
    // "What's your technology research page about?": the page is named, not AI.
    /\b(ai|artificial intelligence|machine learning|llms?|large language models?|language models?|chatgpt|gpt|generative|neural networks?)\b|\b(technology|tech|innovation|ai) research\b|\bresearch (page|work|team|lab|labs|stuff|side)\b|\b(your|ur) (research|innovation)\b|\binnovation\b/.test(
      reading.text,
    ) &&
    // (What the visitor types, "shared with an AI provider", is the chat's too.)
    !/\b(chat|chatbot|assistant|bot|privacy|share|shared|sharing|send|sent|passed|my (data|information|info|details|questions?|messages?)|what (i|we) (type|write|say|ask))\b/.test(
      reading.text,
    ) &&
    !/\b(course|courses|class|classes|teach|teaches|taught|learn|learning|study|studying|program|programs|tutor|bootcamps?|degrees?|diplomas?|certificates?|certifications?)\b/.test(
      reading.text.replace(/\bmachine learning\b/g, "ml"),
    )
  )
    return {
      replies: [facts.research()],
      intents: ["serviceTech"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "And what does 'under review' mean there?" after a question about an application: its status.
  const aboutApplication = (h: string) =>
    /\b(application|applications|applied|apply|portal|dashboard|status)\b/i.test(h);
  const status =
    facts.applicationStatus(reading.text) ??
    (history.length > 0 &&
    aboutApplication(history.at(-1)!) &&
    /\b(mean|means|meaning|says|shows)\b/.test(reading.text)
      ? facts.applicationStatus(`${reading.text} application`)
      : undefined);
  if (status)
    return pageAnswer(subject, [status], ["apply"]);
  // "Can I log in to the portal with Google?", "is there a phone app for the portal?", "will I get
  // a text reminder before my call?": portal and booking features the site never mentions. The
  // portal's e-mail sign-in or the booking's e-mail answer another question: the honest reply.
  if (unsaidFeature(reading.text))
    return saysNothingOn(subject, unknown);
  // "Locked outta my portal acct", "my dashboard is empty": a portal problem is a portal question,
  // whatever else the visitor's story holds (their gmail, their work address).
  const trouble = facts.portalTrouble(reading.text.replace(/\bact\b/g, "account"));
  if (trouble)
    return pageAnswer(subject, [trouble], ["apply"]);
  // "Will the chat remember what we talked about next week?": its visitor cookie, not the hours.
  const memory = facts.chatMemory(reading.text);
  if (memory)
    return pageAnswer(subject, [memory], ["privacy"]);
  // "Who replies faster, the consultation team or admissions?": both promised waits.
  const waits = facts.replyTimes(reading.text);
  if (waits)
    return {
      replies: [waits],
      intents: ["consultation", "apply"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "How soon will someone reply to a contact form message?": the site promises no time for it
  // (only for a booking and an application), so the honest reply, not the form's fields.
  if (
    /\bcontact (us )?form\b/.test(reading.text) &&
    (facts.replyWaitAsked(reading.text) ||
      /\b(how (soon|quickly|fast|long)|when)\b.{0,30}\banswers?\b/.test(reading.text)) &&
    !/\b(consult\w*|booking|application|apply|applied)\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  // "What info do I put in the contact form?", "do I have to give my email to use this chat?":
  // the form named answers, never another form's fields. (A booking's reply time is the
  // consultation answer's, with the fields.)
  const form = facts.outlineContactAsked(reading.text)
    ? facts.outline({ ...subject, text: reading.text })
    : facts.replyWaitAsked(reading.text)
      ? undefined
      : facts.formAsked(reading.text);
  if (form) return pageAnswer(subject, [form], ["privacy"]);
  return undefined;
}
