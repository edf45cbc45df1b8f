import { expect, type Page, test } from "@playwright/test";
import { type OwnAdmin, ownAdmin, ownLists, signInAs } from "./own-data.ts";

/*
 * The back-office journey. The sign-in page belongs to another journey, so each test signs in as
 * an administrator of its own (tests/e2e/own-data.ts, through the test server's routes, never in
 * the production build) and reads rows of its own: 25 in every list, tagged, and the lists are
 * searched for the tag. Other journeys' rows on the same server, retries and parallel workers
 * then change nothing here. What the API and the server-rendered pages already prove (the
 * dashboard's numbers, CSV export, the status history, adding an admin) is tested once, in
 * tests/integration (admin-api-behaviour, admin-pages; every list's pages and pager links too);
 * here is what needs a browser.
 */

// The tests share nothing (each signs in as its own administrator): they run on both workers.
test.describe.configure({ mode: "parallel" });

let admin: OwnAdmin;
let tag = "";
let xssVisitorId = "";

/** Its own administrator, signed in; with `rows`, its own tagged rows in every list too. */
async function signIn(page: Page, rows = 0) {
  admin = await ownAdmin(page.request);
  await signInAs(page, admin);
  if (rows > 0) ({ tag, xssVisitorId } = await ownLists(page.request, rows));
}

test("admin pages redirect to sign-in without an admin session", async ({ page }) => {
  for (const path of ["/admin/dashboard", "/admin/students", "/admin/enrollment/x", "/admin/profile"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  }
});

test("a list's pager walks its pages", async ({ page }) => {
  // Every list is one template (routes/admin/list.tsx): each list's pages, totals and pager links
  // as the server renders them are admin-pages.test.ts's; here a person walks one list's pager.
  await signIn(page, 25);
  await page.goto(`/admin/students?search=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toContainText("Showing 1 to 10 of 25 results");
  await expect(page.locator("tbody tr")).toHaveCount(10);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(pager).toContainText("Showing 11 to 20 of 25 results");
  await expect(page).toHaveURL(/offset=1/);
  await pager.getByRole("link", { name: "Page 3" }).click();
  await expect(pager).toContainText("Showing 21 to 25 of 25 results");
  await expect(page.locator("tbody tr")).toHaveCount(5);
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(pager).toContainText("Showing 11 to 20 of 25 results");
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // Visitors show 50 a page: 25 visitors and the one whose chat holds markup, with the chat icon.
  await page.goto(`/admin/visitors?search=${tag}`);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(
    "Showing 1 to 26 of 26 results",
  );
  await expect(page.locator("[data-chat-icon]").first()).toBeVisible();
});

test("a list shows a 5-row skeleton while the next page loads", async ({ page }) => {
  await signIn(page, 25);
  await page.goto(`/admin/students?search=${tag}`);
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
    "Showing 11 to 20 of 25 results",
  );
});

test("search and sort are kept in the URL", async ({ page }) => {
  await signIn(page, 25);
  const search = `${tag}.client1`; // client1 and client10–19 of this test's rows
  await page.goto("/admin/consultations");
  await page.getByLabel("Search consultations").fill(search);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${search.replace(".", "\\.")}`));
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("of 11 results");
  await page.getByRole("link", { name: "Name" }).click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(page.locator("tbody tr").first()).toContainText("Client01 Tester");
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.locator("tbody tr").first()).toContainText("Client19 Tester");
  await page.reload();
  await expect(page.getByLabel("Search consultations")).toHaveValue(search);
});

