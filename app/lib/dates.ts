/** The provider is in Sydney, so calendar dates are Sydney dates, the same on server and browser. */
export const BUSINESS_TIME_ZONE = "Australia/Sydney";

const day = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
});

const dayAndTime = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/**
 * MM/dd/yyyy (spec §9), or MM/dd/yyyy HH:mm with `withTime`, in Sydney time, identical on the
 * server and in the browser. Nothing (null, undefined, "") formats as "".
 */
export function formatDate(date: Date | string | null | undefined, withTime = false): string {
  if (date === null || date === undefined || date === "") return "";
  const value = typeof date === "string" ? new Date(date) : date;
  if (!withTime) return day.format(value);
  const parts = dayAndTime.formatToParts(value);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("month")}/${get("day")}/${get("year")} ${get("hour")}:${get("minute")}`;
}
