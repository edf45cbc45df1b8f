// `npm run db:migrate` (`node build/server/index.js migrate`): apply the committed migrations to
// the configured database, then exit.
import { ConfigError, loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "./open.ts";

export async function migrateCommand(): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openConfiguredDatabase(config);
    await database.close();
    console.log(`Migrations applied (${database.kind}).`);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
