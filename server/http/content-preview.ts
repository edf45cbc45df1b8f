import type { RequestHandler } from "express";
import { adminAccessOf, decideAdminAccess } from "../accounts/admin-access.ts";
import { sessionOfRequest } from "../accounts/session-cookies.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { withDraftPreview } from "../content/preview.ts";
import { headersOf } from "./auth.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?preview=<document id>` on a public page, for a signed-in back-office account that may use the
 * content editor: the page is rendered with that document's draft (server/content/preview.ts).
 * The answer is private and never stored (the page cache skips every URL with a query string),
 * and not indexed. Anyone else gets the page as published, as if the parameter were not there.
 */
export function contentPreview(db: Db, config: Config): RequestHandler {
  return async (req, res, next) => {
    const id = typeof req.query.preview === "string" ? req.query.preview : undefined;
    if (req.method !== "GET" || !id || !UUID.test(id)) return next();
    try {
      const session = await sessionOfRequest(db, config, { headers: headersOf(req) }, "admin");
      const access = session ? await adminAccessOf(db, session.account.id) : undefined;
      if (decideAdminAccess(access, "GET", "/admin/content") !== "allowed") return next();
    } catch (error) {
      return next(error);
    }
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    // A page's own caching header must not make a draft cacheable: this answer stays private.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      setHeader(name, name.toLowerCase() === "cache-control" ? "private, no-store" : value);
    withDraftPreview(id, () => next());
  };
}
