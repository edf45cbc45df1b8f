import * as z from "zod/mini";
import { formatOptions } from "#content/options.ts";
import { canonicalProgramName } from "#content/programs.ts";
import { bounds, mustBeTrue, oneOf, personName, prepared, requiredEmail, requiredText } from "./fields.ts";

/**
 * A program by any accepted spelling (its name, slug or an alias staff edit, such as the spec's
 * three spellings of the QA course), stored as its canonical name. The course list is the
 * published programs (issue 32), which only the server knows: the browser checks the field is
 * filled, and the server's `published` variant refuses a program that is not published with the
 * same message (server/leads/course.ts).
 */
export const courseField = (required: string, { published = false } = {}) => {
  const filled = requiredText(required, "Course", bounds.short);
  return prepared(
    (value) => (typeof value === "string" ? (canonicalProgramName(value) ?? value) : value),
    published ? filled.check(z.refine((name) => canonicalProgramName(name) === name, required)) : filled,
  );
};

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

/** The server's outline schema: the course must be a published program (call after reading the store). */
export const publishedOutlineSchema = z.extend(outlineSchema, {
  course: courseField("Course is required", { published: true }),
});
