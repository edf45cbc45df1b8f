import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { MAX_SIGN_IN_DELAY_MS } from "#server/accounts/sign-in-throttle.ts";
import { admins, outbox } from "#server/db/schema.ts";
import { limits } from "#server/security/limits.ts";
import { apiClient } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * M2 and L7 of issue 13: sign-in limits that cannot lock the owner out. The test server listens
 * on loopback and trusts X-Forwarded-For from there (TRUST_PROXY=loopback, the default), so each
 * request can play a different client address.
 */
let server: TestServer;
let api: ReturnType<typeof apiClient>;

const studentSignIn = "/api/portal/auth/sign-in";
const adminSignIn = "/api/admin/auth/sign-in";
const from = (ip: string, extra: Record<string, string> = {}) => ({ "x-forwarded-for": ip, ...extra });
let addressCount = 0;
/** A client address no other test has used (TEST-NET-3, one per call). */
const freshAddress = () => {
  addressCount++;
  return `203.0.${113 + Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

async function signUpStudent(email: string, password: string) {
  const reply = await api.post(
    "/api/portal/auth/sign-up",
    { firstName: "Owner", lastName: "Person", email, password },
    from(freshAddress()),
  );
  expect(reply.status).toBe(201);
  return reply.json.token as string;
}

async function createAdmin(email: string, password: string) {
  await server.database.db
    .insert(admins)
    .values({ firstName: "Owner", lastName: "Admin", email, passwordHash: await hashPassword(password) });
}

/** `count` failed sign-ins for `email`, each from its own new address, all at once. */
function failFromManyAddresses(path: string, email: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      api.post(path, { email, password: `wrong guess ${i}` }, from(freshAddress())),
    ),
  );
}

async function mailsTo(email: string, subjectLike = "%") {
  return server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, subjectLike)));
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
});

describe("failures from many addresses (M2)", () => {
  for (const [kind, path] of [
    ["student", studentSignIn],
    ["admin", adminSignIn],
  ] as const) {
    it(`never stop the ${kind} owner signing in from their own address within a few seconds`, async () => {
      const email = `${kind}-owner@example.com`;
      const password = "the right password";
      if (kind === "student") await signUpStudent(email, password);
      else await createAdmin(email, password);
      const home = freshAddress();

      // Enough failures, from as many addresses, to push this e-mail well past the point where
      // each attempt is slowed down.
      const wave = await failFromManyAddresses(path, email, limits.signInPerEmail.max + 8);
      expect(wave.map((r) => r.status)).toEqual(wave.map(() => 401));

      // The attack goes on while the owner signs in.
      const ongoing = failFromManyAddresses(path, email, 6);
      const started = Date.now();
      const owner = await api.post(path, { email, password }, from(home));
      const took = Date.now() - started;
      expect(owner.status).toBe(200);
      expect(owner.json.token).toEqual(expect.any(String));
      expect(took).toBeLessThan(MAX_SIGN_IN_DELAY_MS + 5_000);
      expect((await ongoing).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }, 60_000);
  }
});

describe("hard limits (M2)", () => {
  it("per e-mail and address: the sixth try from one address is refused with Retry-After, the owner elsewhere is not", async () => {
    const email = "pair-limit@example.com";
    await signUpStudent(email, "the right password");
    const attacker = freshAddress();
    for (let i = 0; i < limits.signInPerEmailAndIp.max; i++) {
      const reply = await api.post(studentSignIn, { email, password: `guess ${i}` }, from(attacker));
      expect(reply.status).toBe(401);
    }
    const blocked = await api.post(studentSignIn, { email, password: "the right password" }, from(attacker));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json.error.messages[0]).toMatch(/^Too many attempts\. Please try again in \d+ s\.$/);

    const owner = await api.post(
      studentSignIn,
      { email, password: "the right password" },
      from(freshAddress()),
    );
    expect(owner.status).toBe(200);
  });

  it("per address: one address trying many e-mails is refused with Retry-After; other addresses are not", async () => {
    const sprayer = freshAddress();
    for (let i = 0; i < limits.signInPerIp.max; i++) {
      const reply = await api.post(
        adminSignIn,
        { email: `spray${i}@example.com`, password: "x" },
        from(sprayer),
      );
      expect(reply.status).toBe(401);
    }
    const blocked = await api.post(
      adminSignIn,
      { email: "spray-last@example.com", password: "x" },
      from(sprayer),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await api.post(
      adminSignIn,
      { email: "spray-last@example.com", password: "x" },
      from(freshAddress()),
    );
    expect(elsewhere.status).toBe(401);
  });
});

describe("the owner is told, at most once an hour (M2)", () => {
  it("queues one e-mail to the account's owner when someone keeps failing, however many failures follow", async () => {
    const email = "told-once@example.com";
    await signUpStudent(email, "the right password");
    expect(await mailsTo(email, "%sign in%")).toHaveLength(0);
    await failFromManyAddresses(studentSignIn, email, limits.signInPerEmail.max);
    const first = await mailsTo(email, "%sign in%");
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toMatch(/someone tried to sign in/i);
    expect(first[0]!.text).not.toMatch(/wrong guess/);
    await failFromManyAddresses(studentSignIn, email, 4);
    expect(await mailsTo(email, "%sign in%")).toHaveLength(1);
  }, 60_000);

  it("sends nothing for an e-mail that has no account", async () => {
    const email = "nobody-here@example.com";
    await failFromManyAddresses(studentSignIn, email, limits.signInPerEmail.max + 1);
    expect(await mailsTo(email)).toHaveLength(0);
  }, 60_000);
});

describe("change-password's old-password check (L7)", () => {
  const body = (oldPassword: string) => ({
    oldPassword,
    newPassword: "a brand new password",
    confirmNewPassword: "a brand new password",
  });

  it("is throttled per e-mail and address in the portal", async () => {
    const token = await signUpStudent("changer@example.com", "the right password");
    const here = freshAddress();
    for (let i = 0; i < limits.signInPerEmailAndIp.max; i++) {
      const wrong = await api.put("/api/portal/me/change-password", body(`guess ${i}`), {
        token,
        ...from(here),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.messages).toEqual(["Old password is incorrect"]);
    }
    const blocked = await api.put("/api/portal/me/change-password", body("the right password"), {
      token,
      ...from(here),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is throttled per e-mail and address in the back-office", async () => {
    const email = "admin-changer@example.com";
    await createAdmin(email, "the right password");
    const here = freshAddress();
    const signedIn = await api.post(adminSignIn, { email, password: "the right password" }, from(here));
    const token = signedIn.json.token as string;
    for (let i = 0; i < limits.signInPerEmailAndIp.max; i++) {
      const wrong = await api.put("/api/admin/me/change-password", body(`guess ${i}`), {
        token,
        ...from(here),
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await api.put("/api/admin/me/change-password", body("the right password"), {
      token,
      ...from(here),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The password did not change.
    expect(
      (await api.post(adminSignIn, { email, password: "the right password" }, from(freshAddress()))).status,
    ).toBe(200);
  });
});
