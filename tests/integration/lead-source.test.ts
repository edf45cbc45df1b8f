import { describe, expect, it } from "vitest";
import { validBodies } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * Where leads come from (issue 35): the first landing page's campaign tags, the referring site
 * and the landing path are kept by the page request itself (the `source` cookie), so a visitor
 * without JavaScript who lands on a campaign link and applies three pages later shows that source
 * on the application, as every lead, booking and chat visitor the browser creates does.
 */
let ip = 10;

/** A browser without JavaScript: keeps cookies, sends the page it came from as the referrer. */
function browser() {
  const jar = new Map<string, string>();
  let last: string | undefined;
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  return {
    cookie,
    jar,
    async visit(path: string, referer = last) {
      const res = await fetch(`${own.server.url}${path}`, {
        headers: { cookie: cookie(), ...(referer ? { referer } : {}), "x-forwarded-for": `203.0.113.${ip}` },
      });
      expect(res.status).toBe(200);
      keep(res);
      last = `${own.server.url}${path}`;
      await res.text();
      return res;
    },
    async post(path: string, fields: Record<string, string>) {
      const res = await fetch(`${own.server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: cookie(),
          origin: own.server.url,
          referer: last ?? own.server.url,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `203.0.113.${ip}`,
        },
        body: new URLSearchParams(fields),
      });
      keep(res);
      return res;
    },
  };
}

async function recordOf(section: string, email: string) {
  const list = await own.api.get(`/api/admin/${section}?search=${encodeURIComponent(email)}`, own.admin());
  expect(list.json.data).toHaveLength(1);
  const record = await own.api.get(`/api/admin/${section}/${list.json.data[0].id}`, own.admin());
  expect(record.status).toBe(200);
  return record.json.data;
}

const own = serverWithAccounts({ withPages: true });

describe("where leads come from", () => {
  it("an application posted without JavaScript three pages after a campaign landing carries that source", async () => {
    ip++;
    const visitor = browser();
    await visitor.visit("/?utm_source=newsletter&utm_campaign=feb-intake", "https://mail.example.net/inbox");
    await visitor.visit("/training-programs/data-analytics");
    await visitor.visit("/about-us");
    await visitor.visit("/enrol-now");
    const body = validBodies["/api/student-enrolment"];
    const res = await visitor.post("/enrol-now", {
      form: "enrolment",
      ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === true ? "on" : String(v)])),
      email: "campaign.applicant@example.com",
    });
    expect(res.status).toBeLessThan(400);
    const application = await recordOf("enrollments", "campaign.applicant@example.com");
    expect(application.source).toEqual({
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "feb-intake",
      referrerHost: "mail.example.net",
      landingPath: "/",
    });

    // The funnel counts it under its source, for today's range: one visit entering the site (the
    // three pages after the landing are the same visit), one application. Visits are added to
    // the database at most once a second, so the report may need a moment to show it.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: own.server.config.businessTimeZone });
    const newsletterRow = async () =>
      (
        await own.api.get(`/api/admin/reports/funnel?from=${today}&to=${today}&groupBy=source`, own.admin())
      ).json.data.find((r: { key: string }) => r.key === "newsletter");
    for (let tries = 0; tries < 50 && (await newsletterRow())?.visitors !== 1; tries++)
      await new Promise((r) => setTimeout(r, 100));
    const funnel = await own.api.get(
      `/api/admin/reports/funnel?from=${today}&to=${today}&groupBy=source`,
      own.admin(),
    );
    expect(funnel.status).toBe(200);
    expect(funnel.json.data.find((r: { key: string }) => r.key === "newsletter")).toMatchObject({
      key: "newsletter",
      visitors: 1,
      applications: 1,
      offers: 0,
      enrolled: 0,
    });
    const csv = await fetch(
      `${own.server.url}/api/admin/reports/funnel?from=${today}&to=${today}&format=csv`,
      {
        headers: own.admin(),
      },
    );
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toMatch(
      /^key,label,visitors,leads,applications,offers,enrolled\r\nnewsletter,newsletter,1,0,1,0,0\r\n/m,
    );
    const byIntake = await own.api.get(
      `/api/admin/reports/funnel?from=${today}&to=${today}&groupBy=intake`,
      own.admin(),
    );
    expect(byIntake.json.data).toEqual([
      { key: "none", label: "No intake", visitors: 0, leads: 0, applications: 1, offers: 0, enrolled: 0 },
    ]);
    for (const bad of [
      "from=2027-02-30&to=2027-03-01",
      "from=2027-03-01&to=2027-02-01",
      "from=x",
      "from=2027-01-01&to=2027-01-02&groupBy=color",
    ])
      expect((await own.api.get(`/api/admin/reports/funnel?${bad}`, own.admin())).status, bad).toBe(400);
  });

  it("a later campaign link changes the latest touch only; leads sent through the API carry the first", async () => {
    ip++;
    const visitor = browser();
    await visitor.visit("/contact-us", "https://www.search.example/?q=courses");
    await visitor.visit("/faq?utm_source=ads&utm_medium=cpc&utm_campaign=spring", "https://ads.example.com/");
    const headers = { cookie: visitor.cookie(), "x-forwarded-for": `203.0.113.${ip}` };
    const sent = await own.api.post(
      "/api/contacts/send-message",
      { ...validBodies["/api/contacts/send-message"], email: "searcher@example.com" },
      headers,
    );
    expect(sent.status).toBe(201);
    const contact = await recordOf("contacts", "searcher@example.com");
    expect(contact.source).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: "www.search.example",
      landingPath: "/contact-us",
    });

    // The chat visitor the browser then creates keeps both touches.
    const created = await own.api.post("/api/visitor", {}, headers);
    expect(created.status).toBe(201);
    const chatVisitor = await own.api.get(`/api/admin/visitors/${created.json.data.id}`, own.admin());
    expect(chatVisitor.json.data.firstTouch.referrerHost).toBe("www.search.example");
    expect(chatVisitor.json.data.latestTouch).toMatchObject({
      utmSource: "ads",
      utmMedium: "cpc",
      utmCampaign: "spring",
    });
  });

  it("a direct visit sets no cookie; records from browsers without one have every field null", async () => {
    ip++;
    const visitor = browser();
    await visitor.visit("/careers", "");
    await visitor.visit("/about-us");
    expect(visitor.jar.has("source")).toBe(false);
    await visitor.visit("/contact-us?utm_source=flyer");
    const booked = await own.api.post(
      "/api/consultations/book",
      { ...validBodies["/api/consultations/book"], email: "direct@example.com" },
      { cookie: visitor.cookie(), "x-forwarded-for": `203.0.113.${ip}` },
    );
    expect(booked.status).toBe(201);
    expect((await recordOf("consultations", "direct@example.com")).source).toEqual({
      utmSource: "flyer",
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      landingPath: "/contact-us",
    });
    const outline = await own.api.post(
      "/api/downloads/course-outline",
      { ...validBodies["/api/downloads/course-outline"], email: "nocookie@example.com" },
      { "x-forwarded-for": `203.0.113.${ip}` },
    );
    expect(outline.status).toBe(201);
    expect((await recordOf("downloads", "nocookie@example.com")).source).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      landingPath: null,
    });
  });

  it("a cached public page still gives a first-time visitor the cookie; a forged cookie is ignored", async () => {
    await fetch(`${own.server.url}/faq`).then((r) => r.text());
    const res = await fetch(`${own.server.url}/faq`, {
      headers: { referer: "https://friend.example.org/post" },
    });
    await res.text();
    const set = res.headers.getSetCookie().find((c) => c.startsWith("source="));
    expect(set).toMatch(/HttpOnly/i);
    const junk = await own.api.post(
      "/api/newsletter/subscribe",
      { email: "junk.cookie@example.com" },
      { cookie: "source=%%%not-base64", "x-forwarded-for": "203.0.113.250" },
    );
    expect(junk.status).toBe(201);
  });
});
