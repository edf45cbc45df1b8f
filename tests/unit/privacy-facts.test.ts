import { describe, expect, it } from "vitest";
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { faqPage } from "#content/faq.ts";
import { fees, formatAud } from "#content/fees.ts";
import { automaticPeriods, privacyTables } from "#content/privacy.ts";
import { programs } from "#content/programs.ts";
import { REMEMBERED_SESSION_DAYS, SESSION_HOURS } from "#server/accounts/sessions.ts";
import { IP_RETENTION_DAYS } from "#server/visitors/visitors.ts";

describe("what the policies promise matches what the software does", () => {
  it("states the IP retention and sign-in periods the server enforces", () => {
    expect(automaticPeriods.visitorIpDays).toBe(IP_RETENTION_DAYS);
    expect(automaticPeriods.sessionHours).toBe(SESSION_HOURS);
    expect(automaticPeriods.rememberedSessionDays).toBe(REMEMBERED_SESSION_DAYS);
  });

  it("names every cookie of spec §9 and no other", () => {
    expect(privacyTables.cookies.map((c) => c.name)).toEqual(["visitor", "portalToken", "adminToken"]);
  });
});

describe("fees", () => {
  it("give every program a fee that splits into whole-dollar instalments", () => {
    for (const p of programs) {
      const fee = fees[p.slug];
      expect(fee.totalAud, p.name).toBeGreaterThan(0);
      expect(Number.isInteger(fee.totalAud / fee.instalments), p.name).toBe(true);
    }
  });

  it("read as dollars with the currency named", () => {
    expect(formatAud(6000)).toBe("$6,000 AUD");
    expect(formatAud(10_000)).toBe("$10,000 AUD");
    expect(formatAud(1234.5)).toBe("$1,234.50 AUD");
  });

  it("are paid after enrolment with no refund, in the terms and the FAQ alike (spec §9)", () => {
    const terms = enrolmentTerms.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]).join(" ");
    const faq = faqPage.groups.flatMap((g) => g.faqs.map((f) => f.answer)).join(" ");
    for (const text of [terms, faq]) {
      expect(text).toContain("paid after enrolment");
      expect(text).toMatch(/no refund|not refunded/);
      for (const p of programs) expect(text).toContain(formatAud(fees[p.slug].totalAud));
    }
  });
});
