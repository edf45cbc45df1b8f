// Cold start and idle memory of the production server (plain node on build/server/index.js) on
// each database: time from spawn to the first 200 on /, and the resident set size (RSS) once it
// has served 20 requests (public pages, as a browser asks for them) and sat idle (issue 31 item
// 6). Part of `npm run bench`; on its own: `npm run bench -- --startup`, or after `npm run build`:
//   node --import tsx bench/startup.ts
import { readFileSync } from "node:fs";
import { createPostgresDatabase, freePort, spawnServer, tempDataDir } from "./lib/processes.ts";

/** Idle RSS targets (issue 31 item 6, docs/performance.md), in MB. */
export const rssTargetsMb = { pglite: 300, postgres: 150 } as const;

/** Requests served before the idle RSS is read: the sitemap's public pages in turn. */
const requestsBeforeIdle = 20;

const restarts = 3;
const idleMs = 5_000;

export interface StartupResult {
  database: "pglite" | "postgres";
  /** The first start creates the database (PGlite's initdb, or the migrations on PostgreSQL). */
  firstStartMs: number;
  firstStartIdleRssMb: number;
  /** Median over restarts on the same, migrated data. */
  coldStartMs: number;
  idleRssMb: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `requestsBeforeIdle` GETs of the public pages, as a browser sends them (br, gzip). */
async function servePages(base: string): Promise<void> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // The first page (/) and the sitemap count among the 20.
  for (let i = 0; i < requestsBeforeIdle - 2; i++) {
    const res = await fetch(`${base}${paths[i % paths.length] ?? "/"}`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]}: ${res.status}`);
  }
}

/**
 * One start: milliseconds from spawn to the first 200 on /, then the RSS once the sitemap and
 * 18 more public pages were served (20 requests with the first) and `idleMs` of quiet.
 */
async function startOnce(env: Record<string, string>): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const { child, output, exited } = spawnServer(port, env);
  try {
    const deadline = started + 120_000;
    let ms = 0;
    while (ms === 0) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${output()}`);
      if (performance.now() > deadline) throw new Error(`no 200 on / within 120 s: ${output()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) ms = Math.round(performance.now() - started);
      } catch {
        await new Promise((r) => setTimeout(r, 20)); // not listening yet
      }
    }
    await servePages(`http://127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, idleMs));
    return { ms, rssMb: rssMb(child.pid!) };
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  }
}

async function measure(database: StartupResult["database"], env: Record<string, string>) {
  const first = await startOnce(env);
  const again: { ms: number; rssMb: number }[] = [];
  for (let i = 0; i < restarts; i++) again.push(await startOnce(env));
  return {
    database,
    firstStartMs: first.ms,
    firstStartIdleRssMb: first.rssMb,
    coldStartMs: median(again.map((r) => r.ms)),
    idleRssMb: median(again.map((r) => r.rssMb)),
  };
}

export async function measureStartup(): Promise<StartupResult[]> {
  const results = [await measure("pglite", { DATA_DIR: tempDataDir("startup") })];
  const created = await createPostgresDatabase("benchstartup");
  try {
    results.push(await measure("postgres", { DATABASE_URL: created.url, DATA_DIR: tempDataDir("startup") }));
  } finally {
    await created.drop();
  }
  return results;
}

/** Missed idle-RSS targets, one line each. */
export function startupFailures(results: StartupResult[]): string[] {
  return results
    .filter((r) => r.idleRssMb > rssTargetsMb[r.database])
    .map((r) => `${r.database}: idle RSS ${r.idleRssMb} MB (target ≤ ${rssTargetsMb[r.database]} MB)`);
}

export function startupMarkdown(results: StartupResult[]): string[] {
  return [
    "## Start-up and idle memory (plain node on build/server/index.js)",
    "",
    `Cold start: spawn to the first 200 on /. Idle RSS: ${idleMs / 1000} s after ${requestsBeforeIdle} requests (/, the sitemap, public pages). Restarts: median of ${restarts}.`,
    "",
    "| database | first start (creates the data) | its idle RSS | restart | idle RSS | RSS target |",
    "|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.firstStartMs} ms | ${r.firstStartIdleRssMb} MB | ${r.coldStartMs} ms | ${r.idleRssMb} MB | ≤ ${rssTargetsMb[r.database]} MB |`,
    ),
    "",
  ];
}

if (import.meta.filename === process.argv[1]) {
  const results = await measureStartup();
  console.log(startupMarkdown(results).join("\n"));
  const failures = startupFailures(results);
  for (const failure of failures) console.log(`Missed: ${failure}`);
  process.exit(failures.length > 0 ? 1 : 0);
}
