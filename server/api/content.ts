import express, { type Request, type Response } from "express";
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  listRevisions,
  publishDocument,
  restoreRevision,
  saveDraft,
  unpublishDocument,
  type Actor,
} from "../content/documents.ts";
import { exportContent, importContent } from "../content/transfer.ts";
import { forbidden } from "../domain/errors.ts";
import { requireSession } from "../http/auth.ts";
import type { ApiArea } from "./deps.ts";

const param = (req: Request, name: string) => String(req.params[name]);

function actorOf(res: Response): Actor {
  const account = res.locals.session!.account;
  return { id: account.id, name: `${account.firstName} ${account.lastName}`.trim() };
}

/** Staff edit drafts; administrators publish, unpublish, export and import (issue 32). */
function requireAdministrator(res: Response, what: string) {
  if (res.locals.adminAccess?.role !== "administrator") throw forbidden(`Only an administrator can ${what}`);
}

/**
 * The content API (issue 32, docs/content-api.md) under /api/admin/content…: every endpoint needs
 * a back-office session (401 without, 403 with a student token); staff may read and edit drafts,
 * only administrators publish, unpublish, export and import. Mounted before the admin area,
 * whose router ends in a 404.
 */
export const contentApi: ApiArea = (api, { db, config }) => {
  const admin = express.Router();
  const guard = requireSession(db, config, "admin");
  admin.use(["/content", "/content-export", "/content-import"], guard);

  admin.get("/content-export", async (_req, res) => {
    requireAdministrator(res, "export the content");
    const file = await exportContent(db);
    res
      .set("Cache-Control", "no-store")
      .attachment(`content-${file.exportedAt.slice(0, 10)}.json`)
      .type("application/json")
      .send(JSON.stringify(file, null, 2));
  });
  admin.post("/content-import", async (req, res) => {
    requireAdministrator(res, "import content");
    res.json({ data: await importContent(db, req.body, actorOf(res)) });
  });

  admin.get("/content/:type", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ data: await listDocuments(db, param(req, "type")) });
  });
  admin.post("/content/:type", async (req, res) => {
    res.status(201).json({ data: await createDocument(db, param(req, "type"), req.body, actorOf(res)) });
  });
  admin.get("/content/:type/:id", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ data: await getDocument(db, param(req, "type"), param(req, "id")) });
  });
  admin.put("/content/:type/:id", async (req, res) => {
    res.json({ data: await saveDraft(db, param(req, "type"), param(req, "id"), req.body, actorOf(res)) });
  });
  admin.delete("/content/:type/:id", async (req, res) => {
    await deleteDocument(db, param(req, "type"), param(req, "id"));
    res.status(204).end();
  });
  admin.post("/content/:type/:id/publish", async (req, res) => {
    requireAdministrator(res, "publish");
    res.json({ data: await publishDocument(db, param(req, "type"), param(req, "id"), actorOf(res)) });
  });
  admin.post("/content/:type/:id/unpublish", async (req, res) => {
    requireAdministrator(res, "unpublish");
    res.json({ data: await unpublishDocument(db, param(req, "type"), param(req, "id"), actorOf(res)) });
  });
  admin.get("/content/:type/:id/revisions", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ data: await listRevisions(db, param(req, "type"), param(req, "id")) });
  });
  admin.post("/content/:type/:id/revisions/:revisionId/restore", async (req, res) => {
    res.json({
      data: await restoreRevision(
        db,
        param(req, "type"),
        param(req, "id"),
        param(req, "revisionId"),
        actorOf(res),
      ),
    });
  });

  api.use("/admin", admin);
};
