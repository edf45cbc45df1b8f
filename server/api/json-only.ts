import type { RequestHandler } from "express";
import { crossSiteRefused, isCrossSite, stateChanging } from "../http/cross-site.ts";
import { HttpError } from "../http/errors.ts";

/**
 * Issue 13, L1: what a page on another site can make a visitor's browser send to /api, with
 * their cookies, is refused before any handler runs.
 *
 * - A state-changing request whose Origin or Sec-Fetch-Site says it comes from another site:
 *   403. This is what stops a cross-site sign-in (login CSRF) and a cross-site write carrying an
 *   admin's cookie.
 * - A state-changing request with a body that is not JSON: 415. An HTML form can only send
 *   urlencoded, multipart or text/plain bodies, so a browser too old to send Origin still cannot
 *   post anything the API reads; JSON from another site needs CORS, which this server never grants.
 * - A declared body over the API's limit: 413 at once (the JSON parser would read it all first).
 *
 * `except` names paths that must take other senders' posts: the newsletter's one-click
 * unsubscribe (RFC 8058), which mail providers post as a form, and which carries its own token.
 */
export function apiRequestGuard(options: {
  publicUrl: string;
  except: string[];
  /** Paths whose writes may send multipart/form-data (an upload) instead of JSON. */
  multipart?: string[];
  /** A declared body longer than this (for the request's path) is refused (413) before it is read. */
  maxBodyBytes: number | ((path: string) => number);
  /** The 413's message (for the request's path). */
  tooLarge: string | ((path: string) => string);
}): RequestHandler {
  return (req, res, next) => {
    // A refused request's body is never read: the connection closes after the answer instead
    // of Node (or the body parser) reading the rest.
    const refuse = (error: HttpError) => {
      res.set("Connection", "close");
      next(error);
    };
    const max =
      typeof options.maxBodyBytes === "number" ? options.maxBodyBytes : options.maxBodyBytes(req.path);
    const tooLarge = typeof options.tooLarge === "string" ? options.tooLarge : options.tooLarge(req.path);
    if (Number(req.get("content-length")) > max) return refuse(new HttpError(413, [tooLarge]));
    if (!stateChanging.has(req.method) || options.except.includes(req.path)) return next();
    if (isCrossSite(req, options.publicUrl)) return refuse(new HttpError(403, [crossSiteRefused]));
    const multipartAllowed = options.multipart?.includes(req.path) && req.is("multipart/form-data");
    if (hasBody(req.headers) && !req.is("application/json") && !multipartAllowed)
      return refuse(new HttpError(415, ["The API accepts JSON request bodies only"]));
    next();
  };
}

function hasBody(headers: { "transfer-encoding"?: string; "content-length"?: string }): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return length !== undefined && length.trim() !== "0";
}
