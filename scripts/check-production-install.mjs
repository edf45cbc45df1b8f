// CI (.ci/run): what production gets works on its own. Copies the built tree (build/, the
// manifests, the drizzle/ migrations, npm start's build check) into a temporary folder,
// installs it with `npm ci --omit=dev` (no tsx, esbuild or Vite), starts it with plain node on a
// free port and a temporary DATA_DIR, and requires 200 from /healthz and /. The server is always
// stopped and the folder removed, whatever fails. Run `npm run build` first.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** Everything the production server reads: see docs/decisions/0070-compiled-server.md. */
const shipped = ["build", "package.json", "package-lock.json", "drizzle", "scripts/ensure-build.mjs"];
const buildTools = ["tsx", "esbuild", "vite", "@react-router/dev"];
const startTimeoutMs = 60_000;
const requestTimeoutMs = 10_000;

const dir = mkdtempSync(path.join(tmpdir(), "harbourline-production-"));
let server;

function fail(message) {
  throw new Error(message);
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function status(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs), redirect: "manual" });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js")))
    fail("build/ is missing: run `npm run build` first");
  for (const entry of shipped) {
    // Timestamps kept, so the copied build stays newer than anything it was built from.
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true });
  }

  console.log(`npm ci --omit=dev in ${dir}`);
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: dir,
    stdio: "inherit",
    timeout: 10 * 60_000,
  });
  if (install.status !== 0)
    fail(`npm ci --omit=dev failed (${install.error?.message ?? `exit ${install.status}`})`);
  const present = buildTools.filter((tool) => existsSync(path.join(dir, "node_modules", tool)));
  if (present.length > 0) fail(`the production install contains build tools: ${present.join(", ")}`);

  const prestart = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: dir, encoding: "utf8" });
  if (prestart.status !== 0 || prestart.stdout.trim() || prestart.stderr.trim())
    fail(`npm start's build check did not pass at once: ${prestart.stdout}${prestart.stderr}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  server = spawn(process.execPath, ["build/server/index.js"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      SESSION_SECRET: "ci-production-install-secret-of-enough-length",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, "data"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (d) => (output += d));
  server.stderr.on("data", (d) => (output += d));

  const started = Date.now();
  while ((await status(`${base}/healthz`)) !== 200) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}:\n${output}`);
    if (Date.now() - started > startTimeoutMs)
      fail(`no 200 from /healthz within ${startTimeoutMs / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const home = await status(`${base}/`);
  if (home !== 200) fail(`/ answered ${home || "nothing"}:\n${output}`);
  console.log(`production install: /healthz and / answer 200 (first 200 after ${Date.now() - started} ms)`);
}

// Interrupted (Ctrl-C, a CI timeout): stop the server and clean up all the same.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`production install check failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
