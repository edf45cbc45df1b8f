// `npm run bench`: throughput and latency of the built server on each database, as ratios against
// baselines measured in the same run; list/stats scale on PostgreSQL (1k → 100k → 1M rows); the
// consultation slots, applying to an intake and a person's timeline at 1k and 1M rows; page
// weight of every public page; cold start and idle memory on each database (bench/startup.ts).
// Writes bench/results/latest.json and latest.md. Exits 1 when a target is missed.
// Subsets (`npm run bench -- <flag>`): --modes (static file, two pages, the admin list and a form
// post on each database), --pages (every public page against the static file), --startup (cold
// start, idle RSS after 20 requests), --assistant, --enrolment-scale, --people. Form posts against
// a baseline commit, paired: bench/write-pairs.ts.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openPglite, openPostgres } from "#server/db/client.ts";
import { type AssistantBench, benchAssistant } from "./assistant.ts";
import { publicPaths } from "#content/pages.ts";
import { type LoadResult, type LoadTarget, drive, driveWarm } from "./lib/load.ts";
import { budgets, measurePage, type PageWeight } from "./lib/page-weight.ts";
import { createPostgresDatabase, freePort, root, startServer, tempDataDir } from "./lib/processes.ts";
import { seedAdminToken, seedRows } from "./lib/seed.ts";
import { benchPublicPages } from "./public-pages.ts";
import { benchPeopleScale, type PeopleScaleResult, peopleScaleMarkdown } from "./people-scale.ts";
import { benchEnrolmentScale, type EnrolmentScaleResult, enrolmentScaleMarkdown } from "./enrolment-scale.ts";
import { benchSlotsScale, type SlotsScaleResult, slotsScaleMarkdown } from "./slots-scale.ts";
import { measureStartup, type StartupResult, startupFailures, startupMarkdown } from "./startup.ts";
import { growthTable } from "./lib/scale-table.ts";

const args = new Set(process.argv.slice(2));
const seconds = args.has("--quick") ? 3 : 10;
const connections = 10;
const withScale = !args.has("--no-scale");
const scaleSizes = args.has("--quick") ? [1_000, 100_000] : [1_000, 100_000, 1_000_000];
const failures: string[] = [];

function contactBody() {
  const n = Math.random().toString(36).slice(2, 10);
  return {
    firstName: "Bench",
    lastName: "Mark",
    email: `bench-${n}@example.com`,
    mobile: "0400 000 000",
    message: "Benchmark message",
  };
}

async function startHello(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "bench/hello-server.mjs"), String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

interface ModeReport {
  mode: "pglite" | "postgres";
  results: (LoadResult & { vsStatic: number; vsHello: number })[];
}

async function benchMode(mode: "pglite" | "postgres", hello: LoadResult): Promise<ModeReport> {
  const env: Record<string, string> = {};
  let drop: (() => Promise<void>) | undefined;
  let token: string;
  const rows = 100_000;
  if (mode === "pglite") {
    const dir = tempDataDir("bench");
    const db = await openPglite(dir);
    await db.migrate();
    await seedRows(db.db, rows, ["students"]);
    token = await seedAdminToken(db.db);
    await db.close();
    env.DATA_DIR = dir;
  } else {
    const created = await createPostgresDatabase("bench");
    drop = created.drop;
    const db = await openPostgres(created.url);
    await db.migrate();
    await seedRows(db.db, rows, ["students"]);
    token = await seedAdminToken(db.db);
    await db.close();
    env.DATABASE_URL = created.url;
    env.DATA_DIR = tempDataDir("bench");
  }
  const server = await startServer(env);
  try {
    const targets: LoadTarget[] = [
      { name: "static file (baseline)", url: `${server.url}/favicon.svg` },
      { name: "GET /", url: `${server.url}/` },
      {
        name: "GET /training-programs/full-stack-development",
        url: `${server.url}/training-programs/full-stack-development`,
      },
      {
        name: `GET /api/admin/students?limit=10 (${rows / 1000}k rows)`,
        url: `${server.url}/api/admin/students?limit=10`,
        headers: { token },
      },
      {
        name: "POST /api/contacts/send-message",
        url: `${server.url}/api/contacts/send-message`,
        method: "POST",
        body: contactBody,
      },
    ];
    const results: LoadResult[] = [];
    for (const target of targets) {
      results.push(await driveWarm(target, { seconds, connections }));
      const last = results.at(-1)!;
      if (last.errors > 0 || last.non2xx > 0)
        failures.push(`${mode}: ${last.name}: ${last.errors} errors, ${last.non2xx} non-2xx`);
    }
    const staticRps = results[0]!.requestsPerSecond || 1;
    return {
      mode,
      results: results.map((r) => ({
        ...r,
        vsStatic: ratio(r.requestsPerSecond / staticRps),
        vsHello: ratio(r.requestsPerSecond / (hello.requestsPerSecond || 1)),
      })),
    };
  } finally {
    await server.stop();
    await drop?.();
  }
}

