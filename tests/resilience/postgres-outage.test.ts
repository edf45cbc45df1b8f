import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrivatePostgres, type PrivatePostgres } from "../../bench/lib/private-postgres.ts";
import { freePort, type RunningServer, startServer, tempDataDir } from "../../bench/lib/processes.ts";
import { contactSubmission, runWriteLoad } from "../../bench/lib/write-load.ts";

let cluster: PrivatePostgres;
let server: RunningServer;

beforeAll(async () => {
  cluster = createPrivatePostgres(await freePort());
  cluster.start();
  server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: tempDataDir("outage") });
});
afterAll(async () => {
  await server?.stop();
  cluster?.destroy();
});

async function submit() {
  const sub = contactSubmission();
  const res = await fetch(`${server.url}${sub.path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1`,
    },
    body: JSON.stringify(sub.body),
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

describe("PostgreSQL stopped during load", () => {
  it("answers 503 JSON while it is down and recovers by itself when it returns", async () => {
    const load = runWriteLoad(server.url, { seconds: 12, concurrency: 20 });
    await new Promise((r) => setTimeout(r, 2000));
    cluster.stop();

    const during = await submit();
    expect(during.status).toBe(503);
    expect(during.type).toMatch(/application\/json/);
    expect(JSON.parse(during.body).error.messages[0]).toMatch(/temporarily unavailable/);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "error", reason: "database unavailable" });

    await new Promise((r) => setTimeout(r, 2000));
    cluster.start();
    const deadline = Date.now() + 30_000;
    let after = await submit();
    while (after.status !== 201 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      after = await submit();
    }
    expect(after.status).toBe(201);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const result = await load;
    // Only 503s, never a 500, while the database was away; and the server process kept running.
    if (result.serverErrors > 0)
      console.log(
        server
          .output()
          .split("\n")
          .filter((l) => l.includes("failed"))
          .slice(0, 5)
          .join("\n"),
      );
    const otherErrors = Object.entries(result.byStatus).filter(([s]) => Number(s) >= 500 && s !== "503");
    expect(otherErrors).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  });
});
