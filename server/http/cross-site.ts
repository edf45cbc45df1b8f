import type { Request } from "express";

/** Methods that change something; a cross-site one of these is refused (issue 13, L1). */
export const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const crossSiteRefused = "Requests from another site are not accepted";

/** host[:port] as a URL of this scheme writes it (a default port drops out), or undefined. */
function normalHost(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * True when the browser says the request comes from another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` that is neither PUBLIC_URL's origin nor the request's own host (the Host header,
 * or X-Forwarded-Host from a trusted proxy). `Origin: null` (a sandboxed frame, a page opened
 * from a file) counts as another site, unless the browser also says `Sec-Fetch-Site: same-origin`
 * (a header no page can set): a page sent with `Referrer-Policy: no-referrer` (the reset and
 * verification pages, whose URLs carry a token) posts its own form with `Origin: null`. A request with neither header is not a browser acting
 * for someone else on another site (curl, a script, a mobile app) and is not refused here.
 */
export function isCrossSite(req: Request, publicUrl: string): boolean {
  if (req.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  const sameOrigin = req.get("sec-fetch-site")?.toLowerCase() === "same-origin";
  if (origin.trim().toLowerCase() === "null") return !sameOrigin;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  if (from.origin === "null") return !sameOrigin;
  if (from.origin === new URL(publicUrl).origin) return false;
  const ownHosts = [req.get("host"), req.host].map((host) => normalHost(from.protocol, host));
  return !ownHosts.includes(from.host);
}
