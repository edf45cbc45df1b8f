import path from "node:path";
import { fileURLToPath } from "node:url";

/** drizzle/ at the repository root, however this module is loaded (tsx, Vitest or a bundle). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");
