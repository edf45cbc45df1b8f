import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { admins } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { totpCode } from "../support/totp.ts";

let server: TestServer;
const cookies: Record<"administrator" | "staff", string> = { administrator: "", staff: "" };
const password = "pages-password";

async function account(email: string, role: "administrator" | "staff") {
  const db = server.database.db;
  const [row] = await db
    .insert(admins)
    .values({ firstName: "Pat", lastName: role, email, passwordHash: await hashPassword(password), role })
    .returning();
  return {
    id: row!.id,
    cookie: `adminToken=${(await createSession(db, server.config.sessionSecret, "admin", row!)).token}`,
  };
}

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  cookies.administrator = (await account("pages-admin@example.com", "administrator")).cookie;
  cookies.staff = (await account("pages-staff@example.com", "staff")).cookie;
});
afterAll(async () => {
  await server.close();
});

function get(path: string, cookie: string) {
  return fetch(`${server.url}${path}`, { redirect: "manual", headers: { cookie } });
}

function post(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The Set-Cookie values of a reply, by cookie name. */
function setCookies(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = pair!.split("=");
    out[name!] = value.join("=");
  }
  return out;
}

describe("staff in the back-office pages", () => {
  it("opens the day-to-day sections, with a sidebar that shows only those", async () => {
    for (const path of [
      "/admin/dashboard",
      "/admin/students",
      "/admin/enrollments",
      "/admin/chats",
      "/admin/profile",
      "/admin/profile/two-factor",
    ]) {
      const res = await get(path, cookies.staff);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('href="/admin/students"');
      expect(html, path).not.toContain('href="/admin/admins"');
      expect(html, path).not.toContain('href="/admin/settings"');
    }
  });

  it("answers 403 with a page for the administrators' sections, and refuses their forms", async () => {
    for (const path of ["/admin/admins", "/admin/admins/add-admin", "/admin/settings", "/admin/outbox"]) {
      const res = await get(path, cookies.staff);
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toContain(
        "Your role does not give access to this part of the back-office.",
      );
    }
    const add = await post(
      "/admin/admins/add-admin",
      {
        intent: "save",
        firstName: "X",
        lastName: "Y",
        email: "x@example.com",
        password: "password1",
        verifyPassword: "password1",
        role: "administrator",
      },
      cookies.staff,
    );
    expect(add.status).toBe(403);
    expect((await post("/admin/settings", { requireTwoFactor: "true" }, cookies.staff)).status).toBe(403);
  });

  it("shows administrators everything, Settings included", async () => {
    const html = await (await get("/admin/dashboard", cookies.administrator)).text();
    expect(html).toContain('href="/admin/admins"');
    expect(html).toContain('href="/admin/settings"');
    expect((await get("/admin/settings", cookies.administrator)).status).toBe(200);
  });
});

describe("two-factor sign-in without JavaScript", () => {
  it("asks for the code after the password, and sets the session only after it", async () => {
    const me = await account("pages-2fa@example.com", "administrator");
    const page = await (await get("/admin/profile/two-factor", me.cookie)).text();
    // The key is shown only in the answer to the current password (the step-up, issue 30 M4).
    expect(page).not.toContain("data-totp-secret");
    const refused = await post("/admin/profile/two-factor", { intent: "start-totp" }, me.cookie);
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Enter your current password to confirm this change");
    expect(refusedPage).not.toContain("data-totp-secret");
    const started = await (
      await post("/admin/profile/two-factor", { intent: "start-totp", currentPassword: password }, me.cookie)
    ).text();
    const secret = /data-totp-secret="([A-Z2-7]+)"/.exec(started)![1]!;
    expect(started).toContain('aria-label="QR code to scan with your authenticator app"');
    const unconfirmed = await post(
      "/admin/profile/two-factor",
      { intent: "confirm-totp", code: await totpCode(secret) },
      me.cookie,
    );
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).not.toContain("data-totp-secret");
    const confirmed = await post(
      "/admin/profile/two-factor",
      { intent: "confirm-totp", code: await totpCode(secret), currentPassword: password },
      me.cookie,
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your recovery codes");

    const signIn = await post("/admin/sign-in", {
      email: "pages-2fa@example.com",
      password,
      redirectTo: "/admin/students",
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/admin/sign-in/verify?redirectTo=%2Fadmin%2Fstudents");
    const first = setCookies(signIn);
    expect(first.adminToken).toBeUndefined();
    const ticket = `adminSignInTicket=${first.adminSignInTicket}`;
    expect((await get("/admin/sign-in/verify", ticket)).status).toBe(200);
    expect((await get("/admin/dashboard", ticket)).headers.get("location")).toBe("/admin/sign-in");

    const wrong = await post(
      "/admin/sign-in/verify",
      { code: "000000", redirectTo: "/admin/students" },
      ticket,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(
      "That code is not valid. Check your authenticator app and try again.",
    );
    const right = await post(
      "/admin/sign-in/verify",
      { code: await totpCode(secret, 1), redirectTo: "/admin/students" },
      ticket,
    );
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/students");
    const second = setCookies(right);
    expect(second.adminToken).toBeTruthy();
    expect(second.adminSignInTicket).toBe("");
    expect((await get("/admin/students", `adminToken=${second.adminToken}`)).status).toBe(200);
  });

  it("sends accounts without a second factor to enrolment when the settings require it", async () => {
    const admin = await account("pages-required@example.com", "administrator");
    const page = await (
      await post(
        "/admin/profile/two-factor",
        { intent: "start-totp", currentPassword: password },
        admin.cookie,
      )
    ).text();
    const secret = /data-totp-secret="([A-Z2-7]+)"/.exec(page)![1]!;
    await post(
      "/admin/profile/two-factor",
      { intent: "confirm-totp", code: await totpCode(secret), currentPassword: password },
      admin.cookie,
    );
    expect((await post("/admin/settings", { requireTwoFactor: "true" }, admin.cookie)).status).toBe(200);

    const late = await account("pages-late@example.com", "staff");
    const sent = await get("/admin/students", late.cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/admin/two-factor/setup");
    // From a session alone, the key waits for the current password (the step-up, issue 30 M4).
    const fromSession = await (await get("/admin/two-factor/setup", late.cookie)).text();
    expect(fromSession).toContain("Current password");
    expect(fromSession).not.toContain("data-totp-secret");
    const shown = await (
      await post("/admin/two-factor/setup", { intent: "start", currentPassword: password }, late.cookie)
    ).text();
    expect(shown).toMatch(/data-totp-secret="[A-Z2-7]+"/);

    const signIn = await post("/admin/sign-in", { email: "pages-late@example.com", password });
    expect(signIn.headers.get("location")).toBe("/admin/two-factor/setup");
    const ticket = `adminSignInTicket=${setCookies(signIn).adminSignInTicket}`;
    const setup = await (await get("/admin/two-factor/setup", ticket)).text();
    const own = /data-totp-secret="([A-Z2-7]+)"/.exec(setup)![1]!;
    const done = await post("/admin/two-factor/setup", { code: await totpCode(own) }, ticket);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your recovery codes");
    const token = setCookies(done).adminToken;
    expect((await get("/admin/students", `adminToken=${token}`)).status).toBe(200);

    await post("/admin/settings", {}, admin.cookie);
  });
});
