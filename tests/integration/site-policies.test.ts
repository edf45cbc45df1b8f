import { describe, expect, it } from "vitest";
import { feeFacts } from "#content/fees.ts";
import { pages } from "#content/pages.ts";
import { automaticPeriods } from "#content/privacy.ts";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { postJson, validBodies } from "../support/leads.ts";
import { publicPages } from "../support/pages-with-accounts.ts";
import { testPublicUrl } from "../support/server.ts";

/** The FAQ, terms and privacy pages, the fees and links that point to them, and the copy fixes. */
const own = publicPages();
const html = own.html;

const base = testPublicUrl;

const text = (page: string) =>
  page
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

/** Every <a …> start tag whose href is exactly `href`. */
const anchorsTo = (page: string, href: string) =>
  [...page.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`href="${href}"`));

/** The markup of the form whose data-enhance name is `name`. */
const formMarkup = (page: string, name: string) =>
  page.match(new RegExp(`<form[^>]*data-enhance="${name}"[\\s\\S]*?</form>`))?.[0] ?? "";

describe("/faq, /terms and /privacy", () => {
  it.each([
    ["/faq", "Frequently asked questions"],
    ["/terms", "Enrolment terms and conditions"],
    ["/privacy", "Privacy policy"],
  ] as const)("%s answers 200 with its own title, description, canonical link and h1", async (path, h1) => {
    const page = await html(path);
    expect(page).toContain(`<title>${pages[path].title} | ${site.name}</title>`);
    expect(page).toContain(`<meta name="description" content="${pages[path].description}"/>`);
    expect(page).toContain(`<link rel="canonical" href="${base}${path}"/>`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
  });

  it("are listed in the sitemap", async () => {
    const xml = await (await fetch(`${own.server.url}/sitemap.xml`)).text();
    for (const path of ["/faq", "/terms", "/privacy"]) expect(xml).toContain(`<loc>${base}${path}</loc>`);
  });

  it("are linked from the footer of every page", async () => {
    for (const path of ["/", "/contact-us", "/training-programs/data-analytics"]) {
      const footer = (await html(path)).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? "";
      for (const href of ["/faq", "/terms", "/privacy"])
        expect(anchorsTo(footer, href).length, `${path} → ${href}`).toBeGreaterThan(0);
    }
  });

  it("the FAQ answers fees, class times, equipment and careers from content", async () => {
    const page = text(await html("/faq"));
    for (const p of programs) expect(page).toContain(`${p.name}: ${feeFacts(p.slug).total}`);
    expect(page).toContain("One three-hour class a week");
    expect(page).toContain("We do not provide or lend laptops");
    expect(page).toContain("We do not publish job placement rates");
    expect(page).toContain("Sunday: Closed");
  });

  it("the terms state the fees, payment after enrolment and no refund", async () => {
    const page = text(await html("/terms"));
    for (const p of programs) expect(page).toContain(feeFacts(p.slug).total);
    expect(page).toContain("The course fee is paid after enrolment");
    expect(page).toContain("There is no refund once you are enrolled.");
    expect(page).toContain("Australian Consumer Law");
  });

  it("the privacy policy names each form's data, the three cookies, retention and how to ask", async () => {
    const page = text(await html("/privacy"));
    for (const source of [
      "Contact form",
      "Course outline form",
      "Newsletter signup",
      "Consultation booking",
      "Enrolment application",
      "Student portal account",
      "Chat assistant",
    ])
      expect(page).toContain(source);
    for (const cookie of ["visitor", "portalToken", "adminToken"]) expect(page).toContain(cookie);
    expect(page).toContain(`Erased automatically after ${automaticPeriods.visitorIpDays} days`);
    expect(page).toContain("Seeing, correcting or deleting your information");
    expect(page).toContain("Australian Privacy Principles");
  });

  it("states the visitor cookie's real lifetime", async () => {
    const res = await fetch(`${own.server.url}/api/visitor`, { method: "POST" });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`Max-Age=${automaticPeriods.visitorCookieDays * 24 * 60 * 60}`);
  });
});

