import { describe, expect, it } from "vitest";
import { availabilityBody, availabilityValues } from "#app/lib/availability-form.ts";
import { defaultAvailability } from "#server/consultations/availability.ts";

describe("the availability settings form", () => {
  it("shows the stored settings and reads them back unchanged", () => {
    const values = availabilityValues({ ...defaultAvailability, blockedDates: ["2026-12-25", "2026-12-26"] });
    const { body } = availabilityBody(values);
    expect(body).toEqual({
      weekly: defaultAvailability.weekly,
      slotMinutes: "30",
      bufferMinutes: "0",
      minNoticeHours: "12",
      horizonDays: "30",
      blockedDates: ["2026-12-25", "2026-12-26"],
    });
  });

  it("leaves blank rows out and names a later row's error by its row in the form", () => {
    const { body, formField } = availabilityBody({
      "weekly.0.day": "",
      "weekly.0.start": "",
      "weekly.0.end": "",
      "weekly.3.day": "tue",
      "weekly.3.start": "12:00",
      "weekly.3.end": "10:00",
      blockedDates: "2026-12-25, 2026-12-26\n2027-01-01",
    });
    expect(body.weekly).toEqual([{ day: "tue", start: "12:00", end: "10:00" }]);
    expect(body.blockedDates).toEqual(["2026-12-25", "2026-12-26", "2027-01-01"]);
    expect(formField("weekly.0.end")).toBe("weekly.3.end");
    expect(formField("blockedDates.2")).toBe("blockedDates");
    expect(formField("slotMinutes")).toBe("slotMinutes");
  });
});
