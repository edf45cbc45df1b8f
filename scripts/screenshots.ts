// `npm run screenshots`: PNGs of the surfaces a reviewer looks at first, at 1280×800 and 390×844,
// written to docs/screenshots/. It starts the compiled server itself over a fresh in-memory
// database (tests/support/server.ts), seeds a signed-in student with an application and a signed-in
// admin (tests/support/seed.ts), and drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
// Run with tsx (a dev tool): node --import tsx scripts/screenshots.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
import { enrolmentStatusChanges, enrolments, students } from "#server/db/schema.ts";
import { eq } from "drizzle-orm";
import { createDocument } from "#server/content/documents.ts";
import { fourthProgram } from "../tests/support/fourth-program.ts";
import { seedAccounts } from "../tests/support/seed.ts";
import * as screenshot from "./lib/screenshot-browser.ts";
import { startTestServer } from "../tests/support/server.ts";

const server = await startTestServer({ withPages: true });
try {
  const db = server.database.db;
  const { admin, student, studentToken, adminToken } = await seedAccounts(db, server.config.sessionSecret);
  await db.update(students).set({ emailVerifiedAt: new Date() }).where(eq(students.id, student.id));
  const [application] = await db
    .insert(enrolments)
    .values({
      studentId: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      mobile: "0491 570 156",
      address: "12 Harbour Street, Sydney NSW 2000",
      education: "Bachelor",
      institution: "University of Technology Sydney",
      course: "QA & Software Testing",
      enrolmentDate: "2027-02-01",
      timeTable: "Tue 6PM - 9PM",
      accept: true,
      feeTerms: true,
      status: "accepted",
      termsVersion: 1,
      // Fixed dates, so a rerun changes a picture only when the page changed.
      createdAt: new Date("2026-11-02T09:30:00+11:00"),
    })
    .returning();
  // Accepted by the admin a day after applying, so the record's history tells the same story.
  await db.insert(enrolmentStatusChanges).values({
    enrolmentId: application!.id,
    fromStatus: "received",
    toStatus: "accepted",
    adminId: admin.id,
    createdAt: new Date("2026-11-03T14:05:00+11:00"),
  });

  // A fourth program published through the content store (issue 32): on the home page, in the
  // menus, the forms and the portal catalogue, with its own page.
  await createDocument(
    db,
    "program",
    {
      ...fourthProgram,
      order: 4,
      features: [
        {
          icon: "server",
          name: "Threat analysis",
          description: "Read logs and traffic, and find what does not belong.",
        },
        {
          icon: "checklist",
          name: "Incident response",
          description: "Contain, investigate and report an incident.",
        },
        {
          icon: "robot",
          name: "Security testing",
          description: "Test web applications the way attackers do.",
        },
      ],
    },
    { id: admin.id, name: "Screenshots" },
    { publish: true },
  );

  const shots: {
    file: string;
    path: string;
    cookie?: { name: string; value: string };
    fullPage?: boolean;
  }[] = [
    { file: "home", path: "/" },
    { file: "home-programs", path: "/#programs" },
    { file: "about", path: "/about-us" },
    { file: "about-figures", path: "/about-us#story-heading" },
    { file: "program", path: "/training-programs/full-stack-development" },
    { file: "program-fourth", path: "/training-programs/cyber-security-analyst" },
    {
      file: "portal-catalogue",
      path: "/portal/applications",
      cookie: { name: "portalToken", value: studentToken },
    },
    { file: "enrol-now", path: "/enrol-now?program=Data%20Analytics" },
    { file: "portal-dashboard", path: "/portal", cookie: { name: "portalToken", value: studentToken } },
    {
      file: "admin-enrolment",
      path: `/admin/enrollment/${application!.id}`,
      cookie: { name: "adminToken", value: adminToken },
    },
  ];

  mkdirSync(screenshot.screenshotDir, { recursive: true });
  const browser = await screenshot.launchScreenshotBrowser();
  try {
    for (const size of screenshot.screenshotSizes) {
      const context = await screenshot.screenshotContext(browser, size);
      for (const shot of shots) {
        await context.clearCookies();
        if (shot.cookie) await context.addCookies([{ ...shot.cookie, url: server.url }]);
        const page = await context.newPage();
        const response = await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
        if (!response?.ok()) throw new Error(`${shot.path}: HTTP ${response?.status()}`);
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(screenshot.screenshotDir, `${shot.file}-${size.width}x${size.height}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(process.cwd(), file));
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
