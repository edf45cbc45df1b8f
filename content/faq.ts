/**
 * The questions prospective students ask, answered from the same typed content the program pages,
 * the terms and the privacy policy show (so a fee or a class time changes in one place).
 * Shown on /faq, grouped. Exported as an object, not a list of records: the chat assistant's
 * corpus indexes every exported list by itself, and these answers (which restate facts it already
 * indexes from their own modules) outranked the program-specific passages in its evaluation.
 */
import { nextSteps } from "./application-next-steps.ts";
import { feeFacts, paymentTerms, refundTerms } from "./fees.ts";
import { programDetails } from "./program-details.ts";
import { programGuides } from "./program-guide.ts";
import { programs } from "./programs.ts";
import { formatAddress, site } from "./site.ts";
import { careersSupport, classSchedule, equipment } from "./study.ts";

/** The page's groups, in order. */
export const faqGroups = {
  choosing: "Choosing a program",
  timetable: "Timetable and study",
  fees: "Fees, payment and refunds",
  equipment: "Equipment",
  careers: "Careers support",
  applying: "Applying",
  visiting: "Visiting and contacting us",
  privacy: "Your information",
} as const;

const groups = faqGroups;

export type FaqGroupId = keyof typeof groups;

export interface Faq {
  group: FaqGroupId;
  question: string;
  answer: string;
  /**
   * The answer as the content store's seed writes it, with placeholders for the facts it repeats
   * (server/content/faq-text.ts), so they follow the fields that hold them (issue 32).
   */
  template?: string;
  /** Where to read more; shown after the answer. */
  link?: { href: string; label: string };
  /**
   * Other words people ask it with: not shown on /faq; the chat assistant matches a question
   * against them as well as against the question (staff add more in the back-office).
   */
  phrasings?: string[];
}

const list = (items: string[], lastJoin = " and ", join = ", ") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(join)}${lastJoin}${items.at(-1)}`;
/** Lower-cases a sentence's first letter to continue another sentence, but leaves "CV" or "SQL" alone. */
const lower = (text: string) => (/^.[a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export const nextIntakeQuestion = "When does the next intake start?";

/**
 * The answer to "When does the next intake start?" from each program's "next session" text (its
 * page slug → "Next intake starts Monday 2 February 2027" or "TBA"). The FAQ page passes the next
 * open intakes (issue 14); the content files' texts stand in elsewhere.
 */
export function nextIntakeAnswer(sessions: Record<string, string>): string {
  return programs
    .map((p) => {
      const session = sessions[p.slug] ?? "TBA";
      return session === "TBA" ? `${p.name}: not announced yet (TBA).` : `${p.name}: ${lower(session)}.`;
    })
    .join(" ");
}
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const programQuestions: Faq[] = programs.flatMap((p) => {
  const guide = programGuides[p.slug];
  return [
    {
      group: "choosing",
      question: `Who is the ${p.name} course for?`,
      // The items contain commas and "and" themselves, so they are joined with semicolons.
      answer: `${sentence(guide.suits[0]!)} It also suits ${list(guide.suits.slice(1).map(lower), "; and ", "; ")}.`,
      link: { href: `${p.href}#suits`, label: `Who ${p.name} suits` },
    },
    {
      group: "choosing",
      question: `What do I need before starting ${p.name}?`,
      answer: `${guide.prerequisites.map(sentence).join(" ")}`,
      link: { href: `${p.href}#suits`, label: "Prerequisites" },
    },
  ] satisfies Faq[];
});

const durations = programs.map((p) => `${p.name} takes ${p.duration.toLowerCase()}`);
const online = programs.filter((p) => programGuides[p.slug].modes.online);

