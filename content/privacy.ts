/**
 * The privacy policy on /privacy, written to the Australian Privacy Principles (APPs). What each
 * form collects matches its Zod schema in forms/; the automatic periods (IP addresses, cookies,
 * sign-in sessions) match the server's constants, and tests/unit/privacy-facts.test.ts keeps
 * them in step.
 */
import type { LegalDocument } from "./documents.ts";
import { site } from "./site.ts";

/** One place where the site asks for personal information. */
export interface CollectionPoint {
  source: string;
  where: string;
  collects: string[];
  why: string;
}

/** Periods the software enforces by itself. */
export const automaticPeriods = {
  /** A chat visitor's IP address is erased after this many days (server/visitors/visitors.ts). */
  visitorIpDays: 30,
  /** The visitor cookie's lifetime (server/api/ai-chat.ts). */
  visitorCookieDays: 365,
  /** A sign-in without "Remember me" lasts this long (server/accounts/sessions.ts). */
  sessionHours: 12,
  /** A sign-in with "Remember me" lasts this long. */
  rememberedSessionDays: 30,
} as const;

/**
 * The policy's three tables. One object rather than three exported lists: the chat assistant's
 * corpus turns every exported list of records into passages, and these rows (which mean little
 * out of their table) outranked better answers in its evaluation.
 */
