/**
 * Visiting and contacting: opening hours, address, phones, e-mail, the company's details and history.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { services } from "#content/services.ts";
import { paymentTerms } from "#content/fees.ts";
import { team } from "#content/people.ts";
import { formatAddress, site } from "#content/site.ts";
import { sentencesOf } from "../language.ts";
import {
  bold,
  consultation,
  contact,
  list,
  lowerFirst,
  page,
  type Reply,
  sentence,
  serviceSource,
  type Subject,
  terms,
} from "./base.ts";

export const hoursLine = site.openingHours.map((h) => `${h.days}: ${h.hours}`).join("; ");

export function openingHours(s: Subject): Reply {
  const t = s.text;
  const day = (name: string) => site.openingHours.find((h) => h.days.toLowerCase().includes(name));
  let lead = `We're open ${hoursLine}.`;
  // The day asked about first, then the whole week (which holds the site's own wording).
  if (/\bsundays?\b/.test(t)) lead = "No, we're closed on Sunday.";
  else if (/\b(saturdays?|weekends?)\b/.test(t))
    lead = `Yes, on Saturday we're open ${day("saturday")!.hours}; we're closed on Sunday.`;
  else if (/\b(monday|tuesday|wednesday|thursday|friday|weekday|weekdays)\b/.test(t))
    lead = `On weekdays we're open ${site.openingHours[0].hours}.`;
  return {
    lead,
    more: lead.includes(hoursLine) ? [`Find us at ${formatAddress()}.`] : [`Our hours are ${hoursLine}.`],
    sources: [contact],
  };
}

export function address(): Reply {
  return {
    lead: `We're at ${bold(formatAddress())}.`,
    more: ["Campus classes are taught there, in Sydney.", `We're open ${hoursLine}.`],
    sources: [contact],
  };
}

export const phones = list(
  site.phones.map((p) => `${p.display} (${p.label.toLowerCase()})`),
  " or ",
);

export function phone(): Reply {
  return {
    lead: `Call ${bold(phones)}.`,
    more: [`We answer ${hoursLine}.`, `You can also e-mail ${site.email}.`],
    sources: [contact],
  };
}

export function email(s?: Subject): Reply {
  // "Where do I send an e-mail with a question?": our address is the whole answer, not a privacy
  // sentence about what is sent where.
  const whereToWrite =
    s !== undefined &&
    /\b(where|which address|what address|who)\b.{0,15}\b(i|we) (can |could |should |do )?(send|write)\b/.test(
      s.text,
    ) &&
    !/\b(privacy|personal|data|details|information|shared?|ai|chat)\b/.test(s.text);
  return {
    lead: `E-mail us at ${bold(site.email)}.`,
    more: [`Or call ${phones}.`],
    sources: [contact],
    ...(whereToWrite ? { final: true } : {}),
  };
}

export function contactReply(): Reply {
  return {
    lead: `E-mail ${bold(site.email)}, call ${phones}, or [send us a message](/contact-us).`,
    more: [
      `Visit us at ${formatAddress()}: ${hoursLine}.`,
      "For a project, [book a free consultation](/expertise/book-a-free-consultation).",
    ],
    sources: [contact, consultation],
  };
}

/** "What's your ABN?": the tax number the footer shows, with the legal name it belongs to. */
export function taxNumber(s: Subject): Reply {
  // An employer or a company paying wants the invoice too.
  const paying =
    /\b(invoice|invoices|paying|pay|pays|paid|employer|boss|accounts|finance|payroll|reimburse|reimbursement|fees)\b/.test(
      s.text,
    );
  return {
    lead: `Our tax number is ${bold(site.taxNumber)} (Australian Business Number), for ${site.legalName}.`,
    more: paying
      ? [sentencesOf(paymentTerms.when)[1] ?? paymentTerms.when]
      : [`It is at the bottom of every page.`],
    sources: [contact, ...(paying ? [terms] : [])],
  };
}

/**
 * "Is this legit or a scam?", "are you even a real company?": who we are, as the site states it
 * (legal name, ABN, street address), so the visitor can check; no claim the site does not make.
 */
export function legitimacy(): Reply {
  return {
    lead: `${site.name} is run by ${bold(site.legalName)}, ${site.taxNumber}, at ${bold(formatAddress())}.`,
    more: [`You can call us on ${site.phones[0].display} or visit during opening hours: ${hoursLine}.`],
    sources: [contact, page("/about-us")],
  };
}

/** "How long have you been doing it?": the years the site states, for a service or the company. */
export function history(s: Subject): Reply {
  const years = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty) years\b/;
  const stated = (s.services.length > 0 ? s.services : [...services]).filter((x) =>
    years.test(x.description),
  );
  const director = team[0]!;
  const founder = sentencesOf(director.bio)[0] ?? "";
  if (stated.length > 0)
    return {
      lead: `${sentence(stated.map((x) => `${bold(x.name)}: ${lowerFirst(x.description)}`).join(" "))}`,
      more: [founder],
      sources: [...stated.map(serviceSource), page("/our-people")],
    };
  return { lead: founder, sources: [page("/our-people"), page("/about-us")] };
}
