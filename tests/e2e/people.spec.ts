import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactMessages, enrolments, students } from "#server/db/schema.ts";
import { axeViolations } from "./axe.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * People and privacy (issue 15, docs/decisions/0083): staff open a person from a list, add a note
 * and find the export; a student downloads their data and asks for erasure from the portal. The
 * journey runs its own server over a fresh database, signed in through seeded session cookies.
 */
test.describe.configure({ mode: "serial" });

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;

test.beforeAll(async () => {
  // A fresh database and the compiled app load slowly on a busy machine.
  test.setTimeout(120_000);
  server = await startTestServer({ withPages: true });
  const db = server.database.db;
  accounts = await seedAccounts(db, server.config.sessionSecret);
  const person = { firstName: "Nora", lastName: "Nightingale", email: "nora@example.com" };
  await db
    .insert(contactMessages)
    .values({ ...person, mobile: "0491 570 110", message: "Do you run evening classes?" });
  await db.insert(enrolments).values({
    ...person,
    mobile: "0491 570 110",
    address: "1 George St",
    education: "Bachelor",
    institution: "UTS",
    course: "Data Analytics",
    accept: true,
    feeTerms: true,
  });
});
test.afterAll(async () => {
  await server?.close();
});

async function as(page: Page, name: "adminToken" | "portalToken", value: string) {
  await page.context().addCookies([{ name, value, url: server.url }]);
}

test("staff open a person from a list, add a note and find the export, on a phone too", async ({ page }) => {
  await as(page, "adminToken", accounts.adminToken);
  await page.goto(`${server.url}/admin/contact-messages`);
  await page.getByRole("link", { name: "nora@example.com" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nora Nightingale" })).toBeVisible();
  const timeline = page.locator("[data-timeline]");
  await expect(timeline.getByText("Sent a message: Do you run evening classes?")).toBeVisible();
  await expect(timeline.getByText("Applied for Data Analytics (received)")).toBeVisible();

  // Filter by kind with links.
  await page.getByRole("link", { name: "Applications", exact: true }).click();
  await expect(page).toHaveURL(/kind=application/);
  await expect(timeline.locator("li")).toHaveCount(1);

  await page.getByLabel("New note").fill("Called back: prefers evening classes");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(
    page.locator("[data-notes] li p").getByText("Called back: prefers evening classes"),
  ).toBeVisible();
  await expect(page.locator("[data-notes]").getByText("Grace Hopper")).toBeVisible();

  const exportLink = page.getByRole("link", { name: "Download data (JSON)" });
  const href = await exportLink.getAttribute("href");
  expect(href).toMatch(/^\/api\/admin\/people\/[\w-]+\/export$/);
  const exported = await page.request.get(`${server.url}${href}`);
  expect(exported.status()).toBe(200);
  const body = (await exported.json()) as { person: { email: string }; tables: Record<string, unknown[]> };
  expect(body.person.email).toBe("nora@example.com");
  expect(Object.keys(body.tables)).toEqual(
    expect.arrayContaining(["contact_messages", "enrolments", "staff_notes"]),
  );
  await expect(page.getByRole("link", { name: "Download data (readable page)" })).toHaveAttribute(
    "href",
    `${href}?format=html`,
  );

  expect(await axeViolations(page, "person page")).toEqual([]);

  // The erasure asks first, naming what will go.
  await page.getByRole("link", { name: "Erase this person" }).click();
  await expect(page.locator("[data-erasure-preview]")).toContainText("Contact messages: 1 row");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBe(widths.viewport);
  expect(await axeViolations(page, "erasure confirmation at 390 px")).toEqual([]);
  await page.goto(`${server.url}/admin/people?search=nora`);
  expect(await axeViolations(page, "people search at 390 px")).toEqual([]);
});

test("a student downloads their data and asks for erasure, which staff see on the person page", async ({
  page,
}) => {
  await as(page, "portalToken", accounts.studentToken);
  await page.goto(`${server.url}/portal/privacy`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Data" })).toBeVisible();
  // Issue 30: until the address is verified, the page says so and offers neither action.
  await expect(page.locator("[data-verify-first]")).toContainText("Please verify your e-mail address first");
  await expect(page.getByRole("link", { name: "Download (JSON)" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ask for erasure" })).toHaveCount(0);
  await server.database.db
    .update(students)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(students.id, accounts.student.id));
  await page.reload();
  await expect(page.locator("[data-verify-first]")).toHaveCount(0);
  const json = page.getByRole("link", { name: "Download (JSON)" });
  await expect(json).toHaveAttribute("href", "/api/portal/me/export");
  const exported = await page.request.get(`${server.url}/api/portal/me/export`);
  expect(((await exported.json()) as { person: { email: string } }).person.email).toBe("ada@example.com");
  const html = await page.request.get(`${server.url}/api/portal/me/export?format=html`);
  expect(await html.text()).toContain("Everything Harbourline Tech holds about ada@example.com");

  expect(await axeViolations(page, "portal: your data")).toEqual([]);
  await page.getByRole("button", { name: "Ask for erasure" }).click();
  await expect(page.locator("[data-erasure-requested]")).toBeVisible();

  await as(page, "adminToken", accounts.adminToken);
  await page.goto(`${server.url}/admin/people?search=ada`);
  await page.getByRole("link", { name: "Ada Lovelace" }).click();
  await expect(page.locator("[data-erasure-request]")).toContainText("asked to be erased");
  await page.getByRole("link", { name: "Erase this person" }).click();
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page).toHaveURL(/\/admin\/people\?erased=1/);
  await expect(page.getByRole("status")).toHaveText("The person was erased.");
});
