// `npm audit --omit=dev` with a verdict: exits 1 on any high or critical advisory. When the
// registry's audit service cannot be reached (this workplace's registry answers 405), it says so
// plainly and exits 0, because there is nothing to judge; docs/security.md records that.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || !report.metadata) {
  const why =
    report?.error?.summary ?? (run.stderr.split("\n").find((l) => l.includes("audit")) || "no answer");
  console.log(`npm audit: the advisory service could not be reached (${why.trim()}); nothing to judge.`);
  process.exit(0);
}
const counts = report.metadata.vulnerabilities;
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
process.exit(counts.high + counts.critical > 0 ? 1 : 0);
