import { describe, expect, it } from "vitest";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * What a visitor sees of the content store (issue 32), through the compiled server's pages: a
 * draft never, a published post and program at their addresses and in the lists and menus.
 */

const own = serverWithAccounts({ withPages: true });

const visit = async (path: string) => {
  const res = await fetch(`${own.server.url}${path}`);
  return { status: res.status, html: await res.text() };
};

describe("published content on the public pages", () => {
  it("shows a post only once published, with its Markdown rendered", async () => {
    const created = await own.api.post(
      "/api/admin/content/post",
      {
        title: "Five questions to ask before you enrol",
        date: "2026-12-01",
        description: "What to ask any course provider.",
        author: "Sarah Whitfield",
        body: "Ask about **class sizes** first.\n\n## Then the fees\n\nSee [our terms](/terms).",
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    const path = "/blog/five-questions-to-ask-before-you-enrol";
    expect((await visit(path)).status).toBe(404);
    expect((await visit("/blog")).html).not.toContain("Five questions to ask");

    expect(
      (await own.api.post(`/api/admin/content/post/${created.json.data.id}/publish`, {}, own.admin())).status,
    ).toBe(200);
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<strong>class sizes</strong>");
    expect(page.html).toContain('<a href="/terms">our terms</a>');
    // Newest first: the new post heads the list.
    const list = (await visit("/blog")).html;
    expect(list).toContain("Five questions to ask before you enrol");
  });

  it("gives a published program its page and a place in every menu", async () => {
    const created = await own.api.post(
      "/api/admin/content/program",
      {
        slug: "cyber-security",
        name: "Cyber Security",
        summary: "Defend networks and applications.",
        studyMode: "On Campus or Online",
        durationWeeks: 20,
        feeAud: 7000,
        instalments: 7,
        topics: ["Networks", "Application security"],
      },
      own.admin(),
    );
    expect((await visit("/training-programs/cyber-security")).status).toBe(404);
    await own.api.post(`/api/admin/content/program/${created.json.data.id}/publish`, {}, own.admin());
    const page = await visit("/training-programs/cyber-security");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("Cyber Security");
    expect(page.html).toContain("$7,000 AUD");
    expect(page.html).toContain("20 Weeks");
    const about = (await visit("/about-us")).html;
    expect(about).toContain('href="/training-programs/cyber-security"');
    for (const p of programs) expect(about).toContain(`href="${p.href}"`);
  });

  it("shows a published change of the site's phone and e-mail on every page's top bar and footer", async () => {
    const [item] = (await own.api.get("/api/admin/content/site", own.admin())).json.data;
    const doc = (await own.api.get(`/api/admin/content/site/${item.id}`, own.admin())).json.data;
    expect((await visit("/about-us")).html).toContain(site.phones[0].display);
    const saved = await own.api.put(
      `/api/admin/content/site/${item.id}`,
      { ...doc.draft, version: doc.version, phone: "(02) 5550 9999", email: "office@harbourline.example" },
      own.admin(),
    );
    expect(saved.status).toBe(200);
    expect((await visit("/about-us")).html).not.toContain("(02) 5550 9999");
    expect((await own.api.post(`/api/admin/content/site/${item.id}/publish`, {}, own.admin())).status).toBe(
      200,
    );
    for (const path of ["/about-us", "/training-programs/data-analytics", "/blog"]) {
      const { html } = await visit(path);
      expect(html, path).toContain('href="tel:+61255509999"');
      expect(html, path).toContain("mailto:office@harbourline.example");
    }
  });
});
