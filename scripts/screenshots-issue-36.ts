// Temporary: screenshots of the screens issue 36 touched (not committed).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { enrolments, intakes, students } from "#server/db/schema.ts";
import { eq } from "drizzle-orm";
import { seedAccounts } from "../tests/support/seed.ts";
import { startTestServer } from "../tests/support/server.ts";

const out = path.join(import.meta.dirname, "../docs/screenshots");
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const server = await startTestServer({ withPages: true });
try {
  const db = server.database.db;
  const { student, studentToken, adminToken } = await seedAccounts(db, server.config.sessionSecret);
  await db.update(students).set({ emailVerifiedAt: new Date() }).where(eq(students.id, student.id));
  const [intake] = await db
    .insert(intakes)
    .values({ program: "data-analytics", startDate: "2027-02-01", endDate: "2027-05-21", timetable: ["Sat 11AM - 2PM"], mode: "online", capacity: 0, status: "open" } as never)
    .returning();
  const base = {
    studentId: student.id,
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    mobile: "0491 570 156",
    address: "12 Harbour Street, Sydney NSW 2000",
    education: "Bachelor",
    institution: "University of Technology Sydney",
    accept: true,
    feeTerms: true,
  };
  await db.insert(enrolments).values([
    { ...base, course: "QA & Software Testing", enrolmentDate: "2027-02-01", timeTable: "Tue 6PM - 9PM", status: "under review", createdAt: new Date("2026-11-02T09:30:00+11:00") },
    { ...base, course: "Data Analytics", intakeId: intake!.id, enrolmentDate: "2027-02-01", timeTable: "Sat 11AM - 2PM", status: "waitlisted", createdAt: new Date("2026-11-20T09:30:00+11:00") },
  ] as never);

  type Shot = { file: string; path: string; cookie?: { name: string; value: string }; act?: (page: Page, phone: boolean) => Promise<void> };
  const shots: Shot[] = [
    { file: "home-launcher", path: "/" },
    { file: "faq-launcher", path: "/faq" },
    { file: "home-end-launcher", path: "/", act: async (page) => { await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)); await page.waitForTimeout(200); } },
    { file: "chat-panel", path: "/", act: async (page) => { await page.getByRole("button", { name: "Ask a question" }).click(); await page.getByRole("dialog").waitFor(); await page.waitForTimeout(800); } },
    { file: "portal-tracker", path: "/portal", cookie: { name: "portalToken", value: studentToken } },
    { file: "portal-withdraw", path: "/portal", cookie: { name: "portalToken", value: studentToken }, act: async (page) => { await page.locator("details[data-withdraw] > summary").first().click(); await page.locator("details[data-withdraw]").first().scrollIntoViewIfNeeded(); } },
    { file: "admin-availability", path: "/admin/consultations/availability", cookie: { name: "adminToken", value: adminToken } },
    { file: "admin-availability-holidays", path: "/admin/consultations/availability", cookie: { name: "adminToken", value: adminToken }, act: async (page) => { await page.getByRole("group", { name: "Days without calls" }).scrollIntoViewIfNeeded(); } },
    { file: "blog-post", path: "/blog", act: async (page) => { await page.locator("main article a, main a[href^='/blog/']").first().click(); await page.waitForLoadState("networkidle"); await page.evaluate(() => window.scrollTo(0, 500)); } },
    { file: "enrol-now-intakes", path: "/enrol-now?program=Data%20Analytics", act: async (page) => { await page.getByLabel("Intake").scrollIntoViewIfNeeded(); } },
    { file: "newsletter-pending", path: "/training-programs/full-stack-development", act: async (page) => { const band = page.locator("#newsletter-band"); await band.getByLabel(/^Email address/).fill(`shot${Date.now()}@example.com`); await band.getByRole("button", { name: "Subscribe" }).click(); await page.getByRole("dialog").waitFor(); } },
    { file: "consultation-booked", path: "/expertise/book-a-free-consultation", act: async (page) => {
      const form = page.locator('form[data-enhance="consultation"]');
      await form.getByLabel("First name").fill("Alan"); await form.getByLabel("Last name").fill("Turing");
      await form.getByLabel("Email").fill(`alan${Date.now()}@example.com`); await form.getByLabel("Phone number").fill("0491 570 112");
      await form.getByLabel("Company").fill("Bletchley"); await form.getByLabel("Project details").fill("A booking app.");
      await form.getByLabel("Service").selectOption({ index: 1 }); await form.getByLabel("Budget (AUD)").selectOption({ index: 1 });
      const picker = form.locator("[data-slot-picker]");
      await picker.getByRole("group", { name: "Day" }).locator("label").nth(1).click();
      await picker.getByRole("group", { name: "Time" }).locator("label").first().click();
      await form.getByRole("button", { name: "Book a free consultation" }).click();
      await page.locator("[data-form-success]").waitFor();
    } },
  ];
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const size of sizes) {
      for (const shot of shots) {
        const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, reducedMotion: "reduce", timezoneId: "Australia/Sydney" });
        if (shot.cookie) await context.addCookies([{ ...shot.cookie, url: server.url }]);
        const page = await context.newPage();
        await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` });
        await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
        try {
          if (shot.act) await shot.act(page, size.width < 768);
          await page.waitForTimeout(150);
          const file = path.join(out, `${shot.file}-${size.width}x${size.height}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        } catch (e) {
          console.log("FAILED", shot.file, size.width, (e as Error).message.split("\n")[0]);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
