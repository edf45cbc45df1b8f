import type { Availability } from "#forms/consultation-availability.ts";

/**
 * The availability settings page posts a plain form (it works without JavaScript):
 * weekly.<row>.day/start/end, the four numbers, the blocked dates (a checkbox `blocked.<date>` per
 * stored one, to keep or free it, and date pickers `blockedNew.<n>` to add more; `blockedDates` as
 * text is still read), and `opened.<date>` per public holiday staff open. This turns it
 * into the JSON body of PUT /api/admin/consultation-availability, and the field names of that
 * body's errors back into the form's (a blank weekly row is left out, so rows are renumbered).
 */
export function availabilityBody(form: Record<string, string>): {
  body: Record<string, unknown>;
  formField: (field: string) => string;
} {
  const rows = new Set<number>();
  for (const name of Object.keys(form)) {
    const match = /^weekly\.(\d{1,3})\.(day|start|end)$/.exec(name);
    if (match) rows.add(Number(match[1]));
  }
  const used: number[] = [];
  const weekly: Record<string, string>[] = [];
  for (const row of [...rows].sort((a, b) => a - b)) {
    const entry = {
      day: form[`weekly.${row}.day`] ?? "",
      start: form[`weekly.${row}.start`] ?? "",
      end: form[`weekly.${row}.end`] ?? "",
    };
    if (!entry.day && !entry.start && !entry.end) continue;
    used.push(row);
    weekly.push(entry);
  }
  const body = {
    weekly,
    slotMinutes: form.slotMinutes ?? "",
    bufferMinutes: form.bufferMinutes ?? "",
    minNoticeHours: form.minNoticeHours ?? "",
    horizonDays: form.horizonDays ?? "",
    blockedDates: [
      ...(form.blockedDates ?? "").split(/[\s,]+/),
      ...Object.keys(form)
        .filter((name) => name.startsWith("blocked.") && form[name])
        .map((name) => name.slice("blocked.".length)),
      ...Object.keys(form)
        .filter((name) => name.startsWith("blockedNew."))
        .map((name) => form[name] ?? ""),
    ].filter(Boolean),
    ...(form.holidaysShown
      ? {
          openedDates: Object.keys(form)
            .filter((name) => name.startsWith("opened.") && form[name])
            .map((name) => name.slice("opened.".length)),
        }
      : {}),
  };
  const formField = (field: string) => {
    const weeklyField = /^weekly\.(\d+)\.(day|start|end)$/.exec(field);
    if (weeklyField) return `weekly.${used[Number(weeklyField[1])] ?? weeklyField[1]}.${weeklyField[2]}`;
    if (field.startsWith("blockedDates")) return "blockedDates";
    if (field.startsWith("openedDates")) return "openedDates";
    return field;
  };
  return { body, formField };
}

/** The settings as the form shows them. */
export function availabilityValues(a: Availability): Record<string, string> {
  const values: Record<string, string> = {
    slotMinutes: String(a.slotMinutes),
    bufferMinutes: String(a.bufferMinutes),
    minNoticeHours: String(a.minNoticeHours),
    horizonDays: String(a.horizonDays),
  };
  for (const date of a.blockedDates) values[`blocked.${date}`] = "on";
  for (const date of a.openedDates ?? []) values[`opened.${date}`] = "on";
  a.weekly.forEach((w, i) => {
    values[`weekly.${i}.day`] = w.day;
    values[`weekly.${i}.start`] = w.start;
    values[`weekly.${i}.end`] = w.end;
  });
  return values;
}