const questions: Faq[] = [
  ...programQuestions,
  {
    group: "choosing",
    question: "How long are the courses?",
    answer: `${list(durations)}.`,
    template: "{durations}.",
  },
  {
    group: "choosing",
    question: "Can I study online?",
    answer: `Yes, ${list(online.map((p) => p.name))}. ${programs.map((p) => `${p.name}: ${lower(programGuides[p.slug].modes.detail)}`).join(" ")}`,
    template: "Yes, {online-programs}. {study-modes}",
  },
  {
    group: "timetable",
    question: "When are classes, and how long is each class?",
    answer: `${classSchedule.summary} The class times are ${list([...classSchedule.slots])}.`,
    phrasings: [
      "What days and times are the classes on?",
      "What time do the evening classes start and finish?",
      "Are there classes on the weekend?",
      "Which class times can I choose from?",
    ],
  },
  {
    group: "timetable",
    question: "What does a week look like?",
    answer: `A three-hour class with your instructor, then project work at your own pace: plan for ${programGuides["full-stack-development"].selfStudy} a week on full stack and ${programGuides["qa-and-software-testing"].selfStudy} on the other courses. Before the next class you hand in the week's work and get written feedback on it.`,
    link: { href: "/training-programs/full-stack-development#schedule", label: "A week in each course" },
  },
  {
    group: "timetable",
    question: "Can I keep working full time?",
    answer: classSchedule.keepWorking,
  },
  {
    group: "timetable",
    question: "What if I miss a class?",
    answer: classSchedule.missedClass,
  },
  {
    group: "fees",
    question: "How much does each course cost?",
    answer: `${programs.map((p) => `${p.name}: ${feeFacts(p.slug).total} (${feeFacts(p.slug).instalments})`).join("; ")}. ${paymentTerms.currency}`,
    template: `{fees}. ${paymentTerms.currency}`,
    link: { href: "/terms#fees", label: "Fees and payment terms" },
  },
  {
    group: "fees",
    question: "When do I pay, and can I pay in instalments?",
    answer: `${paymentTerms.applying} ${paymentTerms.when} ${paymentTerms.options} ${paymentTerms.methods}`,
    link: { href: "/terms#fees", label: "Fees and payment terms" },
    phrasings: ["Is applying free?"],
  },
  {
    group: "fees",
    question: "Can I get a refund?",
    answer: `No. ${refundTerms.summary} ${refundTerms.detail} ${refundTerms.law}`,
    link: { href: "/terms#refunds", label: "Refund terms" },
  },
  {
    group: "fees",
    question: "Can I get a loan or finance for the fee?",
    answer: `No. We do not lend money or arrange finance, and as we are not a registered training organisation our courses are not eligible for government loans such as VET Student Loans. You can split the fee into monthly instalments instead.`,
    link: { href: "/terms#fees", label: "Fees and payment terms" },
    phrasings: [
      "Do you offer student loans or finance?",
      "Can I pay with a VET student loan or a government loan?",
    ],
  },
  {
    group: "equipment",
    question: "Do I need my own laptop? Do you provide one?",
    answer: `Yes. ${equipment.summary} ${equipment.software}`,
  },
  {
    group: "equipment",
    question: "What kind of laptop do I need?",
    answer:
      `${list(equipment.requirements.map(lower))}. ${programGuides["data-analytics"].equipmentNote ?? ""}`.trim(),
  },
  {
    group: "careers",
    question: "Do you help me find a job?",
    answer: `Yes. ${careersSupport.services.map((s) => `${s.name}. ${sentence(s.description)}`).join(" ")} ${careersSupport.summary}`,
  },
  {
    group: "careers",
    question: "Do you guarantee a job, or publish placement rates?",
    answer: `No. ${careersSupport.honesty}`,
  },
  {
    group: "careers",
    question: "Is the certificate an accredited qualification?",
    answer: `No. ${careersSupport.certificate}`,
  },
  {
    group: "applying",
    question: "How do I apply?",
    answer: `Fill in the application form: your details, the course, a preferred start date and a class time. ${paymentTerms.applying} We e-mail you a confirmation and an advisor contacts you about the next steps.`,
    link: { href: "/enrol-now", label: "Start your application" },
  },
  {
    group: "applying",
    question: "Can I try a class before I enrol?",
    answer: `No, we do not run free trial or taster classes. ${paymentTerms.applying} Each course page shows what a week looks like, what the course covers and who it suits, and an advisor answers your questions after you apply.`,
    phrasings: [
      "Do you offer a free trial class?",
      "Can I sit in on a lesson before I pay?",
      "Is there a taster or demo class?",
      "Can I test the course out first before committing?",
    ],
  },
  {
    group: "applying",
    question: "Can you sponsor a student visa?",
    answer:
      "No. We are not a registered training organisation, so we cannot sponsor a student visa or issue the confirmation of enrolment (CoE) that a student visa needs. To ask about your own situation, send us a message.",
    link: { href: "/contact-us", label: "Contact us" },
    phrasings: [
      "Do you sponsor student visas?",
      "Can I get a student visa by enrolling with you?",
      "Can international students from overseas come on a student visa?",
      "Can you issue a CoE for immigration?",
    ],
  },
  {
    group: "applying",
    question: "What happens after I apply, and how long until I hear back?",
    answer: `We e-mail you a confirmation straight away. ${nextSteps.received ?? ""} A decision usually comes within a week, and you are enrolled when you accept the place we offer you.`,
    link: { href: "/terms", label: "Enrolment terms and conditions" },
    phrasings: [
      "Who reviews my application?",
      "Does a real person check what I submit, or is it automated?",
      "Do I get a confirmation e-mail when I send my application?",
      "What are the next steps after I submit my application?",
    ],
  },
  {
    group: "applying",
    question: nextIntakeQuestion,
    answer: nextIntakeAnswer(
      Object.fromEntries(programs.map((p) => [p.slug, programDetails[p.slug].upcomingSession])),
    ),
    template: "{next-intake}",
  },
  {
    group: "applying",
    question: "What am I agreeing to when I apply?",
    answer:
      "The enrolment terms and conditions, and that the course fee is paid after enrolment with no refund. Read them before you apply.",
    link: { href: "/terms", label: "Enrolment terms and conditions" },
    phrasings: ["What do the tick boxes on the application form mean?"],
  },
  {
    group: "applying",
    question: "Can I follow my application online?",
    answer:
      "Yes: create a student portal account with the e-mail address you applied with and confirm that address: your dashboard then lists your applications, their status and what happens next. An application cannot be changed once it is sent: to update one, submit a new application. If you forget your password, choose “Forgot password” on the portal sign-in page and we e-mail you a reset link.",
    link: { href: "/portal/sign-in", label: "Student portal" },
    phrasings: [
      "Can I check the status of my application online?",
      "Can I log in to check how my application is going?",
      "Can I correct a mistake in my application?",
      "Can I correct the wrong details in my application?",
    ],
  },
  {
    group: "visiting",
    question: "When are you open? Can I visit on a weekend?",
    answer: `${site.openingHours.map((h) => `${h.days}: ${h.hours}`).join("; ")}. Saturday visits are welcome; we are closed on Sunday.`,
    template: "{opening-hours}. Saturday visits are welcome; we are closed on Sunday.",
    link: { href: "/contact-us", label: "Contact details" },
  },
  {
    group: "visiting",
    question: "Do you have other campuses?",
    answer: `No, we have one campus: ${formatAddress()}. Every campus class is taught there; a course with an online option can be joined from anywhere.`,
    template:
      "No, we have one campus: {address}. Every campus class is taught there; a course with an online option can be joined from anywhere.",
    link: { href: "/contact-us", label: "Contact details" },
    phrasings: [
      "Do you have a campus in another city, like Melbourne, Brisbane or Perth?",
      "Do you have other locations or branches?",
    ],
  },
  {
    group: "visiting",
    question: "Is there parking?",
    answer: `We have no parking of our own for students or visitors. The campus is at ${formatAddress()}.`,
    template: "We have no parking of our own for students or visitors. The campus is at {address}.",
    link: { href: "/contact-us", label: "Contact details" },
    phrasings: [
      "Is there parking near your office?",
      "Where can I park?",
      "Is there a carpark for students?",
    ],
  },
  {
    group: "visiting",
    question: "Where are you, and how do I get in touch?",
    answer: `${formatAddress()}. Call ${list(
      site.phones.map((p) => p.display),
      " or ",
    )}, e-mail ${site.email}, or send a message from the contact page.`,
    template: "{address}. Call {phones}, e-mail {email}, or send a message from the contact page.",
    link: { href: "/contact-us", label: "Contact us" },
  },
  {
    group: "privacy",
    question: "What do you do with my details?",
    answer:
      "We use what you type into a form only for the reason you gave it, never sell it, and keep it only as long as the privacy policy says.",
    link: { href: "/privacy", label: "Privacy policy" },
  },
  {
    group: "privacy",
    question: "How do I see or delete the information you hold about me?",
    answer: `E-mail ${site.email}, call ${site.phones[0].display} or use the contact form. We answer within 30 days, free of charge.`,
    template:
      "E-mail {email}, call {phone} or use the contact form. We answer within 30 days, free of charge.",
    link: { href: "/privacy#access", label: "Your privacy rights" },
  },
];

/** /faq: the questions by group, in the order of `groups`. */
export const faqPage = {
  groups: (Object.keys(groups) as FaqGroupId[]).map((id) => ({
    id,
    heading: groups[id],
    faqs: questions.filter((q) => q.group === id),
  })),
};
