import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db/client.ts";
import { onPublicPagesInvalidated, publicPagesVersion } from "../db/content-versions.ts";
import { log } from "../log.ts";
import { onlySourceCookie } from "./lead-source.ts";

/**
 * In-memory cache of public pages whose HTML does not depend on the request (decision 0090).
 *
 * A page is rendered once by React Router, captured, and kept as identity, brotli and gzip bytes
 * with a strong ETag. Only allow-listed paths (the sitemap's), GET/HEAD, no query string, and no
 * session cookie or token header are served from it; everything else goes to React Router.
 * A captured response is kept only when it is a 200 HTML page without Set-Cookie and without an
 * inline script: its only script is the same-origin enhancement module, allowed by 'self', so the
 * per-response nonce attribute is dropped from the cached copy while the CSP header keeps a fresh
 * nonce per response.
 *
 * Invalidation: `invalidatePublicPages(db, reason)` (server/db/content-versions.ts) bumps the `public-pages` row of
 * content_versions; every cache checks that row at most once per `versionCheckMs` and drops its
 * pages when it changed, so several server processes on one PostgreSQL agree within a second.
 * Entries also expire after `ttlMs` as a safety net.
 */

/** A page's render in flight: misses of the same page wait for `ended` instead of rendering it too. */
interface Claim {
  ended: Promise<void>;
  end: () => void;
}

interface CachedPage {
  version: number;
  storedAt: number;
  etag: string;
  contentType: string;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageCacheOptions {
  db: Db;
  /**
   * Paths (exact, as the sitemap lists them) whose anonymous GET is the same for everyone, or a
   * test of a path: the published programs, services and posts change with the content store.
   */
  paths: Iterable<string> | ((path: string) => boolean);
  ttlMs?: number;
  versionCheckMs?: number;
}

export interface PageCache {
  /**
   * Answers hits. Mounted early (after the security headers, before compression and the static
   * file lookups): a hit is a memory lookup, and it should not pay for a compression wrapper or a
   * file-system stat that can only miss.
   */
  middleware: RequestHandler;
  /**
   * Captures a miss's render. Mounted just before React Router, inside compression, so the bytes
   * it keeps are the page's HTML, not a compressed stream.
   */
  captureMisses: RequestHandler;
  /** Drops this process's pages (invalidatePublicPages also tells the other processes). */
  clear(): void;
  size(): number;
}

/** A request whose answer may depend on who asks: a session cookie, an API token, a query string. */
function isPersonal(req: Request): boolean {
  if (req.originalUrl.includes("?")) return true;
  if (req.get("token") || req.get("authorization")) return true;
  const cookie = req.get("cookie");
  return !!cookie && /(?:^|;\s*)(?:portalToken|adminToken)=/.test(cookie);
}

/** A <script> without src whose type is not JSON-LD data. */
const inlineScript = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>/i;

/**
 * The smallest brotli window that holds the whole page. At quality 11 the encoder's match finder
 * takes 8 bytes per byte of window: the default window (4 MB) made every capture allocate 32 MB
 * in a zlib worker thread, which the allocator kept, about 20 MB of the idle server's RSS after
 * its first pages. A window as large as the page compresses it to the same bytes' worth.
 */
function windowBitsFor(length: number): number {
  return Math.min(
    zlib.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))),
  );
}

const keptHeaders = new Set(["cache-control", "content-language", "link", "x-robots-tag"]);

