/**
 * The three services: rates, what each covers and works with, reply times and the free consultation.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { consultationBooking } from "#content/consultation.ts";
import { formatAud } from "#content/fees.ts";
import { budgetOptions, serviceOptions } from "#content/options.ts";
import { pages } from "#content/pages.ts";
import { services, serviceWork } from "#content/services.ts";
import { site } from "#content/site.ts";
import { sentencesOf } from "../language.ts";
import {
  bold,
  consultation,
  faq,
  list,
  lowerFirst,
  type Reply,
  sentence,
  type Service,
  serviceSource,
  type Subject,
} from "./base.ts";
import { fieldsAsked, formAsked } from "./enrolment.ts";
import { gstAsked } from "./money.ts";

/**
 * "Can you check our online store for security holes?": the service's own kind of work the visitor
 * named (its technologies: security testing, test automation…), said beside its card.
 */
export function techNamed(x: Service, text: string): string[] {
  const named = x.technologies.filter((t) => {
    const stem = t.toLowerCase().split(" ")[0]!.slice(0, 6);
    return stem.length >= 5 && !/^(testin|javasc|typesc)/.test(stem) && new RegExp(`\\b${stem}`).test(text);
  });
  return named.length > 0 ? [`${x.name} includes ${list(named.map((t) => t.toLowerCase()))}.`] : [];
}

export function serviceRate(s: Subject): Reply {
  const ss = s.services.length > 0 ? s.services : [...services];
  // "Is the $10k for a web app inc GST?": the rate's note says it is a starting price, excluding GST.
  const taxNote = gstAsked.test(s.text) ? ` (${serviceWork.rateNote})` : "";
  if (ss.length === 1) {
    const x = ss[0]!;
    return {
      lead: `${bold(x.name)} starts from ${bold(formatAud(x.startingRateAud))}${taxNote}.`,
      more: [
        ...techNamed(x, s.text),
        x.description,
        "For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation).",
      ],
      sources: [serviceSource(x), consultation],
    };
  }
  // "What do I actually get with the testing service vs the web one?": no price asked, so what
  // each service works with, beside its starting rate, one sentence each.
  if (
    s.compare &&
    !/\b(cost|costs|price|prices|pricing|priced|pricier|priciest|cheaper|cheapest|dearer|expensive|rates?|how much|budget|spend|afford)\b/.test(
      s.text,
    )
  ) {
    // One sentence: the same words repeated per service would be trimmed as a repeated phrase.
    const each = ss.map(
      (x, i) =>
        `${i === 0 ? "With" : "with"} ${bold(x.name)} (from ${formatAud(x.startingRateAud)})${i === 0 ? " we work with" : ","} ${list([...x.technologies])}`,
    );
    return {
      lead: `${each.join("; ")}.`,
      more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
      sources: [...ss.map(serviceSource), consultation],
    };
  }
  // "Which service is the cheapest?", "web or mobile, which costs more?": the pick first, then
  // the others' starting rates.
  if (s.compare) {
    const sorted = [...ss].sort((a, b) => a.startingRateAud - b.startingRateAud);
    const pick = s.direction === "high" ? sorted.at(-1)! : sorted[0]!;
    const others = sorted.filter((x) => x !== pick);
    const word =
      ss.length === 2
        ? s.direction === "high"
          ? "costs more"
          : "costs less"
        : s.direction === "high"
          ? "is the most expensive"
          : "is the cheapest";
    return {
      lead: `${bold(pick.name)} ${word}, from ${bold(formatAud(pick.startingRateAud))}; ${list(others.map((x) => `${x.name} starts from ${formatAud(x.startingRateAud)}`))}.`,
      more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
      sources: [...ss.map(serviceSource), consultation],
    };
  }
  return {
    lead: `${sentence(ss.map((x) => `${bold(x.name)} starts from ${formatAud(x.startingRateAud)}`).join("; "))}`.replace(
      /\.$/,
      `${taxNote}.`,
    ),
    more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: [...ss.map(serviceSource), consultation],
  };
}

export function serviceOverview(s: Subject): Reply {
  const ss = s.services.length > 0 ? s.services : [...services];
  if (ss.length === 1) {
    const x = ss[0]!;
    return {
      lead: `Yes: ${bold(x.name)}, from ${formatAud(x.startingRateAud)}. ${x.description}`,
      more: [`${workedWith(x).replace(/^w/, "W")}.`],
      sources: [serviceSource(x), consultation],
    };
  }
  return {
    lead: `We build and test software for businesses: ${list(ss.map((x) => `${bold(x.name)} (from ${formatAud(x.startingRateAud)})`))}.`,
    more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: [...ss.map(serviceSource), consultation],
  };
}

