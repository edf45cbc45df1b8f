import { describe, expect, it } from "vitest";
import { articles, formatArticleDate, parseArticle } from "#content/blog.ts";
import { parseFrontMatter } from "#content/front-matter.ts";
import { blogPassages } from "#server/assistant/corpus.ts";

describe("blog articles", () => {
  it("reads front matter and computes a reading time at 200 words a minute", () => {
    const body = Array.from({ length: 610 }, () => "word").join(" ");
    const a = parseArticle("x", `---\ntitle: A: title\ndate: 2026-01-05\ndescription: D\n---\n${body}\n`);
    expect(a).toMatchObject({
      slug: "x",
      title: "A: title",
      date: "2026-01-05",
      description: "D",
      readingMinutes: 3,
    });
    expect(
      parseArticle("y", "---\ntitle: T\ndate: 2026-01-05\ndescription: D\n---\nShort.").readingMinutes,
    ).toBe(1);
  });

  it("refuses an article without front matter, a title or a proper date", () => {
    expect(() => parseArticle("a", "# No front matter")).toThrow(/front matter/);
    expect(() => parseArticle("b", "---\ndate: 2026-01-05\ndescription: D\n---\nx")).toThrow(/title/);
    expect(() => parseArticle("c", "---\ntitle: T\ndate: 5 Jan\ndescription: D\n---\nx")).toThrow(
      /YYYY-MM-DD/,
    );
  });

  it("reads front matter with one parser for the pages and the assistant: quotes, CRLF, none", () => {
    expect(parseFrontMatter('---\r\ntitle: "Quoted: yes"\r\ndate: 2026-01-05\r\n---\r\nBody')).toEqual({
      fields: { title: "Quoted: yes", date: "2026-01-05" },
      body: "Body",
    });
    expect(parseFrontMatter("# Just a heading\n")).toBeUndefined();
    // The assistant titles each blog passage with the article's own title.
    const titles = new Set(blogPassages().map((p) => p.title));
    for (const article of articles) expect(titles, article.slug).toContain(article.title);
  });

  it("ships at least three articles, newest first, with unique slugs", () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const dates = articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it("formats dates the Australian way without shifting the day", () => {
    expect(formatArticleDate("2026-10-14")).toBe("14 October 2026");
  });
});
