import { DateTime } from "luxon";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { contentDocuments, outbox } from "#server/db/schema.ts";
import { formatAud } from "#server/content/views.ts";
import { pagesWithAccounts } from "../support/pages-with-accounts.ts";
import { fourthProgram } from "../support/fourth-program.ts";

/*
 * A fourth program (issue 32, items 2, 3 and 5), created and published through the content API
 * (the store's functions, in the server's own process, as the back-office editor calls them): it gets its menu entry, home card, an option in the
 * enrolment and outline forms (whose server validation accepts it), a card in the portal's
 * catalogue, a sitemap entry and an outline PDF whose next intake is the intakes table's. A fee and
 * duration change reaches its page, meta description and PDF; a draft never shows; unpublishing
 * takes it off the site while the application and intake naming it keep the name.
 */

const ownSite = pagesWithAccounts();
const { admin, visit } = ownSite;
const content = (path = "") => `/api/admin/content/program${path}`;

const program = {
  ...fourthProgram,
  aliases: ["Cyber security", "Cybersecurity analyst"],
  seoDescription:
    "A {weeks}-week instructor-led course, on campus or online: threats, incidents and testing.",
};
let programId = "";
let intakeId = "";
/** A Monday about three months ahead, in the business time zone. */
const start = DateTime.now().plus({ months: 3 }).startOf("week");
const startDate = start.toISODate()!;

