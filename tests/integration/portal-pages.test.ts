import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { eq } from "drizzle-orm";
import { enrolments, students } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { nextSteps } from "#content/application-next-steps.ts";
import { refundTerms } from "#content/fees.ts";
import { formatDay } from "#forms/dates.ts";

// The portal and admin sign-in screens without JavaScript: plain form posts and redirects.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await ensureFirstAdmin(server.database.db, { email: "admin@example.com", password: "admin password" });
});
afterAll(async () => {
  await server.close();
});

function get(path: string, cookie?: string) {
  return fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0]!;

describe("portal pages", () => {
  it("send a visitor without a session to sign-in, remembering where they were going", async () => {
    const res = await get("/portal/applications?x=1");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/portal/sign-in?redirectTo=%2Fportal%2Fapplications%3Fx%3D1");
  });

  it("show the spec's messages when the sign-up form is sent empty", async () => {
    const res = await postForm("/portal/sign-up", {});
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Password is required",
    ])
      expect(html).toContain(message);
  });

  let cookie: string;
  it("sign up with a plain form post: the cookie is set and the dashboard opens", async () => {
    const res = await postForm("/portal/sign-up", {
      firstName: "Dorothy",
      lastName: "Vaughan",
      email: "dorothy@example.com",
      password: "fortran forever",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/portal");
    expect(res.headers.get("set-cookie")).toMatch(/portalToken=.+; Path=\/; HttpOnly; SameSite=Lax/);
    cookie = cookieOf(res);
    const dashboard = await get("/portal", cookie);
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Dorothy Vaughan");
    expect(html).toContain("dorothy@example.com");
    expect(html).toContain("You have no applications yet");
    expect(html).toContain('href="/portal/applications"');
  });

  it("list the student's applications with date, status, course and applicant", async () => {
    const [dorothy] = await server.database.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.email, "dorothy@example.com"));
    await server.database.db.insert(enrolments).values({
      studentId: dorothy!.id,
      firstName: "Dorothy",
      lastName: "Vaughan",
      email: "dorothy@example.com",
      mobile: "0491570156",
      address: "1 George St",
      education: "Bachelor",
      institution: "UTS",
      course: "QA and Software Testing",
      accept: true,
      feeTerms: true,
      createdAt: new Date("2026-03-04T01:00:00Z"),
    });
    const html = await (await get("/portal", cookie)).text();
    // Day before month, month in words, in the business zone (docs/decisions/0109).
    expect(html).toContain(formatDay(new Date("2026-03-04T01:00:00Z")));
    expect(html).not.toContain("03/04/2026");
    expect(html).toMatch(/received/);
    // The progress tracker marks where the application is, and the next step.
    expect(html).toMatch(/aria-current="step"[^>]*>.*Received/s);
    expect(html).toContain(nextSteps.received!.replace(/'/g, "&#x27;").slice(0, 40));
    expect(html).toContain("QA &amp; Software Testing");
    expect(html).toContain(">DV<");
  });

  it("let the student withdraw their own application, once, after saying what that means", async () => {
    const db = server.database.db;
    const [mine] = await db.select().from(enrolments).where(eq(enrolments.email, "dorothy@example.com"));
    const before = await (await get("/portal", cookie)).text();
    expect(before).toContain("Withdraw this application");
    expect(before).toContain(refundTerms.summary);
    // Someone else's application is not found, and stays as it was.
    const [other] = await db
      .insert(enrolments)
      .values({
        firstName: "Katherine",
        lastName: "Johnson",
        email: "katherine@example.com",
        mobile: "0491570157",
        address: "2 George St",
        education: "Bachelor",
        institution: "UTS",
        course: "Data Analytics",
        accept: true,
        feeTerms: true,
      })
      .returning();
    const refused = await postForm("/portal", { intent: "withdraw", applicationId: other!.id }, cookie);
    expect(refused.status).toBe(404);
    const [untouched] = await db.select().from(enrolments).where(eq(enrolments.id, other!.id));
    expect(untouched!.status).toBe("received");

    const res = await postForm("/portal", { intent: "withdraw", applicationId: mine!.id }, cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("is withdrawn");
    const [after] = await db.select().from(enrolments).where(eq(enrolments.id, mine!.id));
    expect(after!.status).toBe("withdrawn");
    const again = await postForm("/portal", { intent: "withdraw", applicationId: mine!.id }, cookie);
    expect(again.status).toBe(409);
  });

  it("open the enrolment form for any spelling of a program, and the catalogue otherwise", async () => {
    const qa = await get("/portal/applications/enroll?program=QA%20and%20Software%20Testing", cookie);
    expect(qa.status).toBe(200);
    expect(await qa.text()).toMatch(
      /<span data-chosen-course="QA &amp; Software Testing" data-initial="">Apply for QA &amp; Software Testing<\/span>/,
    );
    for (const query of ["", "?program=Cooking"]) {
      const res = await get(`/portal/applications/enroll${query}`, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/portal/applications");
    }
  });

  it("send a signed-in student away from sign-in and sign-up", async () => {
    for (const path of ["/portal/sign-in", "/portal/sign-up"]) {
      const res = await get(path, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/portal");
    }
  });

  it("follow only same-site redirectTo paths after sign-in", async () => {
    const fields = { email: "dorothy@example.com", password: "fortran forever" };
    const inside = await postForm("/portal/sign-in", { ...fields, redirectTo: "/portal/applications" });
    expect(inside.headers.get("location")).toBe("/portal/applications");
    for (const evil of [
      "//evil.example/portal",
      "https://evil.example/portal",
      "/\\evil.example",
      "/admin/x",
    ]) {
      const res = await postForm("/portal/sign-in", { ...fields, redirectTo: evil });
      expect(res.headers.get("location")).toBe("/portal");
    }
  });

  it("show a wrong password under the e-mail field", async () => {
    const res = await postForm("/portal/sign-in", { email: "dorothy@example.com", password: "wrong one" });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/id="email-error"[^>]*>Invalid email or password</);
  });

  it("show the throttle message under the e-mail field after repeated wrong passwords", async () => {
    let res: Response;
    let tries = 0;
    do {
      res = await postForm("/portal/sign-in", { email: "dorothy@example.com", password: `guess ${tries++}` });
    } while (res.status === 401 && tries < 10);
    expect(res.status).toBe(429);
    expect(await res.text()).toMatch(
      /id="email-error"[^>]*>Too many attempts\. Please try again in \d+ s\.</,
    );
  });

  it("log out: the session ends and portal pages ask to sign in again", async () => {
    const res = await postForm("/portal/log-out", {}, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/portal/sign-in");
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await get("/portal", cookie)).status).toBe(302);
  });
});

describe("forgot-password screen", () => {
  it("shows the overlay without JavaScript, for any e-mail", async () => {
    for (const email of ["dorothy@example.com", "nobody@example.com"]) {
      const res = await postForm("/portal/forgot-password", { email });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(
        /<dialog open=""[^>]*>[\s\S]*We&#x27;ve sent you a password reset link/,
      );
    }
  });
});

describe("admin sign-in screens", () => {
  it("serve sign-in at /admin and /admin/sign-in and go to the dashboard after it", async () => {
    expect((await get("/admin")).status).toBe(200);
    const res = await postForm("/admin/sign-in", { email: "admin@example.com", password: "admin password" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    const adminCookie = cookieOf(res);
    expect(adminCookie).toMatch(/^adminToken=/);
    for (const path of ["/admin", "/admin/sign-in"]) {
      expect((await get(path, adminCookie)).headers.get("location")).toBe("/admin/dashboard");
    }
    // A visit to /admin/log-out only asks (issue 13, L9); its form post signs out.
    expect((await get("/admin/log-out", adminCookie)).status).toBe(200);
    expect((await get("/admin/dashboard", adminCookie)).status).toBe(200);
    const out = await postForm("/admin/log-out", {}, adminCookie);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    expect((await get("/admin/sign-in", adminCookie)).status).toBe(200);
  });

  it("check the admin reset form with the spec's messages", async () => {
    const res = await postForm("/admin/reset-password", {
      email: "admin@example.com",
      passwordResetToken: "",
      password: "short",
      confirmPassword: "other",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Token is required");
    expect(html).toContain("Password must be at least 8 characters");
    const empty = await (await postForm("/admin/reset-password", { passwordResetToken: "t" })).text();
    expect(empty).toContain("New password is required");
    expect(empty).toContain("Please confirm your password");
    const mismatch = await (
      await postForm("/admin/reset-password", {
        email: "admin@example.com",
        passwordResetToken: "t",
        password: "long enough",
        confirmPassword: "long enougH",
      })
    ).text();
    expect(mismatch).toContain("Passwords must match");
  });
});
