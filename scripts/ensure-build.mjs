// `npm start`'s prestart and `npm test`'s first step: builds the app when build/ is missing or
// older than any file it is built from, and otherwise does nothing, so a restart serves at once
// and `.ci/run`, which builds once up front, does not build again for each pass. Where the build
// tools are not installed (`npm ci --omit=dev` on a server), an existing build is served as it is.
// `--check` only answers: exit 0 when the build is current, 2 when it is missing or stale (the
// tests that run the compiled server ask this, so they never test yesterday's build).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const checkOnly = args.includes("--check");
// The app's folder; a test passes another one.
const root = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(import.meta.dirname, ".."));
const outputs = ["build/server/index.js", "build/enhance-manifest.json"].map((f) => path.join(root, f));
const sources = [
  "app",
  "server",
  "forms",
  "content",
  "public",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-enhance.mjs",
  "scripts/precompress-assets.mjs",
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const built = outputs.every((f) => existsSync(f)) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (built > 0 && built >= changed) process.exit(0);
if (checkOnly) process.exit(2);

const toolsInstalled = existsSync(path.join(root, "node_modules/@react-router/dev/package.json"));
if (!toolsInstalled) {
  if (built > 0) {
    console.error(
      "The sources are newer than build/, but the build tools are not installed: serving build/.",
    );
    process.exit(0);
  }
  console.error(
    "The app is not built and the build tools are not installed. Run: npm install && npm run build",
  );
  process.exit(1);
}
console.log(
  built > 0 ? "Sources changed since the last build: building." : "Building the app (first start).",
);
const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
