import type { RequestHandler } from "express";
import { log } from "../log.ts";
import type { UploadStore } from "../uploads/store.ts";

/**
 * GET /uploads/<name>: an uploaded image, for anyone (it is placed on public pages). The name is
 * a hash of the bytes, so the answer never changes: cached for a year, immutable. The type is the
 * one read from the bytes at upload; nosniff keeps browsers from guessing another.
 */
export function serveUploads(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    try {
      const upload = await store.get(name);
      if (!upload) {
        res.status(404).type("text/plain").set("Cache-Control", "no-store").send("No such upload");
        return;
      }
      res
        .status(200)
        .set({
          "Content-Type": upload.contentType,
          "Content-Length": String(upload.bytes.length),
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
          // An image is never a document: nothing in it may run, even opened on its own.
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cross-Origin-Resource-Policy": "same-site",
        })
        .end(req.method === "HEAD" ? undefined : upload.bytes);
    } catch (error) {
      log.error(`GET /uploads/${name} failed`, error);
      next(error);
    }
  };
}
