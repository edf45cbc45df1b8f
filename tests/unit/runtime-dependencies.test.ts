// Every package the running server loads must be a declared runtime dependency. A package that
// only arrives hoisted from a devDependency (nodemailer came in through mailparser this way) works
// in the repository and breaks an install that omits dev dependencies, or the day the dev tool
// drops it. `npm audit --omit=dev` would not look at it either.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

// Imports that never run in the served process, each with the reason.
const buildOrDevOnly: Record<string, string[]> = {
  // The route table is read by the React Router build, not at run time.
  "app/routes.ts": ["@react-router/dev"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Bare package names a file imports (static, re-export, dynamic), without type-only imports. */
function importedPackages(source: string): string[] {
  const specifiers = new Set<string>();
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm,
    /^\s*export\s+(?!type\s)[^'"]*?\sfrom\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const [, specifier] of source.matchAll(pattern)) if (specifier) specifiers.add(specifier);
  }
  const builtins = new Set(builtinModules);
  return [...specifiers]
    .filter((s) => !s.startsWith(".") && !s.startsWith("#") && !s.startsWith("node:") && !builtins.has(s))
    .filter((s) => !s.startsWith("virtual:") && !s.endsWith("?url"))
    .map((s) =>
      s
        .split("/")
        .slice(0, s.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

// Build and development tools: the production install (`npm ci --omit=dev`) runs the compiled
// server with plain node and needs none of them (docs/decisions/0070-compiled-server.md).
const buildTools = ["tsx", "esbuild", "vite", "@react-router/dev", "typescript", "@tailwindcss/vite"];

describe("runtime dependencies", () => {
  it("keeps build tools out of the production dependencies", () => {
    expect(buildTools.filter((tool) => tool in manifest.dependencies)).toEqual([]);
  });

  it("reads static, dynamic and re-exported imports but not type-only ones", () => {
    const source = [
      'import nodemailer from "nodemailer";',
      'import { x } from "@scope/pkg/sub";',
      'import type { Y } from "only-types";',
      'export { z } from "re-exported";',
      'const m = await import("lazy");',
      'import "./local"; import "#server/config"; import fs from "node:fs"; import path from "path";',
    ].join("\n");
    expect(importedPackages(source).sort()).toEqual(["@scope/pkg", "lazy", "nodemailer", "re-exported"]);
  });

  it("declares every package the server, pages, forms and content load at run time", () => {
    const missing: string[] = [];
    for (const area of ["server", "app", "forms", "content"]) {
      for (const file of sourceFiles(join(root, area))) {
        const name = relative(root, file);
        const allowed = buildOrDevOnly[name] ?? [];
        for (const pkg of importedPackages(readFileSync(file, "utf8"))) {
          if (pkg in manifest.dependencies || allowed.includes(pkg)) continue;
          const where = pkg in manifest.devDependencies ? "only a devDependency" : "not declared";
          missing.push(`${name}: ${pkg} (${where})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
