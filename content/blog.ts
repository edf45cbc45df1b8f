/**
 * Blog articles: Markdown files in content/blog/ with a small front matter block
 * (title, date as YYYY-MM-DD, description, author). The slug is the file name.
 */
export interface Article {
  slug: string;
  title: string;
  date: string;
  description: string;
  author: string;
  markdown: string;
  /** Whole minutes at 200 words a minute, at least 1. */
  readingMinutes: number;
}

const files = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

export function parseArticle(slug: string, source: string): Article {
  const match = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`content/blog/${slug}.md has no front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const need = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`content/blog/${slug}.md is missing "${key}"`);
    return value;
  };
  const markdown = match[2]!.trim();
  const words = markdown.split(/\s+/).filter(Boolean).length;
  const date = need("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`content/blog/${slug}.md: date must be YYYY-MM-DD`);
  return {
    slug,
    title: need("title"),
    date,
    description: need("description"),
    author: fields.get("author") ?? "",
    markdown,
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}

/** Every article, newest first. */
export const articles: Article[] = Object.entries(files)
  .map(([file, source]) => parseArticle(file.replace(/^.*\/|\.md$/g, ""), source))
  .sort((a, b) => b.date.localeCompare(a.date));

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug.toLowerCase());
}

/** "14 October 2026" for a YYYY-MM-DD date, without time-zone surprises. */
export function formatArticleDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-AU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
