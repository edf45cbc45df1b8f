import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { adminPasskeys, admins } from "#server/db/schema.ts";
import { replaceRecoveryCodes } from "#server/two-factor/recovery-codes.ts";
import { newTotpSecret } from "#server/two-factor/totp.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { totpCode } from "../support/totp.ts";

/**
 * M4 of issue 30: a stolen back-office session must not be enough to change how the account
 * signs in. Adding or removing a second factor or passkey, new recovery codes and a new e-mail
 * each ask, within the request, for the current password or a current second-factor code
 * (server/accounts/step-up.ts). A wrong password counts against the sign-in limits.
 */
let server: TestServer;

const password = "step-up-password";
const askForPassword = "Enter your current password to confirm this change";
let addressCount = 0;
/** A client address no other test has used (TEST-NET-2), so the limits of one test stay its own. */
const freshAddress = () => `198.51.100.${++addressCount}`;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});

interface Account {
  id: string;
  email: string;
  headers: Record<string, string>;
  totpSecret?: string;
  recoveryCodes?: string[];
  passkeyId: string;
}

/** A signed-in account (its session token only), with a passkey and, if asked, an authenticator app. */
async function account(email: string, { totp = false } = {}): Promise<Account> {
  const db = server.database.db;
  const totpSecret = totp ? newTotpSecret() : undefined;
  const [row] = await db
    .insert(admins)
    .values({
      firstName: "Stolen",
      lastName: "Session",
      email,
      passwordHash: await hashPassword(password),
      ...(totpSecret ? { totpSecret, totpEnabledAt: new Date() } : {}),
    })
    .returning();
  const recoveryCodes = totp ? await replaceRecoveryCodes(db, row!.id) : undefined;
  const [passkey] = await db
    .insert(adminPasskeys)
    .values({
      adminId: row!.id,
      credentialId: `credential-${row!.id}`,
      publicKey: "AAAA",
      counter: 0,
      name: "Work laptop",
    })
    .returning({ id: adminPasskeys.id });
  const { token } = await createSession(db, server.config.sessionSecret, "admin", row!);
  return {
    id: row!.id,
    email,
    headers: { token, "x-forwarded-for": freshAddress() },
    totpSecret,
    recoveryCodes,
    passkeyId: passkey!.id,
  };
}

async function call(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const twoFactor = "/api/admin/me/two-factor";

/** Every change the step-up guards, with the body the change itself needs. */
const changes = (me: Account) => [
  { name: "passkey options", method: "POST", path: `${twoFactor}/passkeys/options`, body: {} },
  {
    name: "passkey registration",
    method: "POST",
    path: `${twoFactor}/passkeys`,
    body: { response: { id: "x", rawId: "x", type: "public-key", response: {} } },
  },
  { name: "authenticator app set-up", method: "POST", path: `${twoFactor}/totp`, body: {} },
  { name: "authenticator app confirmation", method: "POST", path: `${twoFactor}/totp/confirm`, body: {} },
  { name: "authenticator app removal", method: "DELETE", path: `${twoFactor}/totp`, body: {} },
  { name: "new recovery codes", method: "POST", path: `${twoFactor}/recovery-codes`, body: {} },
  { name: "passkey removal", method: "DELETE", path: `${twoFactor}/passkeys/${me.passkeyId}`, body: {} },
  {
    name: "e-mail change",
    method: "PUT",
    path: `/api/admin/me/${me.id}`,
    body: { firstName: "Stolen", lastName: "Session", email: "attacker@example.net" },
  },
];

describe("a session alone", () => {
  it("cannot add or remove a second factor or passkey, renew recovery codes or change the e-mail", async () => {
    const me = await account("stolen-session@example.com");
    for (const change of changes(me)) {
      const reply = await call(change.method, change.path, change.body, me.headers);
      expect(reply.status, change.name).toBe(400);
      expect(reply.json.error.messages, change.name).toEqual([askForPassword]);
      expect(reply.json.error.fields, change.name).toEqual({ currentPassword: askForPassword });
    }
    const [row] = await server.database.db.select().from(admins).where(eq(admins.id, me.id));
    expect(row!.email).toBe("stolen-session@example.com");
    expect(row!.totpPendingSecret).toBeNull();
    const passkeys = await server.database.db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.adminId, me.id));
    expect(passkeys).toHaveLength(1);
  });

  it("still changes the names (same e-mail) without a password, as spec §7 has it", async () => {
    const me = await account("names-only@example.com");
    const reply = await call(
      "PUT",
      `/api/admin/me/${me.id}`,
      { firstName: "Renamed", lastName: "Person", email: "Names-Only@example.com " },
      me.headers,
    );
    expect(reply.status).toBe(200);
  });
});

