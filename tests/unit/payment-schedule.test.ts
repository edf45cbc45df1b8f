import { describe, expect, it } from "vitest";
import { defaultFirstPayment } from "#content/payments.ts";
import { programs } from "#content/programs.ts";
import { dollarsToCents } from "#forms/payments.ts";
import { displayDate, gstOfCents, planSchedule, seededProgramFees } from "#server/payments/fees.ts";

/** The fee schedule's arithmetic (issue 34): every program's published fee, in whole cents. */
describe("a program's schedule", () => {
  it.each(programs.map((p) => [p.slug]))(
    "%s: whole cents that add up to the fee, monthly after the first",
    (slug) => {
      const fee = seededProgramFees(slug)!;
      const { totalCents, plan } = planSchedule(slug, "2027-01-31", fee);
      expect(totalCents).toBe(Math.round(fee.feeAud * 100));
      expect(plan).toHaveLength(fee.instalments);
      expect(plan.reduce((sum, p) => sum + p.amountCents, 0)).toBe(totalCents);
      for (const p of plan) expect(Number.isInteger(p.amountCents) && p.amountCents > 0).toBe(true);
      const firstDue = new Date(Date.UTC(2027, 0, 31 + defaultFirstPayment.dueWithinDays))
        .toISOString()
        .slice(0, 10);
      expect(plan[0]!.dueOn).toBe(firstDue);
      const dues = plan.map((p) => p.dueOn);
      expect([...new Set(dues)].sort()).toEqual(dues);
    },
  );

  it("puts the odd cents on the last instalment", () => {
    const slug = programs.find((p) => (seededProgramFees(p.slug)?.instalments ?? 0) > 2)!.slug;
    const { plan, totalCents } = planSchedule(slug, "2027-03-01", seededProgramFees(slug)!);
    const share = Math.floor(totalCents / plan.length);
    expect(plan.slice(0, -1).every((p) => p.amountCents === share)).toBe(true);
  });

  it("knows no fee for a program that does not exist", () => {
    expect(seededProgramFees("no-such-program")).toBeUndefined();
  });
});

describe("money and dates for people", () => {
  it("shows GST as one eleventh of a GST-inclusive amount", () => {
    expect(gstOfCents(1_100)).toBe(100);
    expect(gstOfCents(0)).toBe(0);
  });
  it("reads typed dollars as cents without floating-point drift", () => {
    expect(dollarsToCents("1000")).toBe(100_000);
    expect(dollarsToCents("0.1")).toBe(10);
    expect(dollarsToCents("19.99")).toBe(1_999);
  });
  it("writes dates day before month, month in words", () => {
    expect(displayDate("2027-02-01")).toBe("Mon 1 Feb 2027");
  });
});
