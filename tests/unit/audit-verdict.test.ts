import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AuditReport,
  type DependencyReview,
  type PackageLock,
  REVIEW_MAX_AGE_DAYS,
  offlineVerdict,
  onlineVerdict,
  productionPackages,
  reviewNote,
} from "../../scripts/audit/verdict.ts";

const root = join(import.meta.dirname, "../..");
const emptyReview: DependencyReview = { reviewed: "2026-11-01", packages: {}, notApplicable: {} };

function report(vulnerabilities: AuditReport["vulnerabilities"]): AuditReport {
  return {
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 1, critical: 0, total: 1 } },
  };
}

const highInQs = report({
  qs: {
    name: "qs",
    severity: "high",
    via: [
      {
        source: 1096470,
        name: "qs",
        title: "qs vulnerable to Prototype Pollution",
        url: "https://github.com/advisories/GHSA-hrpp-h998-j3pp",
        severity: "high",
        range: "<6.10.3",
      },
    ],
  },
  express: { name: "express", severity: "high", via: ["qs"] },
});

describe("npm audit verdict when the advisory service answers", () => {
  it("fails on a high advisory and names it", () => {
    const verdict = onlineVerdict(highInQs, emptyReview);
    expect(verdict.ok).toBe(false);
    const failures = verdict.lines.filter((l) => l.startsWith("FAIL"));
    // Once, although express reaches it too.
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain("GHSA-hrpp-h998-j3pp");
    expect(failures[0]).toContain("qs");
  });

  it("passes when the review records why that advisory does not apply", () => {
    const review = {
      ...emptyReview,
      notApplicable: { "GHSA-hrpp-h998-j3pp": "we never parse query strings with qs" },
    };
    const verdict = onlineVerdict(highInQs, review);
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.join("\n")).toContain("we never parse query strings with qs");
  });

  it("lets moderate and low advisories pass, and a critical one fail", () => {
    const moderate = report({
      marked: {
        name: "marked",
        severity: "moderate",
        via: [{ source: 1, name: "marked", severity: "moderate" }],
      },
    });
    expect(onlineVerdict(moderate, emptyReview).ok).toBe(true);
    const critical = report({
      pg: { name: "pg", severity: "critical", via: [{ source: 2, name: "pg", severity: "critical" }] },
    });
    const verdict = onlineVerdict(critical, emptyReview);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.some((l) => l.startsWith("FAIL critical 2 in pg"))).toBe(true);
  });
});

describe("npm audit verdict when the advisory service cannot be reached", () => {
  const production = [
    { name: "express", version: "5.3.0" },
    { name: "@esbuild/linux-x64", version: "0.28.2" },
  ];
  const review: DependencyReview = {
    reviewed: "2026-11-01",
    packages: { "express@5.3.0": "no open advisory", "@esbuild/*@0.28.2": "esbuild's platform builds" },
    notApplicable: {},
  };
  const today = new Date("2026-11-23T12:00:00Z");

  it("passes when every production package was reviewed recently, and says how many", () => {
    const verdict = offlineVerdict({ why: "HTTP 405", production, review, today });
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.at(-1)).toContain("2 production packages");
    expect(verdict.lines[0]).toContain("HTTP 405");
  });

  it("fails naming each production package nobody reviewed, including a new version of a reviewed one", () => {
    const verdict = offlineVerdict({
      why: "HTTP 405",
      production: [
        ...production,
        { name: "left-pad", version: "1.3.0" },
        { name: "express", version: "5.4.0" },
      ],
      review,
      today,
    });
    expect(verdict.ok).toBe(false);
    const failures = verdict.lines.filter((l) => l.startsWith("FAIL"));
    expect(failures).toEqual([
      "FAIL left-pad@1.3.0 is a production package nobody has reviewed",
      "FAIL express@5.4.0 is a production package nobody has reviewed",
    ]);
  });

  it("matches a family of platform builds by name prefix, but only at the reviewed version", () => {
    expect(reviewNote(review, "@esbuild/darwin-arm64", "0.28.2")).toBe("esbuild's platform builds");
    expect(reviewNote(review, "@esbuild/darwin-arm64", "0.29.0")).toBeUndefined();
    expect(reviewNote(review, "esbuild", "0.28.2")).toBeUndefined();
  });

  it(`fails when the review is older than ${REVIEW_MAX_AGE_DAYS} days or its date is not a date`, () => {
    const old = { ...review, reviewed: "2026-08-24" }; // 91 days before today
    const stale = offlineVerdict({ why: "", production, review: old, today });
    expect(stale.ok).toBe(false);
    expect(stale.lines.join("\n")).toContain("91 days old");
    const justInTime = { ...review, reviewed: "2026-08-25" };
    expect(offlineVerdict({ why: "", production, review: justInTime, today }).ok).toBe(true);
    const garbled = { ...review, reviewed: "last week" };
    expect(offlineVerdict({ why: "", production, review: garbled, today }).ok).toBe(false);
  });
});

describe("the project's own dependency review", () => {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as PackageLock;
  const review = JSON.parse(
    readFileSync(join(root, "docs/dependency-review.json"), "utf8"),
  ) as DependencyReview;

  it("reads production packages from the lock and leaves dev-only tools out", () => {
    const names = productionPackages(lock).map((p) => p.name);
    expect(names).toContain("express");
    expect(names).toContain("nodemailer");
    expect(names).not.toContain("vitest");
    expect(names).not.toContain("@playwright/test");
  });

  it("covers every production package version in the lock", () => {
    const unreviewed = productionPackages(lock)
      .filter((p) => !reviewNote(review, p.name, p.version))
      .map((p) => `${p.name}@${p.version}`);
    expect(unreviewed).toEqual([]);
  });
});
