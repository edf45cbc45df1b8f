import { type ContentType, markdownFields } from "./schemas.ts";

/**
 * The back-office editor's form for each content type (issue 32), written against the type's
 * schema in ./schemas.ts, which validates what the form posts on the server. The form shows the
 * fields staff change week to week; the nested ones it does not show (a program's features and
 * guide, a page's numbered sections, a person's drawn portrait, the site's other phones and
 * socials) are kept as they are on every save and stay editable through the content API.
 *
 * Kinds:
 * - `line`, `paragraph`, `markdown`, `date`, `number`, `select`: one value;
 * - `lines`: a list of single lines (repeatable inputs; without JavaScript a textarea, one item per line);
 * - `hours`: the site's opening hours, rows of {days, opens, closes};
 * - `image`: an uploaded image's address (with an upload button) and its alt text field.
 * A dotted name (`address.street`, `link.href`) is a field of an object field.
 */
export type EditorField =
  | {
      kind: "line" | "paragraph" | "markdown" | "date";
      name: string;
      label: string;
      required?: boolean;
      hint?: string;
    }
  | { kind: "number"; name: string; label: string; required?: boolean; hint?: string }
  | {
      kind: "select";
      name: string;
      label: string;
      options: readonly string[];
      required?: boolean;
      hint?: string;
    }
  | { kind: "lines"; name: string; label: string; itemLabel: string; required?: boolean; hint?: string }
  | { kind: "hours"; name: "openingHours"; label: string; required: true; hint?: string }
  | { kind: "image"; name: string; alt: string; label: string; altLabel: string; hint?: string };

const order: EditorField = {
  kind: "number",
  name: "order",
  label: "Order",
  hint: "Position in lists and menus: lower numbers first.",
};
const seo: EditorField[] = [
  { kind: "line", name: "seoTitle", label: "Page title", hint: "The browser tab and search result title." },
  { kind: "line", name: "seoDescription", label: "Meta description" },
];
const slugHint = "Lower-case letters, digits and hyphens: the last part of the page's address.";

