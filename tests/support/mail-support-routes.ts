import { desc, eq } from "drizzle-orm";
import express, { type Router } from "express";
import type { Db } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";

/**
 * Test-only (mounted by tests/support/e2e-server.ts at /api/test-support/mail): the queued
 * e-mails to one address, newest first, so a browser journey can follow a link it was mailed.
 */
export function mailSupportRoutes(db: Db): Router {
  const routes = express.Router();
  routes.get("/", async (req, res) => {
    const to = String(req.query.to ?? "");
    const rows = await db
      .select({ subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
    res.json({ data: rows });
  });
  return routes;
}
