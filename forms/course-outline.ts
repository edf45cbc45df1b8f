import { z } from "zod";
import { formatOptions } from "#content/options.ts";
import { canonicalProgramName, programNames } from "#content/programs.ts";
import { type ClientRules, INVALID_EMAIL, mustBeTrue, oneOf, requiredEmail, requiredText } from "./fields.ts";

/** Course outline download (spec §5). */
export const outlineMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  mobile: "Phone number is required",
  course: "Course is required",
  format: "Class format is required",
  agreed: "You'll need to agree to submit this form",
} as const;

/** Accepts the spec's other spellings of a program and stores the canonical name. */
export const courseField = (required: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (canonicalProgramName(value) ?? value) : value),
    oneOf(programNames, required),
  );

export const outlineSchema = z.object({
  firstName: requiredText(outlineMessages.firstName, "First name", 100),
  lastName: requiredText(outlineMessages.lastName, "Last name", 100),
  email: requiredEmail(outlineMessages.email),
  mobile: requiredText(outlineMessages.mobile, "Phone number", 40),
  course: courseField(outlineMessages.course),
  format: oneOf(formatOptions, outlineMessages.format),
  agreed: mustBeTrue(outlineMessages.agreed),
});

export type OutlineInput = z.infer<typeof outlineSchema>;

export const outlineRules: ClientRules = {
  firstName: { required: outlineMessages.firstName },
  lastName: { required: outlineMessages.lastName },
  email: { required: outlineMessages.email, email: INVALID_EMAIL },
  mobile: { required: outlineMessages.mobile },
  course: { required: outlineMessages.course },
  format: { required: outlineMessages.format },
  agreed: { checked: outlineMessages.agreed },
};
