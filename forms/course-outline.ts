import * as z from "zod/mini";
import { formatOptions } from "#content/options.ts";
import { canonicalProgramName, programNames } from "#content/programs.ts";
import { bounds, mustBeTrue, oneOf, personName, prepared, requiredEmail, requiredText } from "./fields.ts";

/** Accepts the spec's other spellings of a program and stores the canonical name. */
export const courseField = (required: string) =>
  prepared(
    (value) => (typeof value === "string" ? (canonicalProgramName(value) ?? value) : value),
    oneOf(programNames, required),
  );

/** Course outline download (spec §5). */
export const outlineSchema = z.object({
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required"),
  mobile: requiredText("Phone number is required", "Phone number", bounds.phone),
  course: courseField("Course is required"),
  format: oneOf(formatOptions, "Class format is required"),
  agreed: mustBeTrue("You'll need to agree to submit this form"),
});

export type OutlineInput = z.infer<typeof outlineSchema>;
