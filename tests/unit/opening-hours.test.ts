import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { hoursLine, openSpans, whenWeAnswer } from "#server/chat/opening-hours.ts";

const zone = "Australia/Sydney";

/*
 * Expectations come from content/site.ts's opening hours in words ("10AM-3PM"), so a change of
 * hours there changes them too (the content-change check, docs/testing.md). The module has no
 * hours of its own: every call is given them (the server passes the published site document's).
 */
const seedHours = site.openingHours;
const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const minuteOf = (clock: string) => {
  const [, h, m, half] = /^(\d{1,2})(?::(\d\d))?(AM|PM)$/.exec(clock)!;
  return (Number(h) % 12) * 60 + Number(m ?? 0) + (half === "PM" ? 12 * 60 : 0);
};
/** "Monday to Friday" → [1..5]; "Saturday" → [6]. */
const daysOf = (days: string) => {
  const [first, last = first] = days.split(" to ").map((d) => dayNames.indexOf(d));
  return Array.from({ length: last! - first! + 1 }, (_, i) => first! + i);
};
const open = site.openingHours.filter((h) => h.schema);
const hoursOn = (day: number) => {
  const entry = open.find((h) => daysOf(h.days).includes(day));
  if (!entry) return undefined;
  const [from, to] = entry.hours.split("-");
  return { from: minuteOf(from!), to: minuteOf(to!), opens: from! };
};
const tuesday = hoursOn(2)!;
const friday = hoursOn(5)!;
const saturday = hoursOn(6)!;
/** Sydney time (UTC+11 in late November 2026) on a date, at a minute of the day. */
const at = (date: string, minute: number) =>
  new Date(
    `${date}T${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}:00+11:00`,
  );

describe("when the team usually answers a handed-off chat", () => {
  it("reads the week from the site's opening hours", () => {
    for (let day = 0; day < 7; day++) {
      const hours = hoursOn(day);
      if (hours) expect(openSpans(seedHours)).toContainEqual({ day, from: hours.from, to: hours.to });
      else expect(openSpans(seedHours).some((s) => s.day === day)).toBe(false);
    }
    expect(hoursLine(seedHours)).toBe(
      site.openingHours.map((h) => `${h.days} ${h.schema ? h.hours : h.hours.toLowerCase()}`).join(", "),
    );
  });

  it("says within the hour while the office is open", () => {
    // Tuesday 2026-11-24, an hour after opening.
    expect(whenWeAnswer(at("2026-11-24", tuesday.from + 60), zone, seedHours)).toMatch(
      /open now.*within the hour/,
    );
  });

  it("names the next opening when closed: later today, tomorrow or a later day", () => {
    // Tuesday, two hours before opening: opens today.
    expect(whenWeAnswer(at("2026-11-24", tuesday.from - 120), zone, seedHours)).toMatch(
      new RegExp(`open today at ${tuesday.opens}`),
    );
    // Saturday after closing, Sunday closed: opens on Monday.
    expect(hoursOn(0)).toBeUndefined();
    expect(whenWeAnswer(at("2026-11-28", saturday.to + 30), zone, seedHours)).toMatch(
      new RegExp(`open on Monday at ${hoursOn(1)!.opens}`),
    );
    // Friday after closing: opens tomorrow (Saturday).
    expect(whenWeAnswer(at("2026-11-27", friday.to + 30), zone, seedHours)).toMatch(
      new RegExp(`open tomorrow at ${saturday.opens}`),
    );
  });

  it("follows whatever hours it is given, not the seed's: changed hours change the answer", () => {
    // Only Wednesday mornings: asked on a Tuesday afternoon, the next opening is tomorrow.
    const hours = [
      { days: "Wednesday", hours: "7:30AM-8AM", schema: "We 07:30-08:00" },
      { days: "Other days", hours: "Closed", schema: null },
    ];
    const answer = whenWeAnswer(at("2026-11-24", 15 * 60), zone, hours);
    expect(answer).toContain(hoursLine(hours));
    expect(answer).toMatch(/open tomorrow at 7:30AM/);
    expect(answer).not.toContain(hoursLine(seedHours));
    expect(whenWeAnswer(at("2026-11-25", 7 * 60 + 45), zone, hours)).toMatch(/open now/);
  });
});
