import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { enrolments, students } from "#server/db/schema.ts";
import { serverWithoutAccounts } from "../support/pages-with-accounts.ts";

const own = serverWithoutAccounts();
afterEach(() => {
  vi.useRealTimers();
});

const auth = (token: string) => ({ token });

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const reply = await own.api.post("/api/portal/auth/sign-up", {
    firstName: "Grace",
    lastName: "Hopper",
    email,
    password: "correct horse",
    ...extra,
  });
  expect(reply.status).toBe(201);
  return reply;
}

function enrolment(values: { email: string; studentId?: string; course?: string; firstName?: string }) {
  return {
    firstName: values.firstName ?? "Applicant",
    lastName: "Person",
    email: values.email,
    studentId: values.studentId ?? null,
    mobile: "0491570156",
    address: "1 George St, Sydney",
    education: "Bachelor",
    institution: "UTS",
    course: values.course ?? "Data Analytics",
    accept: true,
    feeTerms: true,
  };
}

describe("POST /api/portal/auth/sign-up", () => {
  it("creates the account, answers with a token and sets an httpOnly browser-session cookie", async () => {
    const reply = await signUp("Grace@Example.com");
    expect(reply.json.token).toEqual(expect.any(String));
    expect(reply.json.success.message).toBe("Your account has been created");
    const cookie = reply.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^portalToken=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Expires=/);
    const payload = JSON.parse(Buffer.from(reply.json.token.split(".")[0], "base64url").toString());
    expect(payload).toMatchObject({ firstName: "Grace", lastName: "Hopper", id: expect.any(String) });
  });

  it("answers missing fields with the spec's messages and a short password with the length rule", async () => {
    const empty = await own.api.post("/api/portal/auth/sign-up", {});
    expect(empty.status).toBe(400);
    expect(empty.json.error.messages).toEqual([
      "First name is required",
      "Last name is required",
      "Email is required",
      "Password is required",
    ]);
    const short = await own.api.post("/api/portal/auth/sign-up", {
      firstName: "A",
      lastName: "B",
      email: "short@example.com",
      password: "1234567",
    });
    expect(short.status).toBe(400);
    expect(short.json.error.messages).toEqual(["Password must be at least 8 characters"]);
  });

  it("refuses a second account with the same e-mail in any case", async () => {
    const again = await own.api.post("/api/portal/auth/sign-up", {
      firstName: "G",
      lastName: "H",
      email: "GRACE@example.com",
      password: "another password",
    });
    expect(again.status).toBe(409);
    expect(again.json.error.messages[0]).toMatch(/already exists/);
  });
});

