/**
 * The front matter of a Markdown file in content/: `key: value` lines between two `---` lines at
 * the very top. The blog pages (content/blog.ts) and the assistant's corpus
 * (server/assistant/corpus.ts) both read articles through this one parser.
 */
export interface FrontMatter {
  /** Each key's value, trimmed, with one pair of surrounding quotes removed. */
  fields: Record<string, string>;
  /** Everything after the closing `---`. */
  body: string;
}

const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The file's front matter and body, or undefined when it does not start with a front matter block. */
export function parseFrontMatter(source: string): FrontMatter | undefined {
  const match = block.exec(source);
  if (!match) return undefined;
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const value = line.slice(colon + 1).trim();
    fields[line.slice(0, colon).trim()] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return { fields, body: source.slice(match[0].length) };
}
