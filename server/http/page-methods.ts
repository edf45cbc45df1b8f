import type { RequestHandler } from "express";
import { pageFormLimit } from "../security/body-limits.ts";
import { crossSiteRefused, isCrossSite } from "./cross-site.ts";

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Pages are read with GET and HEAD and their forms post form data with POST; nothing else
 * reaches React Router. Another method gets 405 with Allow, and a POST whose body is not a form
 * (JSON, plain text, none) gets 415, where React Router would fail inside the action with a 500.
 * A form another site made the browser post gets 403 (server/http/cross-site.ts).
 * A form whose declared length is over the cap (server/security/body-limits.ts) gets 413 before a
 * byte of it is read, and the connection is closed so the rest is never read either; a body
 * without a length is capped while it is read (app/lib/read-form.server.ts). The JSON API has
 * its own rules under /api.
 */
export function pageMethods({ publicUrl }: { publicUrl: string }): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return next(Object.assign(new Error(`${req.method} is not allowed on pages`), { status: 405 }));
    }
    // A form posted from another site (login CSRF, a write with the visitor's cookie): 403.
    if (isCrossSite(req, publicUrl)) return next(Object.assign(new Error(crossSiteRefused), { status: 403 }));
    const contentType = req.get("content-type") ?? "";
    if (!formTypes.test(contentType)) {
      return next(Object.assign(new Error("A page accepts only form posts"), { status: 415 }));
    }
    const declared = Number(req.get("content-length"));
    if (Number.isFinite(declared) && declared > pageFormLimit(contentType)) {
      res.set("Connection", "close");
      return next(Object.assign(new Error("The form is too large"), { status: 413 }));
    }
    // Browsers always send a form's length; a body without one (chunked) is capped while it is
    // read, and the connection closes after the answer so an unread rest is never read.
    if (req.get("content-length") === undefined) res.set("Connection", "close");
    next();
  };
}
