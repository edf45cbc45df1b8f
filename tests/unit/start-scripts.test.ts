// The scripts npm runs before `npm start` (scripts/ensure-build.mjs) and `npm test`
// (scripts/check-chromium.mjs), run as npm runs them.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const scripts = path.resolve(import.meta.dirname, "../../scripts");

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(scripts, script), ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

function write(file: string, at: Date) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x");
  utimesSync(file, at, at);
}

describe("npm start's build check", () => {
  it("starts at once when the build is newer than the sources, and never builds without the tools", () => {
    const app = mkdtempSync(path.join(tmpdir(), "ensure-build-"));
    const earlier = new Date(Date.now() - 60_000);
    write(path.join(app, "app/root.tsx"), earlier);
    write(path.join(app, "server/index.ts"), earlier);
    utimesSync(path.join(app, "app"), earlier, earlier);
    utimesSync(path.join(app, "server"), earlier, earlier);
    write(path.join(app, "package.json"), earlier);
    write(path.join(app, "build/server/index.js"), new Date());
    write(path.join(app, "build/enhance-manifest.json"), new Date());
    expect(run("ensure-build.mjs", [app])).toEqual({ status: 0, output: "" });
    expect(run("ensure-build.mjs", ["--check", app])).toEqual({ status: 0, output: "" });

    // A source changed, but this install has no build tools (npm ci --omit=dev): serve the build.
    write(path.join(app, "server/index.ts"), new Date(Date.now() + 60_000));
    expect(run("ensure-build.mjs", ["--check", app]).status).toBe(2);
    const stale = run("ensure-build.mjs", [app]);
    expect(stale.status).toBe(0);
    expect(stale.output).toContain("serving build/");

    rmSync(path.join(app, "build"), { recursive: true });
    expect(run("ensure-build.mjs", [app])).toEqual({
      status: 1,
      output: "The app is not built and the build tools are not installed. Run: npm install && npm run build",
    });
  });
});

describe("npm test's Chromium check", () => {
  it("stops at once with the one command to run when Chromium is missing and may not be installed", () => {
    const missing = path.join(tmpdir(), "no-chromium-here", "chromium");
    const result = run("check-chromium.mjs", [], { CHROMIUM_PATH: missing, CHROMIUM_NO_INSTALL: "1" });
    expect(result.status).toBe(1);
    expect(result.output.split("\n")).toHaveLength(1);
    expect(result.output).toContain(`CHROMIUM_PATH points at ${missing}, which is missing.`);
    expect(result.output).toMatch(
      /Run: unset CHROMIUM_PATH && (sudo )?apt-get update && (sudo )?apt-get install -y chromium$/,
    );
  });

  it("passes silently when the browser is there", () => {
    expect(run("check-chromium.mjs", [], { CHROMIUM_PATH: process.execPath })).toEqual({
      status: 0,
      output: "",
    });
  });
});
