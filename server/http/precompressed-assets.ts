import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the brotli or gzip copy that scripts/precompress-assets.mjs wrote beside a hashed asset,
 * chosen by Accept-Encoding, with the asset's own Content-Type (decision 0090). compression()
 * leaves a response that already has a Content-Encoding alone, so nothing is compressed per
 * request. Anything else falls through to express.static.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || name.includes("/") || !files.has(name)) {
      next();
      return;
    }
    res.vary("Accept-Encoding");
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : undefined;
    if (!suffix || !files.has(name + suffix)) {
      next();
      return;
    }
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding as string);
    res.sendFile(path.join(dir, name + suffix), { immutable: true, maxAge: "1y" }, (error) => {
      if (error) next(error);
    });
  };
}
