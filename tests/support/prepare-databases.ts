import type { TestProject } from "vitest/node";
import { prepareTestDatabases } from "./database.ts";

/*
 * Vitest globalSetup (vitest.config.ts): the migrated, seeded database every test file copies is
 * made here, once, before the files start (tests/support/database.ts), seeded from the project's
 * content: content/ or the content-change project's changed copy.
 */
export default async function setup(project: TestProject): Promise<void> {
  await prepareTestDatabases(project.config.env?.TEST_CONTENT_DIR as string | undefined);
}