export function createPageCache({
  db,
  paths,
  ttlMs = 60_000,
  versionCheckMs = 1_000,
}: PageCacheOptions): PageCache {
  const allowed =
    typeof paths === "function" ? { has: paths } : (new Set(paths) as { has(path: string): boolean });
  const pages = new Map<string, CachedPage>();
  let version = 0;
  let checkedAt = -Infinity;
  /**
   * Bumped by every invalidation in this process: a render or compression that began before it
   * must not store its (now stale) page after the clear, even while `version` is not re-read yet.
   */
  let generation = 0;
  let checking: Promise<void> | undefined;
  /**
   * Paths whose render is being captured, each with a promise settled when that capture ends:
   * one render at a time per page. Misses that arrive meanwhile wait for it instead of rendering
   * the same page again, so a burst of visitors after an expiry or a publish costs one render, not
   * one each (50 visitors at once on the booking page's free times queued for seconds).
   */
  const capturing = new Map<string, Claim>();
  /**
   * The first miss of a page claims its render at once, in the same tick as it finds no claim, so
   * the misses of a burst that arrive before the render starts (they all pass this middleware
   * before any reaches React Router) wait for it too.
   */
  const claim = (key: string): Claim => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    const claimed = { ended, end };
    capturing.set(key, claimed);
    return claimed;
  };
  /** Ends a claim (once its page is stored, or its response is over): the waiting misses go on. */
  const release = (key: string, claimed: Claim) => {
    claimed.end();
    if (capturing.get(key) === claimed) capturing.delete(key);
  };
  /** How long a miss waits for another request's render of the same page before rendering it too. */
  const waitForCaptureMs = 10_000;

  async function currentVersion(): Promise<number> {
    if (Date.now() - checkedAt >= versionCheckMs) {
      checking ??= publicPagesVersion(db)
        .then((seen) => {
          if (seen !== version) pages.clear();
          version = seen;
          checkedAt = Date.now();
        })
        .finally(() => {
          checking = undefined;
        });
      await checking;
    }
    return version;
  }

  function serve(req: Request, res: Response, page: CachedPage): void {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Type", page.contentType);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Page-Cache", "hit");
    const match = req.get("if-none-match");
    if (match?.split(",").some((tag) => tag.trim() === page.etag || tag.trim() === "*")) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  function capture(req: Request, res: Response, key: string, atVersion: number, claimed: Claim): void {
    const atGeneration = generation;
    const current = () => atVersion === version && atGeneration === generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.once("finish", () => {
      if (req.method !== "GET" || res.statusCode !== 200) return;
      // The lead-source cookie (./lead-source.ts) is not kept with the page and says nothing personal.
      if (!onlySourceCookie(res.getHeader("set-cookie"))) return;
      const contentType = String(res.getHeader("content-type") ?? "");
      if (!contentType.startsWith("text/html")) return;
      const nonce = res.locals.cspNonce;
      let html = Buffer.concat(chunks).toString("utf8");
      // An inline script needs this response's nonce: such a page is not cached. JSON-LD is data,
      // never run, so CSP does not apply to it.
      if (inlineScript.test(html)) return;
      if (nonce) html = html.replaceAll(` nonce="${nonce}"`, "");
      if (nonce && html.includes(nonce)) return;
      if (!current()) return;
      const identity = Buffer.from(html, "utf8");
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (keptHeaders.has(name) && value !== undefined) headers.push([name, String(value)]);
      }
      const brotliParams = (quality: number) => ({
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: quality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
          [zlib.BROTLI_PARAM_LGWIN]: windowBitsFor(identity.length),
        },
      });
      // Stored at once, compressed quickly on this thread (a few ms for a page), so the next
      // request is a hit. Brotli 11 and gzip 9 (tens of ms, seconds on a loaded machine, when
      // the page ran rendered per request meanwhile: docs/performance.md) then replace those
      // bytes from zlib's thread pool.
      const page: CachedPage = {
        version: atVersion,
        storedAt: Date.now(),
        etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        contentType,
        headers,
        identity,
        br: brotliCompressSync(identity, brotliParams(5)),
        gzip: gzipSync(identity, { level: 6 }),
      };
      pages.set(key, page);
      release(key, claimed);
      Promise.all([brotliAsync(identity, brotliParams(11)), gzipAsync(identity, { level: 9 })]).then(
        ([br, gz]) => {
          if (!current() || pages.get(key) !== page) return;
          page.br = br;
          page.gzip = gz;
        },
        (error: unknown) => log.error("public page cache: compression failed", error),
      );
    });
  }

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !allowed.has(req.path) || isPersonal(req)) {
      next();
      return;
    }
    const fresh = (atVersion: number) => {
      const page = pages.get(req.path);
      return page && page.version === atVersion && Date.now() - page.storedAt < ttlMs ? page : undefined;
    };
    currentVersion()
      .then(
        async (atVersion) => {
          let page = fresh(atVersion);
          const inFlight = page ? undefined : capturing.get(req.path);
          if (inFlight) {
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([
              inFlight.ended,
              new Promise<void>((resolve) => {
                timer = setTimeout(resolve, waitForCaptureMs);
                timer.unref();
              }),
            ]);
            clearTimeout(timer);
            page = fresh(atVersion);
          }
          if (page) {
            serve(req, res, page);
            return;
          }
          res.locals.pageCacheMissAt = atVersion;
          if (!capturing.has(req.path)) {
            const claimed = claim(req.path);
            res.locals.pageCacheClaim = claimed;
            // A response that ends unstored (not a page, an error, a closed connection) frees it.
            res.once("close", () => release(req.path, claimed));
          }
          next();
        },
        (error: unknown) => {
          log.error("public page cache: content version unreadable", error);
          next();
        },
      )
      .catch(next);
  };

  const captureMisses: RequestHandler = (req, res, next) => {
    const atVersion = res.locals.pageCacheMissAt as number | undefined;
    if (atVersion !== undefined) {
      res.setHeader("X-Page-Cache", "miss");
      const claimed = res.locals.pageCacheClaim as Claim | undefined;
      if (claimed) capture(req, res, req.path, atVersion, claimed);
    }
    next();
  };

  const cache: PageCache = {
    middleware,
    captureMisses,
    clear: () => {
      generation += 1;
      checkedAt = -Infinity;
      pages.clear();
    },
    size: () => pages.size,
  };
  onPublicPagesInvalidated(cache.clear);
  return cache;
}