/**
 * What a service works with: tools ("we work with React Native and Swift"), or for testing, the
 * kinds of testing it offers ("we offer: Functional testing, Security testing and Test
 * automation"), which "we work with" would call tools.
 */
const workedWith = (x: (typeof services)[number]) =>
  x.technologies.every((t) => /\b(testing|automation)$/i.test(t))
    ? `we offer: ${list([...x.technologies])}`
    : `we work with ${list([...x.technologies])}`;

export function serviceTech(s: Subject): Reply {
  const ss = s.services.length > 0 ? s.services : [...services];
  return {
    lead: `${sentence(ss.map((x) => `For ${x.name} ${workedWith(x)}`).join("; "))}`,
    sources: ss.map(serviceSource),
  };
}

/**
 * "How soon will you get back to me?", "when will I hear from you?", "how fast do you respond?":
 * the wait for a reply after a form is sent, not the form's fields or the steps.
 */
export const replyWaitAsked = (t: string) =>
  /\b(how (soon|quickly|fast|long)|when|wait|waiting|until|turnaround|how many (days|hours)|expect)\b/.test(
    t,
  ) &&
  /\b(hear|heard|get back|gets back|getting back|reply|replies|respond|responds|response|responses|get in touch|gets in touch|contact (me|us)|contacts (me|us)|call (me|us)|calls (me|us)|reach out|reaches out|back to (me|us)|decision|(know|find out|told|tell me) (if|whether))\b/.test(
    t,
  );

/**
 * "Who gets back to you faster: the consultation team or admissions?": each wait the site promises,
 * a booking's and an application's, side by side; undefined unless both are named with a reply asked.
 */
export function replyTimes(t: string): Reply | undefined {
  if (
    !/\b(consult\w*|booking|book)\b/.test(t) ||
    !/\b(application|applications|apply|applied|admissions?|enrol\w*)\b/.test(t)
  )
    return undefined;
  if (
    !replyWaitAsked(t) &&
    !/\b(faster|quicker|sooner|fastest|quickest|first)\b.*\b(hear|reply|respond|get back|gets back|back to|contact)\b|\b(hear|reply|respond|get back|gets back|back to|contact)\b.*\b(faster|quicker|sooner|fastest|quickest|first)\b/.test(
      t,
    )
  )
    return undefined;
  const booking =
    sentencesOf(consultationBooking.reply).find((x) => /\breply\b/.test(x)) ?? consultationBooking.reply;
  return {
    lead: `After a consultation booking: ${lowerFirst(booking)} After an application: ${lowerFirst(nextSteps.received ?? "")}`,
    sources: [consultation, faq],
    final: true,
  };
}

