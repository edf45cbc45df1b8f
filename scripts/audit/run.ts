// `npm audit --omit=dev` with a verdict (see verdict.ts). Exits 1 when the verdict fails.
// Usage: node --import tsx scripts/audit/run.ts   (part of npm run test:security)
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type AuditReport,
  type DependencyReview,
  type PackageLock,
  offlineVerdict,
  onlineVerdict,
  productionPackages,
} from "./verdict.ts";

const root = join(import.meta.dirname, "../..");
const review = JSON.parse(
  readFileSync(join(root, "docs/dependency-review.json"), "utf8"),
) as DependencyReview;

function runAudit(): { report?: AuditReport; why: string } {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8" });
  try {
    const report = JSON.parse(run.stdout) as AuditReport & { statusCode?: number; message?: string };
    if (report.metadata && !report.error) return { report, why: "" };
    if (report.statusCode) return { why: `its endpoint answered HTTP ${report.statusCode}` };
    return { why: report.error?.summary ?? report.message ?? "no report" };
  } catch {
    const line = run.stderr.split("\n").find((l) => /audit|405|ENOTFOUND|ECONN/.test(l));
    return { why: line?.trim() ?? "no answer" };
  }
}

const audit = runAudit();
let verdict: { ok: boolean; lines: string[] };
if (audit.report) verdict = onlineVerdict(audit.report, review);
else {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as PackageLock;
  verdict = offlineVerdict({
    why: audit.why,
    production: productionPackages(lock),
    review,
    today: new Date(),
  });
}
for (const line of verdict.lines) console.log(line);
process.exit(verdict.ok ? 0 : 1);
