// Adds up the Vitest and Playwright JSON reports under the given folder (one sub-folder per pass)
// and prints one line: 'N passed, N failed'. A pass whose report is missing counts as one failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.argv[2];
let passed = 0;
let failed = 0;
for (const pass of existsSync(root) ? readdirSync(root) : []) {
  for (const [file, read] of [
    ["vitest.json", (r) => [r.numPassedTests, r.numFailedTests]],
    ["playwright.json", (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]],
  ]) {
    const report = path.join(root, pass, file);
    if (!existsSync(report)) {
      console.log(`${pass}: ${file} is missing (that runner did not finish)`);
      failed += 1;
      continue;
    }
    const [p, f] = read(JSON.parse(readFileSync(report, "utf8")));
    console.log(`${pass}: ${file.replace(".json", "")} ${p} passed, ${f} failed`);
    passed += p;
    failed += f;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
