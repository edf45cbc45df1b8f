import { describe, expect, it } from "vitest";
import type { Availability } from "#forms/consultation-availability.ts";
import { defaultAvailability } from "#server/consultations/availability.ts";
import { publicHolidaysBetween } from "#server/consultations/public-holidays.ts";
import {
  freeSlots,
  isoInZone,
  offeredSlots,
  type Slot,
  slotsOfDate,
} from "#server/consultations/slot-grid.ts";

const SYDNEY = "Australia/Sydney";
const iso = (slots: Slot[], zone = SYDNEY) => slots.map((s) => isoInZone(s.start, zone));
const at = (text: string) => new Date(text).getTime();
const HOUR = 3600_000;

function settings(changes: Partial<Availability> = {}): Availability {
  return { ...structuredClone(defaultAvailability), ...changes };
}

/** Every day open for the small hours, when Sydney's clocks change (02:00/03:00 local). */
const nights = (slotMinutes: number, start = "00:00", end = "06:00") =>
  settings({
    slotMinutes,
    weekly: (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => ({ day, start, end })),
  });

/** Consecutive slots of one window follow each other by exactly `stepMs` of real time. */
function expectEvenSteps(slots: Slot[], stepMs: number) {
  for (let i = 1; i < slots.length; i++) expect(slots[i]!.start - slots[i - 1]!.start).toBe(stepMs);
  expect(new Set(slots.map((s) => s.start)).size).toBe(slots.length);
}

describe("consultation slots: the weekly grid", () => {
  it("offers Monday to Friday, 09:00 to 17:00 in 30-minute slots on a fresh install", () => {
    const monday = slotsOfDate(settings(), SYDNEY, "2026-11-02");
    expect(monday).toHaveLength(16);
    expect(iso(monday)[0]).toBe("2026-11-02T09:00:00+11:00");
    expect(iso(monday).at(-1)).toBe("2026-11-02T16:30:00+11:00");
    expect(monday.every((s) => s.end - s.start === 30 * 60_000)).toBe(true);
    expect(slotsOfDate(settings(), SYDNEY, "2026-11-07")).toEqual([]); // Saturday
    expect(slotsOfDate(settings(), SYDNEY, "2026-11-08")).toEqual([]); // Sunday
  });

  it("keeps the buffer between slots and fits only whole slots in a window", () => {
    const a = settings({
      slotMinutes: 45,
      bufferMinutes: 15,
      weekly: [{ day: "mon", start: "09:00", end: "12:00" }],
    });
    expect(iso(slotsOfDate(a, SYDNEY, "2026-11-02"))).toEqual([
      "2026-11-02T09:00:00+11:00",
      "2026-11-02T10:00:00+11:00",
      "2026-11-02T11:00:00+11:00",
    ]);
    const b = settings({ slotMinutes: 50, weekly: [{ day: "mon", start: "09:00", end: "11:00" }] });
    expect(iso(slotsOfDate(b, SYDNEY, "2026-11-02"))).toEqual([
      "2026-11-02T09:00:00+11:00",
      "2026-11-02T09:50:00+11:00",
    ]);
  });

  it("walks several windows of one day in order", () => {
    const a = settings({
      slotMinutes: 60,
      weekly: [
        { day: "tue", start: "14:00", end: "16:00" },
        { day: "tue", start: "09:00", end: "10:00" },
      ],
    });
    expect(iso(slotsOfDate(a, SYDNEY, "2026-11-03"))).toEqual([
      "2026-11-03T09:00:00+11:00",
      "2026-11-03T14:00:00+11:00",
      "2026-11-03T15:00:00+11:00",
    ]);
  });
});

