import { beforeAll, describe, expect, it } from "vitest";
import { loadPublishedContent } from "#server/content/published.ts";
import { programs } from "#content/programs.ts";
import { fees } from "#content/fees.ts";
import { services } from "#content/services.ts";
import { site } from "#content/site.ts";
import { team } from "#content/people.ts";
import { articles } from "#content/blog.ts";
import { faqPage } from "#content/faq.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";
import { seedStaff } from "../support/seed.ts";

/**
 * The content API (issue 32, docs/content-api.md) as a back-office client uses it: the seeded
 * documents, drafts with versions, publish by administrators only, revisions and restore,
 * deletes, slugs, Markdown safety, and export/import all or nothing.
 */
let staff: Record<string, string>;

const newProgram = (slug: string) => ({
  slug,
  name: `Cloud Engineering ${slug}`,
  summary: "Run production systems on the cloud.",
  studyMode: "Online",
  durationWeeks: 12,
  feeAud: 5000,
  instalments: 5,
  topics: ["Linux", "Networking", "Kubernetes"],
});

const own = serverWithAccounts();
beforeAll(async () => {
  const { token } = await seedStaff(own.server.database.db, own.server.config.sessionSecret, {
    firstName: "Sam",
    lastName: "Staff",
    email: "sam.staff@example.com",
  });
  staff = { token };
});

describe("the seeded content", () => {
  it("lists today's content/ as published documents of each type", async () => {
    const list = await own.api.get("/api/admin/content/program", own.admin());
    expect(list.status).toBe(200);
    expect(list.json.data.map((d: { title: string }) => d.title)).toEqual(programs.map((p) => p.name));
    for (const item of list.json.data) {
      expect(Object.keys(item).sort()).toEqual(["id", "publishedAt", "status", "title", "type", "updatedAt"]);
      expect(item).toMatchObject({ type: "program", status: "published" });
    }
    const counts = async (type: string) =>
      (await own.api.get(`/api/admin/content/${type}`, own.admin())).json.data.length;
    expect(await counts("service")).toBe(services.length);
    expect(await counts("post")).toBe(articles.length);
    expect(await counts("faq")).toBe(faqPage.groups.flatMap((g) => g.faqs).length);
    expect(await counts("site")).toBe(1);
    expect(await counts("page")).toBeGreaterThanOrEqual(2);
  });

  it("gives a program its fee, duration and topics as fields", async () => {
    const list = await own.api.get("/api/admin/content/program", own.admin());
    const first = programs[0];
    const id = list.json.data[0].id;
    const doc = await own.api.get(`/api/admin/content/program/${id}`, own.admin());
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.json.data)).toEqual(
      expect.arrayContaining(["id", "type", "version", "draft", "published"]),
    );
    expect(doc.json.data.draft).toMatchObject({
      slug: first.slug,
      name: first.name,
      summary: first.summary,
      studyMode: first.studyMode,
      durationWeeks: Number.parseInt(first.duration, 10),
      feeAud: fees[first.slug].totalAud,
      instalments: fees[first.slug].instalments,
    });
    expect(doc.json.data.draft.topics.length).toBeGreaterThan(0);
    expect(doc.json.data.published).toEqual(doc.json.data.draft);
  });

  it("gives the site its phone, e-mail and 24-hour opening hours", async () => {
    const [item] = (await own.api.get("/api/admin/content/site", own.admin())).json.data;
    const doc = await own.api.get(`/api/admin/content/site/${item.id}`, own.admin());
    expect(doc.json.data.draft).toMatchObject({ phone: site.phones[0].display, email: site.email });
    for (const h of doc.json.data.draft.openingHours) {
      expect(Object.keys(h).sort()).toEqual(["closes", "days", "opens"]);
      expect(h.opens).toMatch(/^(\d\d:\d\d|closed)$/);
    }
    const person = (await own.api.get("/api/admin/content/person", own.admin())).json.data[0];
    const member = await own.api.get(`/api/admin/content/person/${person.id}`, own.admin());
    expect(member.json.data.draft).toMatchObject({
      name: team[0]!.name,
      role: team[0]!.role,
      bio: team[0]!.bio,
    });
  });
});

