import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  production = await startTestServer({ withPages: true, env: { NODE_ENV: "production" } });
});
afterAll(async () => {
  await server.close();
  await production.close();
});

const samples = ["/", "/about-us", "/no-such-page", "/healthz", "/api/no-such-endpoint", "/favicon.svg"];

describe("security headers", () => {
  it.each(samples)(
    "%s carries CSP without unsafe-inline scripts, nosniff and frame-ancestors 'none'",
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
    },
  );

  it("lets a page run only its own script files and inline scripts carrying the response's nonce", async () => {
    // Twice: the first answer is rendered, the second may come from the page cache, which drops
    // the per-response nonce from script files it stores (script-src 'self' allows them).
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (/type="application\/ld\+json"/.test(tag)) continue; // data, never executed
        const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
        if (src !== undefined)
          expect(src).toMatch(/^\/(?!\/)/); // a file of this site
        else expect(tag).toContain(`nonce="${nonce}"`); // inline: only with this response's nonce
      }
    }
  });

  it("uses a fresh nonce per response", async () => {
    const a = (await fetch(`${server.url}/`)).headers.get("content-security-policy");
    const b = (await fetch(`${server.url}/`)).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("sends HSTS of at least a year in production only", async () => {
    expect((await fetch(`${server.url}/`)).headers.get("strict-transport-security")).toBeNull();
    const hsts = (await fetch(`${production.url}/`)).headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it("sends no Referer at all from the pages whose URLs carry a token (L13)", async () => {
    for (const path of [
      "/portal/reset-password?email=a%40b.c&token=x",
      "/admin/reset-password?token=x",
      "/admin/setup?token=x",
      "/portal/verify-email?token=x",
      "/newsletter/confirm?token=x",
      "/chat/continue?token=x",
    ]) {
      expect((await fetch(`${server.url}${path}`)).headers.get("referrer-policy"), path).toBe("no-referrer");
    }
  });

  it("does not announce the framework", async () => {
    expect((await fetch(`${server.url}/`)).headers.get("x-powered-by")).toBeNull();
  });
});
