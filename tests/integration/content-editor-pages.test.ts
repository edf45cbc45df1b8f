import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { getDocument, listDocuments, listRevisions } from "#server/content/documents.ts";
import { admins } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The back-office content editor's pages without JavaScript (issue 32): plain form posts to the
 * route actions, as a browser with scripts off sends them. Lists, create, field messages, the
 * stale-version 409, publish for administrators only (403 for staff), the Markdown preview
 * through the site's sanitiser, delete refusals, revisions with a diff and restore, and the
 * preview of a draft at its real URL for signed-in staff only.
 */
let server: TestServer;
const cookies = { administrator: "", staff: "" };

async function account(email: string, role: "administrator" | "staff") {
  const db = server.database.db;
  const [row] = await db
    .insert(admins)
    .values({
      firstName: "Cora",
      lastName: role,
      email,
      passwordHash: await hashPassword("pw-123456789"),
      role,
    })
    .returning();
  return `adminToken=${(await createSession(db, server.config.sessionSecret, "admin", row!)).token}`;
}

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  cookies.administrator = await account("editor-admin@example.com", "administrator");
  cookies.staff = await account("editor-staff@example.com", "staff");
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, cookie = "") =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: { cookie } });

/** A no-JavaScript form post; repeated names (list inputs) as the browser sends them. */
function post(path: string, fields: [string, string][] | Record<string, string>, cookie = "") {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body,
  });
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const idFromLocation = (res: Response) =>
  /\/admin\/content\/\w+\/([0-9a-f-]{36})/.exec(res.headers.get("location") ?? "")![1]!;

async function createFaq(cookie: string, question: string) {
  const res = await post(
    "/admin/content/faq/new",
    {
      question,
      answer: "Yes: **every** intake has online seats.",
      // Without JavaScript the list is a textarea, one phrasing per line.
      phrasings: "Is it online?\n\n  Can I study remotely?  \n",
      topic: "",
      "link.href": "",
      "link.label": "",
      order: "",
    },
    cookie,
  );
  expect(res.status).toBe(302);
  return idFromLocation(res);
}

describe("the content lists", () => {
  it("lists each type's documents with their status for staff, from the sidebar's Content entry", async () => {
    const dashboard = await (await get("/admin/dashboard", cookies.staff)).text();
    expect(dashboard).toContain('href="/admin/content"');
    const index = await get("/admin/content", cookies.staff);
    expect(index.status).toBe(302);
    expect(index.headers.get("location")).toBe("/admin/content/program");
    const faqs = await listDocuments(server.database.db, "faq");
    const page = await get("/admin/content/faq", cookies.staff);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const doc of faqs) expect(html).toContain(`data-document="${doc.id}"`);
    expect(html).toContain('data-status="published"');
    expect((await get("/admin/content/widgets", cookies.staff)).status).toBe(404);
    expect((await get("/admin/content/faq")).headers.get("location")).toBe("/admin/sign-in");
  });
});

