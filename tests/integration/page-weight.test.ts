import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgets, measurePage } from "../../bench/lib/page-weight.ts";
import { publicPaths } from "#content/pages.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});

describe("page weight", () => {
  it("keeps the home page within budget: ≤ 100 kB gzip of JavaScript and ≤ 30 kB of CSS", async () => {
    const home = await measurePage(server.url, "/");
    expect(home.files.some((f) => f.endsWith(".css"))).toBe(true);
    expect(home.jsBytes).toBeLessThanOrEqual(budgets.homeJsBytes);
    expect(home.cssBytes).toBeLessThanOrEqual(budgets.homeCssBytes);
  });

  it("keeps every public page within the home page's budget", async () => {
    for (const path of publicPaths) {
      const weight = await measurePage(server.url, path);
      expect(weight.jsBytes, path).toBeLessThanOrEqual(budgets.homeJsBytes);
      expect(weight.cssBytes, path).toBeLessThanOrEqual(budgets.homeCssBytes);
    }
  });

  it("counts static imports and preloads but not chunks loaded on interaction", async () => {
    const { createServer } = await import("node:http");
    const files: Record<string, string> = {
      "/page":
        '<link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/pre.js"><script type="module" src="/main.js"></script>',
      "/main.js": `import{x}from"./chunk.js";import("./lazy.js");${"m".repeat(2000)}`,
      "/chunk.js": "export const x=1;".repeat(100),
      "/pre.js": "p".repeat(500),
      "/lazy.js": "l".repeat(100000),
      "/a.css": "body{color:red}".repeat(10),
    };
    const fake = createServer((req, res) => res.end(files[req.url ?? ""] ?? ""));
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
    const { port } = fake.address() as { port: number };
    try {
      const weight = await measurePage(`http://127.0.0.1:${port}`, "/page");
      expect(weight.files.sort()).toEqual(["/a.css", "/chunk.js", "/main.js", "/pre.js"]);
      expect(weight.jsBytes).toBeGreaterThan(0);
      expect(weight.cssBytes).toBeGreaterThan(0);
    } finally {
      fake.close();
    }
  });
});