export const editorFields: Record<ContentType, readonly EditorField[]> = {
  site: [
    { kind: "line", name: "name", label: "Name", required: true },
    { kind: "line", name: "legalName", label: "Legal name" },
    { kind: "line", name: "tagline", label: "Tagline" },
    { kind: "line", name: "email", label: "Email", required: true },
    {
      kind: "line",
      name: "phone",
      label: "Phone",
      required: true,
      hint: "As people dial it, e.g. (02) 5550 1234.",
    },
    { kind: "line", name: "phoneLabel", label: "Phone label" },
    { kind: "line", name: "address.suite", label: "Suite" },
    { kind: "line", name: "address.level", label: "Level" },
    { kind: "line", name: "address.street", label: "Street" },
    { kind: "line", name: "address.suburb", label: "Suburb" },
    { kind: "line", name: "address.state", label: "State" },
    { kind: "line", name: "address.postcode", label: "Postcode" },
    { kind: "line", name: "taxNumber", label: "Tax number" },
    {
      kind: "hours",
      name: "openingHours",
      label: "Opening hours",
      required: true,
      hint: "Times on the 24-hour clock, such as 09:00 or 17:30, or closed in both columns.",
    },
  ],
  program: [
    { kind: "line", name: "name", label: "Name", required: true },
    { kind: "line", name: "slug", label: "Slug", required: true, hint: slugHint },
    { kind: "paragraph", name: "summary", label: "Summary", required: true },
    {
      kind: "line",
      name: "studyMode",
      label: "Study mode",
      required: true,
      hint: "As the catalogue says it, e.g. On Campus or Online.",
    },
    { kind: "number", name: "durationWeeks", label: "Duration in weeks", required: true },
    {
      kind: "number",
      name: "feeAud",
      label: "Fee",
      required: true,
      hint: "Whole Australian dollars, GST included.",
    },
    {
      kind: "number",
      name: "instalments",
      label: "Instalments",
      required: true,
      hint: "1 means paid in full.",
    },
    { kind: "lines", name: "topics", label: "Topics", itemLabel: "Topic", required: true },
    {
      kind: "lines",
      name: "aliases",
      label: "Aliases",
      itemLabel: "Alias",
      hint: "Other spellings accepted in forms.",
    },
    { kind: "line", name: "courseType", label: "Course type" },
    { kind: "select", name: "outlineFormat", label: "Outline format", options: ["Online", "Face-to-face"] },
    {
      kind: "line",
      name: "upcomingSession",
      label: "Upcoming session",
      hint: "Shown until an intake is open, e.g. TBA.",
    },
    { kind: "line", name: "instructor", label: "Instructor", hint: "A person's name, as on their document." },
    { kind: "paragraph", name: "instructorIntro", label: "Instructor introduction" },
    { kind: "line", name: "heroTitle", label: "Hero title" },
    { kind: "paragraph", name: "heroText", label: "Hero text" },
    { kind: "paragraph", name: "overviewIntro", label: "Overview introduction" },
    {
      kind: "image",
      name: "banner.src",
      alt: "banner.alt",
      label: "Banner image",
      altLabel: "Banner alt text",
    },
    order,
    ...seo,
  ],
  service: [
    { kind: "line", name: "name", label: "Name", required: true },
    { kind: "line", name: "slug", label: "Slug", hint: `${slugHint} Made from the name when empty.` },
    { kind: "paragraph", name: "description", label: "Description" },
    {
      kind: "number",
      name: "startingRateAud",
      label: "Starting rate",
      required: true,
      hint: "Whole Australian dollars.",
    },
    { kind: "lines", name: "technologies", label: "Technologies", itemLabel: "Technology", required: true },
    order,
    ...seo,
  ],
  person: [
    { kind: "line", name: "name", label: "Name", required: true },
    { kind: "line", name: "role", label: "Role", required: true },
    { kind: "paragraph", name: "bio", label: "Bio", required: true },
    {
      kind: "select",
      name: "kind",
      label: "Kind",
      options: ["team", "instructor"],
      hint: "Team members show on Our People; instructors where a program names them.",
    },
    { kind: "line", name: "linkedinUrl", label: "LinkedIn link" },
    { kind: "image", name: "image", alt: "imageAlt", label: "Photo", altLabel: "Photo alt text" },
    order,
  ],
  testimonial: [
    { kind: "paragraph", name: "body", label: "Quote", required: true },
    { kind: "line", name: "authorName", label: "Author name", required: true },
    { kind: "line", name: "authorHandle", label: "Author handle" },
    {
      kind: "line",
      name: "program",
      label: "Program",
      required: true,
      hint: "The program's name as the student took it.",
    },
    order,
  ],
  faq: [
    { kind: "line", name: "question", label: "Question", required: true },
    { kind: "markdown", name: "answer", label: "Answer", required: true },
    {
      kind: "lines",
      name: "phrasings",
      label: "Phrasings",
      itemLabel: "Phrasing",
      hint: "Other ways people ask it; the chat assistant matches them too.",
    },
    {
      kind: "line",
      name: "topic",
      label: "Topic",
      hint: "The group heading on the FAQ page; General when empty.",
    },
    { kind: "line", name: "link.href", label: "Read more link" },
    { kind: "line", name: "link.label", label: "Read more label" },
    order,
  ],
  post: [
    { kind: "line", name: "title", label: "Title", required: true },
    { kind: "line", name: "slug", label: "Slug", hint: `${slugHint} Made from the title when empty.` },
    { kind: "date", name: "date", label: "Date", required: true },
    { kind: "line", name: "description", label: "Description", required: true },
    { kind: "line", name: "author", label: "Author" },
    { kind: "markdown", name: "body", label: "Body", required: true },
  ],
  page: [
    { kind: "line", name: "title", label: "Title", required: true },
    { kind: "line", name: "slug", label: "Slug", required: true, hint: slugHint },
    { kind: "line", name: "description", label: "Description", hint: "The meta description." },
    { kind: "date", name: "updated", label: "Updated", required: true },
    { kind: "paragraph", name: "intro", label: "Introduction" },
    {
      kind: "markdown",
      name: "body",
      label: "Body",
      hint: "For a page without numbered sections (those are kept as they are).",
    },
  ],
};

/** How the screens name each type: a heading, a list tab, and inside a sentence ("New FAQ entry"). */
export const typeLabels: Record<
  ContentType,
  { one: string; many: string; inText: string; manyInText: string }