export const privacyTables: {
  collectionPoints: CollectionPoint[];
  cookies: { name: string; purpose: string; lasts: string }[];
  retention: { records: string; kept: string }[];
} = {
  collectionPoints: [
    {
      source: "Contact form",
      where: "Contact us page",
      collects: ["first and last name", "e-mail address", "phone number", "your message"],
      why: "To answer your enquiry.",
    },
    {
      source: "Course outline form",
      where: "Each training program page",
      collects: [
        "first and last name",
        "e-mail address",
        "phone number",
        "the course and class format you chose",
        "your agreement to be contacted",
      ],
      why: "To e-mail you the outline and contact you about that course.",
    },
    {
      source: "Newsletter signup",
      where: "Program pages and the footer of every page",
      collects: ["e-mail address"],
      why: "To send the newsletter. Every newsletter e-mail has an unsubscribe link.",
    },
    {
      source: "Consultation booking",
      where: "Book a free consultation page",
      collects: [
        "first and last name",
        "e-mail address",
        "phone number",
        "company",
        "project details",
        "budget range",
        "the service you are interested in",
      ],
      why: "To prepare your free consultation and a quote.",
    },
    {
      source: "Enrolment application",
      where: "Enrol now page and the student portal",
      collects: [
        "first and last name",
        "e-mail address",
        "phone number",
        "residential address",
        "highest education",
        "college or university",
        "course, preferred start date and class time",
        "that you accepted the enrolment terms and the fee terms",
      ],
      why: "To assess your application, arrange your place, invoice you and keep your enrolment records.",
    },
    {
      source: "Student portal account",
      where: "Student portal sign-up",
      collects: [
        "first and last name",
        "e-mail address",
        "password, stored only as a one-way hash that nobody can read back",
      ],
      why: "To sign you in and show you your applications.",
    },
    {
      source: "Chat assistant",
      where: "The “Ask a question” button on every public page",
      collects: [
        "your questions and the assistant's answers",
        "your name, e-mail address and phone number, only if you choose to give them",
        "your device's IP address and browser description",
      ],
      why: "To answer your questions, let a person follow up when you ask, and protect the chat from abuse.",
    },
  ],
  /** The cookies the site sets (spec §9): none for advertising or analytics. */
  cookies: [
    {
      name: "visitor",
      purpose:
        "A random identifier that links your chat messages together. Set when you first open the chat.",
      lasts: `${automaticPeriods.visitorCookieDays} days`,
    },
    {
      name: "portalToken",
      purpose: "Keeps a student signed in to the student portal. Set when you sign in or sign up.",
      lasts: `Until you close the browser or log out, at most ${automaticPeriods.sessionHours} hours; ${automaticPeriods.rememberedSessionDays} days if you tick “Remember me”`,
    },
    {
      name: "adminToken",
      purpose: "Keeps a member of staff signed in to the back-office. Only staff receive it.",
      lasts: `Until the browser closes or they log out, at most ${automaticPeriods.sessionHours} hours; ${automaticPeriods.rememberedSessionDays} days with “Remember me”`,
    },
  ],
  /** How long each kind of record is kept. */
  retention: [
    {
      records: "IP addresses of chat visitors",
      kept: `Erased automatically after ${automaticPeriods.visitorIpDays} days.`,
    },
    {
      records: "Contact messages, outline requests, consultation bookings and chats",
      kept: "As long as we need them to answer and follow up, and no longer than two years after our last contact with you.",
    },
    {
      records: "Applications that do not lead to enrolment",
      kept: "Up to two years, so we can tell you about later intakes if you asked us to.",
    },
    {
      records: "Enrolment and payment records",
      kept: "Seven years after your course ends, because they are financial and education records.",
    },
    {
      records: "Newsletter subscription",
      kept: "Until you unsubscribe. After that we keep only your address marked as unsubscribed, so we never e-mail you by mistake; ask us and we delete it.",
    },
    {
      records: "Student portal account",
      kept: "Until you ask us to close it.",
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy policy",
  updated: "2026-11-23",
  intro: `${site.legalName} (“we”) handles personal information in line with the Australian Privacy Principles in the Privacy Act 1988 (Cth). This policy says what we collect on this website, why, who sees it, how long we keep it, and how you can see, correct or delete it.`,
  sections: [
    {
      id: "collect",
      heading: "What we collect, form by form",
      paragraphs: [
        "We collect only what you type into a form or the chat, plus the technical details listed below. You can ask us questions without giving your name: call us, or use the chat without entering your details.",
      ],
    },
    {
      id: "automatic",
      heading: "What is collected automatically",
      paragraphs: [
        "Your device's IP address is used to limit how often one address can send a form or a chat message, which keeps spam out. Counters that hold it are deleted once they expire.",
        "The chat records the IP address and browser description of a visitor so staff can recognise abuse; the IP address is erased after 30 days.",
        "We use no advertising or analytics cookies and no third-party trackers.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "The site sets three cookies, each only when you use the feature that needs it. Without them the chat cannot remember your conversation and you cannot stay signed in; everything else works.",
        "We use no advertising or analytics cookies and no third-party trackers.",
      ],
    },
    {
      id: "use",
      heading: "How we use and share it",
      paragraphs: [
        "Only our staff read what you send us, and only for the reason you gave it. We do not sell personal information or give it to others for their marketing.",
        "Service providers process it on our behalf: our web host and our e-mail delivery service. If we connect the chat to an external AI service, the text of your question is sent to that service to write the answer; your name, e-mail address and phone number are not.",
        "If a service provider stores information outside Australia, we take reasonable steps to make sure it is handled in line with the Australian Privacy Principles.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: ["When a period below ends, we delete the records or remove what identifies you."],
    },
    {
      id: "security",
      heading: "Keeping it safe",
      paragraphs: [
        "Staff must sign in to see any record, and every change they make is logged. Passwords are stored only as one-way hashes, and the live site is served over HTTPS.",
      ],
    },
    {
      id: "access",
      heading: "Seeing, correcting or deleting your information",
      paragraphs: [
        `You can ask to see the personal information we hold about you, to correct it, or to delete it. E-mail ${site.email}, call ${site.phones[0].display}, or use the contact form, and tell us which e-mail address or phone number you used. We may ask you to confirm who you are.`,
        "We answer within 30 days, free of charge. We delete what you ask us to unless the law requires us to keep it (for example, enrolment and payment records); if so, we tell you what we keep and why.",
      ],
      links: [{ href: "/contact-us", label: "Contact us" }],
    },
    {
      id: "complaints",
      heading: "Complaints",
      paragraphs: [
        "If you think we have mishandled your personal information, tell us first using the contact details above; we reply within 30 days.",
        "If you are not satisfied with our reply, you can complain to the Office of the Australian Information Commissioner (OAIC) at oaic.gov.au or on 1300 363 992.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update the date at the top of this page. We do not use information you gave us in a new way without telling you first.",
      ],
    },
  ],
};
