import express, { type RequestHandler } from "express";
import { DomainError } from "../domain/errors.ts";
import { requireSession } from "../http/auth.ts";
import path from "node:path";
import { fileUploadStore } from "../uploads/store.ts";
import { deleteUpload, saveUpload, UPLOAD_MAX_BYTES, uploadMessages } from "../uploads/uploads.ts";
import type { ApiArea } from "./deps.ts";

/** The most a multipart body carrying one 2 MB file may be: the file and its part headers. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
export const UPLOAD_API_PATH = "/admin/uploads";

/** The body's bytes, or 413 with the upload's own message once there are too many. */
const rawBody: RequestHandler = (req, res, next) =>
  express.raw({ type: "multipart/form-data", limit: UPLOAD_BODY_LIMIT_BYTES })(
    req,
    res,
    (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
        res.set("Connection", "close");
        return next(
          new DomainError("too-large", [uploadMessages.tooLarge], {
            fields: { file: uploadMessages.tooLarge },
          }),
        );
      }
      next(error);
    },
  );

/** The `file` part of a multipart body, read with the platform's own parser. */
async function filePart(req: express.Request): Promise<Buffer | undefined> {
  if (!req.is("multipart/form-data") || !Buffer.isBuffer(req.body)) return undefined;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(req.body), {
      headers: { "content-type": req.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new DomainError("invalid", ["The upload could not be read as multipart/form-data"]);
  }
  const file = form.get("file");
  if (!file || typeof file === "string") return undefined;
  return Buffer.from(await file.arrayBuffer());
}

/**
 * POST /api/admin/uploads (issue 32, docs/content-api.md): one image in the multipart field
 * `file` → 201 {data: {url}}. Staff and administrators alike (both place images in drafts).
 * The only API endpoint that takes a body other than JSON (server/api/router.ts lets multipart
 * through for this path only; the cross-site rule still applies). DELETE …/uploads/<name>
 * removes an image no draft or published document places (409 otherwise), staff too.
 */
export const uploadsApi: ApiArea = (api, deps) => {
  const uploads = deps.uploads ?? fileUploadStore(path.join(deps.config.dataDir, "uploads"));
  api.post(UPLOAD_API_PATH, requireSession(deps.db, deps.config, "admin"), rawBody, async (req, res) => {
    const saved = await saveUpload(uploads, await filePart(req), res.locals.session!.account.id);
    res.status(201).json({ data: { url: saved.url } });
  });
  // DELETE /api/admin/uploads/<name> (the last part of its URL): 204, 409 while a document uses it.
  api.delete(`${UPLOAD_API_PATH}/:name`, requireSession(deps.db, deps.config, "admin"), async (req, res) => {
    await deleteUpload(deps.db, uploads, String(req.params.name));
    res.status(204).end();
  });
};