describe("drafts, versions and publishing", () => {
  it("creates a draft that visitors do not see until an administrator publishes it", async () => {
    const created = await own.api.post("/api/admin/content/program", newProgram("cloud-one"), staff);
    expect(created.status).toBe(201);
    expect(created.json.data).toEqual({ id: expect.any(String), version: 1 });
    const { id } = created.json.data;
    let visible = await loadPublishedContent(own.server.database.db);
    expect(visible.programs.map((p) => p.slug)).not.toContain("cloud-one");

    expect((await own.api.post(`/api/admin/content/program/${id}/publish`, {}, staff)).status).toBe(403);
    const published = await own.api.post(`/api/admin/content/program/${id}/publish`, {}, own.admin());
    expect(published.status).toBe(200);
    visible = await loadPublishedContent(own.server.database.db);
    const program = visible.programs.find((p) => p.slug === "cloud-one");
    expect(program).toMatchObject({
      name: "Cloud Engineering cloud-one",
      feeAud: 5000,
      duration: "12 Weeks",
    });

    const listed = (await own.api.get("/api/admin/content/program", staff)).json.data.find(
      (d: { id: string }) => d.id === id,
    );
    expect(listed.status).toBe("published");
    expect(listed.publishedAt).toEqual(expect.any(String));

    expect((await own.api.post(`/api/admin/content/program/${id}/unpublish`, {}, staff)).status).toBe(403);
    expect((await own.api.post(`/api/admin/content/program/${id}/unpublish`, {}, own.admin())).status).toBe(
      200,
    );
    visible = await loadPublishedContent(own.server.database.db);
    expect(visible.programs.map((p) => p.slug)).not.toContain("cloud-one");
  });

  it("saves with the version edited, and refuses a stale version with 409", async () => {
    const { id } = (await own.api.post("/api/admin/content/program", newProgram("cloud-two"), staff)).json
      .data;
    const first = await own.api.put(
      `/api/admin/content/program/${id}`,
      { ...newProgram("cloud-two"), version: 1, feeAud: 5500 },
      staff,
    );
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ id, version: 2 });
    const stale = await own.api.put(
      `/api/admin/content/program/${id}`,
      { ...newProgram("cloud-two"), version: 1, feeAud: 9000 },
      own.admin(),
    );
    expect(stale.status).toBe(409);
    const doc = await own.api.get(`/api/admin/content/program/${id}`, own.admin());
    expect(doc.json.data).toMatchObject({ version: 2, draft: { feeAud: 5500 }, published: null });
    const missing = await own.api.put(
      `/api/admin/content/program/${id}`,
      { ...newProgram("cloud-two") },
      own.admin(),
    );
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.version).toMatch(/Version is required/);
  });

  it("answers bad fields with 400 and the spec's style of field messages", async () => {
    const res = await own.api.post(
      "/api/admin/content/program",
      { slug: "Not A Slug", durationWeeks: "x" },
      own.admin(),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({ name: "Name is required", summary: "Summary is required" });
    expect(res.json.error.fields.slug).toMatch(/Slug must be/);
    const faq = await own.api.post("/api/admin/content/faq", { answer: "x" }, own.admin());
    expect(faq.json.error.fields.question).toBe("Question is required");
    const hours = await own.api.post(
      "/api/admin/content/site",
      {
        name: "X",
        email: "x@example.com",
        phone: "1",
        openingHours: [{ days: "Monday", opens: "9am", closes: "17:00" }],
      },
      own.admin(),
    );
    expect(hours.status).toBe(400);
    expect(hours.json.error.fields["openingHours.0.opens"]).toMatch(/24-hour clock/);
    expect((await own.api.get("/api/admin/content/widget", own.admin())).status).toBe(404);
  });

  it("refuses a slug already used with 409", async () => {
    const res = await own.api.post("/api/admin/content/program", newProgram(programs[0].slug), own.admin());
    expect(res.status).toBe(409);
    const again = await own.api.post(
      "/api/admin/content/service",
      { slug: services[0].slug, name: "Another", startingRateAud: 1, technologies: ["X"] },
      own.admin(),
    );
    expect(again.status).toBe(409);
  });

  it("refuses Markdown that carries a script, an event handler or a javascript: link", async () => {
    for (const answer of [
      "Hi <script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      "[click](javascript:alert(1))",
    ]) {
      const res = await own.api.post(
        "/api/admin/content/faq",
        { question: "Is it safe?", answer, phrasings: [] },
        own.admin(),
      );
      expect(res.status, answer).toBe(400);
      expect(res.json.error.fields.answer).toMatch(/scripts, event handlers or javascript: links/);
    }
    const ok = await own.api.post(
      "/api/admin/content/faq",
      { question: "Is it safe?", answer: "**Yes**, see [the terms](/terms).", phrasings: ["safe?"] },
      own.admin(),
    );
    expect(ok.status).toBe(201);
  });
});

describe("revisions", () => {
  it("records who changed what, and restores a revision into the draft", async () => {
    const { id } = (await own.api.post("/api/admin/content/program", newProgram("cloud-three"), staff)).json
      .data;
    await own.api.put(
      `/api/admin/content/program/${id}`,
      { ...newProgram("cloud-three"), version: 1, feeAud: 7000 },
      own.admin(),
    );
    const revisions = await own.api.get(`/api/admin/content/program/${id}/revisions`, staff);
    expect(revisions.status).toBe(200);
    const [latest, created] = revisions.json.data;
    expect(latest).toMatchObject({ action: "save", by: "Grace Hopper", changed: ["feeAud"] });
    expect(created).toMatchObject({ action: "create", by: "Sam Staff" });
    const restored = await own.api.post(
      `/api/admin/content/program/${id}/revisions/${created.id}/restore`,
      {},
      staff,
    );
    expect(restored.status).toBe(200);
    expect(restored.json.data).toEqual({ id, version: 3 });
    const doc = await own.api.get(`/api/admin/content/program/${id}`, own.admin());
    expect(doc.json.data.draft.feeAud).toBe(5000);
  });
});