describe("editing a document without JavaScript", () => {
  it("creates a draft from the form: list lines become items, and visitors do not see it", async () => {
    const id = await createFaq(cookies.staff, "Can I study online from another city?");
    const doc = await getDocument(server.database.db, "faq", id);
    expect(doc.status).toBe("draft");
    expect(doc.draft.phrasings).toEqual(["Is it online?", "Can I study remotely?"]);
    expect(doc.draft.link).toBeUndefined();
    const form = await (await get(`/admin/content/faq/${id}?created=1`, cookies.staff)).text();
    expect(form).toContain("Draft created.");
  });

  it("answers a broken form with 400 and the schema's messages under the fields, keeping what was typed", async () => {
    const res = await post(
      "/admin/content/program/new",
      [
        ["name", "Cloud Engineering"],
        ["slug", "Not A Slug"],
        ["summary", ""],
        ["studyMode", "Online"],
        ["durationWeeks", "twelve"],
        ["feeAud", "5000"],
        ["instalments", "5"],
        ["topics", "Linux"],
        ["topics", "Networking"],
      ],
      cookies.staff,
    );
    expect(res.status).toBe(400);
    const html = text(await res.text());
    expect(html).toContain("Summary is required");
    expect(html).toContain("Duration in weeks must be a whole number");
    expect(html).toContain("Please correct the fields marked below.");
    // The typed values come back (the topics as the no-JavaScript textarea's lines).
    expect(html).toContain("Cloud Engineering");
    expect(html).toContain("Linux Networking");
  });

  it("refuses a save over a newer draft with 409 and offers to reload it", async () => {
    const id = await createFaq(cookies.staff, "Do you run evening classes?");
    const fields = { question: "Do you run evening classes at all?", answer: "Yes.", phrasings: "" };
    const saved = await post(
      `/admin/content/faq/${id}`,
      { ...fields, version: "1", intent: "save" },
      cookies.staff,
    );
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Draft saved.");
    const stale = await post(
      `/admin/content/faq/${id}`,
      { ...fields, version: "1", intent: "save" },
      cookies.administrator,
    );
    expect(stale.status).toBe(409);
    const html = text(await stale.text());
    expect(html).toContain(
      "This draft was changed by someone else (now version 2). Reload it, then make your change again.",
    );
    expect(html).toContain("Reload the latest draft");
  });

  it("renders the Markdown preview through the site's sanitiser, for the form's button and the live preview", async () => {
    const res = await post(
      "/admin/content/faq/new",
      { intent: "preview", question: "Q?", answer: "Some **bold** text <img src=x onerror=alert(1)>" },
      cookies.staff,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const preview = /data-markdown-preview="answer">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect(preview).toContain("Some <strong>bold</strong> text");
    expect(preview).not.toContain("onerror");
    const live = await post(
      "/admin/content/markdown-preview",
      { markdown: "[x](javascript:alert(1)) *hi*" },
      cookies.staff,
    );
    expect(live.status).toBe(200);
    const body = await live.text();
    expect(body).toContain("<em>hi</em>");
    expect(body).not.toContain("javascript:");
  });

  it("lets only administrators publish: staff see the button disabled with the reason and get 403", async () => {
    const id = await createFaq(cookies.staff, "Is there parking nearby?");
    const staffForm = await (await get(`/admin/content/faq/${id}`, cookies.staff)).text();
    expect(text(staffForm)).toContain("Only an administrator can publish or unpublish.");
    expect(staffForm).toMatch(
      /<button[^>]*disabled=""[^>]*value="publish"|<button[^>]*value="publish"[^>]*disabled=""/,
    );
    const refused = await post(`/admin/content/faq/${id}`, { intent: "publish" }, cookies.staff);
    expect(refused.status).toBe(403);
    expect(text(await refused.text())).toContain("Only an administrator can publish");
    const published = await post(`/admin/content/faq/${id}`, { intent: "publish" }, cookies.administrator);
    expect(published.status).toBe(200);
    expect((await getDocument(server.database.db, "faq", id)).status).toBe("published");
    // A published document is not deleted: the 409 says what to do.
    const del = await post(`/admin/content/faq/${id}`, { intent: "delete" }, cookies.administrator);
    expect(del.status).toBe(409);
    expect(text(await del.text())).toContain("Unpublish this document before deleting it");
    expect((await post(`/admin/content/faq/${id}`, { intent: "unpublish" }, cookies.staff)).status).toBe(403);
    expect(
      (await post(`/admin/content/faq/${id}`, { intent: "unpublish" }, cookies.administrator)).status,
    ).toBe(200);
    const deleted = await post(`/admin/content/faq/${id}`, { intent: "delete" }, cookies.staff);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/content/faq?deleted=1");
  });

  it("saves the site's opening hours from rows, ignoring blank rows, with a row's message when wrong", async () => {
    const [site] = await listDocuments(server.database.db, "site");
    const doc = await getDocument(server.database.db, "site", site!.id);
    const base: [string, string][] = [
      ["version", String(doc.version)],
      ["name", String(doc.draft.name)],
      ["email", String(doc.draft.email)],
      ["phone", String(doc.draft.phone)],
    ];
    const wrong = await post(
      `/admin/content/site/${site!.id}`,
      [
        ...base,
        ["openingHours.days", "Monday to Friday"],
        ["openingHours.opens", "09:00"],
        ["openingHours.closes", "08:00"],
      ],
      cookies.staff,
    );
    expect(wrong.status).toBe(400);
    expect(text(await wrong.text())).toContain("Closes must be after opens");
    const res = await post(
      `/admin/content/site/${site!.id}`,
      [
        ...base,
        ["openingHours.days", "Monday to Friday"],
        ["openingHours.opens", "09:00"],
        ["openingHours.closes", "21:00"],
        ["openingHours.days", "Sunday"],
        ["openingHours.opens", "closed"],
        ["openingHours.closes", "closed"],
        ["openingHours.days", ""],
        ["openingHours.opens", ""],
        ["openingHours.closes", ""],
      ],
      cookies.staff,
    );
    expect(res.status).toBe(200);
    const after = await getDocument(server.database.db, "site", site!.id);
    expect(after.draft.openingHours).toEqual([
      { days: "Monday to Friday", opens: "09:00", closes: "21:00" },
      { days: "Sunday", opens: "closed", closes: "closed" },
    ]);
    // Fields the form does not show are kept as they were.
    expect(after.draft.socials).toEqual(doc.draft.socials);
  });

  it("requires alt text once a person has a photo", async () => {
    const res = await post(
      "/admin/content/person/new",
      {
        name: "Nina Photo",
        role: "Instructor",
        bio: "Teaches.",
        kind: "team",
        image: "/uploads/abc.png",
        imageAlt: "",
      },
      cookies.staff,
    );
    expect(res.status).toBe(400);
    expect(text(await res.text())).toContain("Photo alt text is required: say what the photo shows");
  });
});

describe("revisions", () => {
  it("lists who changed what, compares a revision with the draft word by word, and restores it", async () => {
    const id = await createFaq(cookies.staff, "How long is the course?");
    const edit = {
      question: "How long is the course?",
      answer: "Twenty-four weeks, part time.",
      phrasings: "",
    };
    expect((await post(`/admin/content/faq/${id}`, { ...edit, version: "1" }, cookies.staff)).status).toBe(
      200,
    );
    const [latest, first] = await listRevisions(server.database.db, "faq", id);
    expect(latest!.action).toBe("save");
    const page = await (await get(`/admin/content/faq/${id}/revisions`, cookies.staff)).text();
    expect(text(page)).toContain("Cora staff");
    expect(text(page)).toContain("Saved (version 2)");
    expect(text(page)).toContain("Answer, Phrasings");
    const diff = await (
      await get(`/admin/content/faq/${id}/revisions?compare=${first!.id}`, cookies.staff)
    ).text();
    expect(diff).toContain('data-diff-field="answer"');
    expect(diff).toMatch(/<del[^>]*>Yes: \*\*every\*\* intake has online seats\.<\/del>/);
    expect(diff).toMatch(/<ins[^>]*>Twenty-four weeks, part time\.<\/ins>/);
    const restored = await post(
      `/admin/content/faq/${id}/revisions`,
      { revisionId: first!.id },
      cookies.staff,
    );
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toContain("restored=3");
    const doc = await getDocument(server.database.db, "faq", id);
    expect(doc.draft.answer).toBe("Yes: **every** intake has online seats.");
    expect(doc.version).toBe(3);
  });
});

describe("previewing a draft at its real address", () => {
  it("shows the draft to signed-in staff only; a visitor with the same link gets the published page", async () => {
    const res = await post(
      "/admin/content/post/new",
      {
        title: "Draft only: our new cloud course",
        date: "2026-12-01",
        description: "Not published yet.",
        body: "A **secret** draft paragraph.",
      },
      cookies.staff,
    );
    const id = idFromLocation(res);
    const { slug } = (await getDocument(server.database.db, "post", id)).draft as { slug: string };
    const staffView = await get(`/blog/${slug}?preview=${id}`, cookies.staff);
    expect(staffView.status).toBe(200);
    expect(staffView.headers.get("cache-control")).toContain("no-store");
    expect(staffView.headers.get("x-robots-tag")).toBe("noindex");
    expect(await staffView.text()).toContain("A <strong>secret</strong> draft paragraph.");
    const visitor = await get(`/blog/${slug}?preview=${id}`);
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain("secret");
    // A student's session is not a back-office one either.
    expect((await get(`/blog/${slug}?preview=${id}`, "portalToken=x")).status).toBe(404);
    // And the draft is in no visitor's list.
    expect(await (await get("/blog")).text()).not.toContain("Draft only: our new cloud course");
  });

  it("shows a published program's changed draft to staff, and the published one to visitors", async () => {
    const [program] = await listDocuments(server.database.db, "program");
    const doc = await getDocument(server.database.db, "program", program!.id);
    const draft = doc.draft as Record<string, unknown> & {
      slug: string;
      topics: string[];
      aliases: string[];
    };
    const changed = await post(
      `/admin/content/program/${doc.id}`,
      [
        ...Object.entries(draft)
          .filter(([k, v]) => (typeof v === "string" || typeof v === "number") && k !== "heroTitle")
          .map(([k, v]) => [k, String(v)] as [string, string]),
        ["heroTitle", "A summary only the draft has."],
        ["topics", draft.topics.join("\n")],
        ["aliases", draft.aliases.join("\n")],
        ["version", String(doc.version)],
      ],
      cookies.staff,
    );
    expect(changed.status).toBe(200);
    const path = `/training-programs/${draft.slug}?preview=${doc.id}`;
    expect(await (await get(path, cookies.staff)).text()).toContain("A summary only the draft has.");
    expect(await (await get(path)).text()).not.toContain("A summary only the draft has.");
    expect(await (await get(`/training-programs/${draft.slug}`)).text()).not.toContain(
      "A summary only the draft has.",
    );
  });
});
