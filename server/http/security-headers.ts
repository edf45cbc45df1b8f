import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

declare global {
  namespace Express {
    interface Locals {
      /** Per-response nonce that every <script> the server renders must carry (CSP). */
      cspNonce: string;
    }
  }
}

/**
 * Pages whose URL carries a secret (reset, verification and first-run setup tokens, offers, chat
 * continuation) send no Referer at all, not even to this site (issue 30, L13). Under
 * `no-referrer` Chromium posts the page's own form with `Origin: null`; ./cross-site.ts accepts
 * that when `Sec-Fetch-Site` says same-origin, so the forms work without JavaScript.
 */
const secretUrlPaths =
  /^\/(?:(?:portal|admin)\/reset-password|admin\/setup|portal\/verify-email|portal\/sign-up|chat\/continue|newsletter\/confirm|next-intake\/confirm|intake-offer)\/?$/i;

/**
 * The signed-in surfaces: the portal and back-office pages (with React Router's `.data`
 * requests), their APIs and the CSV exports under /api/admin. Nothing of them may be kept by a
 * browser's or a proxy's cache, or the back button after sign-out (issue 13, L10). Their sign-in
 * screens are included: they are no less private, and nothing is gained by caching them.
 */
export const privatePaths = /^\/(?:api\/)?(?:portal|admin)(?:[/.]|$)/i;

export function contentSecurityPolicy(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes; no script can run from a style, so inline styles are allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Security headers on every response: CSP with a fresh nonce, HSTS in production, and the rest. */
export function securityHeaders(options: { production: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.production));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader(
      "Referrer-Policy",
      secretUrlPaths.test(req.path) ? "no-referrer" : "strict-origin-when-cross-origin",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (privatePaths.test(req.path)) res.setHeader("Cache-Control", "no-store");
    if (options.production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