describe("deleting", () => {
  it("deletes a draft (204), refuses a published or referred-to document (409)", async () => {
    const { id } = (await own.api.post("/api/admin/content/program", newProgram("cloud-four"), staff)).json
      .data;
    const res = await fetch(`${own.server.url}/api/admin/content/program/${id}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(res.status).toBe(204);
    expect((await own.api.get(`/api/admin/content/program/${id}`, own.admin())).status).toBe(404);
    const seeded = (await own.api.get("/api/admin/content/program", own.admin())).json.data.find(
      (d: { title: string }) => d.title === programs[0].name,
    );
    const published = await fetch(`${own.server.url}/api/admin/content/program/${seeded.id}`, {
      method: "DELETE",
      headers: own.admin(),
    });
    expect(published.status).toBe(409);
    await own.api.post(`/api/admin/content/program/${seeded.id}/unpublish`, {}, own.admin());
    const referred = await fetch(`${own.server.url}/api/admin/content/program/${seeded.id}`, {
      method: "DELETE",
      headers: own.admin(),
    });
    expect(referred.status).toBe(409); // testimonials name it
    await own.api.post(`/api/admin/content/program/${seeded.id}/publish`, {}, own.admin());
  });

  it("refuses (409) to delete a person a program names as its instructor, or a program an intake is filed under", async () => {
    const person = (
      await own.api.post(
        "/api/admin/content/person",
        { name: "Dana Deleteguard", role: "Instructor", bio: "Teaches cloud.", kind: "instructor" },
        staff,
      )
    ).json.data.id as string;
    const program = (
      await own.api.post(
        "/api/admin/content/program",
        { ...newProgram("cloud-guarded"), instructor: "Dana Deleteguard" },
        staff,
      )
    ).json.data.id as string;
    const del = (type: string, id: string) =>
      fetch(`${own.server.url}/api/admin/content/${type}/${id}`, { method: "DELETE", headers: staff });
    const refusedPerson = await del("person", person);
    expect(refusedPerson.status).toBe(409);
    expect(JSON.stringify(await refusedPerson.json())).toContain("instructor");

    const intake = await own.api.post(
      "/api/admin/intakes",
      {
        program: "cloud-guarded",
        startDate: new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10),
        timetable: "Wed 6PM - 9PM",
        mode: "online",
        capacity: 10,
      },
      own.admin(),
    );
    expect(intake.status, JSON.stringify(intake.json)).toBe(201);
    const refusedProgram = await del("program", program);
    expect(refusedProgram.status).toBe(409);
    expect(JSON.stringify(await refusedProgram.json())).toContain("intakes");
  });
});

describe("export and import", () => {
  it("exports every document for administrators only, and imports all or nothing", async () => {
    expect((await own.api.get("/api/admin/content-export", staff)).status).toBe(403);
    expect((await own.api.get("/api/admin/content-export", own.student())).status).toBe(403);
    const exported = await own.api.get("/api/admin/content-export", own.admin());
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/attachment/);
    const file = exported.json;
    expect(file.documents.length).toBeGreaterThan(20);

    // One bad document: nothing changes.
    const broken = structuredClone(file);
    broken.documents[0].draft = {};
    broken.documents.push({
      ...file.documents[1],
      id: crypto.randomUUID(),
      seedKey: null,
      draft: { name: "" },
    });
    const refused = await own.api.post("/api/admin/content-import", broken, own.admin());
    expect(refused.status).toBe(400);
    expect((await own.api.get("/api/admin/content-export", own.admin())).json.documents.length).toBe(
      file.documents.length,
    );

    // A changed fee comes back as published.
    const changed = structuredClone(file);
    const program = changed.documents.find((d: { type: string }) => d.type === "program");
    program.published = { ...program.published, feeAud: 4321 };
    // A misspelt path is not found (a small body: an export is over the API's usual 100 kB, which
    // only the import's own path may exceed, so the whole file there would be 413 first).
    expect((await own.api.post("/api/admin-content-import", {}, staff)).status).toBe(404);
    expect((await own.api.post("/api/admin/content-import", changed, staff)).status).toBe(403);
    const imported = await own.api.post("/api/admin/content-import", changed, own.admin());
    expect(imported.status).toBe(200);
    expect(imported.json.data.imported).toBe(file.documents.length);
    const visible = await loadPublishedContent(own.server.database.db);
    expect(visible.programs.find((p) => p.slug === program.draft.slug)?.feeAud).toBe(4321);
  });
});
