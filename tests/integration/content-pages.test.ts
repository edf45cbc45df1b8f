import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { apiClient } from "../support/api.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * What a visitor sees of the content store (issue 32), through the compiled server's pages: a
 * draft never, a published post and program at their addresses and in the lists and menus.
 */
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  api = apiClient(server.url);
  admin = { token: (await seedAccounts(server.database.db, server.config.sessionSecret)).adminToken };
});
afterAll(async () => {
  await server.close();
});

const visit = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, html: await res.text() };
};

describe("published content on the public pages", () => {
  it("shows a post only once published, with its Markdown rendered", async () => {
    const created = await api.post(
      "/api/admin/content/post",
      {
        title: "Five questions to ask before you enrol",
        date: "2026-12-01",
        description: "What to ask any course provider.",
        author: "Sarah Whitfield",
        body: "Ask about **class sizes** first.\n\n## Then the fees\n\nSee [our terms](/terms).",
      },
      admin,
    );
    expect(created.status).toBe(201);
    const path = "/blog/five-questions-to-ask-before-you-enrol";
    expect((await visit(path)).status).toBe(404);
    expect((await visit("/blog")).html).not.toContain("Five questions to ask");

    expect(
      (await api.post(`/api/admin/content/post/${created.json.data.id}/publish`, {}, admin)).status,
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
    const created = await api.post(
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
      admin,
    );
    expect((await visit("/training-programs/cyber-security")).status).toBe(404);
    await api.post(`/api/admin/content/program/${created.json.data.id}/publish`, {}, admin);
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
    const [item] = (await api.get("/api/admin/content/site", admin)).json.data;
    const doc = (await api.get(`/api/admin/content/site/${item.id}`, admin)).json.data;
    expect((await visit("/about-us")).html).toContain(site.phones[0].display);
    const saved = await api.put(
      `/api/admin/content/site/${item.id}`,
      { ...doc.draft, version: doc.version, phone: "(02) 5550 9999", email: "office@harbourline.example" },
      admin,
    );
    expect(saved.status).toBe(200);
    expect((await visit("/about-us")).html).not.toContain("(02) 5550 9999");
    expect((await api.post(`/api/admin/content/site/${item.id}/publish`, {}, admin)).status).toBe(200);
    for (const path of ["/about-us", "/training-programs/data-analytics", "/blog"]) {
      const { html } = await visit(path);
      expect(html, path).toContain('href="tel:+61255509999"');
      expect(html, path).toContain("mailto:office@harbourline.example");
    }
  });
});
