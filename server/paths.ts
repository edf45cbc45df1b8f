import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The application's root: the nearest folder above this module that holds package.json (the
 * repository, or a production copy of the built tree). Files read at run time are found from here
 * rather than by counting "../" from this module, because the module runs from server/ (Vitest,
 * `npm run dev`) and from build/server/ or one of its chunks (the compiled server).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const appRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** `npm run build`'s output: client/ (static files), server/index.js, enhance-manifest.json. */
export const buildDir = path.join(appRoot, "build");

/** The committed drizzle-kit migrations, applied at every start. */
export const migrationsFolder = path.join(appRoot, "drizzle");

/** content/: the blog's Markdown is read from here when the assistant indexes it. */
export const contentDir = path.join(appRoot, "content");