> = {
  site: { one: "Site details", many: "Site details", inText: "site details", manyInText: "site details" },
  program: { one: "Program", many: "Programs", inText: "program", manyInText: "programs" },
  service: { one: "Service", many: "Services", inText: "service", manyInText: "services" },
  person: { one: "Person", many: "People", inText: "person", manyInText: "people" },
  testimonial: {
    one: "Testimonial",
    many: "Testimonials",
    inText: "testimonial",
    manyInText: "testimonials",
  },
  faq: { one: "FAQ entry", many: "FAQ", inText: "FAQ entry", manyInText: "FAQ entries" },
  post: { one: "Blog post", many: "Blog posts", inText: "blog post", manyInText: "blog posts" },
  page: { one: "Page", many: "Pages", inText: "page", manyInText: "pages" },
};

/** Where a published document of this type is shown, for the preview link; undefined: no page of its own. */
export function publicPathOf(type: ContentType, fields: Record<string, unknown>): string | undefined {
  const slug = typeof fields.slug === "string" ? fields.slug : "";
  switch (type) {
    case "program":
      return slug ? `/training-programs/${slug}` : undefined;
    case "service":
      return slug ? `/expertise/${slug}` : undefined;
    case "post":
      return slug ? `/blog/${slug}` : undefined;
    case "page":
      return slug === "terms" || slug === "privacy" ? `/${slug}` : undefined;
    case "faq":
      return "/faq";
    case "person":
      return "/our-people";
    case "testimonial":
      return "/client-testimonials";
    case "site":
      return "/contact-us";
  }
}

// ── a posted form → the document's fields ─────────────────────────────────────────────

function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const [head, tail] = name.split(".", 2) as [string, string | undefined];
  if (tail === undefined) {
    target[head] = value;
    return;
  }
  const inner =
    target[head] && typeof target[head] === "object" && !Array.isArray(target[head])
      ? { ...(target[head] as Record<string, unknown>) }
      : {};
  inner[tail] = value;
  target[head] = inner;
}

export function valueAt(fields: Record<string, unknown>, name: string): unknown {
  const [head, tail] = name.split(".", 2) as [string, string | undefined];
  const top = fields[head];
  if (tail === undefined) return top;
  return top && typeof top === "object" ? (top as Record<string, unknown>)[tail] : undefined;
}

/** One item per value, and per line of a value (the no-JavaScript textarea); blanks dropped. */
export function listItems(values: readonly string[]): string[] {
  return values
    .flatMap((v) => v.split(/\r?\n/))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/**
 * The fields a posted editor form carries, laid over the document's current draft, so the fields
 * the form does not show are kept. `form` is the posted FormData (repeated names for lists).
 */
export function fieldsOfForm(
  type: ContentType,
  form: { get(name: string): unknown; getAll(name: string): unknown[] },
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(base);
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  for (const field of editorFields[type]) {
    if (field.kind === "lines") setPath(out, field.name, listItems(all(field.name)));
    else if (field.kind === "hours") {
      const days = all("openingHours.days");
      const opens = all("openingHours.opens");
      const closes = all("openingHours.closes");
      const rows = days
        .map((d, i) => ({ days: d.trim(), opens: (opens[i] ?? "").trim(), closes: (closes[i] ?? "").trim() }))
        .filter((r) => r.days || r.opens || r.closes);
      setPath(out, field.name, rows);
    } else if (field.kind === "image") {
      setPath(out, field.name, text(field.name).trim());
      setPath(out, field.alt, text(field.alt).trim());
    } else setPath(out, field.name, text(field.name));
  }
  // An empty optional link is no link (the schema wants both parts, or none).
  if (type === "faq") {
    const link = out.link as { href?: string; label?: string } | undefined;
    if (link && !link.href?.trim() && !link.label?.trim()) delete out.link;
  }
  // An optional image left empty is no image.
  if (type === "person") {
    if (!out.image) delete out.image;
    if (!out.imageAlt) delete out.imageAlt;
  }
  return out;
}

/** The Markdown fields of a type (the editor gives them a live preview). */
export const markdownOf = (type: ContentType) => markdownFields[type];
