import type { RequestHandler } from "express";
import {
  encodeTouches,
  SOURCE_COOKIE,
  SOURCE_COOKIE_DAYS,
  touchesOfCookies,
  touchOfRequest,
} from "../leads/source.ts";
import { type EntranceCounter, entranceSource } from "../reports/entrances.ts";

/** Paths that are never a page a visitor lands on. */
const notAPage = /^\/(?:api|assets|healthz|admin|portal)(?:\/|$)|\.[a-z0-9]{1,8}$/i;

/**
 * Keeps where the browser came from (issue 35) in the `source` cookie, on the page request
 * itself, so it works without JavaScript: the first public page that arrives with campaign tags
 * or from another site sets the first and latest touch; a later one replaces the latest touch
 * only. A direct visit, or a page reached from this site, sets nothing.
 * Mounted before the public page cache: the cache ignores this cookie (it says nothing about who
 * the visitor is) and a cached page is served with it.
 */
export function leadSource(options: {
  secure: boolean;
  /** Counts the visits entering the site (the funnel's visitors) on the public pages. */
  entrances?: { counter: EntranceCounter; isPage(path: string): boolean };
}): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || notAPage.test(req.path)) return next();
    const cookie = req.get("cookie");
    const touches = touchesOfCookies(cookie);
    const url = new URL(req.originalUrl, "http://page.invalid");
    const touch = touchOfRequest(url, req.get("referer"), req.get("host"));
    // A browser's prefetch is not a visit; a HEAD request is no page view.
    const prefetch = /prefetch/i.test(req.get("sec-purpose") ?? req.get("purpose") ?? "");
    if (options.entrances && req.method === "GET" && !prefetch && options.entrances.isPage(req.path)) {
      const source = entranceSource(url, req.get("referer"), req.get("host"));
      if (source) options.entrances.counter.count(source);
    }
    if (touch) {
      const value = encodeTouches({ first: touches?.first ?? touch, latest: touch });
      res.cookie(SOURCE_COOKIE, value, {
        httpOnly: true,
        sameSite: "lax",
        secure: options.secure,
        path: "/",
        maxAge: SOURCE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
      });
    }
    next();
  };
}

/** Whether a Set-Cookie value is only the source cookie (the page cache may still keep the page). */
export function onlySourceCookie(header: unknown): boolean {
  const values = ([] as unknown[]).concat(header ?? []);
  return values.every((value) => String(value).startsWith(`${SOURCE_COOKIE}=`));
}
