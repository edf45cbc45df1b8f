// Adds up the Vitest and Playwright JSON reports under the given folder (one sub-folder per pass)
// and prints one line: 'N passed, N failed'. A pass whose report is missing counts as one failure;
// a browser test that passed only on a retry is named and counted as failed: CI runs with no
// retries (docs/decisions/0102), so this only catches a run where someone turned them on.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.argv[2];

/** Titles of the Playwright tests that failed first and passed on a retry. */
function flakyTests(report) {
  const found = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") found.push([...trail, spec.title].filter(Boolean).join(" › "));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}
let passed = 0;
let failed = 0;
for (const pass of existsSync(root) ? readdirSync(root) : []) {
  for (const [file, read] of [
    ["vitest.json", (r) => [r.numPassedTests, r.numFailedTests]],
    ["playwright.json", (r) => [r.stats.expected, r.stats.unexpected + r.stats.flaky]],
  ]) {
    const report = path.join(root, pass, file);
    if (!existsSync(report)) {
      console.log(`${pass}: ${file} is missing (that runner did not finish)`);
      failed += 1;
      continue;
    }
    const json = JSON.parse(readFileSync(report, "utf8"));
    const [p, f] = read(json);
    console.log(`${pass}: ${file.replace(".json", "")} ${p} passed, ${f} failed`);
    if (file === "playwright.json") {
      for (const title of flakyTests(json))
        console.log(`${pass}: flaky, counted as failed (passed only on a retry): ${title}`);
    }
    passed += p;
    failed += f;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
