import * as z from "zod/mini";

/**
 * Building blocks of the public form schemas. Every field reports the spec's message when it is
 * missing (or of the wrong type), and a length message when it is absurdly long: the spec sets no
 * bounds, but nothing unbounded should reach the database or an e-mail.
 *
 * Written with `zod/mini` because these schemas are also the browser's rules on pages that do not
 * hydrate React: the enhancement script loads them on first use, and mini keeps that chunk small
 * (docs/decisions/0023). They are ordinary Zod schemas on the server.
 */

export const INVALID_EMAIL = "Email should be a valid email address";

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function requiredText(required: string, label: string, max = 200) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

/** A required e-mail address, checked for shape unless `format` is false (the contact form). */
export function requiredEmail(required: string, format: false): z.ZodMiniString<string>;
export function requiredEmail(required: string, format?: true): z.ZodMiniType<string, unknown>;
export function requiredEmail(required: string, format = true) {
  const base = z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(254, "Email must be at most 254 characters"));
  return format ? z.pipe(base, z.email(INVALID_EMAIL).check(z.toLowerCase())) : base;
}

/** A checkbox that must be ticked: JSON `true` (form posts are turned into booleans first). */
export function mustBeTrue(message: string) {
  return z.literal(true, { error: message });
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
