import { describe, expect, it } from "vitest";
import { hoursLine, openSpans, whenWeAnswer } from "#server/chat/opening-hours.ts";

const zone = "Australia/Sydney";

describe("when the team usually answers a handed-off chat", () => {
  it("reads the week from the site's opening hours", () => {
    expect(openSpans()).toContainEqual({ day: 1, from: 9 * 60, to: 21 * 60 });
    expect(openSpans()).toContainEqual({ day: 6, from: 10 * 60, to: 15 * 60 });
    expect(openSpans().some((s) => s.day === 0)).toBe(false);
    expect(hoursLine()).toBe("Monday to Friday 9AM-9PM, Saturday 10AM-3PM, Sunday closed");
  });

  it("says within the hour while the office is open", () => {
    // Tuesday 2026-11-24 11:00 in Sydney (UTC+11).
    expect(whenWeAnswer(new Date("2026-11-24T00:00:00Z"), zone)).toMatch(/open now.*within the hour/);
  });

  it("names the next opening when closed: later today, tomorrow or a later day", () => {
    // Tuesday 07:00 Sydney: opens today at 9AM.
    expect(whenWeAnswer(new Date("2026-11-23T20:00:00Z"), zone)).toMatch(/open today at 9AM/);
    // Saturday 16:00 Sydney: closed Sunday, opens Monday.
    expect(whenWeAnswer(new Date("2026-11-28T05:00:00Z"), zone)).toMatch(/open on Monday at 9AM/);
    // Friday 22:00 Sydney: opens tomorrow (Saturday) at 10AM.
    expect(whenWeAnswer(new Date("2026-11-27T11:00:00Z"), zone)).toMatch(/open tomorrow at 10AM/);
  });
});
