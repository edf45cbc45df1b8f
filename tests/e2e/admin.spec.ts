import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";

/*
 * The back-office journey. The sign-in page belongs to another journey, so the admin signs in
 * through the test server's shortcut (tests/support/test-support-routes.ts, never in the production
 * build) with ADMIN_EMAIL/ADMIN_PASSWORD, and the browser gets the resulting adminToken cookie.
 * Lists are seeded with 25 rows each through the same routes.
 */
test.describe.configure({ mode: "serial" });

let xssVisitorId = "";

async function signIn(page: Page) {
  const seeded = await page.request.post("/api/test-support/seed", { data: { rows: 25 } });
  xssVisitorId = ((await seeded.json()) as { xssVisitorId: string }).xssVisitorId;
  const res = await page.request.post("/api/test-support/admin-session", {
    data: { email: "admin@harbourline.example", password: "e2e-admin-password" },
  });
  const { token } = (await res.json()) as { token: string };
  await page
    .context()
    .addCookies([{ name: "adminToken", value: token, url: test.info().project.use.baseURL! }]);
}

test("admin pages redirect to sign-in without an admin session", async ({ page }) => {
  for (const path of ["/admin/dashboard", "/admin/students", "/admin/enrollment/x", "/admin/profile"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  }
});

test("the dashboard numbers match the database", async ({ page }) => {
  await signIn(page);
  const counts = (await (await page.request.get("/api/test-support/counts")).json()) as Record<
    string,
    number
  >;
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest stats" })).toBeVisible();
  const expected: [string, number][] = [
    ["Students", counts.students!],
    ["Enrolments", counts.enrolments!],
    ["Course outline downloads", counts.outline_requests!],
    ["Contact Messages", counts.contact_messages!],
    ["Consultations", counts.consultations!],
    ["Newsletter subscribers", counts.newsletter_subscribers!],
    ["Visitors", counts.visitors!],
  ];
  for (const [name, value] of expected) {
    const card = page.locator("[data-stat]").filter({ has: page.getByText(name, { exact: true }) });
    await expect(card.locator("dd")).toHaveText(String(value));
  }
  await expect(page.getByRole("img", { name: /New leads per week/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText([
    "Dashboard",
    "Students",
    "Enrolments",
    "Intakes", // issue 14
    "Download Course Outlines",
    "Contact Messages",
    "Consultations",
    "Visitors",
    "Chats",
    "Admins",
    "Payments", // issue 34
    "Settings", // administrators only (docs/decisions/0073)
  ]);
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

/** The list's total from the API, so other journeys' rows on the same server do not matter. */
async function totalOf(page: Page, api: string): Promise<number> {
  const res = await page.request.get(`/api/admin/${api}?limit=1`);
  return ((await res.json()) as { pagination: { total: number } }).pagination.total;
}

test("each list paginates over its 25 seeded rows", async ({ page }) => {
  await signIn(page);
  const lists = [
    ["/admin/students", "Students", "students"],
    ["/admin/enrollments", "Enrolments", "enrollments"],
    ["/admin/download-course-outlines", "Download Course Outlines", "downloads"],
    ["/admin/consultations", "Consultations", "consultations"],
    ["/admin/contact-messages", "Contact Messages", "contacts"],
    ["/admin/admins", "Admins", "admins"],
  ] as const;
  for (const [path, heading, api] of lists) {
    const total = await totalOf(page, api);
    expect(total, path).toBeGreaterThanOrEqual(25);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toContainText(`Showing 1 to 10 of ${total} results`);
    await expect(page.locator("tbody tr")).toHaveCount(10);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(pager).toContainText(`Showing 11 to 20 of ${total} results`);
    await expect(page).toHaveURL(/offset=1/);
    await pager.getByRole("link", { name: "Page 3" }).click();
    const end = Math.min(30, total);
    await expect(pager).toContainText(`Showing 21 to ${end} of ${total} results`);
    await expect(page.locator("tbody tr")).toHaveCount(end - 20);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(pager).toContainText(`Showing 11 to 20 of ${total} results`);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  }
  // Visitors and chats show 50 a page.
  for (const [path, heading, api] of [
    ["/admin/visitors", "Visitors", "visitors"],
    ["/admin/chats", "Viewers", "chats"],
  ] as const) {
    const total = await totalOf(page, api);
    expect(total, path).toBeGreaterThanOrEqual(26);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(
      `Showing 1 to ${Math.min(50, total)} of ${total} results`,
    );
    await expect(page.locator("tbody tr")).toHaveCount(Math.min(50, total));
    if (heading === "Visitors") await expect(page.locator("[data-chat-icon]").first()).toBeVisible();
  }
});

test("a list shows a 5-row skeleton while the next page loads", async ({ page }) => {
  await signIn(page);
  // Other journeys on the same server may have added students beside the 25 seeded ones.
  const total = await totalOf(page, "students");
  await page.goto("/admin/students");
  await expect(page.locator("tbody tr")).toHaveCount(10);
  // Hold the next page's data until the skeleton has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/admin\/students\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page.locator("[data-skeleton-row]")).toHaveCount(5);
  release();
  await expect(page.locator("[data-skeleton-row]")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(
    `Showing 11 to 20 of ${total} results`,
  );
});

test("search and sort are kept in the URL", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/consultations");
  await page.getByLabel("Search consultations").fill("client1");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=client1/);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("of 11 results");
  await page.getByRole("link", { name: "Name" }).click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(page.locator("tbody tr").first()).toContainText("Client01 Tester");
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.locator("tbody tr").first()).toContainText("Client19 Tester");
  await page.reload();
  await expect(page.getByLabel("Search consultations")).toHaveValue("client1");
});

test("an edit with an invalid e-mail shows the error; a valid save shows the toast", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/students?search=student03");
  await page.getByRole("link", { name: "Student03 Tester" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Student03 Tester" })).toBeVisible();
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#email-error")).toHaveText("Email should be a valid email address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("sam.student@example.com");
  await page.getByLabel("First name").fill("Sam");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Student updated successfully");
  await expect(page.getByRole("heading", { level: 1, name: "Sam Tester" })).toBeVisible();
  await expect(page.locator("[data-audit-log]")).toContainText("firstName: Student03 → Sam");
  await expect(page.locator("[data-audit-log]")).toContainText(
    "email: student3@example.com → sam.student@example.com",
  );
});

test("delete asks first: Cancel keeps the row, Delete removes it with a toast", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/consultations");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const before = await totalOf(page, "consultations");
  await expect(pager).toContainText(`of ${before} results`);
  await page.getByRole("button", { name: "Actions for Client01 Tester" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete consultation?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Client01 Tester" })).toBeVisible();
  await page.getByRole("button", { name: "Actions for Client01 Tester" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("Consultation deleted successfully");
  await expect(dialog).toBeHidden();
  await expect(pager).toContainText(`of ${before - 1} results`);
  await expect(page.getByRole("link", { name: "Client01 Tester" })).toHaveCount(0);
  // An admin cannot delete themselves: the server says so in the toast.
  await page.goto("/admin/admins?search=admin@harbourline.example");
  await page.getByRole("button", { name: "Actions for Site Administrator" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("You cannot delete your own account");
});

test("CSV export downloads exactly the filtered rows", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/contact-messages?search=contact2");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("of 7 results");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(lines[0]).toBe("id,firstName,lastName,email,mobile,createdAt");
  expect(lines).toHaveLength(8);
  for (const line of lines.slice(1)) expect(line.split(",")[3]).toMatch(/^contact2\d?@example\.com$/);
});

test("a status change is confirmed with the applicant's e-mail and recorded once", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/enrollments?search=applicant04");
  await page.getByRole("button", { name: "Actions for Applicant04 Tester" }).click();
  await page.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/admin\/enrollment\/[0-9a-f-]{36}$/);
  // The status panel comes before the editable details.
  const panelTop = (await page.getByRole("heading", { name: "Application status" }).boundingBox())!.y;
  const firstFieldTop = (await page.getByLabel("First name").boundingBox())!.y;
  expect(panelTop).toBeLessThan(firstFieldTop);
  await expect(page.locator("[data-status]")).toContainText("received");
  const select = page.getByLabel("New status");
  await expect(select).toHaveValue("");
  await expect(select.locator("option")).toHaveText([
    "Choose a status…",
    "Under Review",
    "Accepted",
    "Waitlisted",
    "Rejected",
    "Withdrawn",
  ]);
  await select.selectOption("under review");
  await page.getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("dialog", { name: "Change status to Under Review?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[data-mail-preview]")).toContainText("To: applicant4@example.com");
  await expect(dialog.locator("[data-mail-preview]")).toContainText(
    "Our team is now reviewing your application.",
  );
  // Cancelling changes nothing.
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-status]")).toContainText("received");
  await select.selectOption("under review");
  await page.getByRole("button", { name: "Change status" }).click();
  await page.getByRole("button", { name: "Confirm and e-mail applicant" }).click();
  await expect(page.getByRole("status")).toContainText("Status changed to under review");
  await expect(page.locator("[data-status]")).toContainText("under review");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("[data-status-history]")).toContainText(
    "received → under review by Site Administrator",
  );
  // One history: the change history does not repeat the status change.
  await expect(page.locator("[data-audit-log]")).toHaveCount(0);
  await expect(page.getByLabel("New status")).toHaveValue("");
  await expect(page.getByLabel("New status").locator("option")).toHaveText([
    "Choose a status…",
    "Accepted",
    "Waitlisted",
    "Rejected",
    "Withdrawn",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a status change still goes through its confirmation step", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/enrollments?search=applicant05");
    await page.getByRole("link", { name: "Applicant05 Tester" }).click();
    await page.getByLabel("New status").selectOption("waitlisted");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page).toHaveURL(/\?status=waitlisted$/);
    await expect(page.locator("[data-mail-preview]")).toContainText("waiting list");
    await expect(page.locator("[data-status]")).toContainText("received");
    await page.getByRole("button", { name: "Confirm and e-mail applicant" }).click();
    await expect(page.locator("[data-status]")).toContainText("waitlisted");
    await expect(page.locator("[data-mail-preview]")).toHaveCount(0);
  });
});

test("dashboard cards lead to their lists, applications filtered by status", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/dashboard");
  const received = page.locator('[data-stat="status-received"]');
  const count = Number(await received.locator("dd").textContent());
  await received.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/enrollments\?status=received$/);
  await expect(page.locator("[data-list-filter]")).toContainText("Showing only status received");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(Math.min(count, 10));
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain("received");
  await page.goto("/admin/dashboard");
  await page.locator('[data-stat="students"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/students$/);
});

test("chat content renders inert in the chat list and the visitor's history", async ({ page }) => {
  await signIn(page);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const path of ["/admin/chats", `/admin/visitors/${xssVisitorId}`]) {
    await page.goto(path);
    const content = page.locator(".chat-content").filter({ hasText: "Hi there" });
    await expect(content).toBeVisible();
    await expect(content.locator("strong")).toHaveText("there");
    await expect(content.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});

test("global search finds people across lists and opens their record", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Search people" }).click();
  const dialog = page.getByRole("dialog", { name: "Search people" });
  await dialog.getByLabel("Name or e-mail").fill("nobody-like-this");
  await expect(dialog).toContainText("No people found.");
  await dialog.getByLabel("Name or e-mail").fill("Outline07");
  await dialog.getByRole("link", { name: /Outline07 Tester/ }).click();
  await expect(page).toHaveURL(/\/admin\/download-course-outline\//);
  await expect(page.getByRole("heading", { level: 1, name: "Outline07 Tester" })).toBeVisible();
});

test("profile rename updates the top bar; change password clears its fields", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: "Site Administrator" }).click();
  // Log out is a form post (issue 13, L9), not a link.
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.getByLabel("First name").fill("Morgan");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Profile updated successfully");
  await expect(page.locator("[data-admin-name]")).toHaveText("Morgan Administrator");
  await page.reload();
  await expect(page.locator("[data-admin-name]")).toHaveText("Morgan Administrator");

  await page.goto("/admin/change-password");
  await page.getByLabel("Old Password").fill("wrong-password");
  await page.locator("#field-newPassword").fill("e2e-admin-password-2");
  await page.getByLabel("Confirm New Password").fill("e2e-admin-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#oldPassword-error")).toHaveText("Old password is incorrect");
  await page.getByLabel("Old Password").fill("e2e-admin-password");
  await page.locator("#field-newPassword").fill("e2e-admin-password");
  await page.getByLabel("Confirm New Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Password changed successfully");
  for (const label of ["Old Password", "Confirm New Password"])
    await expect(page.getByLabel(label)).toHaveValue("");
  await expect(page.locator("#field-newPassword")).toHaveValue("");
});

