import sanitizeHtml from "sanitize-html";

/**
 * Chat content is HTML (the assistant's answers carry formatting), so it is rendered as HTML in
 * the back-office. It is sanitised again at render time, whatever was stored: only formatting
 * tags and http(s)/mailto links survive; scripts, event handlers, images, styles and iframes do not.
 */
export function sanitizeChatHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "ul",
      "ol",
      "li",
      "a",
      "code",
      "pre",
      "blockquote",
    ],
    allowedAttributes: { a: ["href", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto"],
    disallowedTagsMode: "discard",
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
    },
  });
}
