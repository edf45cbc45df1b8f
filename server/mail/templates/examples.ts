import { budgetValues, serviceOptions, timeTableOptions } from "#content/options.ts";
import type { ConsultationInput } from "#forms/consultation.ts";
import type { EnrolmentInput } from "#forms/enrolment.ts";

/** Data the templates' examples share (tests/unit/mail-templates.test.ts renders them). */

export const exampleConsultation: ConsultationInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "0491 570 110",
  company: "Analytical Engines",
  projectDetails: "A booking system for our workshops.",
  budget: budgetValues[0],
  service: serviceOptions[0],
};

export const exampleEnrolment: EnrolmentInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  mobile: "0491 570 110",
  address: "1 Harbour Street, Sydney",
  education: "Bachelor",
  institution: "University of Sydney",
  course: "Example Program",
  enrolmentDate: "2027-02-02",
  timeTable: timeTableOptions[0],
  accept: true,
  feeTerms: true,
};

export const examplePublicUrl = "https://harbourline.example";

/** The applicant the examples write to. */
export const exampleApplicant = { to: "ada@example.com", firstName: "Ada", course: "Example Program" };

/** A newsletter subscriber's unsubscribe links (one-click and the page). */
export const exampleUnsubscribe = {
  oneClick: `${examplePublicUrl}/api/newsletter/unsubscribe?token=live-token-unsubscribe`,
  page: `${examplePublicUrl}/newsletter/unsubscribe?token=live-token-unsubscribe`,
};
