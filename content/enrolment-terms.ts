/**
 * Terms a student agrees to when applying (spec §3, §9): the fee terms and the class timetable.
 * The enrolment form's option list and the chat assistant both read them from here.
 */
export const feeTerms = {
  summary: "The agreed course fee is paid after enrolment, and there is no refund.",
  /** Course prices are not published: they are agreed with each student when they apply. */
  pricing: "The course fee is agreed with you when you apply; contact us for the current fee.",
  href: "/enrol-now",
} as const;

/** Class slots: three hours each, weekday evenings and Saturday midday (spec §3 timeTable). */
export const timetableSlots = [
  "Mon 6PM - 9PM",
  "Tue 6PM - 9PM",
  "Wed 6PM - 9PM",
  "Thu 6PM - 9PM",
  "Fri 6PM - 9PM",
  "Sat 11AM - 2PM",
] as const;

export type TimetableSlot = (typeof timetableSlots)[number];