test("an edit with an invalid e-mail shows the error; a valid save shows the toast", async ({ page }) => {
  await signIn(page, 25);
  await page.goto(`/admin/students?search=${tag}.student3@`);
  await page.getByRole("link", { name: "Student03 Tester" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Student03 Tester" })).toBeVisible();
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#email-error")).toHaveText("Email should be a valid email address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill(`sam.${tag}@example.com`);
  await page.getByLabel("First name").fill("Sam");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Student updated successfully");
  await expect(page.getByRole("heading", { level: 1, name: "Sam Tester" })).toBeVisible();
  await expect(page.locator("[data-audit-log]")).toContainText("First name: Student03 → Sam");
  await expect(page.locator("[data-audit-log]")).toContainText(
    `Email: ${tag}.student3@example.com → sam.${tag}@example.com`,
  );
});

test("delete asks first: Cancel keeps the row, Delete removes it with a toast", async ({ page }) => {
  await signIn(page, 25);
  await page.goto(`/admin/consultations?search=${tag}`);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toContainText("of 25 results");
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
  await expect(pager).toContainText("of 24 results");
  await expect(page.getByRole("link", { name: "Client01 Tester" })).toHaveCount(0);
  // An admin cannot delete themselves: the server says so in the toast.
  await page.goto(`/admin/admins?search=${encodeURIComponent(admin.email)}`);
  await page.getByRole("button", { name: `Actions for ${admin.name}` }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("You cannot delete your own account");
});

// What the change records and e-mails, and the statuses offered next, are the API's and the
// page's (admin-api-behaviour, admin-pages); here, the confirmation dialog that needs a browser.
test("a status change is confirmed in a dialog that shows the applicant's e-mail", async ({ page }) => {
  await signIn(page, 25);
  await page.goto(`/admin/enrollments?search=${tag}.applicant4@`);
  await page.getByRole("button", { name: "Actions for Applicant04 Tester" }).click();
  await page.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/admin\/enrollment\/[0-9a-f-]{36}$/);
  await expect(page.locator("[data-status]")).toContainText("received");
  const select = page.getByLabel("New status");
  await expect(select).toHaveValue("");
  await select.selectOption("under review");
  await page.getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("dialog", { name: "Change status to Under Review?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[data-mail-preview]")).toContainText(`To: ${tag}.applicant4@example.com`);
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
    `received → under review by ${admin.name}`,
  );
  await expect(page.getByLabel("New status")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a status change still goes through its confirmation step", async ({ page }) => {
    await signIn(page, 25);
    await page.goto(`/admin/enrollments?search=${tag}.applicant5@`);
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
  await signIn(page, 25);
  await page.goto("/admin/dashboard");
  await page.locator('[data-stat="status-received"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/enrollments\?status=received$/);
  await expect(page.locator("[data-list-filter]")).toContainText("Showing only status received");
  // Other journeys add applications on the same server: the list is judged by its own pager.
  const shown = await page.getByRole("navigation", { name: "Pagination" }).textContent();
  const total = Number(/of (\d+) results/.exec(shown ?? "")?.[1]);
  expect(total).toBeGreaterThanOrEqual(25);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(10);
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain("received");
  await page.goto("/admin/dashboard");
  await page.locator('[data-stat="students"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/students$/);
});

test("chat content renders inert in the chat list and the visitor's history", async ({ page }) => {
  await signIn(page, 1);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const path of [`/admin/chats?search=${xssVisitorId}`, `/admin/visitors/${xssVisitorId}`]) {
    await page.goto(path);
    const content = page.locator(".chat-content").filter({ hasText: "Hi there" });
    await expect(content).toBeVisible();
    await expect(content.locator("strong")).toHaveText("there");
    await expect(content.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});

// Who the search finds is the API's (admin-api-behaviour); here, the dialog that asks and leads on.
test("global search opens from the top bar and leads to the person's record", async ({ page }) => {
  await signIn(page, 10);
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Search people" }).click();
  const dialog = page.getByRole("dialog", { name: "Search people" });
  await dialog.getByLabel("Name or e-mail").fill("nobody-like-this");
  await expect(dialog).toContainText("No people found.");
  await dialog.getByLabel("Name or e-mail").fill(`${tag}.outline7@`);
  await dialog.getByRole("link", { name: /Outline07 Tester/ }).click();
  await expect(page).toHaveURL(/\/admin\/download-course-outline\//);
  await expect(page.getByRole("heading", { level: 1, name: "Outline07 Tester" })).toBeVisible();
});

test("profile rename updates the top bar; change password clears its fields", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: admin.name }).click();
  // Log out is a form post (issue 13, L9), not a link.
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.getByLabel("First name").fill("Morgan");
  await page.getByRole("button", { name: "Save", exact: true }).click();
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
  await page.getByLabel("Old Password").fill(admin.password);
  await page.locator("#field-newPassword").fill("e2e-admin-password-2");
  await page.getByLabel("Confirm New Password").fill("e2e-admin-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Password changed successfully");
  for (const label of ["Old Password", "Confirm New Password"])
    await expect(page.getByLabel(label)).toHaveValue("");
  await expect(page.locator("#field-newPassword")).toHaveValue("");
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
  await signIn(page, 1);
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
