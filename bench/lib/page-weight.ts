import { gzipSync } from "node:zlib";

/** What a page makes the browser download before it is interactive, gzip-compressed. */
export interface PageWeight {
  path: string;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

/** Budgets of the home page (issue: measured speed). */
export const budgets = { homeJsBytes: 100 * 1024, homeCssBytes: 30 * 1024 };

const staticImport = /(?:^|[;}\s])import\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;

/**
 * Fetches a page, then every script and stylesheet it loads up front: <script src>,
 * <link rel=modulepreload>, <link rel=stylesheet>, and the static imports of those scripts.
 * Dynamic import() chunks (loaded on interaction) are not counted.
 */
export async function measurePage(baseUrl: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)) styles.add(m[1]!);
  // Inline module scripts (hydrated pages) import their entry files statically too.
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/import\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g))
      scripts.add(i[1]!);
  }

  let jsBytes = 0;
  let cssBytes = 0;
  const seen = new Set<string>();
  const queue = [...scripts].map((s) => new URL(s, new URL(path, baseUrl)).href);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await (await fetch(url)).text();
    jsBytes += gzipSync(body).length;
    for (const m of body.matchAll(staticImport)) queue.push(new URL(m[1]!, url).href);
  }
  for (const href of styles) {
    const url = new URL(href, new URL(path, baseUrl)).href;
    if (seen.has(url)) continue;
    seen.add(url);
    cssBytes += gzipSync(await (await fetch(url)).text()).length;
  }
  return { path, jsBytes, cssBytes, files: [...seen].map((u) => new URL(u).pathname) };
}
