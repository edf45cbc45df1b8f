// The compiled server (build/server/index.js, what `npm start` runs): one bundle that holds the
// pages and Express, so each module, and each error class and logger state in it, exists once.
import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError as SourceDomainError } from "#server/domain/errors.ts";
import { bundleFile, loadBundle, type ServerBundle } from "../support/bundle.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

let bundle: ServerBundle;
let site: TestServer;
beforeAll(async () => {
  bundle = await loadBundle();
  site = await startTestServer({ withPages: true });
});
afterAll(() => site.close());

/** Every file of the compiled server: index.js and any chunk Rollup split off under assets/. */
function compiledFiles(): string[] {
  const assets = path.join(path.dirname(bundleFile), "assets");
  const chunks = readdirSync(assets).filter((f) => f.endsWith(".js"));
  return [bundleFile, ...chunks.map((f) => path.join(assets, f))];
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

describe("the compiled server", () => {
  it("is self-contained: it imports only declared runtime packages and Node's own modules", () => {
    const outside: string[] = [];
    for (const file of compiledFiles()) {
      for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
        const specifier = match[1] ?? match[2]!;
        if (specifier.startsWith("node:")) continue;
        if (specifier.startsWith(".")) {
          // A chunk of this same build is fine; a path back into the sources is a second copy.
          if (!path.resolve(path.dirname(file), specifier).startsWith(path.dirname(bundleFile))) {
            outside.push(`${path.basename(file)}: ${specifier}`);
          }
          continue;
        }
        const pkg = specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/");
        if (!(pkg in manifest.dependencies) && !isBuiltin(specifier)) outside.push(specifier);
      }
    }
    expect(outside).toEqual([]);
  });

  it("defines each server module once: one DomainError class, one logger", () => {
    const source = compiledFiles()
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    expect(source.match(/class DomainError\b/g)).toHaveLength(1);
    expect(source.match(/function setLogLevel\b/g)).toHaveLength(1);
  });

  it("recognises the DomainError its own modules throw, and only that class, by identity", async () => {
    const app = express();
    app.get("/bundle", () => {
      throw new bundle.DomainError("conflict", ["Already there"]);
    });
    app.get("/other-copy", () => {
      throw new SourceDomainError("conflict", ["Already there"]);
    });
    app.use(bundle.apiErrorHandler);
    bundle.setLogLevel("silent");
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ours = await fetch(`${url}/bundle`);
      expect(ours.status).toBe(409);
      expect(((await ours.json()) as { error: { messages: string[] } }).error.messages).toEqual([
        "Already there",
      ]);
      // The same error from a second copy of the module is not recognised: the fault the one
      // bundle removes (two copies of the server's modules in one process).
      expect((await fetch(`${url}/other-copy`)).status).toBe(500);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("answers a domain rule broken through its API with that rule's 4xx, not 500", async () => {
    const subscribe = () =>
      fetch(`${site.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "once@example.com" }),
      });
    expect((await subscribe()).status).toBe(201);
    const again = await subscribe();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { messages: string[] } }).error.messages).toEqual([
      "Your email address is already subscribed with us. Please try different email address.",
    ]);
  });

  it("has the content compiled in: its assistant answers from the blog's Markdown and the people list", async () => {
    const visitor = await fetch(`${site.url}/api/visitor`, {
      method: "POST",
      headers: { "user-agent": "test" },
    });
    const { id } = ((await visitor.json()) as { data: { id: string } }).data;
    const answer = async (question: string) => {
      const res = await fetch(`${site.url}/api/ai-chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ visitorId: id, question }),
      });
      const { chats } = ((await res.json()) as { data: { chats: { content: string }[] } }).data;
      return chats.at(-1)!.content;
    };
    expect(await answer("What is the fifteen-minute rule when you get stuck?")).toContain("fifteen minutes");
    expect(await answer("Who is Sarah Whitfield?")).toContain("Sarah Whitfield");
  });
});