const round = (x: number) => Math.round(x * 100) / 100;
// Three significant figures: a page is hundreds of times slower than a bare 'hello', and two
// decimals would print that ratio as 0.
const ratio = (x: number) => Number(x.toPrecision(3));

/** List endpoints and stats at growing row counts on PostgreSQL; p50 may grow at most 3×. */
async function benchScale(): Promise<
  { endpoint: string; p50ByRows: Record<string, number>; growth: number }[]
> {
  const endpoints = [
    "/api/admin/students",
    "/api/admin/enrollments",
    "/api/admin/downloads",
    "/api/admin/consultations",
    "/api/admin/contacts",
    "/api/admin/visitors",
    "/api/admin/stats",
  ];
  const created = await createPostgresDatabase("benchscale");
  const db = await openPostgres(created.url);
  await db.migrate();
  const token = await seedAdminToken(db.db);
  const p50: Record<string, Record<string, number>> = {};
  let seeded = 0;
  try {
    for (const size of scaleSizes) {
      await seedRows(db.db, size - seeded, undefined, seeded);
      seeded = size;
      const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: tempDataDir("scale") });
      try {
        for (const endpoint of endpoints) {
          const r = await drive(
            { name: endpoint, url: `${server.url}${endpoint}`, headers: { token } },
            { seconds: Math.min(seconds, 5), connections: 4 },
          );
          if (r.errors > 0 || r.non2xx > 0)
            failures.push(`scale ${size}: ${endpoint}: ${r.errors} errors, ${r.non2xx} non-2xx`);
          p50[endpoint] ??= {};
          p50[endpoint]![String(size)] = Math.max(r.p50Ms, 1); // sub-millisecond p50 reads as 1 ms
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.close();
    await created.drop();
  }
  return endpoints.map((endpoint) => {
    const byRows = p50[endpoint]!;
    const first = byRows[String(scaleSizes[0])]!;
    const last = byRows[String(scaleSizes.at(-1))]!;
    const growth = round(last / first);
    if (growth > 3)
      failures.push(
        `scale: ${endpoint} p50 grew ${growth}× from ${scaleSizes[0]} to ${scaleSizes.at(-1)} rows`,
      );
    return { endpoint, p50ByRows: byRows, growth };
  });
}

async function pageWeights(): Promise<PageWeight[]> {
  const server = await startServer({ DATA_DIR: tempDataDir("weight") });
  try {
    const weights: PageWeight[] = [];
    for (const p of publicPaths) weights.push(await measurePage(server.url, p));
    const home = weights.find((w) => w.path === "/")!;
    if (home.jsBytes > budgets.homeJsBytes)
      failures.push(`home page ships ${home.jsBytes} B of gzip JS (budget ${budgets.homeJsBytes})`);
    if (home.cssBytes > budgets.homeCssBytes)
      failures.push(`home page ships ${home.cssBytes} B of gzip CSS (budget ${budgets.homeCssBytes})`);
    return weights;
  } finally {
    await server.stop();
  }
}

function assistantLine(r: AssistantBench): string {
  return `Assistant (rule-based engine, whole corpus): ${r.questions} development questions × 5, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms (target < 50 ms); the engine adds ${r.addedRssMb} MB RSS (target < 50 MB); ready in ${r.readyMs} ms.`;
}

function compactLine(r: AssistantBench): string {
  return `Assistant (compact engine, published content): ${r.questions} development questions × 5, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms per answer (target < 20 ms); the engine adds ${r.addedRssMb} MB RSS (target < 25 MB); ready in ${r.readyMs} ms.`;
}

function markdown(report: {
  date: string;
  hello: LoadResult;
  modes: ModeReport[];
  publicPagesLines: string[];
  scale: Awaited<ReturnType<typeof benchScale>>;
  slotsScale: SlotsScaleResult | undefined;
  enrolmentScale: EnrolmentScaleResult | undefined;
  peopleScale: PeopleScaleResult | undefined;
  weights: PageWeight[];
  startup: StartupResult[];
}): string {
  const lines = [
    `# Benchmark results (${report.date})`,
    "",
    `${seconds} s per target, ${connections} connections, autocannon in a second process on loopback.`,
    `Bare node:http 'hello' baseline: ${report.hello.requestsPerSecond} req/s, p50 ${report.hello.p50Ms} ms.`,
    "",
    compactLine(compactResult),
    assistantLine(assistantResult),
    "",
  ];
  for (const mode of report.modes) {
    lines.push(
      `## ${mode.mode}`,
      "",
      "| target | req/s | p50 ms | p99 ms | errors | ×static | ×hello |",
      "|---|---|---|---|---|---|---|",
    );
    for (const r of mode.results)
      lines.push(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors + r.non2xx} | ${r.vsStatic} | ${r.vsHello} |`,
      );
    lines.push("");
  }
  lines.push(...report.publicPagesLines);
  if (report.scale.length > 0) {
    lines.push("## Scale on PostgreSQL (p50 ms)", "", ...growthTable(scaleSizes, report.scale));
    lines.push("");
  }
  if (report.slotsScale) lines.push(...slotsScaleMarkdown(report.slotsScale, slotSizes));
  if (report.enrolmentScale) lines.push(...enrolmentScaleMarkdown(report.enrolmentScale, slotSizes));
  if (report.peopleScale) lines.push(...peopleScaleMarkdown(report.peopleScale, slotSizes));
  lines.push("## Page weight (gzip)", "", "| page | JS bytes | CSS bytes |", "|---|---|---|");
  for (const w of report.weights) lines.push(`| ${w.path} | ${w.jsBytes} | ${w.cssBytes} |`);
  lines.push("", ...startupMarkdown(report.startup));
  lines.push(
    failures.length
      ? `**Missed targets:**\n\n${failures.map((f) => `- ${f}`).join("\n")}`
      : "All targets met.",
    "",
  );
  return lines.join("\n");
}

// Every public page against the static file, 2 s per target (bench/public-pages.ts); with
// `--pages`, only that, written to bench/results/public-pages.md.
const pageSeconds = Number(process.env.BENCH_PAGE_SECONDS ?? 2);
if (args.has("--pages")) {
  const pages = await benchPublicPages(pageSeconds);
  const text = [`# Public pages (${new Date().toISOString()})`, "", ...pages.lines];
  text.push(pages.failures.length ? `Missed: ${pages.failures.join("; ")}` : "All targets met.", "");
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/public-pages.md"), text.join("\n"));
  console.log(text.join("\n"));
  process.exit(pages.failures.length ? 1 : 0);
}

// `npm run bench -- --assistant`: only the assistant's speed and weight (no servers, no databases).
if (args.has("--assistant")) {
  // The compact engine first: the rule-based one's word vectors stay in the heap once loaded.
  const c = await benchAssistant(5, "compact");
  console.log(compactLine(c));
  const r = await benchAssistant();
  console.log(assistantLine(r));
  process.exit(r.p95Ms < 50 && r.addedRssMb < 50 && c.p95Ms < 20 && c.addedRssMb < 25 ? 0 : 1);
}

// `npm run bench -- --enrolment-scale`: only POST /api/student-enrolment with an intake, 1k → 1M
// application rows on PostgreSQL (1k → 100k with --quick; bench/enrolment-scale.ts).
if (args.has("--enrolment-scale")) {
  const sizes = [1_000, scaleSizes.at(-1)!];
  const r = await benchEnrolmentScale(sizes, { seconds: Math.min(seconds, 5) });
  console.log(enrolmentScaleMarkdown(r.result, sizes).join("\n"));
  if (r.failures.length > 0) console.log(r.failures.join("\n"));
  process.exit(r.failures.length > 0 ? 1 : 0);
}

// `npm run bench -- --people [--quick]`: only a person's timeline, page and the people list, 1k → 1M
// rows per table on PostgreSQL (bench/people-scale.ts); --quick stops at 100k.
if (args.has("--people")) {
  const sizes = [1_000, scaleSizes.at(-1)!];
  const people = await benchPeopleScale(sizes, { seconds: Math.min(seconds, 5) });
  console.log(peopleScaleMarkdown(people.result, sizes).join("\n"));
  if (people.failures.length > 0) console.log(people.failures.join("\n"));
  process.exit(people.failures.length > 0 ? 1 : 0);
}

// `npm run bench -- --startup`: only cold start and idle RSS after 20 requests (bench/startup.ts).
if (args.has("--startup")) {
  const startup = await measureStartup();
  console.log(startupMarkdown(startup).join("\n"));
  const missed = startupFailures(startup);
  for (const line of missed) console.log(`Missed: ${line}`);
  process.exit(missed.length > 0 ? 1 : 0);
}

// `--modes` measures only the per-database table (below), without the assistants.
const skipped: AssistantBench = { questions: 0, p50Ms: 0, p95Ms: 0, addedRssMb: 0, readyMs: 0 };
const compactResult = args.has("--modes") ? skipped : await benchAssistant(5, "compact");
if (compactResult.p95Ms >= 20)
  failures.push(`compact assistant p95 ${compactResult.p95Ms} ms (target < 20 ms)`);
if (compactResult.addedRssMb >= 25)
  failures.push(`compact assistant adds ${compactResult.addedRssMb} MB (target < 25 MB)`);
const assistantResult = args.has("--modes") ? skipped : await benchAssistant();
if (assistantResult.p95Ms >= 50) failures.push(`assistant p95 ${assistantResult.p95Ms} ms (target < 50 ms)`);
if (assistantResult.addedRssMb >= 50)
  failures.push(`assistant adds ${assistantResult.addedRssMb} MB (target < 50 MB)`);

const hello = await startHello();
const helloResult = await drive({ name: "node:http hello", url: hello.url }, { seconds, connections });
hello.stop();
const modes = [await benchMode("pglite", helloResult), await benchMode("postgres", helloResult)];
// `--modes`: only the per-database table above (static file, two pages, the admin list, a form post).
if (args.has("--modes")) {
  for (const mode of modes)
    for (const r of mode.results)
      console.log(
        `${mode.mode} | ${r.name} | ${r.requestsPerSecond} req/s | p99 ${r.p99Ms} ms | ×static ${r.vsStatic}`,
      );
  process.exit(0);
}
const publicPages = await benchPublicPages(pageSeconds);
failures.push(...publicPages.failures);
const scale = withScale ? await benchScale() : [];
// GET /api/consultations/slots over a 30-day range, 1k → 1M consultation rows (bench/slots-scale.ts).
const slotSizes = [1_000, scaleSizes.at(-1)!];
let slotsScale: SlotsScaleResult | undefined;
if (withScale) {
  const slots = await benchSlotsScale(slotSizes, { seconds: Math.min(seconds, 5) });
  slotsScale = slots.result;
  failures.push(...slots.failures);
}
// POST /api/student-enrolment with an intakeId, 1k → 1M application rows (bench/enrolment-scale.ts).
let enrolmentScale: EnrolmentScaleResult | undefined;
if (withScale) {
  const enrolment = await benchEnrolmentScale(slotSizes, { seconds: Math.min(seconds, 5) });
  enrolmentScale = enrolment.result;
  failures.push(...enrolment.failures);
}
// A person's timeline (100 events) as every table grows, 1k → 1M rows (bench/people-scale.ts).
let peopleScale: PeopleScaleResult | undefined;
if (withScale) {
  const people = await benchPeopleScale(slotSizes, { seconds: Math.min(seconds, 5) });
  peopleScale = people.result;
  failures.push(...people.failures);
}
const weights = await pageWeights();
const startup = await measureStartup();
failures.push(...startupFailures(startup));
const report = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  hello: helloResult,
  assistant: assistantResult,
  compactAssistant: compactResult,
  modes,
  publicPages: publicPages.runs,
  publicPagesLines: publicPages.lines,
  scale,
  slotsScale,
  enrolmentScale,
  peopleScale,
  weights,
  startup,
  failures,
};
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/latest.json"), `${JSON.stringify(report, null, 2)}\n`);
const md = markdown(report);
writeFileSync(path.join(root, "bench/results/latest.md"), md);
console.log(md);
process.exit(failures.length > 0 ? 1 : 0);
