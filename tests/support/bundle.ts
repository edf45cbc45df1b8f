import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir } from "#server/paths.ts";

/** What build/server/index.js exports: the compiled server (server/entry.ts and all it imports). */
export type ServerBundle = typeof import("#server/entry.ts");

export const bundleFile = path.join(buildDir, "server/index.js");

let loaded: Promise<ServerBundle> | undefined;

/**
 * The compiled server, as `npm start` runs it; `npm test` builds before it runs the suite. Tests
 * that go through the pages use it whole (its createApp with its pages), so every module they
 * reach exists once, as in production.
 */
export function loadBundle(): Promise<ServerBundle> {
  if (!existsSync(bundleFile)) {
    return Promise.reject(new Error(`Run \`npm run build\` before these tests (${bundleFile} is missing)`));
  }
  loaded ??= import(/* @vite-ignore */ pathToFileURL(bundleFile).href) as Promise<ServerBundle>;
  return loaded;
}
