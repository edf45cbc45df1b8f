import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidatePublicPages } from "#server/db/content-versions.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The public page cache (decision 0090): what one visitor is served never reaches another.
let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  // A second app instance on the same database, as a second server process would be.
  const shared = Object.create(server.database, { close: { value: async () => {} } });
  second = await startTestServer({ withPages: true, database: shared });
});
afterAll(async () => {
  await second.close();
  await server.close();
});

function get(base: string, path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    redirect: "manual",
    headers: { "accept-encoding": "identity", ...headers },
  });
}

const nonceOf = (res: Response) =>
  res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";

async function signUp(email: string, firstName: string): Promise<string> {
  const res = await fetch(`${server.url}/portal/sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ firstName, lastName: "Tester", email, password: "long enough password" }),
  });
  expect(res.status).toBe(302);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/**
 * The page as served once it is in memory. The captured page is compressed off the event loop
 * before it is stored, which takes longer on a loaded machine: ask again until the cache answers
 * (at most 10 s), and hand back the last response, so an assertion on it says what was served.
 */
async function untilCached(path: string, base = server.url): Promise<Response> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await get(base, path);
    if (res.headers.get("x-page-cache") === "hit" || Date.now() > deadline) return res;
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A first request renders and stores the page; the one returned is answered from memory. */
async function warm(path: string, base = server.url) {
  await (await get(base, path)).text();
  return untilCached(path, base);
}

describe("public page cache", () => {
  it("serves an anonymous public page from memory, the same bytes as the rendered page", async () => {
    const first = await get(server.url, "/about-us");
    const firstHtml = await first.text();
    const again = await untilCached("/about-us");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    const html = await again.text();
    expect(html).toBe(firstHtml.replaceAll(` nonce="${nonceOf(first)}"`, ""));
    expect(html).toContain("<title>");
  });

  it("gives every response its own CSP nonce, and the cached page carries no inline script", async () => {
    const a = await warm("/");
    const b = await get(server.url, "/");
    expect(a.headers.get("x-page-cache")).toBe("hit");
    expect(nonceOf(a)).not.toBe("");
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const html = await a.text();
    // Its only scripts load from this origin ('self' in script-src), so no nonce is needed in the body.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
    expect(html).not.toContain(nonceOf(a));
    for (const src of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(src[1]).toMatch(/^\//);
  });

  it("never serves the anonymous page to a signed-in student, nor one student's page to another", async () => {
    const anonymous = await (await warm("/")).text();
    const ada = await signUp("ada@example.com", "Adaline");
    const grace = await signUp("grace@example.com", "Gracelyn");
    const forAda = await get(server.url, "/", { cookie: ada });
    const forGrace = await get(server.url, "/", { cookie: grace });
    expect(forAda.headers.get("x-page-cache")).toBeNull();
    expect(forGrace.headers.get("x-page-cache")).toBeNull();
    const adaHtml = await forAda.text();
    const graceHtml = await forGrace.text();
    expect(adaHtml).not.toContain("Gracelyn");
    expect(graceHtml).not.toContain("Adaline");
    // And the anonymous page after them is still the anonymous one.
    const after = await get(server.url, "/");
    expect(after.headers.get("x-page-cache")).toBe("hit");
    const afterHtml = await after.text();
    expect(afterHtml).toBe(anonymous);
    expect(afterHtml).not.toContain("Adaline");
    expect(afterHtml).not.toContain("Gracelyn");
  });

  it("renders a page with a query string per request (a preselected program)", async () => {
    await warm("/enrol-now");
    const plain = await get(server.url, "/enrol-now");
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    const preselected = await get(server.url, "/enrol-now?program=data-analytics");
    expect(preselected.headers.get("x-page-cache")).toBeNull();
    expect(preselected.status).toBe(200);
    const again = await get(server.url, "/enrol-now?program=data-analytics");
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(await again.text()).not.toBe(await plain.text());
  });

  it("never caches a post-back with errors, and the next GET is the clean form", async () => {
    await warm("/contact-us");
    const posted = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(posted.headers.get("x-page-cache")).toBeNull();
    expect(posted.status).toBe(400);
    const postedHtml = await posted.text();
    const clean = await get(server.url, "/contact-us");
    expect(clean.headers.get("x-page-cache")).toBe("hit");
    const cleanHtml = await clean.text();
    expect(cleanHtml).not.toBe(postedHtml);
    expect(cleanHtml).not.toContain('aria-invalid="true"');
  });

  it("answers 304 to If-None-Match with the page's strong ETag", async () => {
    const page = await warm("/faq");
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const notModified = await get(server.url, "/faq", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("content-security-policy")).toContain("'nonce-");
    const stale = await get(server.url, "/faq", { "if-none-match": '"other"' });
    expect(stale.status).toBe(200);
  });

  it("chooses brotli or gzip by Accept-Encoding, with Vary: Accept-Encoding", async () => {
    const plain = await (await warm("/blog")).text();
    for (const [accept, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await fetch(`${server.url}/blog`, { headers: { "accept-encoding": accept } });
      expect(res.headers.get("x-page-cache")).toBe("hit");
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      // fetch decodes br and gzip itself; the header says what travelled.
      expect(res.headers.get("content-encoding")).toBe(expected);
      expect(await res.text()).toBe(plain);
    }
    const raw = await warmRaw("/blog", "br");
    expect(brotliDecompressSync(raw).toString()).toBe(plain);
    expect(gunzipSync(await warmRaw("/blog", "gzip")).toString()).toBe(plain);
  });

  it("drops cached pages in every app instance on the database when public pages are invalidated", async () => {
    await warm("/about-us");
    expect((await warm("/about-us", second.url)).headers.get("x-page-cache")).toBe("hit");
    await invalidatePublicPages(server.database.db, "test");
    // Each instance reads the version at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get(server.url, "/about-us")).headers.get("x-page-cache")).toBe("miss");
    expect((await get(second.url, "/about-us")).headers.get("x-page-cache")).toBe("miss");
    expect((await untilCached("/about-us", second.url)).headers.get("x-page-cache")).toBe("hit");
  });

  it("renders a page once for a burst of visitors after an invalidation: the others wait for it", async () => {
    await warm("/expertise/book-a-free-consultation");
    await invalidatePublicPages(server.database.db, "test");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => get(server.url, "/expertise/book-a-free-consultation")),
    );
    const bodies = await Promise.all(burst.map((res) => res.text()));
    expect(burst.map((res) => res.status)).toEqual(burst.map(() => 200));
    expect(burst.filter((res) => res.headers.get("x-page-cache") === "miss")).toHaveLength(1);
    // The same free times for all: the waiting visitors got the page the one render made.
    expect(new Set(bodies.map((body) => body.replace(/ nonce="[^"]+"/g, ""))).size).toBe(1);
  });
});

/** The encoded bytes as sent, read through node:http (fetch would decode them). */
async function warmRaw(path: string, encoding: string): Promise<Buffer> {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

describe("precompressed assets", () => {
  it("sends the brotli or gzip file written at build time, with the asset's type and Vary", async () => {
    const html = await (await get(server.url, "/")).text();
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    const plain = await get(server.url, css);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = await plain.text();
    for (const [accept, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await fetch(`${server.url}${css}`, { headers: { "accept-encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(expected);
      expect(res.headers.get("content-type")).toMatch(/^text\/css/);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(body);
    }
  });
});