export function consultationReply(s?: Subject): Reply {
  // "Once I send the booking form, how soon will you get back to me?": the reply the page promises.
  if (s && replyWaitAsked(s.text) && !/\b(reschedul\w*|cancel\w*|postpone|rebook)\b/.test(s.text)) {
    const reply =
      sentencesOf(consultationBooking.reply).find((x) => /\breply\b/.test(x)) ?? consultationBooking.reply;
    // "What do I fill in to book, and how quickly do you reply?": the booking form's fields too.
    const fields = fieldsAsked.test(s.text) ? formAsked(`consultation ${s.text}`) : undefined;
    return {
      lead: fields ? `${fields.lead} ${reply}` : reply,
      more: [`The call itself is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}.`],
      sources: [consultation],
      final: true,
    };
  }
  // "I booked a consultation but need another time", "can I cancel my booking?": the e-mail's links.
  if (
    s &&
    /\b(reschedul\w*|cancel\w*|move|moving|change|changing|postpone|another time|different time|(different|another|other) (day|date)|rebook|booked|signed up for|can not (make|attend|do))\b/.test(
      s.text,
    )
  ) {
    const cancel =
      /\bcancel\w*\b/.test(s.text) &&
      !/\b(reschedul\w*|another time|different time|rebook|move|change)\b/.test(s.text);
    return {
      lead: `Use the ${cancel ? "cancel" : "reschedule"} link in the e-mail we sent when you booked.`,
      more: [
        sentence(consultationBooking.manage.replace(/^Picked a time\? /, "")),
        `Or call ${site.phones[0].display}.`,
      ],
      sources: [consultation],
      final: true,
    };
  }
  // "How long is the free call?", "who is it with?": the call itself, as the booking page promises it.
  if (
    s &&
    /\b(how long|how many minutes|minutes?|length|duration|who (is it|will i|would i|do i|am i|will it be|is the call)|with whom|who with|who (will|would) (i|we) (talk|speak|meet)|(talk|speak|meet) (to|with) who|salesperson|sales person)\b/.test(
      s.text,
    )
  )
    return {
      lead: `The free consultation is ${sentence(consultationBooking.promises[0]).replace(/^A /, "a ")}`,
      more: [
        `${consultationBooking.promises.slice(1).map(sentence).join(" ")}`
          .replace(/\.\s+A /, "; a ")
          .replace(/^Honest/, "You get honest"),
      ],
      sources: [consultation],
    };
  // "Do I get a quote in writing after the call?": the written proposal the page promises.
  const proposal = consultationBooking.promises.find((p) => /\bproposal\b/i.test(p));
  // "What budget ranges can I pick, and will I get a fixed quote?": the form's ranges, then the quote.
  if (
    s &&
    proposal &&
    /\bbudgets?\b/.test(s.text) &&
    /\b(quote|quotes|quotation|proposal|estimate)\b/.test(s.text)
  )
    return {
      lead: `The booking form asks for a budget range: ${list(
        budgetOptions.map((o) => o.label),
        " or ",
      )}.`,
      more: [`After the free consultation you get ${proposal.replace(/^A /, "a ")}.`],
      sources: [consultation],
      final: true,
    };
  // "Do you quote a fixed price or bill by the hour?": a fixed quote, in the written proposal.
  if (
    s &&
    proposal &&
    /\b(fixed|hourly|by the hour|per hour|an hour|day rate|daily rate|time and materials|per day|set price|one price|flat price|as (you|we) go|keep (on )?(billing|charging))\b/.test(
      s.text,
    )
  )
    return {
      lead: `We quote a fixed price: after the free consultation you get ${proposal.replace(/^A /, "a ")}.`,
      more: [`The call itself is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}.`],
      sources: [consultation],
      final: true,
    };
  if (
    s &&
    proposal &&
    /\b(quote|quotes|quotation|proposal|in writing|written|estimate)\b/.test(s.text) &&
    !/\bhow much\b|\b(cost|costs)\b/.test(s.text)
  )
    return {
      lead: `After the free consultation you get ${proposal.replace(/^A /, "a ")}.`,
      more: [`The call itself is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}.`],
      sources: [consultation],
    };
  // "What budget ranges can I pick?": the booking form's own choices.
  if (s && /\bbudgets?\b/.test(s.text))
    return {
      lead: `The booking form asks for a budget range: ${list(
        budgetOptions.map((o) => o.label),
        " or ",
      )}.`,
      more: [
        "Booking a consultation is free: [book a free consultation](/expertise/book-a-free-consultation) and tell us about your project.",
      ],
      sources: [consultation],
    };
  // "Which services can I choose when booking?", "what's on the booking form?": the form's choices.
  // Not a service named by its name ("how much is the testing service and how do we get started?").
  // Nor the call asked about beside the form ("book a consultation or fill in the contact form?
  // What happens in the consultation?"), nor how it works ("how does the free consultation
  // work"): the call, below.
  const callAsked =
    /\bwhat (\w+ )?(happens|goes on)\b|\bwhat (do|will|would|should) (i|we) (get|expect)\b|\b(consultation|consult|call) (like|about)\b|\bhow (does|do|would|will) (the |a |your |ur |this |that )?(free )?(consultation|consult|call|consultation call|it) (actually |usually |normally |exactly )?(work|works|go|run|happen)\b/.test(
      s?.text ?? "",
    );
  if (
    s &&
    !callAsked &&
    /\b(which services?|what services?|options?|choices?|choose|pick|select|form|fields?|dropdown|ask)\b/.test(
      s.text,
    ) &&
    !/\b(cost|price|free)\b/.test(s.text)
  )
    return {
      lead: `The booking form asks which service you need (${list([...serviceOptions], " or ")}) and your budget range (${list(
        budgetOptions.map((o) => o.label),
        " or ",
      )}), with your project's details.`,
      more: [
        "Booking a consultation is free: [book a free consultation](/expertise/book-a-free-consultation) and tell us about your project.",
      ],
      sources: [consultation],
    };
  // "How long is the call?", "who is it with?", "what happens in it?": the page's promises about the call.
  if (s && (callAsked || /\b(how long|length|minutes?|who|with whom|expect|like)\b/.test(s.text)))
    return {
      lead: `The free consultation is ${consultationBooking.promises[0]!.charAt(0).toLowerCase()}${consultationBooking.promises[0]!.slice(1)}.`,
      more: [
        `${consultationBooking.promises[1]}.`,
        `[Book a free consultation](/expertise/book-a-free-consultation): ${consultationBooking.reply.charAt(0).toLowerCase()}${consultationBooking.reply.slice(1)}`,
      ],
      sources: [consultation],
    };
  return {
    lead: `Booking a consultation is free: [book a free consultation](/expertise/book-a-free-consultation) and tell us about your project.`,
    more: [pages["/expertise/book-a-free-consultation"].description],
    sources: [consultation],
  };
}
