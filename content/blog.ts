import { parseFrontMatter } from "./front-matter.ts";

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

/** The Markdown files by path: compiled in by Vite, or read from the folder where there is no Vite. */
const files: Record<string, string> = (() => {
  try {
    // Vite replaces this call with the files' text, so the built server reads no Markdown.
    return import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });
  } catch {
    // Outside Vite (a Playwright spec's test helper seeding a database) import.meta.glob does not
    // exist: read the folder. No static node:fs import, so the browser bundle stays free of it.
    const fs = process.getBuiltinModule("node:fs");
    const dir = new URL("./blog/", import.meta.url);
    return Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(".md"))
        .map((file) => [`./blog/${file}`, fs.readFileSync(new URL(file, dir), "utf8")]),
    );
  }
})();

export function parseArticle(slug: string, source: string): Article {
  const front = parseFrontMatter(source);
  if (!front) throw new Error(`content/blog/${slug}.md has no front matter`);
  const { fields } = front;
  const need = (key: string) => {
    const value = fields[key];
    if (!value) throw new Error(`content/blog/${slug}.md is missing "${key}"`);
    return value;
  };
  const markdown = front.body.trim();
  const words = markdown.split(/\s+/).filter(Boolean).length;
  const date = need("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`content/blog/${slug}.md: date must be YYYY-MM-DD`);
  return {
    slug,
    title: need("title"),
    date,
    description: need("description"),
    author: fields.author ?? "",
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