describe("consultation slots: Sydney's daylight-saving changes", () => {
  it("uses +11:00 before and +10:00 after the April change (first Sunday of April 2027)", () => {
    expect(iso(slotsOfDate(settings(), SYDNEY, "2027-04-02"))[0]).toBe("2027-04-02T09:00:00+11:00");
    expect(iso(slotsOfDate(settings(), SYDNEY, "2027-04-05"))[0]).toBe("2027-04-05T09:00:00+10:00");
    // The real time between Friday 09:00 and Monday 09:00 is three days and one hour.
    const friday = slotsOfDate(settings(), SYDNEY, "2027-04-02")[0]!;
    const monday = slotsOfDate(settings(), SYDNEY, "2027-04-05")[0]!;
    expect(monday.start - friday.start).toBe(73 * HOUR);
  });

  it("offers the repeated hour of 4 April 2027 once per offset, nothing missing or doubled", () => {
    const slots = slotsOfDate(nights(60), SYDNEY, "2027-04-04");
    expect(iso(slots)).toEqual([
      "2027-04-04T00:00:00+11:00",
      "2027-04-04T01:00:00+11:00",
      "2027-04-04T02:00:00+11:00",
      "2027-04-04T02:00:00+10:00",
      "2027-04-04T03:00:00+10:00",
      "2027-04-04T04:00:00+10:00",
      "2027-04-04T05:00:00+10:00",
    ]);
    expectEvenSteps(slots, HOUR);
    // 00:00 to 06:00 on the clock is seven real hours that night.
    expect(slots.at(-1)!.end - slots[0]!.start).toBe(7 * HOUR);
  });

  it("has 30-minute slots straight through the April change", () => {
    const slots = slotsOfDate(nights(30, "01:00", "04:00"), SYDNEY, "2027-04-04");
    expect(iso(slots)).toEqual([
      "2027-04-04T01:00:00+11:00",
      "2027-04-04T01:30:00+11:00",
      "2027-04-04T02:00:00+11:00",
      "2027-04-04T02:30:00+11:00",
      "2027-04-04T02:00:00+10:00",
      "2027-04-04T02:30:00+10:00",
      "2027-04-04T03:00:00+10:00",
      "2027-04-04T03:30:00+10:00",
    ]);
    expectEvenSteps(slots, 30 * 60_000);
  });

  it.each([["2026-10-04"], ["2027-10-03"]])(
    "skips the missing hour of %s (first Sunday of October)",
    (date) => {
      const slots = slotsOfDate(nights(60), SYDNEY, date);
      expect(iso(slots)).toEqual([
        `${date}T00:00:00+10:00`,
        `${date}T01:00:00+10:00`,
        `${date}T03:00:00+11:00`,
        `${date}T04:00:00+11:00`,
        `${date}T05:00:00+11:00`,
      ]);
      expectEvenSteps(slots, HOUR);
      expect(slots.at(-1)!.end - slots[0]!.start).toBe(5 * HOUR);
    },
  );

  it("starts a window that opens in the missing hour when the clocks resume", () => {
    expect(iso(slotsOfDate(nights(30, "02:00", "04:00"), SYDNEY, "2026-10-04"))).toEqual([
      "2026-10-04T03:00:00+11:00",
      "2026-10-04T03:30:00+11:00",
    ]);
  });

  it("uses +10:00 before and +11:00 after the October change", () => {
    // The Mondays after the change are Labour Day, a holiday staff open here.
    const open = settings({ openedDates: ["2026-10-05", "2027-10-04"] });
    expect(iso(slotsOfDate(open, SYDNEY, "2026-10-02"))[0]).toBe("2026-10-02T09:00:00+10:00");
    expect(iso(slotsOfDate(open, SYDNEY, "2026-10-05"))[0]).toBe("2026-10-05T09:00:00+11:00");
    expect(iso(slotsOfDate(open, SYDNEY, "2027-10-04"))[0]).toBe("2027-10-04T09:00:00+11:00");
  });

  it("works in another business zone (BUSINESS_TZ)", () => {
    const slots = slotsOfDate(settings(), "America/New_York", "2026-11-02");
    expect(iso(slots, "America/New_York")[0]).toBe("2026-11-02T09:00:00-05:00");
  });
});