test("add admin checks the passwords, then empties the form", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/admins");
  await page.getByRole("link", { name: "Add Admin" }).click();
  await page.getByLabel("First name").fill("Nia");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill("nia@example.com");
  await page.locator("#field-password").fill("password-1");
  await page.getByLabel("Verify password").fill("password-2");
  await page.getByRole("button", { name: "Add Admin" }).click();
  await expect(page.locator("#verifyPassword-error")).toHaveText("Passwords must match");
  await page.getByLabel("Verify password").fill("password-1");
  await page.getByRole("button", { name: "Add Admin" }).click();
  await expect(page.getByRole("status")).toContainText("Admin created successfully");
  await expect(page.getByLabel("First name")).toHaveValue("");
});

test("below md the sidebar is a slide-in panel", async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/dashboard");
  const panel = page.locator("#admin-mobile-sidebar");
  await expect(panel.getByRole("link", { name: "Students" })).not.toBeInViewport();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(panel.getByRole("link", { name: "Students" })).toBeInViewport();
  await panel.getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
});

test("on a phone lists are cards: status, date and row menu in view without sideways scrolling", async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin/enrollments", "/admin/admins", "/admin/chats", "/admin/students"]) {
    await page.goto(path);
    const widths = await page.evaluate(() => {
      const table = document.querySelector("[data-list-table]")!;
      return {
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        box: table.parentElement!.scrollWidth,
        boxVisible: table.parentElement!.clientWidth,
      };
    });
    expect(widths.page, path).toBe(widths.viewport);
    expect(widths.box, path).toBeLessThanOrEqual(widths.boxVisible);
    const first = page.locator("tbody tr").first();
    await expect(first.getByRole("button", { name: /^Actions for / })).toBeInViewport({ ratio: 1 });
    await expect(first.locator('td[data-label="Created"]')).toBeInViewport({ ratio: 1 });
  }
  await page.goto("/admin/enrollments");
  await expect(page.locator("tbody tr").first().locator('td[data-label="Status"]')).toBeInViewport({
    ratio: 1,
  });
  // The top bar stays one line: the search opener is one text line high.
  const search = await page.getByRole("button", { name: "Search people" }).boundingBox();
  expect(search!.height).toBeLessThanOrEqual(44);
  const name = await page.locator("button:has([data-admin-name])").boundingBox();
  expect(name!.y + name!.height).toBeLessThanOrEqual(64);
});
