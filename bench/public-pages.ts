// `npm run bench -- --pages`: every public page's req/s and p99 against the same server's static
// file (a hashed CSS asset), at 10 and 50 connections, on PGlite and — when DATABASE_URL is set —
// PostgreSQL; plus the server's idle and loaded RSS. Browser-like requests (Accept-Encoding: br,
// gzip), so pages come from the public page cache (decision 0090). Writes
// bench/results/public-pages.md. Target: each page ≥ 0.5 of the static file at 10 connections,
// p99 ≤ 20 ms.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drive, type LoadResult } from "./lib/load.ts";
import { createPostgresDatabase, root, startServer, tempDataDir } from "./lib/processes.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const headers = { "accept-encoding": "br, gzip" };

function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return Math.round(kb / 1024);
}

const css = readdirSync(path.join(root, "build/client/assets")).find((f) => /\.css$/.test(f));
if (!css) throw new Error("no built stylesheet: run npm run build");

/** The public pages, as the server's own sitemap lists them. */
async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

interface Row {
  database: string;
  connections: number;
  result: LoadResult;
  ratio: number;
}

async function benchDatabase(database: "pglite" | "postgres") {
  const env: Record<string, string> = { DATA_DIR: tempDataDir("bench-pages") };
  let drop: (() => Promise<void>) | undefined;
  if (database === "postgres") {
    const created = await createPostgresDatabase("bench_pages");
    env.DATABASE_URL = created.url;
    drop = created.drop;
  }
  const server = await startServer(env);
  const rows: Row[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleRss = rssMb(server.child.pid!);
    for (const connections of [10, 50]) {
      const options = { seconds, connections };
      const baseline = await drive(
        { name: `static /assets/${css}`, url: `${server.url}/assets/${css}`, headers },
        options,
      );
      rows.push({ database, connections, result: baseline, ratio: 1 });
      for (const page of await sitemapPaths(server.url)) {
        // The first visitor renders the page; measure what everyone after them gets.
        await (await fetch(`${server.url}${page}`, { headers })).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 300));
        const result = await drive({ name: `GET ${page}`, url: `${server.url}${page}`, headers }, options);
        rows.push({
          database,
          connections,
          result,
          ratio: result.requestsPerSecond / baseline.requestsPerSecond,
        });
        console.log(`${database} c=${connections} ${page}: ${Math.round(result.requestsPerSecond)} req/s`);
      }
    }
    const loadedRss = rssMb(server.child.pid!);
    return { rows, idleRss, loadedRss };
  } finally {
    await server.stop();
    await drop?.();
  }
}

const runs = [await benchDatabase("pglite")];
if (process.env.DATABASE_URL) runs.push(await benchDatabase("postgres"));

const failures: string[] = [];
const lines = [
  `# Public pages against the static file (${new Date().toISOString()}, ${seconds} s per target)`,
  "",
  "| database | connections | target | req/s | p99 ms | ratio to static | non-2xx |",
  "|---|---|---|---|---|---|---|",
];
for (const run of runs) {
  for (const r of run.rows) {
    lines.push(
      `| ${r.database} | ${r.connections} | ${r.result.name} | ${Math.round(r.result.requestsPerSecond)} | ${r.result.p99Ms} | ${r.ratio.toFixed(2)} | ${r.result.non2xx + r.result.errors} |`,
    );
    if (r.connections === 10 && r.ratio < 0.5)
      failures.push(`${r.database} ${r.result.name}: ${r.ratio.toFixed(2)}`);
    if (r.connections === 10 && r.result.p99Ms > 20)
      failures.push(`${r.database} ${r.result.name}: p99 ${r.result.p99Ms} ms`);
  }
}
lines.push("", "| database | idle RSS MB | RSS after load MB |", "|---|---|---|");
for (const run of runs) lines.push(`| ${run.rows[0]!.database} | ${run.idleRss} | ${run.loadedRss} |`);
lines.push("", failures.length ? `Missed: ${failures.join("; ")}` : "All targets met.");
writeFileSync(path.join(root, "bench/results/public-pages.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
process.exit(failures.length ? 1 : 0);