describe("POST /api/portal/auth/sign-in", () => {
  it("signs in with success.message and token; 'Remember me' makes the cookie last 30 days", async () => {
    const reply = await own.api.post("/api/portal/auth/sign-in", {
      email: "grace@example.com",
      password: "correct horse",
      remember: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.json.success.message).toBe("You have signed in successfully");
    const expires = /Expires=([^;]+)/.exec(reply.headers.get("set-cookie")!)![1]!;
    const days = (new Date(expires).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 message", async () => {
    const wrong = await own.api.post("/api/portal/auth/sign-in", {
      email: "grace@example.com",
      password: "nope nope",
    });
    const unknown = await own.api.post("/api/portal/auth/sign-in", {
      email: "nobody@example.com",
      password: "x",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error.messages).toEqual(["Invalid email or password"]);
    expect(unknown.json).toEqual(wrong.json);
  });

  it("does not sign a student in on the admin endpoint", async () => {
    const reply = await own.api.post("/api/admin/auth/sign-in", {
      email: "grace@example.com",
      password: "correct horse",
    });
    expect(reply.status).toBe(401);
  });
});

describe("GET /api/portal/enrolments", () => {
  // Applications matched by e-mail only count once the address is verified (issue 13, M1):
  // tests/security/email-verification.test.ts covers that; here Ada's address is verified directly.
  it("lists only the student's own applications: linked ones and, for a verified address, those with its e-mail", async () => {
    const ada = await signUp("ada@example.com");
    const alan = await signUp("alan@example.com");
    const adaId = JSON.parse(Buffer.from(ada.json.token.split(".")[0], "base64url").toString()).id;
    await own.server.database.db
      .update(students)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(students.id, adaId));
    await own.server.database.db
      .insert(enrolments)
      .values([
        enrolment({ email: "someone-else@example.com", studentId: adaId, course: "QA & Software Testing" }),
        enrolment({ email: "ADA@example.com", course: "Data Analytics" }),
        enrolment({ email: "alan@example.com", course: "Full stack software development" }),
      ]);
    const adaList = await own.api.get("/api/portal/enrolments", auth(ada.json.token));
    expect(adaList.status).toBe(200);
    expect(adaList.json.data.map((a: { course: string }) => a.course).sort()).toEqual([
      "Data Analytics",
      "QA & Software Testing",
    ]);
    expect(adaList.json.data[0]).toMatchObject({ status: "received", createdAt: expect.any(String) });
    // Alan has not verified his address: the application made with it is not shown to him yet.
    const alanList = await own.api.get("/api/portal/enrolments", auth(alan.json.token));
    expect(alanList.json.data).toEqual([]);
  });

  it("accepts the cookie as well as the header, and answers 401 without either", async () => {
    const { json } = await own.api.post("/api/portal/auth/sign-in", {
      email: "ada@example.com",
      password: "correct horse",
    });
    const viaCookie = await own.api.get("/api/portal/enrolments", { cookie: `portalToken=${json.token}` });
    expect(viaCookie.status).toBe(200);
    const none = await own.api.get("/api/portal/enrolments");
    expect(none.status).toBe(401);
    expect(none.json.error.messages).toEqual(["Please sign in to continue"]);
    const tampered = await own.api.get("/api/portal/enrolments", auth(`${json.token.slice(0, -3)}abc`));
    expect(tampered.status).toBe(401);
  });

  it("answers 403 to an admin token", async () => {
    const { json } = await own.api.post("/api/portal/auth/sign-up", {
      firstName: "Temp",
      lastName: "Admin",
      email: "temp-student@example.com",
      password: "password123",
    });
    expect(json.token).toBeDefined();
    // An admin signs in through the admin endpoint; seed one directly.
    const { ensureFirstAdmin } = await import("#server/accounts/seed-admin.ts");
    await ensureFirstAdmin(own.server.database.db, { email: "boss@example.com", password: "admin-password" });
    const admin = await own.api.post("/api/admin/auth/sign-in", {
      email: "boss@example.com",
      password: "admin-password",
    });
    expect(admin.status).toBe(200);
    const reply = await own.api.get("/api/portal/enrolments", auth(admin.json.token));
    expect(reply.status).toBe(403);
  });

  it("takes a token one second before it expires and refuses it one second after", async () => {
    const { json } = await own.api.post("/api/portal/auth/sign-in", {
      email: "ada@example.com",
      password: "correct horse",
    });
    const exp = JSON.parse(Buffer.from(json.token.split(".")[0], "base64url").toString()).exp as number;
    expect(exp * 1000 - Date.now()).toBeGreaterThan(11.9 * 3_600_000); // 12 hours without 'Remember me'
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(exp * 1000 - 1000);
    expect((await own.api.get("/api/portal/enrolments", auth(json.token))).status).toBe(200);
    vi.setSystemTime(exp * 1000 + 1000);
    expect((await own.api.get("/api/portal/enrolments", auth(json.token))).status).toBe(401);
  });
});

describe("log-out, profile and change-password", () => {
  it("log-out ends the session on the server and clears the cookie", async () => {
    const { json } = await own.api.post("/api/portal/auth/sign-in", {
      email: "ada@example.com",
      password: "correct horse",
    });
    const out = await own.api.post("/api/portal/auth/log-out", {}, auth(json.token));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/portalToken=;.*Max-Age=0/);
    expect((await own.api.get("/api/portal/enrolments", auth(json.token))).status).toBe(401);
  });

  it("renames the student and returns a re-signed token with the new names", async () => {
    const { json } = await own.api.post("/api/portal/auth/sign-in", {
      email: "ada@example.com",
      password: "correct horse",
    });
    const bad = await own.api.put("/api/portal/me", { firstName: " ", lastName: "" }, auth(json.token));
    expect(bad.status).toBe(400);
    expect(bad.json.error.messages).toEqual(["First name is required", "Last name is required"]);
    const saved = await own.api.put(
      "/api/portal/me",
      { firstName: "Ada", lastName: "King" },
      auth(json.token),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("Your profile has been updated");
    const payload = JSON.parse(Buffer.from(saved.json.token.split(".")[0], "base64url").toString());
    expect(payload).toMatchObject({ firstName: "Ada", lastName: "King" });
    const me = await own.api.get("/api/portal/me", auth(saved.json.token));
    expect(me.json.data).toMatchObject({ firstName: "Ada", lastName: "King", email: "ada@example.com" });
  });

  it("changes the password only with the right old one, ending the other sessions", async () => {
    const login = () =>
      own.api.post("/api/portal/auth/sign-in", { email: "alan@example.com", password: "correct horse" });
    const here = (await login()).json.token;
    const elsewhere = (await login()).json.token;
    const wrong = await own.api.put(
      "/api/portal/me/change-password",
      { oldPassword: "not it", newPassword: "new password!", confirmNewPassword: "new password!" },
      auth(here),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.messages).toEqual(["Old password is incorrect"]);
    const mismatch = await own.api.put(
      "/api/portal/me/change-password",
      { oldPassword: "correct horse", newPassword: "new password!", confirmNewPassword: "different!" },
      auth(here),
    );
    expect(mismatch.json.error.messages).toEqual(["Passwords must match"]);
    const ok = await own.api.put(
      "/api/portal/me/change-password",
      { oldPassword: "correct horse", newPassword: "new password!", confirmNewPassword: "new password!" },
      auth(here),
    );
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe("Your password has been changed");
    expect((await own.api.get("/api/portal/enrolments", auth(here))).status).toBe(200);
    expect((await own.api.get("/api/portal/enrolments", auth(elsewhere))).status).toBe(401);
    const again = await own.api.post("/api/portal/auth/sign-in", {
      email: "alan@example.com",
      password: "new password!",
    });
    expect(again.status).toBe(200);
  });
});
