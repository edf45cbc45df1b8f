import { readdir } from "node:fs/promises";
import { desc, eq } from "drizzle-orm";
import express, { type Router } from "express";
import type { Db } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";
import { readEmlFile } from "#server/mail/eml-files.ts";
import { openLinkSecrets } from "#server/mail/link-secrets.ts";

/**
 * Test-only (mounted by tests/support/e2e-server.ts at /api/test-support/mail): the e-mails to
 * one address, newest first, as the recipient gets them, so a browser journey can follow a link
 * it was mailed. The outbox keeps no live link secret (server/mail/link-secrets.ts): a message
 * still queued is opened with the secrets kept beside it; a delivered one is read from the .eml
 * file the server wrote to `mailDir` (the recipient's copy).
 */
export function mailSupportRoutes(db: Db, mailDir: string): Router {
  const routes = express.Router();
  routes.get("/", async (req, res) => {
    const to = String(req.query.to ?? "");
    const rows = await db
      .select({
        id: outbox.id,
        subject: outbox.subject,
        text: outbox.text,
        linkSecrets: outbox.linkSecrets,
        status: outbox.status,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
    const files = await readdir(mailDir).catch(() => [] as string[]);
    const data = await Promise.all(
      rows.map(async ({ id, subject, text, linkSecrets, createdAt }) => {
        const file = files.find((f) => f.endsWith(`-${id}.eml`));
        if (!linkSecrets && file) {
          return { subject, text: (await readEmlFile(mailDir, file)).text, createdAt };
        }
        return { subject, text: openLinkSecrets({ text }, linkSecrets).text, createdAt };
      }),
    );
    res.json({ data });
  });
  return routes;
}
