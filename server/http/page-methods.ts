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
    // A refused request's body is never read: the connection closes after the answer instead
    // of Node reading the rest to keep it alive.
    const refuse = (status: number, message: string) => {
      res.set("Connection", "close");
      next(Object.assign(new Error(message), { status }));
    };
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(405, `${req.method} is not allowed on pages`);
    }
    // A form posted from another site (login CSRF, a write with the visitor's cookie): 403.
    if (isCrossSite(req, publicUrl)) return refuse(403, crossSiteRefused);
    // A page sent with Referrer-Policy: no-referrer posts its own form with `Origin: null`, which
    // isCrossSite accepted only with Sec-Fetch-Site: same-origin. React Router's own check would
    // refuse that Origin as another site's; without the header it treats the post as any
    // non-browser client's, which is what the check above has already ruled on.
    if (req.headers.origin?.trim().toLowerCase() === "null") delete req.headers.origin;
    const contentType = req.get("content-type") ?? "";
    if (!formTypes.test(contentType)) return refuse(415, "A page accepts only form posts");
    const declared = Number(req.get("content-length"));
    if (Number.isFinite(declared) && declared > pageFormLimit(contentType))
      return refuse(413, "The form is too large");
    // Browsers always send a form's length; a body without one (chunked) is capped while it is
    // read, and the connection closes after the answer so an unread rest is never read.
    if (req.get("content-length") === undefined) res.set("Connection", "close");
    next();
  };
}
