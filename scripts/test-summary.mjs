// Adds up the Vitest and Playwright JSON reports under the given folder (one sub-folder per pass)
// and prints one line: 'N passed, N failed'. A pass whose report is missing counts as one failure;
// a browser test that passed only on a retry is named and counted as failed: CI runs with no
// retries (docs/decisions/0102), so this only catches a run where someone turned them on. Every
// failed test is named with its file and the first line of its error, last, where a log cut to its
// tail still shows it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = process.argv[2];

/** Titles of the Playwright tests of the given status ("flaky", "unexpected"), with their first error line. */
function playwrightTests(report, status) {
  const found = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const title = [...trail, `${spec.title} (line ${spec.line})`].filter(Boolean).join(" › ");
        const error = test.results?.find((r) => r.error)?.error?.message;
        found.push(error ? `${title}: ${firstLine(error)}` : title);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

/** Vitest's failed tests: file › title, with their first error line. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === "failed")
      .map((t) => {
        const title = `${path.relative(process.cwd(), file.name)} › ${t.fullName}`;
        return t.failureMessages?.length ? `${title}: ${firstLine(t.failureMessages[0])}` : title;
      }),
  );
}

// ANSI colours out, one line, at most 300 characters.
const firstLine = (text) =>
  stripVTControlCharacters(text)
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";
const failures = [];
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
      for (const title of playwrightTests(json, "flaky"))
        console.log(`${pass}: flaky, counted as failed (passed only on a retry): ${title}`);
      for (const title of playwrightTests(json, "unexpected")) failures.push(`${pass}: playwright: ${title}`);
    } else {
      for (const title of vitestFailures(json)) failures.push(`${pass}: vitest: ${title}`);
    }
    passed += p;
    failed += f;
  }
}
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
