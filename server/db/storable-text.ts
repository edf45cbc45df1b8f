/**
 * Why PostgreSQL could not store this text, or undefined when it can: NUL characters, and lone
 * UTF-16 surrogates (jsonb and UTF-8 text refuse both). Checked where bodies come in, by the API's
 * body guard and the pages' form reader, so such input is refused and never reaches a query.
 */
export function unstorableText(value: string): string | undefined {
  if (value.includes("\u0000")) return "Text must not contain NUL characters";
  if (!value.isWellFormed()) return "Text must be valid Unicode";
  return undefined;
}
