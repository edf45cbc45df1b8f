import { z } from "zod";
import { canonicalProgramName, programNames } from "#content/programs.ts";
import { personFields, required, requiredLine } from "./fields.ts";

/**
 * The back-office edit forms (spec §5, §7.3), shared by the browser and the server. Option lists
 * come from content/; the QA course's other spellings are accepted and stored canonically.
 */

// The option lists are the public forms' own (content/options.ts); re-exported for the admin pages.
import { budgetOptions, formatOptions, serviceOptions, timeTableOptions } from "#content/options.ts";

export { budgetOptions, formatOptions, serviceOptions, timeTableOptions };

const course = required("Course is required")
  .refine(
    (value) => canonicalProgramName(value) !== undefined,
    `Course must be one of: ${programNames.join(", ")}`,
  )
  .transform((value) => canonicalProgramName(value)!);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));

export const studentEditSchema = z.object(personFields);

export const enrolmentEditSchema = z.object({
  ...personFields,
  mobile: requiredLine("Phone number"),
  address: requiredLine("Address"),
  education: requiredLine("Education"),
  institution: requiredLine("Institution"),
  course,
  enrolmentDate: optionalText.refine(
    (v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v),
    "Enrolment date should be a date",
  ),
  timeTable: optionalText.refine(
    (v) => v === null || (timeTableOptions as readonly string[]).includes(v),
    "Time table must be one of the listed classes",
  ),
});

export const outlineEditSchema = z.object({
  ...personFields,
  mobile: requiredLine("Phone number"),
  course,
  format: z.enum(formatOptions, "Class format is required"),
});

export const consultationEditSchema = z.object({
  ...personFields,
  phone: requiredLine("Phone"),
  company: requiredLine("Company"),
  projectDetails: required("Project details is required"),
  budget: z.enum(
    budgetOptions.map((b) => b.value),
    "Budget is required",
  ),
  service: z.enum(serviceOptions, "Service is required"),
});

export const adminEditSchema = z.object(personFields);
