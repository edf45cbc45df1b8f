/**
 * Terms a student agrees to when applying (spec §3, §9): the fee terms, the class timetable and
 * the enrolment terms and conditions shown on /terms. The enrolment form's option list and the
 * chat assistant read them from here.
 */
import type { LegalDocument } from "./documents.ts";
import { feeFacts, paymentTerms, refundTerms } from "./fees.ts";
import { feeTerms as feeTermsText, timeTableOptions } from "./options.ts";
import { programs } from "./programs.ts";
import { formatAddress, site } from "./site.ts";
import { careersSupport, classSchedule, equipment } from "./study.ts";

export const feeTerms = {
  summary: feeTermsText,
  /** The published fees, one sentence (the figures live in fees.ts). */
  pricing: `Course fees: ${programs.map((p) => `${p.name} ${feeFacts(p.slug).total}`).join(", ")}, GST included.`,
  href: "/enrol-now",
} as const;

/** Class slots: three hours each, weekday evenings and Saturday midday (spec §3 timeTable). */
export const timetableSlots = timeTableOptions;

export type TimetableSlot = (typeof timetableSlots)[number];

/** The enrolment terms and conditions the application form's first checkbox accepts. */
export const enrolmentTerms: LegalDocument = {
  title: "Enrolment terms and conditions",
  updated: "2026-11-23",
  intro: `These terms apply when you apply for and enrol in a training program with ${site.legalName}, ${site.taxNumber}, ${formatAddress()}. Ticking “I accept ${site.name}'s course enrolment terms and conditions” on the application form means you have read them and agree to them.`,
  sections: [
    {
      id: "applying",
      heading: "Applying",
      paragraphs: [
        "Applying is free and does not commit you to anything. We e-mail you when we receive your application, review it, and contact you about a start date and class time.",
        "We may offer you a place, put you on a waiting list when a class is full, or decline an application, for example when the course does not suit the goals you describe. We tell you which by e-mail.",
      ],
    },
    {
      id: "enrolment",
      heading: "Enrolment",
      paragraphs: [
        "You are enrolled when you accept the place we offer you. Your place is for the course, intake and class time named in the offer.",
      ],
    },
    {
      id: "fees",
      heading: "Fees and payment",
      paragraphs: [paymentTerms.when, paymentTerms.options, paymentTerms.methods, paymentTerms.currency],
      list: programs.map((p) => {
        const fee = feeFacts(p.slug);
        return `${p.name} (${p.duration.toLowerCase()}): ${fee.total}, ${fee.instalments}`;
      }),
    },
    {
      id: "refunds",
      heading: "No refunds",
      paragraphs: [refundTerms.summary, refundTerms.detail, refundTerms.law],
    },
    {
      id: "classes",
      heading: "Classes and attendance",
      paragraphs: [
        classSchedule.summary,
        "You can move to another class time of your course when that class has room; ask us by e-mail.",
        `If you miss a class: ${classSchedule.missedClass}`,
        "To receive the certificate of completion, hand in the course's projects.",
      ],
    },
    {
      id: "equipment",
      heading: "Equipment",
      paragraphs: [equipment.summary, equipment.software],
      list: [...equipment.requirements],
    },
    {
      id: "changes",
      heading: "Changes we may make",
      paragraphs: [
        "We may change an instructor, the order of topics or the classroom, and tell you as early as we can.",
        "If we have to move an intake's start date or a class time, we tell you at least two weeks ahead whenever we can and offer you another class time or intake.",
      ],
    },
    {
      id: "conduct",
      heading: "Respect in class",
      paragraphs: [
        "Treat classmates and staff with respect and hand in your own work. We may end the enrolment of a student who harasses others or repeatedly submits someone else's work, after hearing their side.",
      ],
    },
    {
      id: "certificate",
      heading: "Certificate and careers support",
      paragraphs: [careersSupport.certificate, careersSupport.summary, careersSupport.honesty],
    },
    {
      id: "privacy",
      heading: "Your personal information",
      paragraphs: [
        "We use the details in your application to assess it, arrange your place, invoice you and keep your enrolment records. Our privacy policy says what we collect, how long we keep it and how to see or delete it.",
      ],
      links: [{ href: "/privacy", label: "Read the privacy policy" }],
    },
    {
      id: "contact",
      heading: "Questions and complaints",
      paragraphs: [
        `Ask us anything about these terms before you apply: e-mail ${site.email} or call ${site.phones[0].display}. If something goes wrong, tell us and we will try to put it right.`,
        "These terms are governed by the law of New South Wales.",
      ],
      links: [{ href: "/contact-us", label: "Contact us" }],
    },
  ],
};
