import * as z from "zod/mini";

/**
 * The field rules every form schema in forms/ is built from: public forms, portal and back-office
 * alike. A field reports the spec's message when it is missing (or of the wrong type), and a length
 * message when it is absurdly long: the spec sets no bounds, but nothing unbounded should reach
 * the database or an e-mail.
 *
 * Written with `zod/mini` because the public forms' schemas are also the browser's rules on pages
 * that do not hydrate React: the enhancement script loads them on first use, and mini keeps that
 * bundle small (docs/decisions/0023). They are ordinary Zod schemas anywhere, and fit inside a
 * classic `z.object` too.
 */

export const INVALID_EMAIL = "Email should be a valid email address";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/** Bounds of the fields the spec leaves open (docs/decisions/0020). */
export const bounds = { name: 100, phone: 40, email: 254, short: 200, address: 300, long: 5000 } as const;

/**
 * C0 and C1 control characters (CR, LF and tab among them). A single-line field holding one would
 * carry a line break into e-mails and CSV (issue 13, L5: a first name `Enr\r\nBcc: x@evil` put a
 * forged "Bcc:" line in a confirmation). Textareas (requiredParagraph) keep their line breaks.
 * Also the invisible format controls (issue 30): bidirectional overrides, embeddings, isolates
 * and marks, which reorder what staff read in a list or a mail subject ("Sam\u202Egnp.exe"), and
 * zero-width characters, which make two names that look the same differ.
 */
export const CONTROL_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

export const singleLineMessage = (label: string) =>
  `${label} must be a single line without control characters`;

/**
 * Characters that make one e-mail field name several addresses, or a display name and an
 * address, in a To or Reply-To header: separators, angle brackets, quotes, comments, spaces and
 * control characters; and a second '@'. An e-mail field holds exactly one address.
 */
const NOT_ONE_ADDRESS = /[,;<>()"\\[\]\s]|@.*@/;

/** True when `value` could only be read as one bare address. */
export const isSingleAddress = (value: string) =>
  !NOT_ONE_ADDRESS.test(value) && !CONTROL_CHARACTER.test(value);

/** A required textarea: trimmed, non-empty, at most `max` characters; line breaks are the user's own. */
export function requiredParagraph(required: string, label: string, max: number = bounds.short) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

/** A required single-line text field: like requiredParagraph, and no control characters (L5). */
export function requiredText(required: string, label: string, max: number = bounds.short) {
  return requiredParagraph(required, label, max).check(
    z.refine((value) => !CONTROL_CHARACTER.test(value), singleLineMessage(label)),
  );
}

/** First or last name: required, at most 100 characters. */
export const personName = (required: string, label: string) => requiredText(required, label, bounds.name);

/**
 * A required e-mail address, lower-cased. Its shape is checked (with `invalid` as the message)
 * unless `format` is false: the contact form takes any text (spec §5), and sign-in screens only
 * look the address up. The contact form also keeps the address as typed. Unchecked or not, it
 * must be one bare address (it becomes a To or Reply-To header; issue 13, L5).
 */
export function requiredEmail(
  required: string,
  { format = true, invalid = INVALID_EMAIL, lowercase = true } = {},
): z.ZodMiniType<string, unknown> {
  const text = requiredParagraph(required, "Email", bounds.email).check(z.refine(isSingleAddress, invalid));
  if (!format) return lowercase ? text.check(z.toLowerCase()) : text;
  return z.pipe(text, lowercase ? z.email(invalid).check(z.toLowerCase()) : z.email(invalid));
}

/** A password as typed: required, never trimmed (spaces are characters the user chose). */
export function password(required: string) {
  return z.string({ error: required }).check(z.minLength(1, required));
}

/** A password being chosen: required, at least 8 characters (the admin rule of spec §5, for every account). */
export function newPassword(required: string) {
  return z
    .string({ error: required })
    .check(
      z.minLength(1, required),
      z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
      z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    );
}

/**
 * The refinement of a form whose `confirm` field repeats the password in `field`, for
 * `.refine(...passwordsMatch(field, confirm))`: "Passwords must match" under `confirm`.
 */
export function passwordsMatch<K extends string>(field: K, confirm: K) {
  const check = (values: Record<K, unknown>) => values[field] === values[confirm];
  return [check, { message: "Passwords must match", path: [confirm as PropertyKey] }] as [
    typeof check,
    { message: string; path: PropertyKey[] },
  ];
}

/** A checkbox that must be ticked: JSON `true` (form posts are turned into booleans first). */
export function mustBeTrue(message: string) {
  return z.literal(true, { error: message });
}

/** An optional checkbox: "true"/"on" from an HTML form or a boolean from JSON; absent is false. */
export function optionalCheckbox() {
  return z.pipe(
    z.optional(z.union([z.boolean(), z.string()])),
    z.transform((v) => v === true || v === "true" || v === "on"),
  );
}

/** One of a fixed list; an empty or missing value is 'required'. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.enum(values, { error: required });
}

/** Runs `prepare` on the raw value before `schema` checks it (Zod's preprocess, which mini spells as a pipe). */
export function prepared<S extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(prepare), schema);
}

/** An optional control: an empty string or null from an untouched control means 'not given'. */
export function optionalControl<S extends z.ZodMiniType>(schema: S) {
  return prepared((value) => (value === "" || value === null ? undefined : value), z.optional(schema));
}

/** An optional control on an edit form, where emptying it clears the stored value: null. */
export function clearableControl<S extends z.ZodMiniType>(schema: S) {
  return prepared((value) => (value === "" || value === undefined ? null : value), z.nullable(schema));
}
