/** Structured data for search engines. `<` is escaped so no string can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON we build ourselves, with "<" escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
