import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import express, { type Router } from "express";
import { hashPassword, verifyPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { admins, chats, visitors } from "#server/db/schema.ts";
import { seedLists } from "./seed.ts";

/**
 * Shortcuts for the browser journeys, mounted at /api/test-support by tests/support/e2e-server.ts
 * only (never by the production router): the embedded database is single-process, so a Playwright
 * test cannot open it beside the server. They seed a test's own rows, make it its own signed-in
 * administrator, or sign the first administrator in (the sign-in page is another journey's).
 */
export function testSupportRoutes(db: Db, config: Config): Router {
  const routes = express.Router();
  routes.use(express.json());
  let ownAdminHash: Promise<string> | undefined;

  routes.post("/admin-session", async (req, res) => {
    const email = String(req.body?.email ?? "").toLowerCase();
    const [admin] = await db.select().from(admins).where(eq(admins.email, email));
    if (!admin || !(await verifyPassword(admin.passwordHash, String(req.body?.password ?? "")))) {
      return void res.status(401).json({ messages: ["Wrong e-mail or password"] });
    }
    res.json({ token: (await createSession(db, config.sessionSecret, "admin", admin)).token });
  });

  // A browser test's own rows: `rows` in every list, tagged with `tag` (tests/support/seed.ts), and
  // a visitor whose chat holds markup that must render inert. Each call adds its own rows.
  routes.post("/seed", async (req, res) => {
    const tag = String(req.body?.tag ?? "");
    if (!/^[a-z0-9]{4,24}$/.test(tag))
      return void res.status(400).json({ messages: ["tag must be 4 to 24 lowercase letters or digits"] });
    await seedLists(db, Number(req.body?.rows ?? 25), { tag });
    const [visitor] = await db
      .insert(visitors)
      .values({ browser: `XSS browser ${tag}`, ip: "10.9.9.9" })
      .returning();
    await db.insert(chats).values({
      visitorId: visitor!.id,
      type: "client",
      content: `<p>Hi <strong>there</strong></p><img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script>`,
    });
    res.json({ xssVisitorId: visitor!.id });
  });

  // A browser test's own administrator (or staff member), signed in: what it renames, deletes or
  // changes belongs to that test alone. The e-mail is made unique from the names given.
  routes.post("/admin-account", async (req, res) => {
    const firstName = String(req.body?.firstName ?? "Site");
    const lastName = String(req.body?.lastName ?? "Administrator");
    const role = req.body?.role === "staff" ? "staff" : "administrator";
    const password = "e2e-own-admin-password";
    // One argon2 hash of the shared password for every test's administrator: the journeys sign
    // in with the token, and a hash per account cost each test a hash's time on the busy server.
    ownAdminHash ??= hashPassword(password);
    const email = `admin-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@example.com`;
    const [admin] = await db
      .insert(admins)
      .values({ firstName, lastName, email, role, passwordHash: await ownAdminHash })
      .returning();
    const { token } = await createSession(db, config.sessionSecret, "admin", admin!);
    res.json({ token, email, password, id: admin!.id });
  });

  return routes;
}