describe("consultation slots: notice, horizon, blocked dates and bookings", () => {
  // Monday 2 November 2026, 08:00 in Sydney.
  const now = at("2026-11-02T08:00:00+11:00");

  it("starts no slot sooner than the minimum notice", () => {
    const slots = offeredSlots(settings(), SYDNEY, "2026-11-02", "2026-11-03", now);
    expect(iso(slots)[0]).toBe("2026-11-03T09:00:00+11:00");
    const short = offeredSlots(settings({ minNoticeHours: 2 }), SYDNEY, "2026-11-02", "2026-11-02", now);
    expect(iso(short)[0]).toBe("2026-11-02T10:00:00+11:00");
  });

  it("offers nothing past the horizon or in the past", () => {
    const a = settings({ horizonDays: 3, minNoticeHours: 0 });
    const slots = offeredSlots(a, SYDNEY, "2026-10-01", "2026-12-31", now);
    const dates = new Set(iso(slots).map((s) => s.slice(0, 10)));
    expect([...dates]).toEqual(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"]);
  });

  it("offers nothing on a public holiday of the business's state unless staff open it", () => {
    const christmasWeek = {
      weekly: (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => ({
        day,
        start: "09:00",
        end: "10:00",
      })),
    };
    const holidays = publicHolidaysBetween("NSW", "2026-12-21", "2026-12-31").map((h) => h.date);
    expect(holidays.length).toBeGreaterThan(0);
    const shut = new Set(slotsBetween(settings(christmasWeek)));
    for (const date of holidays) expect(shut.has(date)).toBe(false);
    const opened = new Set(slotsBetween(settings({ ...christmasWeek, openedDates: [holidays[0]!] })));
    expect(opened.has(holidays[0]!)).toBe(true);
    function slotsBetween(a: Availability): string[] {
      const days = [
        "2026-12-21",
        "2026-12-22",
        "2026-12-23",
        "2026-12-24",
        "2026-12-25",
        "2026-12-26",
        "2026-12-27",
        "2026-12-28",
      ];
      return days.filter((d) => slotsOfDate(a, SYDNEY, d).length > 0);
    }
    // Elsewhere (no rules written for that zone) the day is an ordinary one.
    expect(slotsOfDate(settings(christmasWeek), "Europe/London", holidays[0]!).length).toBeGreaterThan(0);
  });

  it("offers nothing on a blocked date", () => {
    const a = settings({ blockedDates: ["2026-11-03"] });
    const dates = new Set(
      iso(offeredSlots(a, SYDNEY, "2026-11-03", "2026-11-04", now)).map((s) => s.slice(0, 10)),
    );
    expect([...dates]).toEqual(["2026-11-04"]);
  });

  it("takes out booked slots, and those a booking keeps within the buffer", () => {
    const a = settings({ minNoticeHours: 0, weekly: [{ day: "mon", start: "09:00", end: "11:00" }] });
    const offered = offeredSlots(a, SYDNEY, "2026-11-02", "2026-11-02", now);
    const booked = { start: at("2026-11-02T09:30:00+11:00"), end: at("2026-11-02T10:00:00+11:00") };
    expect(iso(freeSlots(offered, [booked], 0))).toEqual([
      "2026-11-02T09:00:00+11:00",
      "2026-11-02T10:00:00+11:00",
      "2026-11-02T10:30:00+11:00",
    ]);
    // A booking made under older settings (10:15-10:45) with a 15-minute buffer now.
    const old = { start: at("2026-11-02T10:15:00+11:00"), end: at("2026-11-02T10:45:00+11:00") };
    expect(iso(freeSlots(offered, [old], 15))).toEqual([
      "2026-11-02T09:00:00+11:00",
      "2026-11-02T09:30:00+11:00",
    ]);
  });
});
