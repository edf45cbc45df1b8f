/**
 * Applying and enrolling: the terms and the law, the application form and its boxes, the portal, application statuses, the forms and the chat's own memory.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { enrolmentTerms, feeTerms as enrolmentTermsFee } from "#content/enrolment-terms.ts";
import { faqPage } from "#content/faq.ts";
import { paymentTerms, refundTerms } from "#content/fees.ts";
import { privacyPolicy, privacyTables } from "#content/privacy.ts";
import { sentencesOf } from "../language.ts";
import {
  bold,
  enrol,
  faq,
  list,
  lowerFirst,
  page,
  privacy,
  type Reply,
  sourcesOf,
  type Subject,
  terms,
} from "./base.ts";
import { termsLine, timetable } from "./schedule.ts";
import { replyWaitAsked } from "./services.ts";

/**
 * "Which law governs the terms?", "what privacy law do you follow?": the sentence of the terms or
 * of the privacy policy's introduction that names it; both when the question names neither.
 */
export function law(s: Subject): Reply {
  const governing =
    enrolmentTerms.sections.flatMap((x) => x.paragraphs).find((p) => /\bgoverned by\b/.test(p)) ?? "";
  const termsLead = governing.replace(/^These terms/, "Our enrolment terms");
  const privacyLead = (privacyPolicy.intro.split(/(?<=\.) /)[0] ?? "").replace(
    /^.*?\(“we”\) handles/,
    "We handle",
  );
  const aboutPrivacy = /\b(privacy|data|information|info|details|personal|principles)\b/.test(s.text);
  const aboutTerms =
    /\b(terms|enrolment|enrol|contract|agreement|refund|refunds|state|consumer|dispute)\b/.test(s.text);
  if (aboutPrivacy && !aboutTerms) return { lead: privacyLead, sources: [privacy] };
  if (aboutTerms && !aboutPrivacy) return { lead: termsLead, more: [refundTerms.law], sources: [terms] };
  return { lead: `${termsLead} ${privacyLead}`, sources: [terms, privacy] };
}

/** "Can I see the privacy policy?": its page, and what it covers in a sentence. */
export function documentPage(href: "/privacy" | "/terms" | "/faq"): Reply {
  const p = page(href);
  const covers =
    href === "/privacy"
      ? (sentencesOf(privacyPolicy.intro)[1] ?? "")
      : href === "/terms"
        ? `Their sections: ${list(enrolmentTerms.sections.map((x) => x.heading.toLowerCase()))}.`
        : `Its sections: ${list(faqPage.groups.map((g) => g.heading.toLowerCase()))}.`;
  return { lead: `Yes: read our [${p.title}](${href}).`, more: [covers].filter(Boolean), sources: [p] };
}

/** "Can you kick me out?": the terms' conduct section, in its own words. */
export function conduct(): Reply {
  const section = enrolmentTerms.sections.find((x) => x.id === "conduct")!;
  const [rule = "", consequence] = section.paragraphs.join(" ").split(/(?<=\.) /);
  return { lead: consequence ?? rule, more: consequence ? [rule] : [], sources: [terms] };
}

/**
 * "What am I agreeing to when I tick the terms boxes?", "what do the checkboxes on the form mean?":
 * the form's two boxes accept the enrolment terms (what they cover, by their sections) and the fee
 * terms, in the terms' own words.
 */
export function enrolmentAgreement(): Reply {
  const feeTerms = lowerFirst(enrolmentTermsFee.summary);
  return {
    lead: `The application form's two boxes accept our [enrolment terms and conditions](/terms) and the fee terms: ${feeTerms}`,
    more: [
      `The terms cover ${list(enrolmentTerms.sections.map((x) => x.heading.toLowerCase()))}.`,
      paymentTerms.applying,
    ],
    sources: [terms, enrol],
  };
}

