// Every public page's req/s and p99 against the same server's static file (a hashed CSS asset),
// at 10 and 50 connections, on PGlite and PostgreSQL, plus the server's idle and loaded RSS.
// Browser-like requests (Accept-Encoding: br, gzip), so pages come from the public page cache
// (decision 0090). Part of `npm run bench`; on its own: `npm run bench -- --pages`.
// Target: each page ≥ 0.5 of the static file at 10 connections, p99 ≤ 20 ms.
//
// Every target is warmed (driveWarm) before it is measured, and the static file is measured
// before and after the pages: the ratio is against the mean of the two, so a baseline taken while
// the process was still warming up (or a machine that got busier during the run) does not tilt it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { driveWarm, type LoadResult } from "./lib/load.ts";
import { createPostgresDatabase, root, startServer, tempDataDir } from "./lib/processes.ts";

const headers = { "accept-encoding": "br, gzip" };

function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return Math.round(kb / 1024);
}

function builtStylesheet(): string {
  const css = readdirSync(path.join(root, "build/client/assets")).find((f) => /\.css$/.test(f));
  if (!css) throw new Error("no built stylesheet: run npm run build");
  return css;
}

/** The public pages, as the server's own sitemap lists them. */
async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export interface PublicPageRow {
  database: "pglite" | "postgres";
  connections: number;
  result: LoadResult;
  ratio: number;
}

export interface PublicPagesRun {
  database: "pglite" | "postgres";
  rows: PublicPageRow[];
  idleRss: number;
  loadedRss: number;
}

async function benchDatabase(database: "pglite" | "postgres", seconds: number): Promise<PublicPagesRun> {
  const css = builtStylesheet();
  const env: Record<string, string> = { DATA_DIR: tempDataDir("bench-pages") };
  let drop: (() => Promise<void>) | undefined;
  if (database === "postgres") {
    const created = await createPostgresDatabase("bench_pages");
    env.DATABASE_URL = created.url;
    drop = created.drop;
  }
  const server = await startServer(env);
  const rows: PublicPageRow[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleRss = rssMb(server.child.pid!);
    const pages = await sitemapPaths(server.url);
    const staticTarget = { name: `static /assets/${css}`, url: `${server.url}/assets/${css}`, headers };
    for (const connections of [10, 50]) {
      const options = { seconds, connections };
      const before = await driveWarm(staticTarget, options);
      const measured: LoadResult[] = [];
      for (const page of pages) {
        const result = await driveWarm(
          { name: `GET ${page}`, url: `${server.url}${page}`, headers },
          options,
        );
        measured.push(result);
        console.log(`${database} c=${connections} ${page}: ${Math.round(result.requestsPerSecond)} req/s`);
      }
      const after = await driveWarm(staticTarget, options);
      const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2 || 1;
      rows.push({
        database,
        connections,
        result: { ...before, name: `${before.name} (before pages)` },
        ratio: before.requestsPerSecond / baseline,
      });
      for (const result of measured)
        rows.push({ database, connections, result, ratio: result.requestsPerSecond / baseline });
      rows.push({
        database,
        connections,
        result: { ...after, name: `${after.name} (after pages)` },
        ratio: after.requestsPerSecond / baseline,
      });
    }
    const loadedRss = rssMb(server.child.pid!);
    return { database, rows, idleRss, loadedRss };
  } finally {
    await server.stop();
    await drop?.();
  }
}

/** Runs both databases; the report's Markdown lines and the targets missed. */
export async function benchPublicPages(seconds: number): Promise<{
  runs: PublicPagesRun[];
  lines: string[];
  failures: string[];
}> {
  const runs = [await benchDatabase("pglite", seconds), await benchDatabase("postgres", seconds)];
  const failures: string[] = [];
  const lines = [
    `## Public pages against the static file (${seconds} s per target after a 1 s warm-up)`,
    "",
    "Ratio against the mean of the static file measured before and after the pages.",
    "",
    "| database | connections | target | req/s | p99 ms | ratio to static | non-2xx |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const run of runs) {
    for (const r of run.rows) {
      lines.push(
        `| ${r.database} | ${r.connections} | ${r.result.name} | ${Math.round(r.result.requestsPerSecond)} | ${r.result.p99Ms} | ${r.ratio.toFixed(2)} | ${r.result.non2xx + r.result.errors} |`,
      );
      if (!r.result.name.startsWith("GET ")) continue;
      if (r.result.non2xx + r.result.errors > 0)
        failures.push(`${r.database} ${r.result.name}: ${r.result.non2xx + r.result.errors} failed answers`);
      if (r.connections === 10 && r.ratio < 0.5)
        failures.push(`${r.database} ${r.result.name}: ${r.ratio.toFixed(2)} of the static file`);
      if (r.connections === 10 && r.result.p99Ms > 20)
        failures.push(`${r.database} ${r.result.name}: p99 ${r.result.p99Ms} ms`);
    }
  }
  lines.push("", "| database | idle RSS MB | RSS after load MB |", "|---|---|---|");
  for (const run of runs) lines.push(`| ${run.database} | ${run.idleRss} | ${run.loadedRss} |`);
  lines.push("");
  return { runs, lines, failures };
}