describe("with the current password", () => {
  it("makes each change", async () => {
    const me = await account("with-password@example.com");
    const headers = me.headers;
    const withPassword = (body: object) => ({ ...body, currentPassword: password });

    const options = await call("POST", `${twoFactor}/passkeys/options`, withPassword({}), headers);
    expect(options.status).toBe(200);
    expect(options.json.data.challenge).toEqual(expect.any(String));
    // Past the step-up, a made-up registration is refused by WebAuthn itself.
    const registration = await call(
      "POST",
      `${twoFactor}/passkeys`,
      withPassword(changes(me)[1]!.body),
      headers,
    );
    expect(registration.status).toBe(400);
    expect(Object.keys(registration.json.error.fields)).toEqual(["passkey"]);

    const started = await call("POST", `${twoFactor}/totp`, withPassword({}), headers);
    expect(started.status).toBe(200);
    const secret = started.json.data.secret as string;
    const confirmed = await call(
      "POST",
      `${twoFactor}/totp/confirm`,
      withPassword({ code: await totpCode(secret) }),
      headers,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);

    const renewed = await call("POST", `${twoFactor}/recovery-codes`, withPassword({}), headers);
    expect(renewed.status).toBe(200);
    expect(renewed.json.recoveryCodes).toHaveLength(10);

    const removed = await call("DELETE", `${twoFactor}/passkeys/${me.passkeyId}`, withPassword({}), headers);
    expect(removed.status).toBe(200);
    const off = await call("DELETE", `${twoFactor}/totp`, withPassword({}), headers);
    expect(off.status).toBe(200);

    const moved = await call(
      "PUT",
      `/api/admin/me/${me.id}`,
      withPassword({ firstName: "Stolen", lastName: "Session", email: "new-address@example.com" }),
      headers,
    );
    expect(moved.status).toBe(200);
    const [row] = await server.database.db.select().from(admins).where(eq(admins.id, me.id));
    expect(row!.email).toBe("new-address@example.com");
  });

  it("refuses a wrong one, under the field, and counts it against the sign-in limits", async () => {
    const me = await account("guessing@example.com");
    for (let i = 0; i < 5; i++) {
      const wrong = await call(
        "POST",
        `${twoFactor}/passkeys/options`,
        { currentPassword: `guess ${i}` },
        me.headers,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.fields).toEqual({ currentPassword: "That is not your current password" });
    }
    // The sixth attempt from that address is refused before the password is looked at, as at sign-in.
    const sixth = await call(
      "POST",
      `${twoFactor}/passkeys/options`,
      { currentPassword: password },
      me.headers,
    );
    expect(sixth.status).toBe(429);
    const signIn = await call(
      "POST",
      "/api/admin/auth/sign-in",
      { email: me.email, password },
      { "x-forwarded-for": me.headers["x-forwarded-for"]! },
    );
    expect(signIn.status).toBe(429);
  });
});

describe("with a current second-factor code instead", () => {
  it("takes a code from the authenticator app or a recovery code, each once", async () => {
    const me = await account("with-code@example.com", { totp: true });
    const headers = me.headers;
    const code = await totpCode(me.totpSecret!);
    const options = await call("POST", `${twoFactor}/passkeys/options`, { code }, headers);
    expect(options.status).toBe(200);
    const replayed = await call("POST", `${twoFactor}/passkeys/options`, { code }, headers);
    expect(replayed.status).toBe(400);
    expect(replayed.json.error.fields).toEqual({
      code: "That code is not valid. Check your authenticator app and try again.",
    });

    const recovery = me.recoveryCodes![0]!;
    const removed = await call(
      "DELETE",
      `${twoFactor}/passkeys/${me.passkeyId}`,
      { code: recovery },
      headers,
    );
    expect(removed.status).toBe(200);
    const again = await call("POST", `${twoFactor}/recovery-codes`, { code: recovery }, headers);
    expect(again.status).toBe(400);

    const moved = await call(
      "PUT",
      `/api/admin/me/${me.id}`,
      {
        firstName: "Stolen",
        lastName: "Session",
        email: "moved-with-code@example.com",
        code: me.recoveryCodes![1],
      },
      headers,
    );
    expect(moved.status).toBe(200);
  });
});

describe("the profile and two-factor pages, without JavaScript", () => {
  const postProfile = (me: Account, form: Record<string, string>) =>
    fetch(`${server.url}/admin/profile`, {
      method: "POST",
      headers: {
        cookie: `adminToken=${me.headers.token}`,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": me.headers["x-forwarded-for"]!,
      },
      body: new URLSearchParams({ intent: "save", firstName: "Stolen", lastName: "Session", ...form }),
      redirect: "manual",
    });

  it("asks for the current password under its field before a new e-mail, and not for new names", async () => {
    const me = await account("profile-page@example.com");
    const refused = await postProfile(me, { email: "elsewhere@example.net" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(
      /data-error-for="currentPassword"[^>]*>Enter your current password to confirm this change</,
    );
    const renamed = await postProfile(me, { email: "profile-page@example.com", firstName: "Renamed" });
    expect(renamed.status).toBe(200);
    const moved = await postProfile(me, { email: "elsewhere@example.net", currentPassword: password });
    expect(moved.status).toBe(200);
    const [row] = await server.database.db.select().from(admins).where(eq(admins.id, me.id));
    expect(row!.email).toBe("elsewhere@example.net");
  });

  it("removes a passkey from the two-factor page only with the current password", async () => {
    const me = await account("remove-page@example.com");
    const cookie = `adminToken=${me.headers.token}`;
    const asked = await fetch(`${server.url}/admin/profile/two-factor?remove=${me.passkeyId}`, {
      headers: { cookie },
    });
    expect(await asked.text()).toContain('id="remove-passkey-password"');
    const remove = (form: Record<string, string>) =>
      fetch(`${server.url}/admin/profile/two-factor?remove=${me.passkeyId}`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": me.headers["x-forwarded-for"]!,
        },
        body: new URLSearchParams({ intent: "remove-passkey", id: me.passkeyId, ...form }),
        redirect: "manual",
      });
    const refused = await remove({});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter your current password to confirm this change");
    expect((await remove({ currentPassword: password })).status).toBe(200);
    const left = await server.database.db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.adminId, me.id));
    expect(left).toHaveLength(0);
  });
});