export function apply(s: Subject): Reply {
  const which = s.programs.length === 1 ? ` for ${bold(s.programs[0]!.name)}` : "";
  // "What am I agreeing to when I tick the box?": the terms, and the fee terms in one line.
  if (/\b(agree|agreeing|accepting|signing up) to\b|\btick\b/.test(s.text)) return enrolmentAgreement();
  // "What happens after I apply?", "when will I hear back?", "when am I officially enrolled?":
  // the steps after the form, not the form.
  // "Lost my login for the portal": the password reset, as the FAQ says it.
  if (
    /\b(forgot|forgotten|forget|lost|reset|can not remember|locked out)\b.{0,25}\b(password|login|log in|sign in|account|details)\b|\b(password|login|log in|sign in)\b.{0,20}\b(forgot|forgotten|lost|reset|not working|wrong|does not work|do not work|is not working|will not work|broken|fails|failed|rejected)\b/.test(
      s.text,
    )
  ) {
    const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
    const line = sentencesOf(entry?.answer ?? "").find((x) => /Forgot password/.test(x));
    if (line)
      return {
        lead: line,
        sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
        final: true,
      };
  }
  // "I made a mistake in my application, can I edit it?": it cannot be changed; a new one updates it.
  if (
    /\b(edit|change|update|fix|correct|amend|alter|mistake|mistakes|wrong|typo|error)\b/.test(s.text) &&
    /\b(application|form|applied)\b/.test(s.text)
  ) {
    const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
    const line = sentencesOf(entry?.answer ?? "").find((x) => /cannot be changed/.test(x));
    if (line)
      return {
        lead: line,
        more: ["Your student portal dashboard lists your applications and their status."],
        sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
        final: true,
      };
  }
  // "Is there a waiting list for data analytics?": when one is used, and what it means.
  if (
    /\b(is there|are there|do you have|do you use|does (it|qa|full ?stack|data analytics|the [\w ]{1,20}) (have|use)|have an?|any)\b.{0,20}\b(waiting list|wait list|waitlist)s?\b|\b(waiting list|wait list|waitlist) (for|on)\b|\bwhat is (a|the) (waiting list|wait list|waitlist)\b|\b(class|classes|course|courses|intake|intakes|it|they) (is |are |gets |get |was |were )?(already |all |too )?(full|booked out|sold out|fully booked)\b|\bno (room|places?|spots?|seats?) (left|available)\b/.test(
      s.text,
    )
  ) {
    const line = termsLine("applying", /waiting list/);
    if (line)
      return {
        lead: `When a class is full, we put you on a waiting list: ${lowerFirst(nextSteps.waitlisted!.replace(/^The intake you chose is full, so you are on its waiting list\. /, ""))}`,
        sources: [terms, { href: "/portal/sign-in", title: "Student portal" }],
      };
  }
  // "I was accepted, now what?": the accepted application's next step.
  if (
    /\b(i was|i am|i have been|i got|got|been|was) (accepted|offered a place)\b/.test(s.text) &&
    /\b(now what|what now|what next|next steps?|then what|what do i do|what happens)\b/.test(s.text)
  )
    return {
      lead: `To confirm your place, ${lowerFirst(nextSteps.accepted!.replace(/^Your seat is confirmed\. Next: /, ""))}`,
      sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
      final: true,
    };
  // "Can I track my application?", "where do I see its status?": the student portal (the FAQ).
  if (
    /\b(track|follow|check|status|progress|see|view|log in|login|sign in|online|monitor|keep an eye on|keep track of)\b.{0,40}\b(application|applications|applied|apply)\b|\b(progress|status) of (my|the|an|our) (application|enrolment|enrollment)\b|\bhow (it is|its|my application is|my enrolment is|things are) going\b|\b(application|applications|enrolment|enrollment)\b.{0,20}\b(status|progress|track|tracking)\b|\bportal\b|\bhappening with (my|the|our) (application|enrolment)\b|\b(applied|apply|application|submitted)\b.{0,40}\b(check on|check up on|track|follow up on|see) (it|its|my)\b|\b(went through|got through|was received|been received|arrived|was submitted)\b/.test(
      s.text,
    )
  ) {
    const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
    const [first = "", second = ""] = sentencesOf(entry?.answer ?? "");
    if (first)
      return {
        lead: `Yes, in the student portal: ${lowerFirst(first.replace(/^Yes: /, ""))}`,
        // "Did it go through?": the confirmation e-mail says so too.
        more: /\b(went through|got through|was received|been received|arrived|was submitted)\b/.test(s.text)
          ? ["We e-mail you a confirmation straight away."]
          : [second].filter(Boolean),
        sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
        // Following an application is what this FAQ sentence answers; a password is another's.
        ...(/\b(application|applications|applied|status|progress|track|tracking)\b/.test(s.text) &&
        !/\bpassword\b/.test(s.text)
          ? { final: true as const }
          : {}),
      };
  }
  if (
    /\b(after|afterwards|next|hear back|hear from|reply|respond|response|decision|submitted|sent it|sent (my|the|an) (application|form)|what happens (once|when|now)|officially|official|accepted|confirmed|get back to (me|us)|gets back to (me|us)|contact(s)? (me|us)|call(s)? (me|us)|reach(es)? out|how soon|how quickly|expect (a |an )?(call|reply|response|answer|e-?mail|phone call))\b/.test(
      s.text,
    ) ||
    replyWaitAsked(s.text)
  ) {
    if (
      /\b(officially|official|enrolled|enrol|enrolment|confirmed)\b/.test(s.text) &&
      !/\b(hear|reply|respond|response|decision)\b/.test(s.text) &&
      !replyWaitAsked(s.text)
    )
      return {
        lead: "You are enrolled when you accept the place we offer you.",
        more: [`After you apply, ${lowerFirst(nextSteps.received ?? "")}`],
        sources: [terms, faq],
      };
    return {
      lead: `After you apply, ${lowerFirst(nextSteps.received ?? "")}`,
      more: [
        "We e-mail you a confirmation straight away, and a decision usually comes within a week.",
        "You are enrolled when you accept the place we offer you.",
      ],
      sources: [faq, terms],
      // "How long till I hear back after applying?": the advisor's promise is the answer, whatever
      // another page says about its own replies.
      ...(replyWaitAsked(s.text) ? { final: true as const } : {}),
    };
  }
  // "Which class times can I choose when I fill in the application?": one field's choices, which
  // the timetable gives, not the list of fields.
  if (
    /\b(which|what) (class )?(times?|time slots?)\b.{0,30}\b(choose|pick|select|options?|choices?|available)\b|\b(class times?|time slots?) (options?|choices?|available)\b/.test(
      s.text,
    )
  )
    return timetable(s);
  // "How does the application process work?", "walk me through applying": the whole way, the
  // form and then what happens after it (the advisor's call, the decision, accepting the place).
  if (
    /\b(process|processes|processed|procedure|steps|stages|walk me through|run me through|take me through|how does (the )?(application|applying|enrolment|enrollment) work)\b/.test(
      s.text,
    )
  )
    return {
      lead: `Apply online${which} on our [application form](/enrol-now): your details, the course, a preferred start date and a class time.`,
      more: [
        `After you apply, ${lowerFirst(nextSteps.received ?? "")}`,
        "We e-mail you a confirmation straight away, and a decision usually comes within a week; you are enrolled when you accept the place we offer you.",
        paymentTerms.applying,
      ],
      sources: [enrol, faq, terms],
    };
  // "What do I need to fill in on the form?": the application form's fields (spec §3).
  if (
    /\b(fields?|fill (in|out)|information|info|details|ask(s|ed)? (for|me)|what goes)\b/.test(s.text) &&
    /\b(form|apply|application|enrol|enrolment|enroll)\b/.test(s.text)
  )
    return {
      lead: `The [application form](/enrol-now)${which} asks for your name, e-mail, mobile, residential address, education and college or university, the course, a preferred start date (optional) and a class time, and you tick that you accept the terms and the fee terms.`,
      more: [paymentTerms.applying],
      sources: [enrol, ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
    };
  return {
    lead: `Apply online${which} on our [application form](/enrol-now): your details, the course, a preferred start date and a class time.`,
    more: [
      paymentTerms.applying,
      "We e-mail you a confirmation and an advisor contacts you about the next steps.",
    ],
    sources: [enrol, ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
  };
}

/**
 * "Locked out of my portal account", "my dashboard is empty": trouble with the student portal,
 * answered by what the portal FAQ says of signing in (the password reset) or of seeing one's
 * applications (an account with the e-mail address applied with, confirmed); undefined when the
 * question is no portal trouble.
 */
export function portalTrouble(text: string): Reply | undefined {
  if (!/\b(portal|dashboard)\b/.test(text)) return undefined;
  const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
  const lines = sentencesOf(entry?.answer ?? "");
  const reset = lines.find((x) => /Forgot password/.test(x));
  const account = lines.find((x) => /you applied with/.test(x));
  const sources = [{ href: "/portal/sign-in", title: "Student portal" }, faq];
  // Trouble signing in, not a question about the reset itself ("how long is the reset link valid?").
  if (
    reset &&
    !/\b(how long|expire|expires|valid)\b/.test(text) &&
    /\b(locked|forgot|forgotten|forget|lost|gone|(can not|do not|cannot) remember|can not (log|sign|get) in(to)?|cannot (log|sign|get) in(to)?|will not let me in|not working|wrong)\b/.test(
      text,
    )
  )
    return { lead: reset, sources, final: true };
  // Nothing showing is an account under another address than the application's.
  if (
    account &&
    /\b(empty|blank|nothing|none|no applications?|missing|not (there|showing|appearing|listed)|does not (show|list|appear)|do not (show|appear|see)|can not (see|find)|cannot (see|find)|different (e-?mail|address)|(other|another|wrong) (e-?mail|address)|gmail|work e-?mail)\b/.test(
      text,
    )
  )
    return { lead: account.replace(/^Yes: c/, "C"), more: reset ? [reset] : [], sources, final: true };
  return undefined;
}

/** The site's forms as a visitor names them, each with its row in the privacy policy's table. */
export const namedForms: [RegExp, string][] = [
  [/\bcontact (us )?(form|page)\b/, "Contact form"],
  // The outline or the consultation as a thing asked for, not what the outline or the call holds.
  [
    /\b(outline|brochure) (form|request)\b|\b(ask|asking|request|requesting|get|getting|download|downloading|want|order) (for )?(the |a |an |your )?(course )?(outline|brochure)\b/,
    "Course outline form",
  ],
  [
    /\b(book|booking|booked) (a |the |your |my )?(free )?(consult|consultation|call)\b|\b(consult|consultation) (form|booking)\b|\bbooking form\b/,
    "Consultation booking",
  ],
  [/\b(this|the|your|ur|use|using) (chat|chatbot|bot|assistant)\b/, "Chat assistant"],
];

/** "What info do I put in it?", "do I have to give my name?": a form's fields are asked. */
export const fieldsAsked =
  /\b(what|which|do i (have|need) to|do you need|must i)\b.{0,40}\b(fill in|fill out|put in|put on|enter|type in|give|provide|info|information|details|collect\w*)\b|\bfields?\b|\basks? (me )?for\b/;

/** "Are you gonna spam me with sales calls?": whether we contact the visitor after the form. */
export const contactedAsked =
  /\b(spam|sales|marketing|hassle|bombard|call me|calls|ring me|contact me|chase me|(calling|ringing|phoning|contacting|chasing|pestering|bugging) (me|us)|phone me)\b/;

/** "If I ask for the outline, are you gonna spam me with sales calls?": contact after the outline form. */
export const outlineContactAsked = (text: string) =>
  namedForms.find(([named]) => named.test(text))?.[1] === "Course outline form" && contactedAsked.test(text);

/**
 * "What info do I have to put in the contact form?", "do I have to give my name to use this
 * chat?", "if I ask for the outline will you spam me?": the form the question names answers it,
 * with its own row of the privacy policy's table (what it collects and why), never another form's.
 * Undefined when no form is named or neither its fields nor being contacted is asked.
 */
export function formAsked(text: string): Reply | undefined {
  const source = namedForms.find(([named]) => named.test(text))?.[1];
  const row = privacyTables.collectionPoints.find((c) => c.source === source);
  if (!row) return undefined;
  // Being contacted after an outline request is the outline answer's (outlineContactAsked).
  if (outlineContactAsked(text) || !fieldsAsked.test(text)) return undefined;
  const where = row.where.replace(/^The /, "the ");
  // What the chat keeps is also how long it keeps the one thing it takes unasked ("what do you do
  // with the stuff I type in this chat?"): the policy's row for chat visitors' IP addresses.
  const ipRow =
    row.source === "Chat assistant"
      ? privacyTables.retention.find((r) => /\bIP addresses\b/.test(r.records) && /\bchat\b/.test(r.records))
      : undefined;
  const ipKept = ipRow ? [`The IP address is ${lowerFirst(ipRow.kept)}`] : [];
  return {
    // The chat takes what the visitor types and what the browser sends; a form asks for its fields.
    lead: `The ${lowerFirst(row.source)} (${lowerFirst(where)}) ${row.source === "Chat assistant" ? "keeps" : "asks for"} ${list(row.collects, "; and ")}.`,
    more: [`We use it ${lowerFirst(row.why.replace(/^To /, "to "))}`, ...ipKept],
    sources: [privacy],
    final: true,
  };
}

/**
 * "If I close the tab and come back next week, will the chat remember what we talked about?": the
 * chat's "visitor" cookie links a visitor's messages, as the privacy policy's cookie table says.
 * Undefined unless the chat's memory of a conversation is asked (how long records are kept is
 * the retention answer's).
 */
export function chatMemory(t: string): Reply | undefined {
  if (!/\b(chat|chatbot|bot|assistant)\b/.test(t)) return undefined;
  if (
    !/\b(remember|remembers|recall|pick up|continue|carry on|come back|coming back|return|returning)\b/.test(
      t,
    )
  )
    return undefined;
  if (
    !/\b(conversation|conversations|talked|said|discussed|chatted|messages?|where we (left|were)|chat history|history)\b/.test(
      t,
    )
  )
    return undefined;
  const cookie = privacyTables.cookies.find((c) => c.name === "visitor");
  if (!cookie) return undefined;
  const [what = "", when = ""] = sentencesOf(cookie.purpose);
  return {
    lead: `The chat keeps your conversation with its “${cookie.name}” cookie, ${what.replace(/^A /, "a ").replace(/\.$/, "")}. ${when.replace(/^Set /, "It is set ").replace(/\.$/, "")} and lasts ${cookie.lasts}.`,
    sources: [privacy],
    final: true,
  };
}

/** What an application's status means, as the portal dashboard says it; undefined when none is asked. */
export function applicationStatus(question: string): Reply | undefined {
  // The reading spells "waitlisted" as "waiting list"; the dashboard's label is "waitlisted".
  // "They declined my application", "got knocked back": the dashboard says "rejected".
  const text = question
    .replace(/\b(on (the |a )?)?wait(ing)? ?list(ed)?\b/g, "waitlisted")
    .replace(/\b(declined|turned down|knocked back|unsuccessful)\b/g, "rejected")
    .replace(/\b(getting|being) (rejected|waitlisted)\b/g, "got $2");
  // "Once I'm accepted, how do I confirm my place?": the accepted application's next step.
  if (
    /\b(accepted|offered (a|my|the) place|(get|got|receive|received) (an|the) offer|offer)\b/.test(text) &&
    /\b(confirm|accept|secure|take up|lock in|claim)\b.{0,20}\b(place|spot|seat|offer|enrolment)\b/.test(text)
  )
    return {
      lead: `To confirm your place, ${lowerFirst(nextSteps.accepted!.replace(/^Your seat is confirmed\. Next: /, ""))}`,
      sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
    };
  // "Got rejected. Can I try again?", "I've been waitlisted": a status said as what happened to
  // the visitor is their application's, even when the application is not named.
  // Only with what to do about it ("is that bad?" is the terms' line on offers and waiting lists).
  const happened =
    /\b(got|get|was|been|am|im|i'm|were|is) (rejected|waitlisted|under review|withdrawn)\b/.test(text) &&
    /\b(try again|reapply|re-apply|apply again|what now|what next|what do i do|mean|means)\b/.test(text);
  // "What's the difference between waitlisted and rejected?": what each one means.
  const named = Object.keys(nextSteps).filter((k) => new RegExp(`\\b${k}\\b`).test(text));
  if (
    named.length >= 2 &&
    /\b(difference|differences|different|differ|vs|versus|compared|compare)\b/.test(text)
  )
    return {
      lead: named.map((k) => `“${k[0]!.toUpperCase()}${k.slice(1)}”: ${lowerFirst(nextSteps[k]!)}`).join(" "),
      sources: [{ href: "/portal/sign-in", title: "Student portal" }],
    };
  if (!happened && !/\b(application|applied|apply|status|portal|dashboard)\b/.test(text)) return undefined;
  // "What does 'under review' mean?", "my application says waitlisted": that status's next step,
  // as the portal dashboard shows it; "what do the statuses mean?": each of them.
  const status = Object.keys(nextSteps).find(
    (k) => new RegExp(`\\b${k}\\b`).test(text) && k !== "received" && k !== "accepted" && k !== "enrolled",
  );
  const namedStatus =
    status ??
    /\b(says|shows|status is|marked|mean|means)\b.{0,20}\b(received|accepted)\b|\b(received|accepted)\b.{0,15}\b(mean|means|status)\b/.exec(
      text,
    )?.[2] ??
    /\b(received|accepted)\b.{0,15}\b(mean|means|status)\b/.exec(text)?.[1];
  // Named as a label ("says", "shows", "what does … mean"), not asked about ("could I be rejected?").
  // "My application got rejected, can I apply again?": what happened to it, said as a fact.
  const asLabel =
    /\b(mean|means|meaning|says|say|shows|show|status|marked|listed as|what now|what next)\b|\b(got|was|been|is|were|has been|have been) (rejected|waitlisted|withdrawn|under review)\b|\b(rejected|waitlisted) (my|our|the|an) application\b/.test(
      text,
    );
  if (namedStatus && asLabel && nextSteps[namedStatus])
    return {
      lead: `“${namedStatus[0]!.toUpperCase()}${namedStatus.slice(1)}”: ${lowerFirst(nextSteps[namedStatus]!)}`,
      sources: [{ href: "/portal/sign-in", title: "Student portal" }],
    };
  if (
    /\b(statuses|status|stages?)\b.{0,30}\b(mean|means|meaning)\b|\bwhat (are|do) the (statuses|status|stages)\b/.test(
      text,
    )
  )
    return {
      lead: `In the student portal each application shows its status: ${list(Object.keys(nextSteps).map((k) => `“${k}”`))}, each with what happens next.`,
      more: [`“Received”: ${lowerFirst(nextSteps.received!)}`],
      sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
    };
  return undefined;
}

/**
 * "If I tick remember me, how long do I stay logged in?": the portal's sign-in cookie, as the
 * privacy policy's cookie table says how long it lasts.
 */
export function signInLength(): Reply {
  const row = privacyTables.cookies.find((c) => c.name === "portalToken")!;
  return {
    // How long it lasts in the lead: the length is what is asked.
    lead: `The “${row.name}” cookie: ${row.purpose.split(". ")[0]!.replace(/\.$/, "")}; it lasts ${lowerFirst(row.lasts)}.`,
    sources: [privacy, { href: "/portal/sign-in", title: "Student portal" }],
    final: true,
  };
}
