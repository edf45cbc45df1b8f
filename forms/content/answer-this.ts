/**
 * "Answer this" on the unanswered-questions report (issue 33, item 3): a link to a new FAQ entry
 * whose draft starts with the visitor's words as its question and as a phrasing, so that once an
 * administrator publishes it the assistant matches the same question to it. A plain link (works
 * without JavaScript); nothing is stored until staff create the draft.
 */

/** The longest question the FAQ schema takes (forms/content/schemas.ts, faqSchema.question). */
const QUESTION_MAX = 300;

/** The visitor's words as one line an FAQ field accepts: no control characters, spaces collapsed. */
export function visitorWords(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, QUESTION_MAX)
      .trim()
  );
}

/** Where "Answer this" goes for a visitor's question. */
export function answerThisHref(question: string): string {
  return `/admin/content/faq/new?${new URLSearchParams({ phrasing: visitorWords(question) })}`;
}

/**
 * The fields a new document's editor starts with: for an FAQ entry opened by "Answer this", the
 * visitor's words as the question and the first phrasing; otherwise nothing.
 */
export function prefilledDraft(type: string, search: URLSearchParams): Record<string, unknown> | null {
  if (type !== "faq") return null;
  const raw = search.get("phrasing");
  const words = raw ? visitorWords(raw) : "";
  return words ? { question: words, phrasings: [words] } : null;
}