describe("fees and the links forms need", () => {
  it("program pages show the fee, payment terms and a link to the terms", async () => {
    for (const p of programs) {
      const raw = await html(p.href);
      const page = text(raw);
      expect(page, p.href).toContain(feeFacts(p.slug).total);
      expect(page, p.href).toContain(feeFacts(p.slug).instalments);
      expect(page, p.href).toContain("The course fee is paid after enrolment");
      expect(anchorsTo(raw, "/terms#fees").length, p.href).toBeGreaterThan(0);
    }
  });

  it("the full stack hero names both ways to attend, while the catalogue keeps 'On Campus'", async () => {
    const page = text(await html("/training-programs/full-stack-development"));
    expect(page).toContain("Study mode On campus, with live online attendance");
    expect(text(await html("/"))).toContain("On Campus");
  });

  it("the enrolment form shows each course's fee, and the initial one for browsers without :has()", async () => {
    const raw = await html("/enrol-now?program=Data%20Analytics");
    const fee = raw.match(/<div data-course-fee[\s\S]*?<\/div>/)?.[0] ?? "";
    for (const p of programs) expect(text(fee)).toContain(`${p.name}: ${feeFacts(p.slug).total}`);
    const initial = fee.match(/<span data-chosen-course="Data Analytics" data-initial="">(.*?)<\/span>/)?.[1];
    expect(text(initial ?? "")).toContain(feeFacts("data-analytics").total);
  });

  it("the accept checkbox links the terms in a new tab, saying so", async () => {
    const raw = await html("/enrol-now");
    const label = raw.match(/<label for="field-accept"[\s\S]*?<\/label>/)?.[0] ?? "";
    const [link] = anchorsTo(label, "/terms");
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
    expect(text(label)).toContain("course enrolment terms and conditions (opens in a new tab)");
  });

  it.each([
    ["/contact-us", "contact"],
    ["/training-programs/qa-and-software-testing", "outline"],
    ["/training-programs/qa-and-software-testing", "newsletter"],
    ["/", "newsletter"],
    ["/expertise/book-a-free-consultation", "consultation"],
    ["/enrol-now", "enrolment"],
  ])("%s: the %s form links the privacy policy in a new tab", async (path, form) => {
    const markup = formMarkup(await html(path), form);
    const [link] = anchorsTo(markup, "/privacy");
    expect(link, `${path} ${form}`).toContain('target="_blank"');
    expect(text(markup)).toContain("privacy policy (opens in a new tab)");
  });

  it("the portal sign-up form links the privacy policy", async () => {
    const markup = (await html("/portal/sign-up")).match(/<form[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(anchorsTo(markup, "/privacy")[0]).toContain('target="_blank"');
  });
});

describe("copy", () => {
  it("the outline API answers with the corrected thank-you text", async () => {
    const res = await postJson(
      own.server.url,
      "/api/downloads/course-outline",
      validBodies["/api/downloads/course-outline"],
      {
        "x-forwarded-for": "198.51.100.250",
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Course outline is sent to your email. Please check your email.");
  });

  it("starting rates read 'From $10,000 AUD', never '$10,000+'", async () => {
    const home = text(await html("/"));
    expect(home).toContain("From $10,000 AUD");
    expect(home).toContain("From $20,000 AUD");
    expect(home).toContain("From $5,000 AUD");
    for (const path of ["/", "/expertise/web-app-development"])
      expect(await html(path)).not.toMatch(/\d\+ AUD/);
  });

  it("names the QA instructor Mei Lin Chen wherever she appears", async () => {
    for (const path of [
      "/our-people",
      "/training-programs/qa-and-software-testing",
      "/blog/manual-vs-automated-testing",
    ]) {
      const page = text(await html(path));
      expect(page, path).toContain("Mei Lin Chen");
      expect(page.match(/Mei Lin(?! Chen)|Mei on/g), path).toBeNull();
    }
  });
});

describe("testimonials where people decide", () => {
  it("the home page and each program page quote students of that program", async () => {
    expect((await html("/")).match(/<blockquote/g)?.length).toBe(3);
    for (const p of programs) {
      const page = text(await html(p.href));
      expect(page, p.href).toContain("What students say");
      expect(page, p.href).toContain(`· ${p.name}`);
    }
  });
});
