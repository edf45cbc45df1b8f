import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { appRoot, buildDir } from "#server/paths.ts";

/** What build/server/index.js exports: the compiled server (server/entry.ts and all it imports). */
export type ServerBundle = typeof import("#server/entry.ts");

export const bundleFile = path.join(buildDir, "server/index.js");

let loaded: Promise<ServerBundle> | undefined;

/** Throws unless build/ exists and is newer than every source it is built from. */
export function requireCurrentBuild(): void {
  if (!existsSync(bundleFile))
    throw new Error(`Run \`npm run build\` before these tests (${bundleFile} is missing)`);
  const check = spawnSync(process.execPath, [path.join(appRoot, "scripts/ensure-build.mjs"), "--check"]);
  if (check.status !== 0)
    throw new Error("Run `npm run build` before these tests: a source is newer than build/");
}

/**
 * The compiled server, as `npm start` runs it; `npm test` builds before it runs the suite. Tests
 * that go through the pages use it whole (its createApp with its pages), so every module they
 * reach exists once, as in production. A stale build is refused rather than tested.
 */
export function loadBundle(): Promise<ServerBundle> {
  try {
    requireCurrentBuild();
  } catch (error) {
    return Promise.reject(error);
  }
  loaded ??= importAsInProduction();
  return loaded;
}

/*
 * React (and React Router) pick their production or development build from NODE_ENV when they
 * are first loaded. Tests run with NODE_ENV=test, which would render every page with React's
 * development build: about twice the CPU per page, and not what `npm start` serves. The bundle
 * and the packages it loads natively (a module cache of their own, apart from Vitest's) are
 * therefore loaded as in production; NODE_ENV is put back once they are, and the server's own
 * configuration still says "test" (tests/support/server.ts passes it to loadConfig).
 */
async function importAsInProduction(): Promise<ServerBundle> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(bundleFile).href)) as ServerBundle;
  } finally {
    process.env.NODE_ENV = previous;
  }
}
