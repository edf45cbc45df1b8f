import { describe, expect, it } from "vitest";
import { openPglite } from "#server/db/client.ts";
import { freePort, startServer, tempDataDir } from "../../bench/lib/processes.ts";
import { missingSubmissions } from "../../bench/lib/verify.ts";
import { type Acknowledged, runWriteLoad } from "../../bench/lib/write-load.ts";

const rounds = Number(process.env.CRASH_ROUNDS ?? 5);

describe("kill -9 during write load on the embedded database", () => {
  it(`loses no acknowledged submission and reopens cleanly, ${rounds} rounds`, async () => {
    const dataDir = tempDataDir("crash");
    const acknowledged: Acknowledged[] = [];
    for (let round = 1; round <= rounds; round++) {
      const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const abort = new AbortController();
      const load = runWriteLoad(server.url, { seconds: 30, concurrency: 50, signal: abort.signal });
      await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2000));
      server.child.kill("SIGKILL");
      await server.stop();
      abort.abort();
      const result = await load;
      expect(result.serverErrors, `round ${round}`).toBe(0);
      acknowledged.push(...result.acknowledged);
    }
    // One more start proves the data directory opens cleanly (and the stale lock is taken over).
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    const database = await openPglite(dataDir);
    try {
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(await missingSubmissions(database.db, acknowledged)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
