import { beforeAll, describe, expect, it } from "vitest";
import { limits } from "#server/security/limits.ts";
import { serverWithoutAccounts } from "../support/pages-with-accounts.ts";

const own = serverWithoutAccounts();
beforeAll(async () => {
  await own.api.post("/api/portal/auth/sign-up", {
    firstName: "Margaret",
    lastName: "Hamilton",
    email: "margaret@example.com",
    password: "apollo eleven",
  });
});

describe("brute-force defence", () => {
  it("never locks out the owner signing in again and again with the right password", async () => {
    for (let i = 0; i <= Math.max(limits.signInPerEmailAndIp.max, limits.signInPerIp.max); i++) {
      const reply = await own.api.post("/api/portal/auth/sign-in", {
        email: "margaret@example.com",
        password: "apollo eleven",
      });
      expect(reply.status).toBe(200);
    }
  });

  it("throttles repeated wrong passwords for one e-mail from one address with a clear message, even with the right one", async () => {
    for (let i = 0; i < limits.signInPerEmailAndIp.max; i++) {
      const reply = await own.api.post("/api/portal/auth/sign-in", {
        email: "margaret@example.com",
        password: `guess ${i}`,
      });
      expect(reply.status).toBe(401);
    }
    const blocked = await own.api.post("/api/portal/auth/sign-in", {
      email: "Margaret@example.com",
      password: "apollo eleven",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.messages[0]).toMatch(/^Too many attempts\. Please try again in \d+ s\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account from the same address is not locked out by it.
    const other = await own.api.post("/api/portal/auth/sign-in", {
      email: "someone@example.com",
      password: "x",
    });
    expect(other.status).toBe(401);
  });

  it("throttles forgot-password per e-mail, the same way for unknown e-mails", async () => {
    for (const email of ["margaret@example.com", "ghost@example.com"]) {
      for (let i = 0; i < limits.forgotPerEmail.max; i++) {
        expect((await own.api.post("/api/portal/auth/forgot-password", { email })).status).toBe(200);
      }
      const blocked = await own.api.post("/api/portal/auth/forgot-password", { email });
      expect(blocked.status).toBe(429);
      expect(blocked.json.error.messages[0]).toMatch(/^Too many attempts/);
    }
  });

  it("throttles one address guessing across many e-mails", async () => {
    let attempts = 0;
    let reply: Awaited<ReturnType<typeof own.api.post>>;
    do {
      attempts++;
      reply = await own.api.post("/api/portal/auth/sign-in", {
        email: `spray${attempts}@example.com`,
        password: "x",
      });
    } while (reply.status === 401 && attempts <= limits.signInPerIp.max + 1);
    expect(reply.status).toBe(429);
    expect(attempts).toBeLessThanOrEqual(limits.signInPerIp.max + 1);
    expect(reply.json.error.messages[0]).toMatch(/^Too many attempts/);
  });
});
