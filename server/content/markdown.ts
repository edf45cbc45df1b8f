import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The one Markdown renderer of the site's content (issue 32): blog posts, FAQ answers and text
 * pages, on the public pages and in the back-office preview alike. Markdown becomes HTML with
 * marked, then passes sanitize-html with an allow-list: no scripts, no event handlers, no style,
 * links only to web, mail, phone or same-site addresses.
 */
/** The text formatting every stored rich text may hold (content, and staff chat replies). */
export const textTags = [
  "p",
  "br",
  "strong",
  "em",
  "b",
  "i",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
];

const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    ...textTags,
    "h2",
    "h3",
    "h4",
    "hr",
    "del",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Keeps marked's own entities (&#39; …) as they are, so a page's HTML is byte for byte what
  // marked wrote whenever there was nothing to remove; text is still escaped.
  parser: { decodeEntities: false },
};

/**
 * GitHub-flavoured Markdown, except that a bare address in the text stays text: a link is written
 * as one (`[label](https://…)` or `<https://…>`). The FAQ's answers name the site's e-mail address
 * in running text, and the pages always showed it as text (issue 32: no visible change).
 */
const marked = new Marked({ gfm: true, tokenizer: { url: () => undefined } });

/** Markdown → safe HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), policy);
}

/** What the sanitiser refuses, found in the unsanitised HTML (the editor says so on save). */
const dangerous = [
  /<\s*(script|iframe|object|embed|style|form|svg|math|base|meta|link)\b/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i,
  /\]\(\s*<?\s*(?:javascript|vbscript|data):/i,
  // Even as plain text: a later edit or another renderer could turn it into a link.
  /(?:javascript|vbscript)\s*:/i,
];

/**
 * Whether Markdown carries a script, an event handler or a javascript: link. The content API
 * refuses such a save (400), so what is stored is what is shown; the renderer strips them anyway.
 */
export function markdownIsUnsafe(markdown: string): boolean {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return dangerous.some((pattern) => pattern.test(html) || pattern.test(markdown));
}

/**
 * Whether Markdown places an image without alt text (`![](…)`, or `<img>` without `alt`): the
 * content API refuses it (issue 32: alt text is required wherever an image is placed).
 */
export function markdownImageWithoutAlt(markdown: string): boolean {
  const html = marked.parse(markdown, { async: false, gfm: true });
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const alt = /\balt\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!alt || !(alt[2] ?? alt[3] ?? alt[4] ?? "").trim()) return true;
  }
  return false;
}
