import { expect, type Page, test } from "@playwright/test";
import { programs } from "#content/programs.ts";
import { seededProgramFees } from "#server/payments/fees.ts";

/*
 * Getting paid without Stripe (issue 34), as the people involved see it: a student's application
 * is accepted, their Payments page shows the schedule, the bank details and their reference (no
 * card button); staff record the transfer in the back-office's Payments section; the student sees
 * the balance fall and downloads the receipt.
 */
test.describe.configure({ mode: "serial" });

const run = Date.now() % 100_000;
const email = `payer-${run}@example.com`;
const program = programs.find((p) => (seededProgramFees(p.slug)?.instalments ?? 0) > 1)!;
const baseURL = () => test.info().project.use.baseURL!;

async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post("/api/test-support/admin-session", {
    data: { email: "admin@harbourline.example", password: "e2e-admin-password" },
  });
  return ((await res.json()) as { token: string }).token;
}

test("a student's place is accepted, staff record their transfer, the receipt is theirs", async ({
  browser,
}) => {
  const student = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `198.19.${run % 250}.7` },
  });
  const staff = await browser.newContext();
  const studentPage = await student.newPage();
  const staffPage = await staff.newPage();

  // The student signs up and applies; staff accept the application (the place).
  const signUp = await studentPage.request.post("/api/portal/auth/sign-up", {
    data: { firstName: "Paula", lastName: "Payer", email, password: "payer-password-1" },
  });
  expect(signUp.status()).toBe(201);
  const studentToken = ((await signUp.json()) as { token: string }).token;
  await student.addCookies([{ name: "portalToken", value: studentToken, url: baseURL() }]);
  const applied = await studentPage.request.post("/api/student-enrolment", {
    headers: { token: studentToken },
    data: {
      firstName: "Paula",
      lastName: "Payer",
      email,
      mobile: "0491 570 110",
      address: "1 Harbour Street, Sydney NSW 2000",
      education: "Bachelor of IT",
      institution: "UTS",
      course: program.name,
      timeTable: "Mon 6PM - 9PM",
      accept: true,
      feeTerms: true,
    },
  });
  expect(applied.status()).toBe(201);
  const enrolmentId = ((await applied.json()) as { data: { id: string } }).data.id;
  const token = await adminToken(staffPage);
  await staff.addCookies([{ name: "adminToken", value: token, url: baseURL() }]);
  const accepted = await staffPage.request.put(`/api/admin/enrollments/${enrolmentId}/status`, {
    headers: { token },
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);

  // The student's Payments page: schedule, reference, bank details, no card button.
  await studentPage.goto("/portal/payments");
  const schedule = studentPage.locator("[data-schedule]");
  await expect(schedule.getByRole("heading", { name: program.name })).toBeVisible();
  const reference = (await schedule.locator("[data-reference]").textContent())!.trim();
  expect(reference).toMatch(/^PAY-/);
  await expect(schedule.locator("[data-bank-details]")).toContainText(reference);
  await expect(schedule.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  const rows = schedule.locator("tbody tr");
  await expect(rows).toHaveCount(seededProgramFees(program.slug)!.instalments);
  // Dates for people: day before month, month in words.
  await expect(rows.first().locator("td").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  const balanceBefore = (await schedule.locator("[data-balance]").textContent())!;
  const firstAmount = (await rows.first().locator("td").nth(1).textContent())!.replace(/[$,]/g, "");

  // Staff record the transfer by its reference.
  await staffPage.goto("/admin/payments");
  const form = staffPage.getByRole("region", { name: "Record a bank transfer" });
  await form.getByLabel("Payment reference").fill(reference);
  await form.getByLabel("Amount (AUD)").fill(firstAmount);
  // Today in the business time zone (the server's calendar for payment dates), not UTC's.
  await form
    .getByLabel("Received on")
    .fill(new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" }));
  await form.getByRole("button", { name: "Record transfer" }).click();
  await expect(staffPage.getByRole("status")).toContainText("recorded");

  // The student sees the balance fall and the first instalment paid, and downloads the receipt.
  await studentPage.reload();
  await expect(schedule.locator("[data-balance]")).not.toHaveText(balanceBefore);
  await expect(rows.first()).toContainText("Paid");
  const receipt = schedule.getByRole("link", { name: /Receipt/ });
  await expect(receipt).toHaveCount(1);
  const download = studentPage.waitForEvent("download");
  await receipt.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^receipt-PAY-.*\.pdf$/);
  await student.close();
  await staff.close();
});
