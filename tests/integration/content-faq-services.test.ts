import { beforeAll, describe, expect, it } from "vitest";
import { formatAud } from "#server/content/views.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * The FAQ and the services' pages from the content store (issue 32): a published change (an FAQ
 * entry added or edited, a program's fee the FAQ names, a service's rate and technologies, a new
 * service) shows on the next request, in the menus and the sitemap too; a draft never shows to a
 * visitor; signed-in staff preview a draft at its real address under a "Draft preview" banner
 * that links back to the editor, for every type that has a page.
 */
let staffCookie: string;
let studentCookie: string;

const own = serverWithAccounts({ withPages: true });
beforeAll(async () => {
  staffCookie = `adminToken=${own.accounts.adminToken}`;
  studentCookie = `portalToken=${own.accounts.studentToken}`;
});

const visit = async (path: string, cookie = "") => {
  const res = await fetch(`${own.server.url}${path}`, { headers: { cookie } });
  return { status: res.status, html: await res.text() };
};

/** The page's text as a reader sees it (tags out, the entities React and marked write decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function documentsOf(type: string) {
  return (await own.api.get(`/api/admin/content/${type}`, own.admin())).json.data as {
    id: string;
    title: string;
    status: string;
  }[];
}

async function draftOf(type: string, id: string) {
  return (await own.api.get(`/api/admin/content/${type}/${id}`, own.admin())).json.data as {
    version: number;
    draft: Record<string, unknown>;
  };
}

async function saveDraft(type: string, id: string, changes: Record<string, unknown>) {
  const doc = await draftOf(type, id);
  const saved = await own.api.put(
    `/api/admin/content/${type}/${id}`,
    { ...doc.draft, ...changes, version: doc.version },
    own.admin(),
  );
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

const publish = async (type: string, id: string) =>
  expect((await own.api.post(`/api/admin/content/${type}/${id}/publish`, {}, own.admin())).status).toBe(200);

describe("the FAQ page from the content store", () => {
  it("shows a new entry only once published, its Markdown rendered, under its topic", async () => {
    const question = "Do you offer evening classes on campus?";
    const created = await own.api.post(
      "/api/admin/content/faq",
      {
        question,
        answer: "Yes: **every** campus course runs evening classes. See [the timetable](/faq#timetable).",
        phrasings: ["night classes"],
        topic: "Campus life",
        order: 100,
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    expect(textOf((await visit("/faq")).html)).not.toContain(question);

    await publish("faq", created.json.data.id);
    const { html } = await visit("/faq");
    expect(textOf(html)).toContain(question);
    expect(html).toContain("Yes: <strong>every</strong> campus course runs evening classes.");
    expect(html).toContain('<a href="/faq#timetable">the timetable</a>');
    expect(html).toContain('id="campus-life"');
    expect(html).toContain('href="#campus-life"');
    // The structured data carries it too.
    expect(html).toContain(`"name":"${question}"`);
  });

  it("shows an edited answer after its publish, not while it is a draft", async () => {
    const [entry] = (await documentsOf("faq")).filter((d) => /refund/i.test(d.title));
    expect(entry).toBeDefined();
    const answer = "No refunds after your first class, as the enrolment terms say.";
    await saveDraft("faq", entry!.id, { answer });
    expect(textOf((await visit("/faq")).html)).not.toContain(answer);
    await publish("faq", entry!.id);
    expect(textOf((await visit("/faq")).html)).toContain(answer);
  });

  it("names a program's fee as published: a fee changed in the back-office shows in the FAQ's answer", async () => {
    const [program] = await documentsOf("program");
    const doc = await draftOf("program", program!.id);
    const name = doc.draft.name as string;
    const feeAud = (doc.draft.feeAud as number) + 480;
    await saveDraft("program", program!.id, { feeAud });
    expect(textOf((await visit("/faq")).html)).not.toContain(`${name}: ${formatAud(feeAud)}`);
    await publish("program", program!.id);
    expect(textOf((await visit("/faq")).html)).toContain(`${name}: ${formatAud(feeAud)}`);
  });

  it("lists a published program in the answers that list every program, and its next intake", async () => {
    const created = await own.api.post(
      "/api/admin/content/program",
      {
        slug: "faq-cloud-engineering",
        name: "Cloud Engineering",
        summary: "Run applications in the cloud.",
        studyMode: "Online",
        durationWeeks: 18,
        feeAud: 6600,
        instalments: 6,
        topics: ["Containers", "Infrastructure as code"],
        order: 50,
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    expect(textOf((await visit("/faq")).html)).not.toContain("Cloud Engineering takes 18 weeks");
    await publish("program", created.json.data.id);
    const text = textOf((await visit("/faq")).html);
    expect(text).toContain("Cloud Engineering takes 18 weeks");
    expect(text).toContain(`Cloud Engineering: ${formatAud(6600)}`);
    expect(text).toContain("Cloud Engineering: not announced yet (TBA).");
  });
});

describe("the services' pages from the content store", () => {
  it("shows a published service's new rate and technologies on its page, not a draft's", async () => {
    const [service] = await documentsOf("service");
    const doc = await draftOf("service", service!.id);
    const slug = doc.draft.slug as string;
    const rate = (doc.draft.startingRateAud as number) + 2500;
    const technologies = ["Kotlin", "Flutter"];
    await saveDraft("service", service!.id, { startingRateAud: rate, technologies });
    const before = await visit(`/expertise/${slug}`);
    expect(before.status).toBe(200);
    expect(before.html).not.toContain(formatAud(rate));
    expect(before.html).not.toContain("Flutter");

    await publish("service", service!.id);
    const after = await visit(`/expertise/${slug}`);
    expect(after.html).toContain(formatAud(rate));
    for (const t of technologies) expect(after.html).toContain(t);
  });

  it("gives a service added in the back-office its page, its menu entry and its sitemap entry once published", async () => {
    const name = "Cloud Migration Consulting";
    const created = await own.api.post(
      "/api/admin/content/service",
      {
        name,
        description: "Move your applications to the cloud without downtime.",
        startingRateAud: 15000,
        technologies: ["AWS", "Terraform"],
        order: 10,
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    const slug = (await draftOf("service", created.json.data.id)).draft.slug as string;
    const path = `/expertise/${slug}`;
    expect((await visit(path)).status).toBe(404);
    expect((await visit("/about-us")).html).not.toContain(`href="${path}"`);
    expect((await visit("/sitemap.xml")).html).not.toContain(path);

    await publish("service", created.json.data.id);
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(name);
    expect(page.html).toContain(formatAud(15000));
    expect(page.html).toContain("Terraform");
    // The header's Expertise menu, the mobile menu and the footer, on any page.
    const about = (await visit("/about-us")).html;
    expect(about.split(`href="${path}"`).length - 1).toBe(3);
    expect((await visit("/sitemap.xml")).html).toContain(path);

    // Unpublished: gone from the site again.
    expect(
      (await own.api.post(`/api/admin/content/service/${created.json.data.id}/unpublish`, {}, own.admin()))
        .status,
    ).toBe(200);
    expect((await visit(path)).status).toBe(404);
    expect((await visit("/about-us")).html).not.toContain(`href="${path}"`);
  });
});

describe("a draft previewed at its real address", () => {
  const banner = "Draft preview — not visible to visitors.";

  /** Staff see the draft under the banner with the editor's link; a visitor and a student never. */
  async function expectPreview(type: string, id: string, path: string, draftText: string) {
    const url = `${path}?preview=${id}`;
    const staff = await visit(url, staffCookie);
    expect(staff.status, url).toBe(200);
    expect(textOf(staff.html), url).toContain(draftText);
    expect(staff.html, url).toContain(banner);
    expect(staff.html, url).toContain(`href="/admin/content/${type}/${id}"`);
    for (const cookie of ["", studentCookie]) {
      const other = await visit(url, cookie);
      expect(textOf(other.html), url).not.toContain(draftText);
      expect(other.html, url).not.toContain(banner);
    }
    expect(textOf((await visit(path)).html), path).not.toContain(draftText);
  }

  it("previews a program's, a service's, a page's and an FAQ entry's changed draft", async () => {
    const cases: [type: string, path: (draft: Record<string, unknown>) => string, field: string][] = [
      ["program", (d) => `/training-programs/${d.slug}`, "heroTitle"],
      ["service", (d) => `/expertise/${d.slug}`, "description"],
      ["page", (d) => `/${d.slug}`, "intro"],
      ["faq", () => "/faq", "answer"],
    ];
    for (const [type, pathOf, field] of cases) {
      const [document] = await documentsOf(type);
      const draftText = `A ${type} text only the draft has.`;
      await saveDraft(type, document!.id, { [field]: draftText });
      const doc = await draftOf(type, document!.id);
      await expectPreview(type, document!.id, pathOf(doc.draft), draftText);
    }
  });

  it("previews a new blog post that was never published", async () => {
    const created = await own.api.post(
      "/api/admin/content/post",
      {
        title: "A post only staff have seen",
        date: "2026-12-02",
        description: "Not yet published.",
        author: "Sarah Whitfield",
        body: "Draft words for the preview.",
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    const slug = (await draftOf("post", created.json.data.id)).draft.slug as string;
    await expectPreview("post", created.json.data.id, `/blog/${slug}`, "Draft words for the preview.");
    expect((await visit(`/blog/${slug}?preview=${created.json.data.id}`)).status).toBe(404);
  });
});
