import { z } from "zod";

/**
 * Building blocks of the form schemas. Every field reports the spec's message when it is missing
 * (or of the wrong type), and a length message when it is absurdly long: the spec sets no bounds,
 * but nothing unbounded should reach the database or an e-mail.
 */

/** Rules the small browser enhancement checks before posting (the server re-checks everything). */
export type ClientRules = Record<string, { required?: string; email?: string; checked?: string }>;

export const INVALID_EMAIL = "Email should be a valid email address";

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(required: string, label: string, max = 200) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A required e-mail address, checked for shape unless `format` is false (the contact form). */
export function requiredEmail(required: string, format = true) {
  const base = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, "Email must be at most 254 characters");
  return format ? base.pipe(z.email(INVALID_EMAIL)).transform((s) => s.toLowerCase()) : base;
}

/** A checkbox that must be ticked: JSON `true` (form posts are turned into booleans first). */
export function mustBeTrue(message: string) {
  return z.literal(true, { error: message });
}

/** One of a fixed list; an empty or missing value is 'required'. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.enum(values, { error: required });
}
