import { describe, expect, it } from "vitest";
import { invitation, invitationUid } from "#server/consultations/ics.ts";
import { site } from "#content/site.ts";
import { parseInvitation } from "../support/ics.ts";

const base = {
  id: "6f1c7f2e-1111-4a4a-9b9b-123456789abc",
  sequence: 0,
  attendee: { name: "Alan Turing", email: "alan@example.com" },
  service: "Mobile application development",
  publicUrl: "https://harbourline.example",
  mailFrom: "Harbourline Tech <hello@harbourline.example>",
  organizer: site.name,
  zone: "Australia/Sydney",
  manageUrl: "https://harbourline.example/consultation/reschedule?token=x",
  now: new Date("2026-11-01T00:00:00Z"),
};

describe("consultation invitations (parsed with ical.js)", () => {
  it("invites with METHOD:REQUEST, a stable UID and the time in the business zone", () => {
    const start = new Date("2026-11-02T22:00:00Z"); // Tuesday 3 November, 09:00 AEDT
    const text = invitation({ ...base, start, end: new Date("2026-11-02T22:30:00Z"), method: "REQUEST" });
    const parsed = parseInvitation(text);
    expect(parsed).toMatchObject({
      method: "REQUEST",
      uid: invitationUid(base.id, base.publicUrl),
      sequence: 0,
      status: "CONFIRMED",
      tzid: "Australia/Sydney",
      organizer: "mailto:hello@harbourline.example",
    });
    expect(parsed.attendee.toLowerCase()).toBe("mailto:alan@example.com");
    expect(parsed.start.toISOString()).toBe(start.toISOString());
    expect(parsed.end.toISOString()).toBe("2026-11-02T22:30:00.000Z");
    expect(text).toContain("DTSTART;TZID=Australia/Sydney:20261103T090000");
    expect(text).toMatch(/^DTSTAMP:20261101T000000Z\r?$/m);
  });

  it("keeps the UID and raises SEQUENCE for an update and a cancellation", () => {
    const times = { start: new Date("2027-04-05T23:00:00Z"), end: new Date("2027-04-05T23:30:00Z") };
    const update = parseInvitation(invitation({ ...base, ...times, sequence: 1, method: "REQUEST" }));
    const cancel = parseInvitation(invitation({ ...base, ...times, sequence: 2, method: "CANCEL" }));
    expect(update.uid).toBe(cancel.uid);
    expect([update.sequence, cancel.sequence]).toEqual([1, 2]);
    expect(cancel).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
    // After the April change Sydney is on +10:00: 09:00 local is 23:00 UTC the day before.
    expect(update.start.toISOString()).toBe("2027-04-05T23:00:00.000Z");
  });

  it.each([
    ["the first 02:00 of 4 April 2027 (+11:00)", "2027-04-03T15:00:00Z"],
    ["the first 02:30 of 4 April 2027 (+11:00)", "2027-04-03T15:30:00Z"],
    ["the second 02:30 of 4 April 2027 (+10:00)", "2027-04-03T16:30:00Z"],
    ["03:30 on 4 October 2026, after the skipped hour", "2026-10-03T16:30:00Z"],
  ])("writes %s so that it reads back as the same instant", (_label, at) => {
    const start = new Date(at);
    const end = new Date(start.getTime() + 30 * 60_000);
    const parsed = parseInvitation(invitation({ ...base, start, end, method: "REQUEST" }));
    expect(parsed.start.toISOString()).toBe(start.toISOString());
    expect(parsed.end.toISOString()).toBe(end.toISOString());
  });

  it("writes a time of the repeated hour in UTC, which only one instant matches", () => {
    const start = new Date("2027-04-03T15:00:00Z");
    const text = invitation({ ...base, start, end: new Date("2027-04-03T15:30:00Z"), method: "REQUEST" });
    expect(text).toMatch(/^DTSTART:20270403T150000Z\r?$/m);
  });
});
