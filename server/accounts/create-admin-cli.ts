// `npm run admin:create -- --email you@example.com [--first-name Ada --last-name Lovelace]`
// (`node build/server/index.js admin:create …`): creates an administrator on the configured
// database, PGlite or PostgreSQL (docs/decisions/0072).
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { DatabaseUnavailableError } from "../db/client.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { isDomainError } from "../domain/errors.ts";
import { createAdministrator, parseAdministrator } from "./administrators.ts";
import { PromptCancelled, promptHidden } from "./hidden-prompt.ts";

const usage = [
  "Usage: npm run admin:create -- --email you@example.com [--first-name Ada] [--last-name Lovelace]",
  "The password comes from ADMIN_PASSWORD, or is asked for (hidden) when run in a terminal.",
].join("\n");

/** A failure whose message is the whole explanation. */
class Refused extends Error {}

function readArguments(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    throw new Refused(`${(error as Error).message}\n${usage}`);
  }
}

async function readPassword(): Promise<{ password: string; verifyPassword: string }> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, verifyPassword: fromEnv };
  if (!process.stdin.isTTY) {
    throw new Refused(
      "No password given: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.",
    );
  }
  const password = await promptHidden("Password (at least 8 characters): ");
  const verifyPassword = await promptHidden("Confirm password: ");
  return { password, verifyPassword };
}

function explain(error: unknown): string {
  if (error instanceof DataDirLockedError) {
    return (
      `A server (pid ${error.pid}) has the embedded database in ${path.dirname(error.lockFile)} open, and only ` +
      "one process at a time can. Stop it, run this command again, then start the server; or, while it " +
      "runs, use the /admin/setup link it printed when it started."
    );
  }
  if (isDomainError(error))
    return `No administrator created:\n${error.messages.map((m) => `  ${m}`).join("\n")}`;
  if (
    error instanceof Refused ||
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof PromptCancelled
  ) {
    return error.message;
  }
  return `Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`;
}

async function run(argv: string[]): Promise<void> {
  const args = readArguments(argv);
  if (args.help) {
    console.log(usage);
    return;
  }
  if (!args.email) throw new Refused(usage);
  const config = loadConfig({
    ...process.env,
    // ADMIN_EMAIL/ADMIN_PASSWORD are the server's start-up account; here the password is read on its own.
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    // Nothing is signed here, so no secret is needed (nor generated into DATA_DIR).
    SESSION_SECRET: process.env.SESSION_SECRET || "unused-by-admin-create-".padEnd(32, "-"),
  });
  const input = {
    firstName: args["first-name"] ?? "Site",
    lastName: args["last-name"] ?? "Administrator",
    email: args.email,
    ...(await readPassword()),
  };
  parseAdministrator(input); // the rules first: no need to open the database for a short password
  const database = await openConfiguredDatabase(config);
  try {
    const account = await createAdministrator(database.db, input);
    console.log(`Created the administrator ${account.email}. Sign in at ${config.publicUrl}/admin/sign-in`);
  } finally {
    await database.close();
  }
}

/** The `admin:create` command of the compiled server; `argv` are the words after it. */
export async function createAdminCommand(argv: string[]): Promise<void> {
  try {
    await run(argv);
  } catch (error) {
    console.error(explain(error));
    process.exitCode = 1;
  }
}
