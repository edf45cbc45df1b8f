import { DateTime } from "luxon";
import { describeDay, describeTime } from "./time-text.ts";

/** What the slot picker shows: free slots grouped by business-zone day, labelled in that zone. */
export interface SlotPickerData {
  zone: string;
  /** "Sydney time": the zone as people say it. */
  zoneLabel: string;
  /** The range of business dates the slots cover, for the picker's refresh (GET /api/consultations/slots). */
  from: string;
  to: string;
  days: { date: string; label: string; slots: { start: string; time: string }[] }[];
}

export function zoneLabel(zone: string): string {
  return `${(zone.split("/").pop() ?? zone).replace(/_/g, " ")} time`;
}

export function slotPickerData(
  slots: { start: string; end: string }[],
  zone: string,
  range: { from: string; to: string },
): SlotPickerData {
  const days: SlotPickerData["days"] = [];
  for (const slot of slots) {
    const start = DateTime.fromISO(slot.start, { zone });
    const date = start.toISODate()!;
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: describeDay(start.toMillis(), zone), slots: [] };
      days.push(day);
    }
    day.slots.push({ start: slot.start, time: describeTime(start.toMillis(), zone) });
  }
  return { zone, zoneLabel: zoneLabel(zone), ...range, days };
}
