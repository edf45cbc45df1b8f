import { describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "#server/db/client.ts";
import { createPostgresDatabase, startServer, tempDataDir } from "../../bench/lib/processes.ts";
import { missingSubmissions } from "../../bench/lib/verify.ts";
import { runWriteLoad } from "../../bench/lib/write-load.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);

describe.each(["pglite", "postgres"] as const)("%s under 200 concurrent form submitters", (mode) => {
  it(`answers no 5xx for ${seconds} s and stores every acknowledged submission`, async () => {
    const dataDir = tempDataDir("load");
    const pg = mode === "postgres" ? await createPostgresDatabase("load") : undefined;
    const server = await startServer({ DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) });
    let result: Awaited<ReturnType<typeof runWriteLoad>>;
    try {
      result = await runWriteLoad(server.url, { seconds, concurrency: 200 });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    console.log(`${mode}: ${JSON.stringify(result.byStatus)}, ${result.acknowledged.length} acknowledged`);
    expect(result.serverErrors).toBe(0);
    expect(result.noAnswer).toBe(0);
    expect(result.acknowledged.length).toBeGreaterThan(100);
    const database = pg ? await openPostgres(pg.url) : await openPglite(dataDir);
    try {
      expect(await missingSubmissions(database.db, result.acknowledged)).toEqual([]);
    } finally {
      await database.close();
      await pg?.drop();
    }
  });
});
