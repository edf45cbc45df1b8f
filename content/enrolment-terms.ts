/**
 * Terms a student agrees to when applying (spec §3, §9): the fee terms and the class timetable.
 * The enrolment form's option list and the chat assistant both read them from here.
 */
import { feeTerms as feeTermsText, timeTableOptions } from "./options.ts";

export const feeTerms = {
  summary: feeTermsText,
  /** Course prices are not published: they are agreed with each student when they apply. */
  pricing: "The course fee is agreed with you when you apply; contact us for the current fee.",
  href: "/enrol-now",
} as const;

/** Class slots: three hours each, weekday evenings and Saturday midday (spec §3 timeTable). */
export const timetableSlots = timeTableOptions;

export type TimetableSlot = (typeof timetableSlots)[number];
