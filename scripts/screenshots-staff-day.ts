// PNGs of the back-office pages of a staff member's day and of getting paid (issues 35 and 34) at
// 1280×800 and 390×844, into docs/screenshots/: the conversations list with its filters and bulk
// actions, a bulk delete's one confirmation, a conversation with its assignee and follow-up, the
// flat message log, an enrolment's money, Settings and the profile's notifications. Starts the
// compiled server over a fresh in-memory database. Run: node --import tsx scripts/screenshots-staff-day.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
import { apiClient } from "../tests/support/api.ts";
import { validBodies } from "../tests/support/leads.ts";
import { instalmentProgram, studentWithApplication } from "../tests/support/payments.ts";
import { seedAccounts } from "../tests/support/seed.ts";
import * as screenshot from "./lib/screenshot-browser.ts";
import { startTestServer } from "../tests/support/server.ts";

const server = await startTestServer({ withPages: true });
try {
  const db = server.database.db;
  const api = apiClient(server.url);
  const { adminToken } = await seedAccounts(db, server.config.sessionSecret);
  const admin = { token: adminToken };
  let ip = 10;
  const from = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });

  // Conversations: a few visitors, two of them asking for a person.
  const people = [
    {
      name: "Priya Raman",
      email: "priya@example.com",
      question: "Do you have evening classes?",
      person: true,
    },
    { name: "Tom Nguyen", email: "tom@example.com", question: "How much is the data course?", person: false },
    { name: "Ana Costa", email: "ana@example.com", question: "Can I pay in instalments?", person: true },
  ];
  let firstVisitor = "";
  for (const p of people) {
    const headers = from();
    const visitor = (await api.post("/api/visitor", {}, headers)).json.data.id;
    await fetch(`${server.url}/api/visitor/${visitor}`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ name: p.name, email: p.email }),
    });
    firstVisitor ||= visitor;
    await api.post("/api/ai-chat", { visitorId: visitor, question: p.question }, headers);
    if (p.person) await api.post("/api/ai-chat/handoff", { visitorId: visitor, email: p.email }, headers);
  }
  // Contact messages for the bulk delete's confirmation.
  for (const email of ["one@example.com", "two@example.com", "three@example.com"])
    await api.post(
      "/api/contacts/send-message",
      { ...validBodies["/api/contacts/send-message"], email },
      from(),
    );

  // An accepted application with a schedule and one transfer received.
  const { program } = instalmentProgram();
  const who = await studentWithApplication(db, server.config.sessionSecret, "shots", program.name);
  await api.put(`/api/admin/enrollments/${who.enrolmentId}/status`, { status: "accepted" }, admin);
  const [schedule] = (await api.get("/api/portal/payments", { token: who.token })).json.data;
  await api.post(
    `/api/admin/enrollments/${who.enrolmentId}/payments`,
    {
      amountCents: schedule.instalments[0].amountCents,
      method: "bank-transfer",
      reference: schedule.reference,
      receivedOn: new Date().toISOString().slice(0, 10),
    },
    admin,
  );

  const shots = [
    { file: "admin-conversations", path: "/admin/conversations" },
    { file: "admin-conversation", path: `/admin/conversations/${firstVisitor}` },
    { file: "admin-messages", path: "/admin/chats" },
    { file: "admin-enrolment-payments", path: `/admin/enrollment/${who.enrolmentId}` },
    { file: "admin-settings", path: "/admin/settings" },
    { file: "admin-profile", path: "/admin/profile" },
  ];
  mkdirSync(screenshot.screenshotDir, { recursive: true });
  const browser = await screenshot.launchScreenshotBrowser();
  try {
    for (const size of screenshot.screenshotSizes) {
      const context = await screenshot.screenshotContext(browser, size);
      await context.addCookies([{ name: "adminToken", value: adminToken, url: server.url }]);
      const page = await context.newPage();
      for (const shot of shots) {
        await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
        await page.screenshot({
          path: path.join(screenshot.screenshotDir, `${shot.file}-${size.width}x${size.height}.png`),
          fullPage: true,
        });
      }
      // A bulk delete: tick two rows, choose Delete, Apply; the page asks once, naming the count.
      await page.goto(`${server.url}/admin/contact-messages`, { waitUntil: "networkidle" });
      const boxes = page.locator("[data-row-select] input");
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.locator("[data-bulk-bar] select").selectOption("delete");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.locator("[data-bulk-confirm]").waitFor();
      await page.screenshot({
        path: path.join(screenshot.screenshotDir, `admin-bulk-confirm-${size.width}x${size.height}.png`),
        fullPage: true,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