async function pdfText(slug: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${ownSite.server.url}/api/downloads/course-outline/${slug}.pdf`);
  if (res.status !== 200) return { status: res.status, text: "" };
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return { status: 200, text: (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, " ") };
}

/** The HTML of one <select name="course"> on a page: its options. */
function courseOptions(html: string): string[] {
  const select = /<select[^>]*name="course"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");

const outlineRequest = (course: string) => ({
  firstName: "Alan",
  lastName: "Turing",
  email: "alan@example.com",
  mobile: "0491 570 110",
  course,
  format: "Online",
  agreed: true,
});

const application = (course: string, intake?: string) => ({
  firstName: "Alan",
  lastName: "Turing",
  email: "ada@example.com",
  mobile: "0491 570 110",
  address: "1 Harbour Street, Sydney",
  education: "Bachelor",
  institution: "University of Sydney",
  course,
  ...(intake ? { intakeId: intake } : {}),
  accept: true,
  feeTerms: true,
});

describe("a fourth program through the content store", () => {
  it("is nowhere on the site while it is a draft, and the forms refuse it", async () => {
    const created = await ownSite.api.post(content(), program, admin());
    expect(created.status).toBe(201);
    programId = created.json.data.id;
    // Staff set up its intake before publishing it.
    const intake = await ownSite.api.post(
      "/api/admin/intakes",
      {
        program: program.slug,
        startDate,
        endDate: start.plus({ weeks: program.durationWeeks }).toISODate(),
        timetable: ["Tue 6PM - 9PM"],
        mode: "campus",
        capacity: 12,
        status: "open",
      },
      admin(),
    );
    expect(intake.status).toBe(201);
    intakeId = intake.json.data.id;

    expect((await visit(`/training-programs/${program.slug}`)).status).toBe(404);
    for (const path of ["/", "/enrol-now", "/training-programs/full-stack-development", "/sitemap.xml"])
      expect((await visit(path)).html, path).not.toContain(program.name);
    expect((await pdfText(program.slug)).status).toBe(404);
    const outline = await ownSite.api.post("/api/downloads/course-outline", outlineRequest(program.name));
    expect(outline.status).toBe(400);
    expect(outline.json.error.fields).toEqual({ course: "Course is required" });
    const applied = await ownSite.api.post("/api/student-enrolment", application(program.name));
    expect(applied.status).toBe(400);
    expect(applied.json.error.fields).toEqual({ course: "Course is required" });
  });

  it("once published, is in the menu, home cards, both forms, the catalogue, the sitemap and has its PDF", async () => {
    expect((await ownSite.api.post(content(`/${programId}/publish`), {}, admin())).status).toBe(200);
    const page = await visit(`/training-programs/${program.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Become a security analyst in ${program.durationWeeks} weeks`);
    expect(metaDescription(page.html)).toBe(
      `A ${program.durationWeeks}-week instructor-led course, on campus or online: threats, incidents and testing.`,
    );
    // The outline form on its page offers it, preselected; every course list has all published programs.
    expect(courseOptions(page.html)).toContain(program.name);
    const enrol = await visit("/enrol-now");
    expect(courseOptions(enrol.html)).toContain(program.name);
    expect(courseOptions(enrol.html).filter(Boolean)).toHaveLength(4);
    // Any of its aliases preselects it (?program=), as the spec's QA spellings do theirs.
    const byAlias = await visit(`/enrol-now?program=${encodeURIComponent("cybersecurity ANALYST")}`);
    expect(byAlias.html).toMatch(new RegExp(`<option value="${program.name}" selected=""`));

    const home = await visit("/");
    expect(home.html).toContain(`href="/training-programs/${program.slug}"`);
    expect(home.html).toContain(formatAud(program.feeAud));
    // The menu on any page.
    expect((await visit("/about-us")).html).toContain(`>${program.name}</a>`);
    // The About page counts the published programs and their range of weeks.
    expect((await visit("/about-us")).html).toContain(">4</p>");
    expect((await visit("/sitemap.xml")).html).toContain(`/training-programs/${program.slug}</loc>`);

    const portal = await visit("/portal/applications", `portalToken=${ownSite.accounts.studentToken}`);
    expect(portal.status).toBe(200);
    expect(portal.html).toContain(program.name);
    expect(portal.html).toContain(`/portal/applications/enroll?program=${encodeURIComponent(program.name)}`);

    const pdf = await pdfText(program.slug);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(program.name);
    expect(pdf.text).toContain(formatAud(program.feeAud));
    expect(pdf.text).toContain(`${program.durationWeeks} Weeks`);
    // The next intake is the intakes table's, with its weekday (a Monday, as the intake starts).
    expect(pdf.text).toContain(`Next intake starts Monday ${start.toFormat("d LLLL yyyy")}`);
  });

  it("the forms' ownSite.server validation accepts it and its aliases; the outline mail carries its PDF", async () => {
    const outline = await ownSite.api.post(
      "/api/downloads/course-outline",
      outlineRequest("cybersecurity analyst"),
    );
    expect(outline.status).toBe(201);
    expect(outline.json.pdfUrl).toBe(`/api/downloads/course-outline/${program.slug}.pdf`);
    const [mail] = await ownSite.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "alan@example.com"))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(mail!.text).toContain(program.name);
    expect(mail!.attachments?.[0]?.filename).toBe(`${program.slug}-course-outline.pdf`);

    // A student applies to its intake.
    const applied = await ownSite.api.post("/api/student-enrolment", application(program.name, intakeId), {
      token: ownSite.accounts.studentToken,
    });
    expect(applied.status).toBe(201);
  });

  it("a fee and duration change reaches the page, its meta description and the PDF; a draft does not", async () => {
    const doc = await ownSite.api.get(content(`/${programId}`), admin());
    const changed = { ...program, feeAud: 7900, durationWeeks: 22 };
    const saved = await ownSite.api.put(
      content(`/${programId}`),
      { version: doc.json.data.version, ...changed },
      admin(),
    );
    expect(saved.status).toBe(200);
    // Saved, not published: visitors still see the published fee and duration.
    let page = await visit(`/training-programs/${program.slug}`);
    expect(page.html).toContain(formatAud(program.feeAud));
    expect(page.html).not.toContain(formatAud(changed.feeAud));
    expect((await pdfText(program.slug)).text).not.toContain(formatAud(changed.feeAud));

    expect((await ownSite.api.post(content(`/${programId}/publish`), {}, admin())).status).toBe(200);
    page = await visit(`/training-programs/${program.slug}`);
    expect(page.html).toContain(formatAud(changed.feeAud));
    expect(page.html).toContain(`Become a security analyst in ${changed.durationWeeks} weeks`);
    expect(metaDescription(page.html)).toContain(`A ${changed.durationWeeks}-week`);
    expect((await visit("/")).html).toContain(formatAud(changed.feeAud));
    const pdf = await pdfText(program.slug);
    expect(pdf.text).toContain(formatAud(changed.feeAud));
    expect(pdf.text).toContain(`${changed.durationWeeks} Weeks`);
  });

  it("unpublishing takes it off the site; the application and the intake keep its name", async () => {
    const db = ownSite.server.database.db;
    expect((await ownSite.api.post(content(`/${programId}/unpublish`), {}, admin())).status).toBe(200);
    expect((await visit(`/training-programs/${program.slug}`)).status).toBe(404);
    for (const path of ["/", "/enrol-now", "/about-us", "/sitemap.xml"])
      expect((await visit(path)).html, path).not.toContain(program.name);
    expect((await pdfText(program.slug)).status).toBe(404);
    const outline = await ownSite.api.post("/api/downloads/course-outline", outlineRequest(program.name));
    expect(outline.json.error.fields).toEqual({ course: "Course is required" });

    // The student's dashboard and the back-office still name it.
    const dashboard = await visit("/portal", `portalToken=${ownSite.accounts.studentToken}`);
    expect(dashboard.html).toContain(program.name);
    const list = await ownSite.api.get("/api/admin/enrollments?limit=50", {
      token: ownSite.accounts.adminToken,
    });
    const row = list.json.data.find((r: { course: string }) => r.course === program.name);
    expect(row).toBeDefined();
    const record = await visit(`/admin/enrollment/${row.id}`, `adminToken=${ownSite.accounts.adminToken}`);
    expect(record.status).toBe(200);
    expect(courseOptions(record.html)).toContain(program.name);
    const intakes = await visit("/admin/intakes", `adminToken=${ownSite.accounts.adminToken}`);
    expect(intakes.html).toContain(program.name);
    // An edit of the record keeps its course (an unpublished program the store still holds).
    const [stored] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, programId));
    expect(stored!.published).toBeNull();
  });
});
