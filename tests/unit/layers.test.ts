// The error vocabulary's border (docs/decisions/0071), checked on the source tree: domain code
// (server/<area>/) speaks DomainError and never HTTP, and pages never reach into the HTTP layer.
// And the layers point one way (docs/decisions/0104): nothing in server/, forms/ or content/
// imports app/, and no modules import each other in a circle.
// Imports are read with TypeScript's own pre-processor, so static, re-export and dynamic imports
// all count, whether written relative ("../http/x.ts") or through "#server/…".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const aliases: Record<string, string> = {
  "#server/": "server/",
  "#app/": "app/",
  "#forms/": "forms/",
  "#content/": "content/",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Repository-relative, "/"-separated. */
const rel = (path: string) => relative(root, path).split(sep).join("/");

/** The repository path a specifier names, or nothing for a package. */
function targetOf(file: string, spec: string): string[] {
  if (spec.startsWith(".")) return [rel(resolve(dirname(file), spec))];
  const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix));
  return alias ? [aliases[alias] + spec.slice(alias.length)] : [];
}

/** Every module a file imports, as repository paths (packages are left out). */
function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  const specifiers = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  return specifiers.flatMap((spec) => targetOf(file, spec));
}

/**
 * The modules a file needs at run time: its static imports and re-exports, except those that
 * bring in types only (`import type`, or every name marked `type`), which vanish when compiled
 * and so cannot make a cycle. A dynamic import() loads when called, not while the module loads.
 */
function valueImportsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest);
  const typesOnly = (names: ts.NamedImportBindings | ts.NamedExportBindings | undefined) =>
    names !== undefined &&
    (ts.isNamedImports(names) || ts.isNamedExports(names)) &&
    names.elements.length > 0 &&
    names.elements.every((name) => name.isTypeOnly);
  return tree.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly || (clause && !clause.name && typesOnly(clause.namedBindings))) return [];
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly || typesOnly(statement.exportClause)) return [];
    } else return [];
    return targetOf(file, (statement.moduleSpecifier as ts.StringLiteral).text);
  });
}

/**
 * The import cycles of a graph (file -> the files it imports): each strongly connected set of
 * two or more files, or a file importing itself, sorted. Tarjan's algorithm, iterative so that a
 * long chain of imports cannot overflow the stack.
 */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const open: string[] = [];
  const onOpen = new Set<string>();
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (order.has(start)) continue;
    const walk: [string, number][] = [[start, 0]];
    while (walk.length > 0) {
      const top = walk[walk.length - 1]!;
      const [file, next] = top;
      if (next === 0) {
        order.set(file, order.size);
        low.set(file, order.get(file)!);
        open.push(file);
        onOpen.add(file);
      }
      const targets = (graph.get(file) ?? []).filter((target) => graph.has(target));
      if (next < targets.length) {
        top[1]++;
        const target = targets[next]!;
        if (!order.has(target)) walk.push([target, 0]);
        else if (onOpen.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
        continue;
      }
      walk.pop();
      const parent = walk[walk.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(file)!));
      if (low.get(file) !== order.get(file)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = open.pop()!;
        onOpen.delete(member);
        members.push(member);
      } while (member !== file);
      if (members.length > 1 || targets.includes(file)) cycles.push(members.sort());
    }
  }
  return cycles;
}

/**
 * Left out of the cycle check: server/assistant/ is being replaced this round (visitors and chat
 * storage move out into their own areas, issue 31); its facts/ modules still import each other.
 * The rest of the tree, its imports of the assistant included, is checked.
 */
const cycleCheckLeavesOut = /^server\/assistant\//;

/** The run-time import graph of the source tree. */
function sourceGraph(): Map<string, string[]> {
  const files = ["app", "server", "forms", "content"].flatMap((dir) => sourceFiles(join(root, dir)));
  return new Map(
    files
      .map((file) => [rel(file), valueImportsOf(file)] as [string, string[]])
      .filter(([file]) => !cycleCheckLeavesOut.test(file)),
  );
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

  it("keeps server/, forms/ and content/ from importing app/", () => {
    const faults = ["server", "forms", "content"]
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("app/"))
          .map((target) => `${rel(file)} imports ${target}`),
      );
    expect(faults).toEqual([]);
  });

  it("finds a cycle, long or short, and leaves type-only and dynamic imports out", () => {
    const file = join(root, "server/leads/example.ts");
    expect(valueImportsOf(file, `import type { A } from "./a.ts";`)).toEqual([]);
    expect(valueImportsOf(file, `import { type A, type B } from "./a.ts";`)).toEqual([]);
    expect(valueImportsOf(file, `export type { A } from "./a.ts";`)).toEqual([]);
    expect(valueImportsOf(file, `const a = await import("./a.ts");`)).toEqual([]);
    expect(valueImportsOf(file, `import { type A, b } from "./a.ts";`)).toEqual(["server/leads/a.ts"]);
    expect(valueImportsOf(file, `import "#server/db/client.ts";`)).toEqual(["server/db/client.ts"]);
    expect(valueImportsOf(file, `export { b } from "../intakes/b.ts";`)).toEqual(["server/intakes/b.ts"]);
    const graph = new Map([
      ["list", ["sections"]],
      ["sections", ["admins"]],
      ["admins", ["accounts", "db"]],
      ["accounts", ["list", "db"]],
      ["db", ["package"]],
      ["self", ["self"]],
      ["apply", ["offers"]],
      ["offers", ["labels"]],
      ["labels", []],
    ]);
    expect(cyclesOf(graph)).toEqual([["accounts", "admins", "list", "sections"], ["self"]]);
  });

  it("has no import cycles, between areas or inside one", () => {
    expect(cyclesOf(sourceGraph())).toEqual([]);
  });
});
