import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HostileCase, ownEmail, postAll } from "../support/hostile.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The same kind of hostile input as hostile-input.test.ts, sent the way a browser without
 * JavaScript sends it: form posts to the pages' own actions, which are a second way in besides
 * the JSON API. Zero 5xx, and no stack trace in any answer.
 */
const validForms: Record<string, Record<string, string>> = {
  "/contact-us": {
    form: "contact",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    message: "Hi",
  },
  "/training-programs/data-analytics": {
    form: "outline",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    course: "Data Analytics",
    format: "Online",
    agreed: "true",
  },
  "/expertise/book-a-free-consultation": {
    form: "consultation",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    phone: "0400000000",
    company: "Co",
    projectDetails: "An app",
    budget: "under_25k",
    service: "Other",
  },
  "/enrol-now": {
    form: "enrolment",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    address: "1 St",
    education: "BSc",
    institution: "Uni",
    course: "Data Analytics",
    timeTable: "Mon 6PM - 9PM",
    accept: "true",
    feeTerms: "true",
  },
  "/newsletter/subscribe": { form: "newsletter", variant: "footer", email: "news@example.com" },
  "/portal/sign-up": { firstName: "A", lastName: "B", email: "signup@example.com", password: "password123" },
  "/portal/sign-in": { email: "a@example.com", password: "password123" },
  "/portal/forgot-password": { email: "a@example.com" },
  "/portal/reset-password?email=a%40example.com&token=t": {
    email: "a@example.com",
    password: "password123",
    passwordResetToken: "t",
  },
  "/admin/sign-in": { email: "a@example.com", password: "password123" },
  "/admin/forgot-password": { email: "a@example.com" },
  "/admin/reset-password?email=a%40example.com&token=t": {
    email: "a@example.com",
    password: "password123",
    confirmPassword: "password123",
    passwordResetToken: "t",
  },
  "/admin/setup?token=t": {
    token: "t",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    password: "password123",
    verifyPassword: "password123",
  },
};

const hostileValues = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  "<script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "\u202Eevil",
  "👩‍💻🚀".repeat(50),
  "a".repeat(60_000),
  "",
  "\0",
];

function* generate(): Generator<HostileCase> {
  let n = 0;
  for (const [path, valid] of Object.entries(validForms)) {
    for (const field of Object.keys(valid)) {
      for (const value of hostileValues) {
        yield {
          path,
          body: new URLSearchParams({ ...ownEmail(path, field, valid, ++n), [field]: value }).toString(),
          label: `${field}=${JSON.stringify(value).slice(0, 30)}`,
        };
      }
      // The same name twice, as a tampered form can send it.
      yield { path, body: `${new URLSearchParams(valid)}&${field}=second`, label: `${field} twice` };
    }
    // Bodies no browser would send: stray separators, bad percent-encoding, invalid UTF-8.
    for (const raw of ["", "=", "&&&", "%", "a=%ZZ", "email=%ED%A0%80", `x=${"y".repeat(200_000)}`]) {
      yield { path, body: raw, label: `raw ${raw.slice(0, 20)}` };
    }
  }
}

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await site.close();
});

describe("hostile form posts to the pages", () => {
  it("answers every one without a 5xx or a stack trace", async () => {
    const { count, failures } = await postAll(site.url, generate(), {
      contentType: "application/x-www-form-urlencoded",
      subnet: 2,
      isBad: (res, body) => res.status >= 500 || /node_modules|at [\w.]+ \(/.test(body),
    });
    expect(count).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
  }, 180_000);
});
