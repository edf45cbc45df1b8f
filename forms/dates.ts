/** The provider is in Sydney, so calendar dates are Sydney dates, the same on server and browser. */
export const BUSINESS_TIME_ZONE = "Australia/Sydney";

const dateOnly = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
});
const dateAndTime = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * MM/dd/yyyy, the product's date format (spec §9), in Sydney time; with `withTime`, followed by
 * the 24-hour time ("02/01/2026 01:30"). Nothing, or a value that is not a date, gives "".
 */
export function formatDate(date: Date | string | null | undefined, withTime = false): string {
  if (!date) return "";
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return "";
  const parts = (withTime ? dateAndTime : dateOnly).formatToParts(value);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${get("month")}/${get("day")}/${get("year")}`;
  return withTime ? `${day} ${get("hour")}:${get("minute")}` : day;
}
