import { describe, expect, it } from "vitest";
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  businessTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  formatTimeRange,
  setBusinessTimeZone,
} from "#forms/dates.ts";
import { publicHolidayOn, publicHolidaysBetween } from "#server/consultations/public-holidays.ts";

/** A date written month-first with numbers ("02/01/2027", "2/1/27"): what the rule forbids. */
const monthFirstNumeric = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;

describe("the one date rule (docs/decisions/0109)", () => {
  it("writes the day before the month, the month in words, in the business zone", () => {
    // 1 Feb 2027 00:30 in Sydney is still 31 Jan in UTC.
    const instant = "2027-01-31T13:30:00Z";
    expect(formatDay(instant, { zone: "Australia/Sydney" })).toBe("Mon 1 Feb 2027");
    expect(formatDay(instant, { zone: "Australia/Sydney", long: true })).toBe("Monday 1 February 2027");
    expect(formatDay(instant, { zone: "Australia/Sydney", noYear: true })).toBe("Mon 1 Feb");
    expect(formatDay(instant, { zone: "Australia/Sydney" })).not.toMatch(monthFirstNumeric);
  });

  it("reads a calendar date as that day everywhere, whatever the zone", () => {
    expect(formatDay("2027-02-01", { zone: "Pacific/Honolulu" })).toBe("Mon 1 Feb 2027");
    expect(formatDay("2027-02-01", { zone: "Pacific/Kiritimati" })).toBe("Mon 1 Feb 2027");
    expect(formatTime("2027-02-01")).toBe("");
  });

  it("writes times as '10:00 am AEDT' and changes the abbreviation with daylight saving", () => {
    expect(formatTime("2026-12-07T23:00:00Z", { zone: "Australia/Sydney" })).toBe("10:00 am AEDT");
    expect(formatTime("2026-07-07T00:30:00Z", { zone: "Australia/Sydney" })).toBe("10:30 am AEST");
    expect(formatTime("2026-12-07T23:00:00Z", { zone: "Australia/Sydney", noZone: true })).toBe("10:00 am");
    expect(formatDateTime("2026-12-08T12:50:00Z", { zone: "Australia/Sydney" })).toBe(
      "Tue 8 Dec 2026, 11:50 pm AEDT",
    );
    expect(
      formatTimeRange("2026-12-07T23:00:00Z", "2026-12-07T23:30:00Z", {
        zone: "Australia/Sydney",
        long: true,
      }),
    ).toBe("Tuesday 8 December 2026, 10:00 am – 10:30 am AEDT");
  });

  it("takes its zone from the one setting, BUSINESS_TZ, and never shows UTC for it", () => {
    expect(businessTimeZone()).toBe(DEFAULT_BUSINESS_TIME_ZONE);
    try {
      setBusinessTimeZone("Australia/Perth");
      expect(formatDateTime("2026-12-08T02:00:00Z")).toBe("Tue 8 Dec 2026, 10:00 am AWST");
    } finally {
      setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
    }
    expect(formatDateTime("2026-12-08T02:00:00Z")).toBe("Tue 8 Dec 2026, 1:00 pm AEDT");
    expect(formatDateTime("2026-12-08T02:00:00Z")).not.toMatch(/\bUTC\b/);
  });

  it("keeps the portal's and back-office's helper, and gives nothing for nothing", () => {
    expect(formatDate("2026-01-31T14:30:00Z")).toBe("Sun 1 Feb 2026");
    expect(formatDate("2026-01-31T14:30:00Z", true)).toBe("Sun 1 Feb 2026, 1:30 am AEDT");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("public holidays of the business's state", () => {
  const zone = "NSW";

  it("knows New South Wales' holidays, Easter and the Monday ones included", () => {
    const names = new Map(
      publicHolidaysBetween(zone, "2026-12-01", "2027-12-31").map((h) => [h.date, h.name]),
    );
    expect(names.get("2026-12-25")).toBe("Christmas Day");
    expect(names.get("2027-01-01")).toBe("New Year's Day");
    expect(names.get("2027-03-26")).toBe("Good Friday");
    expect(names.get("2027-03-29")).toBe("Easter Monday");
    expect(names.get("2027-06-14")).toBe("King's Birthday");
    expect(names.get("2027-10-04")).toBe("Labour Day");
    expect(names.has("2027-02-01")).toBe(false);
  });

  it("adds the weekday after a holiday that falls on a weekend", () => {
    // Boxing Day 2026 is a Saturday; Christmas 2027 a Saturday, Boxing Day a Sunday.
    expect(publicHolidayOn(zone, "2026-12-28")).toMatch(/additional day/);
    expect(publicHolidayOn(zone, "2027-12-27")).toMatch(/additional day/);
    expect(publicHolidayOn(zone, "2027-12-28")).toMatch(/additional day/);
  });

  it("names none for a business outside Australia", () => {
    expect(publicHolidayOn(undefined, "2026-12-25")).toBeUndefined();
  });
});
