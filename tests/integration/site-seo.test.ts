import { describe, expect, it } from "vitest";
import { articles } from "#content/blog.ts";
import { programs } from "#content/programs.ts";
import { publicUrls } from "#content/public-urls.ts";
import { publicPages } from "../support/pages-with-accounts.ts";
import { testPublicUrl } from "../support/server.ts";

const own = publicPages();
const html = own.html;

const base = testPublicUrl;

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function metaContent(page: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`);
  return page.match(re)?.[1];
}

describe("/sitemap.xml and /robots.txt", () => {
  it("lists every public URL, absolute, and nothing else", async () => {
    const res = await fetch(`${own.server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      publicUrls()
        .map((u) => `${base}${u.path}`)
        .sort(),
    );
    expect(locs).toContain(`${base}/training-programs/data-analytics`);
    expect(locs).toContain(`${base}/blog/${articles[0]!.slug}`);
  });

  it("robots.txt allows the site, keeps crawlers out of the portal and back-office, and names the sitemap", async () => {
    const res = await fetch(`${own.server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    const body = await res.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /portal/");
    expect(body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});

describe("sharing tags and structured data", () => {
  it("gives every public page Open Graph and Twitter tags matching its title", async () => {
    for (const { path } of publicUrls()) {
      const page = await html(path);
      const title = page.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(metaContent(page, "og:title"), path).toBe(title);
      expect(metaContent(page, "og:url"), path).toBe(`${base}${path}`);
      expect(metaContent(page, "twitter:card"), path).toBe("summary");
      expect(metaContent(page, "twitter:title"), path).toBe(title);
      expect(metaContent(page, "description"), path).toBeTruthy();
    }
  });

  it("describes the business with its address and opening hours on the home and contact pages", async () => {
    for (const path of ["/", "/contact-us"]) {
      const [org] = jsonLd(await html(path));
      expect(org?.["@context"]).toBe("https://schema.org");
      expect(org?.["@type"]).toEqual(["Organization", "LocalBusiness"]);
      expect(org?.openingHours).toEqual(["Mo-Fr 09:00-21:00", "Sa 10:00-15:00"]);
      expect(org?.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Sydney" });
    }
  });

  it("marks up each program page as a Course", async () => {
    for (const program of programs) {
      const [course] = jsonLd(await html(program.href));
      expect(course).toMatchObject({ "@type": "Course", name: program.name, url: `${base}${program.href}` });
    }
  });

  it("marks up each article as a BlogPosting with its date, and shares it as an article", async () => {
    for (const article of articles) {
      const page = await html(`/blog/${article.slug}`);
      const [post] = jsonLd(page);
      expect(post).toMatchObject({
        "@type": "BlogPosting",
        headline: article.title,
        datePublished: article.date,
      });
      expect(metaContent(page, "og:type")).toBe("article");
    }
  });
});

describe("assets", () => {
  it("loads nothing from another origin and gives every image its width and height", async () => {
    for (const { path } of publicUrls()) {
      const page = await html(path);
      // Anything the browser fetches by itself (src=, and <link> other than canonical) is same-origin.
      for (const [, url] of page.matchAll(/\ssrc="([^"]*)"/g)) {
        expect(url, `${path} loads ${url}`).toMatch(/^\/(?!\/)/);
      }
      for (const [link] of page.matchAll(/<link [^>]*>/g)) {
        if (link.includes('rel="canonical"')) continue;
        expect(link, path).toMatch(/href="\/(?!\/)/);
      }
      for (const [img] of page.matchAll(/<img [^>]*>/g)) {
        expect(img, path).toMatch(/ width="\d+"/);
        expect(img, path).toMatch(/ height="\d+"/);
        expect(img, path).toMatch(/ alt="[^"]+"/);
      }
    }
  });
});
