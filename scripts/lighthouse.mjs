// `npm run lighthouse`: Lighthouse (from npm) against Debian's Chromium with mobile emulation, on the
// home page, a program page, contact, the FAQ and a blog post; prints the four category scores of
// each. Not part of `npm test`.
//
// It builds nothing: run `npm run build` first. It starts the built server on LIGHTHOUSE_PORT
// (default 3470) over a throw-away data directory, unless LIGHTHOUSE_URL points at a running site.
// `--strict` exits 1 when a page misses the targets (performance ≥ 95, the other three 100).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const pages = [
  "/",
  "/training-programs/full-stack-development",
  "/contact-us",
  "/faq",
  "/blog/clean-data-before-charts",
];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const strict = process.argv.includes("--strict");

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

async function startServer() {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3470);
  const dataDir = mkdtempSync(path.join(tmpdir(), "harbourline-lighthouse-"));
  const base = `http://127.0.0.1:${port}`;
  // The compiled server, as `npm start` runs it (`npm run lighthouse` needs a build).
  const child = spawn(process.execPath, ["build/server/index.js"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      NODE_ENV: "production",
      SESSION_SECRET: "lighthouse-run-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "error",
    },
  });
  await waitFor(`${base}/healthz`, 90_000);
  return {
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = process.env.LIGHTHOUSE_URL
  ? { base: process.env.LIGHTHOUSE_URL.replace(/\/+$/, ""), stop: async () => {} }
  : await startServer();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

let missed = false;
try {
  for (const page of pages) {
    // Lighthouse's default config is mobile: a Moto G Power-sized screen, 4x CPU slowdown, slow 4G.
    const result = await lighthouse(`${server.base}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(targets),
    });
    const line = Object.keys(targets).map((id) => {
      const score = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      if (score < targets[id]) missed = true;
      return `${id} ${score}`;
    });
    console.log(`${page}: ${line.join(", ")}`);
    for (const [id, category] of Object.entries(result.lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`  ${id}: ${audit.id} ${Math.round(audit.score * 100)} ${audit.displayValue ?? ""}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
if (strict && missed) process.exit(1);
