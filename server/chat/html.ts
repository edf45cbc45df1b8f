import type sanitizeHtml from "sanitize-html";
import { textTags } from "../content/markdown.ts";

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The visitor's text, stored as HTML that shows exactly what they typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** The visitor's text as they typed it, from its stored form. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => {
    const found = Object.entries(entities).find(([, e]) => e === entity);
    return found ? found[0] : entity;
  });
}

/** Only the formatting an answer needs; links only to web, mail, phone or site-relative addresses. */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [...textTags, "h3", "h4"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

// Loaded on the first answer, not at start-up: sanitize-html brings a CSS parser along.
let renderer: Promise<(markdown: string) => string> | undefined;
function loadRenderer() {
  renderer ??= Promise.all([import("marked"), import("sanitize-html")]).then(
    ([{ marked }, { default: sanitize }]) =>
      (markdown: string) =>
        sanitize(marked.parse(markdown, { async: false, gfm: true, breaks: false }), policy).trim(),
  );
  return renderer;
}

/** The assistant's Markdown rendered to HTML, then sanitized: a model's output is untrusted too. */
export async function renderAssistantHtml(markdown: string): Promise<string> {
  return (await loadRenderer())(markdown);
}
