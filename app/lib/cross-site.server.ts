import { data } from "react-router";

/**
 * Whether a form post comes from another site: the browser says so in Sec-Fetch-Site, or its
 * Origin is neither this request's nor PUBLIC_URL's (behind a TLS proxy the two differ in
 * scheme). A request with neither header (an old browser, a script) is not judged cross-site.
 */
export function isCrossSite(request: Request, publicUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && origin !== new URL(publicUrl).origin;
}

/** Refuses a cross-site post with the 403 error page, before it changes anything. */
export function refuseCrossSite(request: Request, publicUrl: string): void {
  if (isCrossSite(request, publicUrl))
    throw data(null, { status: 403, statusText: "This form can only be sent from this site." });
}
