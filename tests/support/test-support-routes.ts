import { eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { verifyPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { admins, chats, visitors } from "#server/db/schema.ts";
import { seedLists } from "./seed.ts";

/**
 * Shortcuts for the browser journeys, mounted at /api/test-support by tests/support/e2e-server.ts
 * only (never by the production router): the embedded database is single-process, so a Playwright
 * test cannot open it beside the server. They seed lists, sign an admin in (the sign-in page is
 * another journey's) and read raw counts to compare with the dashboard.
 */
export function testSupportRoutes(db: Db, config: Config): Router {
  const routes = express.Router();
  routes.use(express.json());

  routes.post("/admin-session", async (req, res) => {
    const email = String(req.body?.email ?? "").toLowerCase();
    const [admin] = await db.select().from(admins).where(eq(admins.email, email));
    if (!admin || !(await verifyPassword(admin.passwordHash, String(req.body?.password ?? "")))) {
      return void res.status(401).json({ messages: ["Wrong e-mail or password"] });
    }
    res.json({ token: (await createSession(db, config.sessionSecret, "admin", admin)).token });
  });

  // Idempotent: the first call seeds, later calls return the same visitor.
  routes.post("/seed", async (req, res) => {
    const [seeded] = await db.select().from(visitors).where(eq(visitors.browser, "XSS browser"));
    if (seeded) return void res.json({ xssVisitorId: seeded.id });
    await seedLists(db, Number(req.body?.rows ?? 25));
    const [visitor] = await db
      .insert(visitors)
      .values({ browser: "XSS browser", ip: "10.9.9.9" })
      .returning();
    await db.insert(chats).values({
      visitorId: visitor!.id,
      type: "client",
      content: `<p>Hi <strong>there</strong></p><img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script>`,
    });
    res.json({ xssVisitorId: visitor!.id });
  });

  routes.get("/counts", async (_req, res) => {
    const tables = [
      "students",
      "enrolments",
      "outline_requests",
      "contact_messages",
      "consultations",
      "newsletter_subscribers",
      "visitors",
    ];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const active = table === "newsletter_subscribers" ? " where unsubscribed_at is null" : "";
      const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}${active}`));
      counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    }
    res.json(counts);
  });
  return routes;
}
