// Paired write load against a baseline commit (issue 31 item 6): the same load as
// `npm run test:resilience` (200 concurrent submitters of the contact and enrolment APIs, each
// client its own address) against this build and a baseline checkout, interleaved (ABBA…), each
// run on a fresh database, so both sides share the machine's load at the time. On this shared
// 2-core machine the absolute numbers move by a third between minutes; read the ratios of pairs.
//   git worktree add /tmp/perf-old e30a80c && (cd /tmp/perf-old && npm ci && npm run build)
//   npm run build && node --import tsx bench/write-pairs.ts [--baseline /tmp/perf-old]
//     [--db pglite|postgres|both] [--rounds 3] [--seconds 15] [--concurrency 200]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  createPostgresDatabase,
  root,
  type RunningServer,
  startServer,
  tempDataDir,
} from "./lib/processes.ts";
import { runWriteLoad } from "./lib/write-load.ts";

const { values } = parseArgs({
  options: {
    baseline: { type: "string", default: "/tmp/perf-old" },
    db: { type: "string", default: "both" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "15" },
    concurrency: { type: "string", default: "200" },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

/** How a checkout starts its production server: its own `npm start` command, with plain node. */
function startCommand(dir: string): string[] {
  const start = (
    JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: { start: string } }
  ).scripts.start;
  const args = start.replace(/^node\s+/, "").split(/\s+/);
  if (!existsSync(path.join(dir, "build/server"))) throw new Error(`${dir}: run npm run build there first`);
  return args;
}

function start(dir: string, env: Record<string, string>): Promise<RunningServer> {
  return startServer(env, { cwd: dir, args: startCommand(dir), timeoutMs: 120_000 });
}

/** One run: a fresh database, the server of `dir`, `seconds` of load; the acknowledged count. */
async function run(dir: string, db: "pglite" | "postgres"): Promise<{ acknowledged: number; other: string }> {
  const env: Record<string, string> = { DATA_DIR: tempDataDir("write-pairs") };
  const pg = db === "postgres" ? await createPostgresDatabase("write_pairs") : undefined;
  if (pg) env.DATABASE_URL = pg.url;
  const server = await start(dir, env);
  try {
    // A few posts first, so neither side is measured compiling its first request.
    await runWriteLoad(server.url, { seconds: 1, concurrency: 4 });
    const result = await runWriteLoad(server.url, { seconds, concurrency });
    const other = Object.entries(result.byStatus)
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    return { acknowledged: result.acknowledged.length, other: `${other} noAnswer×${result.noAnswer}` };
  } finally {
    await server.stop();
    await pg?.drop();
  }
}

const sides = { baseline: path.resolve(values.baseline!), candidate: root };
const databases =
  values.db === "both" ? (["pglite", "postgres"] as const) : [values.db as "pglite" | "postgres"];
console.log(
  `baseline ${sides.baseline}, candidate ${sides.candidate}, ${seconds} s × ${concurrency} clients`,
);
for (const db of databases) {
  const pairs: { baseline: number; candidate: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    // ABBA: the side that runs first alternates, so a machine getting busier tilts neither.
    const order =
      round % 2 === 0 ? (["baseline", "candidate"] as const) : (["candidate", "baseline"] as const);
    const pair = { baseline: 0, candidate: 0 };
    for (const side of order) {
      const r = await run(sides[side], db);
      pair[side] = r.acknowledged;
      console.log(`${db} round ${round + 1} ${side}: ${r.acknowledged} acknowledged (${r.other.trim()})`);
    }
    pairs.push(pair);
    console.log(
      `${db} round ${round + 1}: candidate/baseline ${(pair.candidate / pair.baseline).toFixed(2)}`,
    );
  }
  const ratios = pairs.map((p) => p.candidate / p.baseline).sort((a, b) => a - b);
  console.log(
    `${db}: pairs ${pairs.map((p) => `${p.candidate} vs ${p.baseline}`).join(", ")}; median ratio ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)}`,
  );
}
