import { desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { enrolments, outbox } from "#server/db/schema.ts";
import { formatTime } from "#server/content/views.ts";
import { pagesWithAccounts } from "../support/pages-with-accounts.ts";

/*
 * Issue 32, item 6: an application records the version of the enrolment terms it accepted, and
 * publishing new terms never changes it; the portal and the admin record show it and link its
 * text. Item 3: the site document's opening hours and phone reach the contact page's meta
 * description, the outline PDF and the e-mails on the next request after a publish.
 */

const ownSite = pagesWithAccounts();
const { admin, visit } = ownSite;

const application = (email: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  mobile: "0491 570 110",
  address: "1 Harbour Street, Sydney",
  education: "Bachelor",
  institution: "University of Sydney",
  course: "Data Analytics",
  accept: true,
  feeTerms: true,
});

async function termsVersionOf(email: string): Promise<number | null> {
  const [row] = await ownSite.server.database.db
    .select({ termsVersion: enrolments.termsVersion })
    .from(enrolments)
    .where(eq(enrolments.email, email))
    .orderBy(desc(enrolments.createdAt))
    .limit(1);
  return row!.termsVersion;
}

/** The one document of a type whose draft has `slug` (or the only one). */
async function documentOf(type: string, slug?: string) {
  const list = await ownSite.api.get(`/api/admin/content/${type}`, admin());
  for (const item of list.json.data) {
    const doc = (await ownSite.api.get(`/api/admin/content/${type}/${item.id}`, admin())).json.data;
    if (!slug || doc.draft.slug === slug) return doc;
  }
  throw new Error(`no ${type} ${slug}`);
}

async function publishChange(
  type: string,
  doc: { id: string; version: number; draft: object },
  change: object,
) {
  const saved = await ownSite.api.put(
    `/api/admin/content/${type}/${doc.id}`,
    { version: doc.version, ...doc.draft, ...change },
    admin(),
  );
  expect(saved.status).toBe(200);
  expect((await ownSite.api.post(`/api/admin/content/${type}/${doc.id}/publish`, {}, admin())).status).toBe(
    200,
  );
}

describe("terms versions", () => {
  it("an application keeps the version of the terms it accepted when new terms are published", async () => {
    const first = await ownSite.api.post("/api/student-enrolment", application("ada@example.com"), {
      token: ownSite.accounts.studentToken,
    });
    expect(first.status).toBe(201);
    expect(await termsVersionOf("ada@example.com")).toBe(1);
    const terms = await documentOf("page", "terms");
    const oldIntro = terms.published.intro as string;
    const v1 = await visit("/terms?version=1");
    expect(v1.status).toBe(200);
    expect(v1.html).toContain("It is the current version.");

    const newIntro = "These terms apply from the next intake: read them before you apply.";
    await publishChange("page", terms, { intro: newIntro });
    const second = await ownSite.api.post("/api/student-enrolment", application("later@example.com"));
    expect(second.status).toBe(201);
    expect(await termsVersionOf("later@example.com")).toBe(2);
    expect(await termsVersionOf("ada@example.com")).toBe(1);

    // The current terms, and each version as it was published.
    expect((await visit("/terms")).html).toContain(newIntro);
    const old = await visit("/terms?version=1");
    expect(old.html).toContain(oldIntro.slice(0, 40));
    expect(old.html).not.toContain(newIntro);
    expect(old.html).toContain("Newer terms have been published since");
    expect((await visit("/terms?version=2")).html).toContain(newIntro);
    for (const bad of ["99", "0", "abc", "-1"])
      expect((await visit(`/terms?version=${bad}`)).status, bad).toBe(404);
    // Publishing the same text again makes no new version.
    const again = await documentOf("page", "terms");
    expect((await ownSite.api.post(`/api/admin/content/page/${again.id}/publish`, {}, admin())).status).toBe(
      200,
    );
    expect((await visit("/terms?version=3")).status).toBe(404);
  });

  it("the portal and the admin record show the accepted version and link its text", async () => {
    const dashboard = await visit("/portal", `portalToken=${ownSite.accounts.studentToken}`);
    expect(dashboard.html).toContain('href="/terms?version=1"');
    expect(dashboard.html).toContain("Enrolment terms, version <!-- -->1");
    const list = await ownSite.api.get("/api/admin/enrollments?limit=50", admin());
    const row = list.json.data.find((r: { email: string }) => r.email === "ada@example.com");
    const record = await visit(`/admin/enrollment/${row.id}`, `adminToken=${ownSite.accounts.adminToken}`);
    expect(record.html).toContain('href="/terms?version=1"');
    expect(record.html).toContain("version <!-- -->1<!-- --> of the enrolment terms");
  });
});

describe("the site document's opening hours and phone", () => {
  it("reach the contact page's meta description, the outline PDF and the e-mails after a publish", async () => {
    const site = await documentOf("site");
    const saturday = { days: "Saturday", opens: "10:00", closes: "16:30" };
    const hours = (site.draft.openingHours as { days: string }[]).map((h) =>
      h.days === "Saturday" ? saturday : h,
    );
    const phone = "(02) 5550 9876";
    const before = await visit("/contact-us");
    const saturdayText = `Saturday ${formatTime(saturday.opens)}-${formatTime(saturday.closes)}`;
    expect(before.html).not.toContain(saturdayText);

    await publishChange("site", site, { openingHours: hours, phone });
    const after = await visit("/contact-us");
    expect(/<meta name="description" content="([^"]*)"/.exec(after.html)?.[1]).toContain(saturdayText);
    expect(after.html).toContain(phone);

    const res = await fetch(`${ownSite.server.url}/api/downloads/course-outline/data-analytics.pdf`);
    const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain(saturdayText);
    expect(text).toContain(phone);

    const outline = await ownSite.api.post("/api/downloads/course-outline", {
      firstName: "Alan",
      lastName: "Turing",
      email: "alan@example.com",
      mobile: "0491 570 110",
      course: "Data Analytics",
      format: "Online",
      agreed: true,
    });
    expect(outline.status).toBe(201);
    const [mail] = await ownSite.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "alan@example.com"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail!.text).toContain(phone);
  });
});

describe("the site document's name", () => {
  it("heads the logo, the portal's titles and the careers and consultation pages after a publish, with its e-mail and phone", async () => {
    const site = await documentOf("site");
    const renamed = `${site.draft.name} Academy`;
    const email = `team.${site.draft.email}`;
    await publishChange("site", site, { name: renamed, email });
    /** The logo: the header's link home. */
    const logo = (html: string) => /<a href="\/"[^>]*>(?:(?!<\/a>).)*<\/a>/s.exec(html)?.[0] ?? "";
    for (const [path, cookie] of [
      ["/", undefined],
      ["/contact-us", undefined],
      ["/portal", `portalToken=${ownSite.accounts.studentToken}`],
    ] as const) {
      const page = await visit(path, cookie);
      expect(page.status, path).toBe(200);
      expect(logo(page.html), path).toContain(renamed);
    }
    const dashboard = await visit("/portal", `portalToken=${ownSite.accounts.studentToken}`);
    expect(/<title>([^<]*)<\/title>/.exec(dashboard.html)?.[1]).toContain(renamed);
    // The pages that name the provider or its contact details in their own text.
    const careers = (await visit("/careers")).html;
    expect(careers).toContain(`open at ${renamed} right now`);
    expect(careers).toContain(`href="mailto:${email}"`);
    const consultation = (await visit("/book-a-free-consultation")).html;
    expect(consultation).toContain(site.draft.phone);
  });
});
