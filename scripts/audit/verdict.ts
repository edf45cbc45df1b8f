// The verdict of `npm run test:security`'s dependency check, kept free of I/O so it can be tested
// with made-up reports. Two ways to reach a verdict:
// - online: `npm audit --omit=dev --json` answered. Any high or critical advisory fails, unless
//   docs/dependency-review.json records why it does not apply here.
// - offline: the registry's advisory service cannot be reached (this workplace's registry answers
//   405). Then every production package version in the lock must have been looked up by hand and
//   recorded in docs/dependency-review.json, and that review must be recent. (The registry mirror
//   here strips deprecation notices too, so they cannot stand in for advisories.)

export type Severity = "info" | "low" | "moderate" | "high" | "critical";

/** The parts of npm 11's `npm audit --json` report this check reads. */
export type AuditReport = {
  vulnerabilities?: Record<
    string,
    {
      name: string;
      severity: Severity;
      via: Array<
        | string
        | { url?: string; source?: number; title?: string; severity: Severity; range?: string; name?: string }
      >;
    }
  >;
  metadata?: { vulnerabilities: Record<Severity | "total", number> };
  error?: { summary?: string };
};

export type DependencyReview = {
  /** ISO date (yyyy-mm-dd) the production packages were last looked up by hand. */
  reviewed: string;
  /** How the review was made, for the reader. */
  method?: string;
  /** "name@version" (the name may end in * for a family of platform builds) → what was found. */
  packages: Record<string, string>;
  /** Advisory id (GHSA-… or npm's number) → why it does not apply to this product. */
  notApplicable: Record<string, string>;
};

export type Verdict = { ok: boolean; lines: string[] };

export type PackageLock = { packages: Record<string, { version?: string; dev?: boolean; name?: string }> };

/** Every package version the lock installs for production (npm marks the others dev: true). */
export function productionPackages(lock: PackageLock): Array<{ name: string; version: string }> {
  const found = new Map<string, { name: string; version: string }>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || entry.dev || !entry.version) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    found.set(`${name}@${entry.version}`, { name, version: entry.version });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A review older than this says nothing about advisories published since. */
export const REVIEW_MAX_AGE_DAYS = 90;

const failing = new Set<Severity>(["high", "critical"]);

/** The advisory's GHSA id when its URL has one, otherwise npm's numeric source id. */
export function advisoryId(via: { url?: string; source?: number }): string {
  const ghsa = via.url?.match(/GHSA-[\w-]+/i)?.[0];
  return ghsa ?? String(via.source ?? "unknown");
}

export function onlineVerdict(report: AuditReport, review: DependencyReview): Verdict {
  const lines: string[] = [];
  const counts = report.metadata?.vulnerabilities;
  lines.push(`npm audit (production dependencies): ${JSON.stringify(counts ?? {})}`);
  let ok = true;
  const seen = new Set<string>();
  for (const entry of Object.values(report.vulnerabilities ?? {})) {
    for (const via of entry.via) {
      // A string names another vulnerable package; its own entry carries the advisory.
      if (typeof via === "string" || !failing.has(via.severity)) continue;
      const id = advisoryId(via);
      if (seen.has(id)) continue;
      seen.add(id);
      const what =
        `${via.severity} ${id} in ${via.name ?? entry.name} ${via.range ?? ""}: ${via.title ?? ""}`.trim();
      const why = review.notApplicable[id];
      if (why) lines.push(`recorded as not applying: ${what} (${why})`);
      else {
        ok = false;
        lines.push(`FAIL ${what}: upgrade, or record why it does not apply in docs/dependency-review.json`);
      }
    }
  }
  return { ok, lines };
}

export function reviewNote(review: DependencyReview, name: string, version: string): string | undefined {
  const exact = review.packages[`${name}@${version}`];
  if (exact) return exact;
  for (const [key, note] of Object.entries(review.packages)) {
    const at = key.lastIndexOf("@");
    const [pattern, reviewedVersion] = [key.slice(0, at), key.slice(at + 1)];
    if (pattern.endsWith("*") && reviewedVersion === version && name.startsWith(pattern.slice(0, -1)))
      return note;
  }
  return undefined;
}

export function offlineVerdict(input: {
  why: string;
  production: Array<{ name: string; version: string }>;
  review: DependencyReview;
  today: Date;
}): Verdict {
  const { production, review, today } = input;
  const lines = [
    `npm audit: the advisory service could not be reached (${input.why}); checking the hand review instead.`,
  ];
  let ok = true;

  const unreviewed = production.filter((p) => !reviewNote(review, p.name, p.version));
  for (const p of unreviewed)
    lines.push(`FAIL ${p.name}@${p.version} is a production package nobody has reviewed`);
  if (unreviewed.length > 0) {
    ok = false;
    lines.push("Look each one up for advisories and record what you found in docs/dependency-review.json.");
  }

  const reviewed = new Date(`${input.review.reviewed}T00:00:00Z`);
  const ageDays = Math.floor((today.getTime() - reviewed.getTime()) / 86_400_000);
  if (Number.isNaN(ageDays)) {
    ok = false;
    lines.push(`FAIL the review date "${input.review.reviewed}" is not a yyyy-mm-dd date`);
  } else if (ageDays > REVIEW_MAX_AGE_DAYS) {
    ok = false;
    lines.push(
      `FAIL the hand review is ${ageDays} days old (limit ${REVIEW_MAX_AGE_DAYS}): look the packages up again`,
    );
  }

  if (ok)
    lines.push(
      `${production.length} production packages, each reviewed by hand on ${review.reviewed} (${ageDays} days ago).`,
    );
  return { ok, lines };
}
