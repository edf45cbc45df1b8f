import * as z from "zod/mini";
import { timeTableOptions } from "#content/options.ts";
import { courseField } from "./course-outline.ts";
import { bounds, mustBeTrue, optionalControl, personName, requiredEmail, requiredText } from "./fields.ts";

const INTAKE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Enrolment application (spec §5), on /enrol-now and in the portal. */
export const enrolmentSchema = z.object({
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required"),
  mobile: requiredText("Phone number is required", "Phone number", bounds.phone),
  address: requiredText("Address is required", "Address", bounds.address),
  education: requiredText("Education is required", "Education"),
  institution: requiredText("Institution is required", "Institution"),
  course: courseField("Course is required"),
  enrolmentDate: optionalControl(z.iso.date({ error: "Enrolment date should be a valid date" })),
  timeTable: optionalControl(
    z.enum(timeTableOptions, { error: "Please choose one of the listed class times" }),
  ),
  /** An open intake of the course (issue 14); its dates and class time replace the two above. */
  intakeId: optionalControl(
    z.string().check(z.regex(INTAKE_ID, { error: "Please choose one of the listed intakes" })),
  ),
  accept: mustBeTrue("You'll need to accept the provider's course enrolment terms and conditions"),
  feeTerms: mustBeTrue("You'll need to accept to pay agreed course fee after the enrolment"),
});

export type EnrolmentInput = z.infer<typeof enrolmentSchema>;

/** The server's enrolment schema: the course must be a published program (after reading the store). */
export const publishedEnrolmentSchema = z.extend(enrolmentSchema, {
  course: courseField("Course is required", { published: true }),
});
