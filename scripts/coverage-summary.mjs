// `npm run coverage`'s last step: reads Vitest's v8 coverage (coverage/coverage-summary.json) and
// prints line coverage of server/ outside server/assistant, of server/assistant, forms/ and
// content/, the figures docs/testing.md records before and after a change to the suite.
// Code that tests reach through the compiled bundle (build/server/index.js: the tests with pages,
// and the browser tests) is not attributed to its sources, so these are the Vitest suites' own.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, "coverage/coverage-summary.json");
if (!existsSync(file)) {
  console.error("coverage/coverage-summary.json is missing: run `npm run coverage`");
  process.exit(1);
}
const summary = JSON.parse(readFileSync(file, "utf8"));
const areas = [
  ["server/ outside server/assistant", (f) => f.startsWith("server/") && !f.startsWith("server/assistant/")],
  ["server/assistant", (f) => f.startsWith("server/assistant/")],
  ["forms/", (f) => f.startsWith("forms/")],
  ["content/", (f) => f.startsWith("content/")],
];
for (const [name, inArea] of areas) {
  let total = 0;
  let covered = 0;
  let files = 0;
  for (const [absolute, figures] of Object.entries(summary)) {
    if (absolute === "total") continue;
    if (!inArea(path.relative(root, absolute).split(path.sep).join("/"))) continue;
    files += 1;
    total += figures.lines.total;
    covered += figures.lines.covered;
  }
  const percent = total ? ((100 * covered) / total).toFixed(2) : "n/a";
  console.log(`${name}: lines ${covered}/${total} (${percent}%) in ${files} files`);
}
