import { describe, expect, it } from "vitest";
import {
  type AustralianState,
  australianStates,
  publicHolidayOn,
  publicHolidaysBetween,
  stateOfZone,
} from "#server/consultations/public-holidays.ts";
import { slotsOfDate } from "#server/consultations/slot-grid.ts";
import type { Availability } from "#forms/consultation-availability.ts";

/**
 * Each state's and territory's public holidays of 2025 and 2026 as its government published them:
 * the days that differ between states, and the weekend substitutes. A date a state does not keep
 * is checked too, so one state's day never closes another's calendar.
 */
const published: Record<AustralianState, { on: Record<string, string>; not: string[] }> = {
  NSW: {
    on: { "2025-06-09": "King's Birthday", "2025-10-06": "Labour Day", "2025-04-19": "Easter Saturday" },
    not: ["2025-03-10", "2025-11-04", "2025-05-05"],
  },
  VIC: {
    on: {
      "2025-03-10": "Labour Day",
      "2025-06-09": "King's Birthday",
      "2025-11-04": "Melbourne Cup Day",
      "2026-11-03": "Melbourne Cup Day",
      "2025-04-20": "Easter Sunday",
    },
    not: ["2025-10-06", "2025-05-05"],
  },
  QLD: {
    on: { "2025-05-05": "Labour Day", "2025-10-06": "King's Birthday", "2025-04-19": "Easter Saturday" },
    not: ["2025-06-09", "2025-03-10"],
  },
  WA: {
    on: {
      "2025-03-03": "Labour Day",
      "2025-06-02": "Western Australia Day",
      "2025-09-29": "King's Birthday",
      "2026-04-27": "Anzac Day (additional day)", // 25 April 2026 is a Saturday
    },
    not: ["2025-06-09", "2025-04-19", "2025-10-06"],
  },
  SA: {
    on: {
      "2025-03-10": "Adelaide Cup Day",
      "2025-06-09": "King's Birthday",
      "2025-10-06": "Labour Day",
      "2025-12-26": "Proclamation Day",
    },
    not: ["2025-11-04", "2026-04-27"],
  },
  TAS: {
    on: { "2025-03-10": "Eight Hours Day", "2025-06-09": "King's Birthday" },
    not: ["2025-04-19", "2025-04-20", "2025-10-06"],
  },
  ACT: {
    on: {
      "2025-03-10": "Canberra Day",
      "2025-06-02": "Reconciliation Day", // the Monday on or after 27 May
      "2026-06-01": "Reconciliation Day",
      "2025-10-06": "Labour Day",
      "2026-04-27": "Anzac Day (additional day)",
    },
    not: ["2025-11-04", "2025-05-05"],
  },
  NT: {
    on: { "2025-05-05": "May Day", "2025-08-04": "Picnic Day", "2025-06-09": "King's Birthday" },
    not: ["2025-10-06", "2025-03-10"],
  },
};

describe("public holidays of each Australian state and territory", () => {
  for (const state of australianStates) {
    it(`${state}: its own days, and none of another state's`, () => {
      for (const [date, name] of Object.entries(published[state].on))
        expect(publicHolidayOn(state, date)).toBe(name);
      for (const date of published[state].not) expect(publicHolidayOn(state, date)).toBeUndefined();
    });

    it(`${state}: the days every state keeps, with the weekend substitutes`, () => {
      const names = new Map(
        publicHolidaysBetween(state, "2026-01-01", "2027-12-31").map((h) => [h.date, h.name]),
      );
      expect(names.get("2026-01-01")).toBe("New Year's Day");
      expect(names.get("2026-01-26")).toBe("Australia Day");
      expect(names.get("2026-04-03")).toBe("Good Friday");
      expect(names.get("2026-04-06")).toBe("Easter Monday");
      expect(names.get("2026-04-25")).toBe("Anzac Day");
      expect(names.get("2026-12-25")).toBe("Christmas Day");
      // 26 December 2026 is a Saturday: the Monday after is a holiday too.
      expect(names.get("2026-12-28")).toMatch(/additional day/);
      // 2027: Australia Day on a Tuesday stays; Christmas on a Saturday moves to Monday and Tuesday.
      expect(names.get("2027-01-26")).toBe("Australia Day");
      expect(names.get("2027-12-27")).toBe("Christmas Day (additional day)");
      expect(names.get("2027-12-28")).toMatch(/additional day/);
      // A date in no state's list.
      expect(names.has("2026-02-02")).toBe(false);
    });
  }

  it("moves Australia Day off a weekend and adds a Monday after a weekend New Year's Day", () => {
    // 26 January 2025 was a Sunday (Monday 27th); 1 January 2028 is a Saturday (Monday 3rd too).
    for (const state of australianStates) {
      expect(publicHolidayOn(state, "2025-01-27")).toBe("Australia Day");
      expect(publicHolidayOn(state, "2025-01-26")).toBeUndefined();
      expect(publicHolidayOn(state, "2028-01-03")).toBe("New Year's Day (additional day)");
    }
  });

  it("finds Easter in March and April alike", () => {
    // Easter Sunday: 4 April 2021, 31 March 2024, 20 April 2025, 28 March 2027.
    for (const [friday, monday] of [
      ["2021-04-02", "2021-04-05"],
      ["2024-03-29", "2024-04-01"],
      ["2025-04-18", "2025-04-21"],
      ["2027-03-26", "2027-03-29"],
    ] as const) {
      expect(publicHolidayOn("VIC", friday)).toBe("Good Friday");
      expect(publicHolidayOn("VIC", monday)).toBe("Easter Monday");
    }
    expect(publicHolidayOn("NSW", "2024-03-30")).toBe("Easter Saturday");
  });
});

describe("the business's state", () => {
  it("is the state of the business time zone unless BUSINESS_STATE names one", () => {
    expect(stateOfZone("Australia/Sydney")).toBe("NSW");
    expect(stateOfZone("Australia/Melbourne")).toBe("VIC");
    expect(stateOfZone("Australia/Brisbane")).toBe("QLD");
    expect(stateOfZone("Australia/Perth")).toBe("WA");
    expect(stateOfZone("Australia/Adelaide")).toBe("SA");
    expect(stateOfZone("Australia/Hobart")).toBe("TAS");
    expect(stateOfZone("Australia/Darwin")).toBe("NT");
    expect(stateOfZone("Europe/London")).toBeUndefined();
  });

  it("closes the state's holiday, not another state's, to consultations", () => {
    const a: Availability = {
      weekly: (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({
        day,
        start: "09:00",
        end: "10:00",
      })),
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 0,
      horizonDays: 60,
      blockedDates: [],
      openedDates: [],
    } as Availability;
    const cup = "2025-11-04"; // Melbourne Cup Day
    expect(slotsOfDate(a, "Australia/Sydney", cup, "VIC")).toEqual([]);
    expect(slotsOfDate(a, "Australia/Sydney", cup, "NSW").length).toBeGreaterThan(0);
    expect(slotsOfDate({ ...a, openedDates: [cup] }, "Australia/Sydney", cup, "VIC").length).toBeGreaterThan(
      0,
    );
  });
});
