import { z } from "zod";

/**
 * Building blocks of the form schemas. Every field reports the spec's message when it is missing
 * (or of the wrong type), and a length message when it is absurdly long: the spec sets no bounds,
 * but nothing unbounded should reach the database or an e-mail.
 */

/** Rules the small browser enhancement checks before posting (the server re-checks everything). */
export type ClientRules = Record<string, { required?: string; email?: string; checked?: string }>;

export const INVALID_EMAIL = "Email should be a valid email address";

/**
 * C0 and C1 control characters (CR, LF and tab among them). A single-line field holding one would
 * carry a line break into e-mails and CSV (issue 13, L5: a first name `Enr\r\nBcc: x@evil` put a
 * forged "Bcc:" line in a confirmation). Textareas keep their line breaks.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export const singleLineMessage = (label: string) =>
  `${label} must be a single line without control characters`;

/** Refuses control characters in a single-line field, with a message naming the field. */
export function singleLine<S extends z.ZodType<string>>(schema: S, label: string) {
  return schema.refine((value) => !CONTROL_CHARACTER.test(value), singleLineMessage(label));
}

/**
 * Characters that make one e-mail field name several addresses, or a display name and an
 * address, in a To or Reply-To header: separators, angle brackets, quotes, comments, spaces and
 * control characters; and a second '@'. An e-mail field holds exactly one address.
 */
const NOT_ONE_ADDRESS = /[,;<>()"\\[\]\s]|@.*@/;

/** True when `value` could only be read as one bare address. */
export const isSingleAddress = (value: string) =>
  !NOT_ONE_ADDRESS.test(value) && !CONTROL_CHARACTER.test(value);

/** A required single-line text field: trimmed, non-empty, at most `max` characters, one line. */
export function requiredText(required: string, label: string, max = 200) {
  return singleLine(requiredParagraph(required, label, max), label);
}

/** A required textarea: like requiredText, but line breaks and tabs are the user's own. */
export function requiredParagraph(required: string, label: string, max = 200) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * A required e-mail address, checked for shape unless `format` is false (the contact form, whose
 * spec sets no format rule: there it must still be one address, never a list).
 */
export function requiredEmail(required: string, format = true) {
  const base = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, "Email must be at most 254 characters");
  return format
    ? base.pipe(z.email(INVALID_EMAIL)).transform((s) => s.toLowerCase())
    : base.refine(isSingleAddress, INVALID_EMAIL);
}

/** A checkbox that must be ticked: JSON `true` (form posts are turned into booleans first). */
export function mustBeTrue(message: string) {
  return z.literal(true, { error: message });
}

/** One of a fixed list; an empty or missing value is 'required'. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.enum(values, { error: required });
}
