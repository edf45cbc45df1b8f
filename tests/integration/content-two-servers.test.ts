import { beforeAll, describe, expect, it } from "vitest";
import { programs } from "#content/programs.ts";
import { fees, formatAud } from "#content/fees.ts";
import type { ServerProcess } from "../support/server-processes.ts";
import { waitFor } from "../support/smtp.ts";
import { twoServers } from "../support/two-servers.ts";

/*
 * A publish reaches every process (issue 32): two compiled servers on one PostgreSQL database,
 * both seeding it at start (once between them). A program added and published through one is
 * served at /training-programs/{slug} by the other on its next request, and is in its menus; a changed fee published
 * through one shows on the other's page (its page cache dropped too); unpublishing takes the
 * page away on both; the forms' course lists and validation, the outline PDF, the sitemap and the
 * structured data follow on the next request. PostgreSQL is the one from DATABASE_URL, or the local server.
 */

// Both start at once and seed the database together (once between them).
const two = twoServers({ together: true });
const json = { "content-type": "application/json" };
const call = two.call;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(() => {
  ({ a, b } = two);
});

/** An outline request for the program the test publishes. */
const outlineRequest = {
  firstName: "Alan",
  lastName: "Turing",
  email: "alan@example.com",
  mobile: "0491 570 110",
  course: "Cloud Engineering",
  format: "Online",
  agreed: true,
};

/** What a visitor gets (no cookie: the page cache may answer). */
async function page(server: ServerProcess, path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, html: await res.text() };
}

describe("a publish on one server process", () => {
  it("seeded the shared database once", async () => {
    const list = await call(b, "GET", "/api/admin/content/program");
    expect(list.json.data.map((d: { title: string }) => d.title)).toEqual(programs.map((p) => p.name));
  });

  it("gives a new program its page on the other process, and unpublishing takes it away", async () => {
    expect((await page(b, "/training-programs/cloud-engineering")).status).toBe(404);
    const created = await call(a, "POST", "/api/admin/content/program", {
      slug: "cloud-engineering",
      name: "Cloud Engineering",
      summary: "Run production systems on the cloud.",
      studyMode: "Online",
      durationWeeks: 12,
      feeAud: 5400,
      instalments: 6,
      topics: ["Linux", "Networking", "Kubernetes"],
    });
    expect(created.status).toBe(201);
    // A draft is never visible.
    expect((await page(b, "/training-programs/cloud-engineering")).status).toBe(404);
    expect((await call(a, "POST", `/api/admin/content/program/${created.json.data.id}/publish`)).status).toBe(
      200,
    );
    const shown = await page(b, "/training-programs/cloud-engineering");
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Cloud Engineering");
    expect(shown.html).toContain(formatAud(5400));
    expect(shown.html).toContain("12 Weeks");
    // In the other process's menus (its cached home page is dropped within a second).
    const inMenu = async () =>
      (await page(b, "/")).html.includes('href="/training-programs/cloud-engineering"');
    await waitFor(inMenu, 5_000);
    // Its structured data on the other process: a Course offered at its fee.
    expect(shown.html).toMatch(/"@type":"Course","name":"Cloud Engineering"/);
    expect(shown.html).toContain('"price":5400');
    // The other process's forms offer it and its server validation accepts it, on the next request.
    const inEnrolmentForm = async () =>
      (await page(b, "/enrol-now")).html.includes('<option value="Cloud Engineering"');
    await waitFor(inEnrolmentForm, 5_000);
    const outline = await fetch(`${b.url}/api/downloads/course-outline`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(outlineRequest),
    });
    expect(outline.status).toBe(201);
    const pdf = await fetch(`${b.url}/api/downloads/course-outline/cloud-engineering.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await page(b, "/sitemap.xml")).html).toContain("/training-programs/cloud-engineering</loc>");

    expect(
      (await call(a, "POST", `/api/admin/content/program/${created.json.data.id}/unpublish`)).status,
    ).toBe(200);
    expect((await page(b, "/training-programs/cloud-engineering")).status).toBe(404);
    await waitFor(async () => !(await inMenu()), 5_000);
    await waitFor(async () => !(await inEnrolmentForm()), 5_000);
    const refused = await fetch(`${b.url}/api/downloads/course-outline`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(outlineRequest),
    });
    expect(refused.status).toBe(400);
    expect((await fetch(`${b.url}/api/downloads/course-outline/cloud-engineering.pdf`)).status).toBe(404);
    expect((await page(b, "/sitemap.xml")).html).not.toContain("cloud-engineering");
  });

  it("changes a published fee on the other process's (cached) page", async () => {
    const program = programs[0];
    const path = program.href;
    const oldFee = formatAud(fees[program.slug].totalAud);
    // Twice, so the page cache holds it.
    await page(b, path);
    expect((await page(b, path)).html).toContain(oldFee);
    const list = await call(a, "GET", "/api/admin/content/program");
    const { id } = list.json.data.find((d: { title: string }) => d.title === program.name);
    const doc = await call(a, "GET", `/api/admin/content/program/${id}`);
    const newFeeAud = fees[program.slug].totalAud + 250;
    const saved = await call(a, "PUT", `/api/admin/content/program/${id}`, {
      ...doc.json.data.draft,
      version: doc.json.data.version,
      feeAud: newFeeAud,
    });
    expect(saved.status).toBe(200);
    // Saved, not published: visitors still see the old fee.
    expect((await page(b, path)).html).toContain(oldFee);
    expect((await call(a, "POST", `/api/admin/content/program/${id}/publish`)).status).toBe(200);
    // The page cache checks the version at most once a second; the read model on every request.
    await waitFor(async () => (await page(b, path)).html.includes(formatAud(newFeeAud)), 5_000);
    expect((await page(b, path)).html).not.toContain(oldFee);
  });
});
