import { z } from "zod";
import { CONTROL_CHARACTER, isSingleAddress, singleLineMessage } from "../fields.ts";

/**
 * Field rules of the content documents (issue 32): the back-office editor and the content API
 * validate with these. Messages follow the spec's style: "<Field> is required", then what is wrong.
 */

export const contentBounds = { line: 200, paragraph: 2000, markdown: 100_000, list: 100 } as const;

const required = (label: string) => `${label} is required`;

/** A required single line, trimmed. */
export function line(label: string, max: number = contentBounds.line) {
  return z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTER.test(v), singleLineMessage(label));
}

/** An optional single line: missing or empty becomes "". */
export function optionalLine(label: string, max: number = contentBounds.line) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z
      .string(`${label} must be text`)
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine((v) => !CONTROL_CHARACTER.test(v), singleLineMessage(label)),
  );
}

/** Required text that may hold line breaks (plain text or Markdown). */
export function paragraph(label: string, max: number = contentBounds.paragraph) {
  return z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalParagraph(label: string, max: number = contentBounds.paragraph) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`),
  );
}

/** A page address segment: lower-case letters, digits and single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function slug(label = "Slug") {
  return line(label, 100).refine(
    (v) => SLUG.test(v),
    `${label} must be lower-case letters, digits and hyphens, such as data-analytics`,
  );
}

/** "Data Analytics & BI" → "data-analytics-bi". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}

/** A whole number from a number or a numeric string (form posts send strings). */
export function wholeNumber(label: string, { min = 0, max = 1_000_000_000 } = {}) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z
      // A typed word ("twelve") arrives as NaN: it is there, but not a number.
      .number({
        error: (issue) =>
          typeof issue.input === "number" && Number.isNaN(issue.input)
            ? `${label} must be a whole number`
            : `${label} is required`,
      })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
}

/** An optional order number (lists sort by it, then by title); missing is 0. */
export const order = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v) : v),
  z.number("Order must be a whole number").int("Order must be a whole number").min(0).max(100_000),
);

/** A list of single lines; `min` items at least. */
export function lines(
  label: string,
  { min = 0, itemLabel = label, max = contentBounds.list as number } = {},
) {
  const list = z
    .array(line(itemLabel), min > 0 ? required(label) : `${label} must be a list`)
    .max(max, `${label} lists too many items`);
  const checked = min > 0 ? list.min(min, required(label)) : list;
  return min > 0 ? checked : z.preprocess((v) => (v === undefined || v === null ? [] : v), checked);
}

/** A list of paragraphs; optional (missing is an empty list). */
export function paragraphs(label: string, itemLabel = label) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(paragraph(itemLabel), `${label} must be a list`)
      .max(contentBounds.list, `${label} lists too many items`),
  );
}

/** A same-site path ("/contact-us") or an https/mailto/tel link; never javascript: or data:. */
export function href(label: string) {
  return line(label, 500).refine(
    (v) => /^\/(?!\/)/.test(v) || /^(https?:\/\/|mailto:|tel:)/i.test(v),
    `${label} must start with /, https://, mailto: or tel:`,
  );
}

export function optionalHref(label: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : v),
    href(label).optional(),
  );
}

export function email(label = "Email") {
  return line(label, 254)
    .refine(isSingleAddress, `${label} should be a valid email address`)
    .pipe(z.email(`${label} should be a valid email address`));
}

export const calendarDate = (label: string) =>
  line(label, 10).refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    `${label} should be a date: pick one from the calendar`,
  );

/** A link shown after a text: where to read more. */
export const link = z.object(
  { href: href("Link address"), label: line("Link label") },
  "Link must be an object",
);
