import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { recordHref } from "#server/admin/sections/shape.ts";
import { listSamples, recordSamples } from "./admin-templates.ts";
import { ownAdmin, ownLists } from "./own-data.ts";

/*
 * axe (WCAG 2.2 AA and best practice) on the pages behind sign-in, and their sign-in, forgot and
 * reset screens: the student portal with one application, and the back-office with seeded lists
 * and record pages. The section lists and record pages are two templates drawing what each
 * section's definition asks for; the sections scanned are the fewest that ask for everything the
 * templates draw (tests/e2e/admin-templates.ts). Every other back-office page is its own route and
 * is scanned. accessibility.spec.ts covers the public site. Each test makes its own student or
 * administrator and rows, so the tests run on both workers.
 */
test.describe.configure({ mode: "parallel" });

const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

const signedOutPaths = [
  "/portal/sign-in",
  "/portal/sign-up",
  "/portal/forgot-password",
  "/portal/reset-password?email=ada%40example.com&token=abc",
  "/portal/verify-email?token=abc",
  "/admin/sign-in",
  "/admin/forgot-password",
  "/admin/reset-password?email=ada%40example.com&token=abc",
  "/admin/setup?token=abc", // an administrator exists: the no-longer-valid page
];

const portalPaths = [
  "/portal",
  "/portal/applications",
  "/portal/applications/enroll?program=Data%20Analytics",
  "/portal/profile",
  "/portal/change-password",
  "/portal/privacy",
  "/portal/payments", // issue 34
  "/portal/verify-email",
  "/portal/log-out",
];

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path); // resolves at the load event: every script the page starts with has run
  // Then the first idle moment of the main thread, when hydration's work is done. (Waiting for the
  // network to stay quiet for half a second did the same at 0.5 s or more per page.)
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  );
  expect(await axeViolations(page, path)).toEqual([]);
}

async function studentWithApplication(request: APIRequestContext): Promise<string> {
  const email = `axe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await request.post("/api/portal/auth/sign-up", {
    data: { firstName: "Ada", lastName: "Lovelace", email, password: "analytical-engine" },
  });
  const { token } = (await signUp.json()) as { token: string };
  const applied = await request.post("/api/student-enrolment", {
    headers: { token, "x-forwarded-for": "10.77.0.1" },
    data: {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      mobile: "0491570156",
      address: "1 George St, Sydney NSW 2000",
      education: "BSc",
      institution: "UNSW",
      course: "Data Analytics",
      timeTable: "Sat 11AM - 2PM",
      accept: true,
      feeTerms: true,
    },
  });
  expect(applied.status()).toBe(201);
  return token;
}

/** An administrator of the test's own, with rows of its own in every list. */
async function adminToken(request: APIRequestContext): Promise<string> {
  await ownLists(request, 25);
  return (await ownAdmin(request)).token;
}

/** The sampled sections' record pages (the first row of each list), the conversation and the person. */
async function adminRecordPaths(request: APIRequestContext, token: string): Promise<string[]> {
  const first = async (api: string) => {
    const res = await request.get(`${api}?limit=1`, { headers: { token } });
    return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
  };
  const records: string[] = [];
  for (const section of recordSamples) records.push(recordHref(section, await first(section.api)));
  return [
    ...records,
    `/admin/conversations/${await handedOff(request)}`,
    `/admin/people/${await first("/api/admin/people")}`,
  ];
}

/** A visitor who asked for a person (docs/decisions/0084): the conversation page's subject. */
async function handedOff(request: APIRequestContext): Promise<string> {
  const visitor = await request.post("/api/visitor");
  const visitorId = ((await visitor.json()) as { data: { id: string } }).data.id;
  await request.post("/api/ai-chat/handoff", { data: { visitorId, email: "axe@example.com" } });
  return visitorId;
}

/** The sampled sections' lists, and the back-office pages that are routes of their own. */
const adminListPaths = [
  "/admin/dashboard",
  ...listSamples.map((section) => section.list),
  "/admin/payments", // issue 34
  "/admin/unanswered",
  "/admin/admins/add-admin",
  "/admin/people",
  "/admin/profile",
  "/admin/profile/two-factor",
  "/admin/change-password",
  "/admin/settings",
  "/admin/outbox",
  "/admin/log-out",
];

for (const { name, width, height } of widths) {
  test.describe(`axe behind sign-in at ${name} width`, () => {
    test.use({ viewport: { width, height } });

    test("sign-in, sign-up, forgot and reset screens have no WCAG 2.2 AA violations", async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of signedOutPaths) await expectNoViolations(page, path);
    });

    test("the student portal has no WCAG 2.2 AA violations", async ({ page, request, baseURL }) => {
      test.setTimeout(60_000);
      const token = await studentWithApplication(request);
      await page.context().addCookies([{ name: "portalToken", value: token, url: baseURL! }]);
      for (const path of portalPaths) await expectNoViolations(page, path);
    });

    test("the back-office's lists and pages have no WCAG 2.2 AA violations", async ({
      page,
      request,
      baseURL,
    }) => {
      // Twenty pages, each analysed in full: minutes on a busy 2-core machine beside another worker.
      test.setTimeout(180_000);
      const token = await adminToken(request);
      await page.context().addCookies([{ name: "adminToken", value: token, url: baseURL! }]);
      for (const path of adminListPaths) await expectNoViolations(page, path);
    });

    test("the back-office's record pages have no WCAG 2.2 AA violations", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const token = await adminToken(request);
      await page.context().addCookies([{ name: "adminToken", value: token, url: baseURL! }]);
      for (const path of await adminRecordPaths(request, token)) await expectNoViolations(page, path);
    });
  });
}
