import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { ownAdmin, ownLists } from "./own-data.ts";

/*
 * axe (WCAG 2.2 AA and best practice) on the pages behind sign-in, and their sign-in, forgot and
 * reset screens: the student portal with one application, and the back-office with seeded lists
 * and one record page of each kind. accessibility.spec.ts covers the public site.
 */
test.describe.configure({ mode: "serial" });

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
  await page.goto(path);
  await page.waitForLoadState("networkidle");
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

/** One record page of each kind, from the first row of each list. */
async function adminRecordPaths(request: APIRequestContext, token: string): Promise<string[]> {
  const first = async (list: string) => {
    const res = await request.get(`/api/admin/${list}?limit=1`, { headers: { token } });
    return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
  };
  return [
    `/admin/students/${await first("students")}`,
    `/admin/enrollment/${await first("enrollments")}`,
    `/admin/download-course-outline/${await first("downloads")}`,
    `/admin/consultations/${await first("consultations")}`,
    `/admin/contact-messages/${await first("contacts")}`,
    `/admin/admins/${await first("admins")}`,
    `/admin/visitors/${await first("visitors")}`,
    `/admin/conversations/${await handedOff(request)}`,
    `/admin/people/${await first("people")}`,
  ];
}

/** A visitor who asked for a person (docs/decisions/0084): the conversation page's subject. */
async function handedOff(request: APIRequestContext): Promise<string> {
  const visitor = await request.post("/api/visitor");
  const visitorId = ((await visitor.json()) as { data: { id: string } }).data.id;
  await request.post("/api/ai-chat/handoff", { data: { visitorId, email: "axe@example.com" } });
  return visitorId;
}

const adminListPaths = [
  "/admin/dashboard",
  "/admin/payments", // issue 34
  "/admin/students",
  "/admin/enrollments",
  "/admin/download-course-outlines",
  "/admin/contact-messages",
  "/admin/consultations",
  "/admin/visitors",
  "/admin/chats",
  "/admin/conversations",
  "/admin/conversations?state=needs-reply",
  "/admin/unanswered",
  "/admin/admins",
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

    test("the back-office has no WCAG 2.2 AA violations", async ({ page, request, baseURL }) => {
      // Thirty pages, each analysed in full: minutes on a busy 2-core machine beside another worker.
      test.setTimeout(240_000);
      const token = await adminToken(request);
      await page.context().addCookies([{ name: "adminToken", value: token, url: baseURL! }]);
      for (const path of [...adminListPaths, ...(await adminRecordPaths(request, token))]) {
        await expectNoViolations(page, path);
      }
    });
  });
}
