import { z } from "zod";
import { timeTableOptions } from "#content/options.ts";
import { courseField } from "./course-outline.ts";
import { type ClientRules, INVALID_EMAIL, mustBeTrue, requiredEmail, requiredText } from "./fields.ts";

/** Enrolment application (spec §5), on /enrol-now and in the portal. */
export const enrolmentMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  mobile: "Phone number is required",
  address: "Address is required",
  education: "Education is required",
  institution: "Institution is required",
  course: "Course is required",
  enrolmentDate: "Enrolment date should be a valid date",
  timeTable: "Please choose one of the listed class times",
  accept: "You'll need to accept the provider's course enrolment terms and conditions",
  feeTerms: "You'll need to accept to pay agreed course fee after the enrolment",
} as const;

/** Empty strings from an untouched optional control mean 'not given'. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const enrolmentSchema = z.object({
  firstName: requiredText(enrolmentMessages.firstName, "First name", 100),
  lastName: requiredText(enrolmentMessages.lastName, "Last name", 100),
  email: requiredEmail(enrolmentMessages.email),
  mobile: requiredText(enrolmentMessages.mobile, "Phone number", 40),
  address: requiredText(enrolmentMessages.address, "Address", 300),
  education: requiredText(enrolmentMessages.education, "Education", 200),
  institution: requiredText(enrolmentMessages.institution, "Institution", 200),
  course: courseField(enrolmentMessages.course),
  enrolmentDate: z.preprocess(
    blankToUndefined,
    z.iso.date({ error: enrolmentMessages.enrolmentDate }).optional(),
  ),
  timeTable: z.preprocess(
    blankToUndefined,
    z.enum(timeTableOptions, { error: enrolmentMessages.timeTable }).optional(),
  ),
  accept: mustBeTrue(enrolmentMessages.accept),
  feeTerms: mustBeTrue(enrolmentMessages.feeTerms),
});

export type EnrolmentInput = z.infer<typeof enrolmentSchema>;

export const enrolmentRules: ClientRules = {
  firstName: { required: enrolmentMessages.firstName },
  lastName: { required: enrolmentMessages.lastName },
  email: { required: enrolmentMessages.email, email: INVALID_EMAIL },
  mobile: { required: enrolmentMessages.mobile },
  address: { required: enrolmentMessages.address },
  education: { required: enrolmentMessages.education },
  institution: { required: enrolmentMessages.institution },
  course: { required: enrolmentMessages.course },
  accept: { checked: enrolmentMessages.accept },
  feeTerms: { checked: enrolmentMessages.feeTerms },
};
