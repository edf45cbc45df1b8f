// The error vocabulary's border (docs/decisions/0071), checked on the source tree: domain code
// (server/<area>/) speaks DomainError and never HTTP, and pages never reach into the HTTP layer.
// Imports are read with TypeScript's own pre-processor, so static, re-export and dynamic imports
// all count, whether written relative ("../http/x.ts") or through "#server/…".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const aliases: Record<string, string> = { "#server/": "server/", "#app/": "app/", "#forms/": "forms/" };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Repository-relative, "/"-separated. */
const rel = (path: string) => relative(root, path).split(sep).join("/");

/** Every module a file imports, as repository paths (packages are left out). */
function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  const specifiers = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  return specifiers.flatMap((spec) => {
    if (spec.startsWith(".")) return [rel(resolve(dirname(file), spec))];
    const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix));
    return alias ? [aliases[alias] + spec.slice(alias.length)] : [];
  });
}

/** The adapters, start-up, and the one table that turns a kind into a status. */
const notDomain = [
  /^server\/http\//,
  /^server\/api\//,
  /^server\/index\.ts$/,
  // The compiled bundle's entry: it exports the app and the API error handler for tests.
  /^server\/entry\.ts$/,
  /^server\/error-status\.ts$/,
];

const domainFiles = () =>
  sourceFiles(join(root, "server")).filter((file) => !notDomain.some((pattern) => pattern.test(rel(file))));

const httpLayer = /^server\/(http|api)\//;

/** Ways code names an HTTP status: the HTTP error class, res.status(4xx), { status: 404 }. */
const statusPatterns: [string, RegExp][] = [
  ["uses HttpError", /\bHttpError\b/],
  ["sets a status code", /\.(status|sendStatus)\(\s*[1-5]\d\d\b/],
  ["names a status code", /\bstatus(Code)?\s*[:=]\s*[1-5]\d\d\b/],
];

/** What is wrong with one domain file, if anything. */
function domainFaults(file: string, source = readFileSync(file, "utf8")): string[] {
  const faults = importsOf(file, source)
    .filter((target) => httpLayer.test(target))
    .map((target) => `imports ${target}`);
  for (const [fault, pattern] of statusPatterns) if (pattern.test(source)) faults.push(fault);
  return faults;
}

describe("layers", () => {
  it("finds the files it checks", () => {
    const domain = domainFiles().map(rel);
    expect(domain).toContain("server/accounts/sign-in.ts");
    expect(domain).toContain("server/security/rate-limit.ts");
    expect(domain).not.toContain("server/http/errors.ts");
    expect(sourceFiles(join(root, "app")).map(rel)).toContain("app/lib/page-action.server.ts");
  });

  it("catches an import of the HTTP layer and a status code in domain code", () => {
    const file = join(root, "server/leads/example.ts");
    expect(domainFaults(file, `import { HttpError } from "../http/errors.ts";`)).toEqual([
      "imports server/http/errors.ts",
      "uses HttpError",
    ]);
    expect(domainFaults(file, `export { x } from "#server/api/router.ts";`)).toEqual([
      "imports server/api/router.ts",
    ]);
    expect(domainFaults(file, `const m = await import("../http/auth.ts");`)).toEqual([
      "imports server/http/auth.ts",
    ]);
    expect(domainFaults(file, "res.status(409).json({});")).toEqual(["sets a status code"]);
    expect(domainFaults(file, "throw Object.assign(new Error(), { status: 404 });")).toEqual([
      "names a status code",
    ]);
    expect(
      domainFaults(file, `import { notFound } from "../domain/errors.ts"; throw notFound("x");`),
    ).toEqual([]);
  });

  it("keeps domain code (server/<area>/) free of server/http, server/api and status codes", () => {
    const faults = domainFiles().flatMap((file) =>
      domainFaults(file).map((fault) => `${rel(file)} ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it("keeps app/ from importing server/http or server/api", () => {
    const faults = sourceFiles(join(root, "app")).flatMap((file) =>
      importsOf(file)
        .filter((target) => httpLayer.test(target))
        .map((target) => `${rel(file)} imports ${target}`),
    );
    expect(faults).toEqual([]);
  });
});
