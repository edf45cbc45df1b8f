/** The provider is in Sydney, so calendar dates are Sydney dates, the same on server and browser. */
export const BUSINESS_TIME_ZONE = "Australia/Sydney";

const mmddyyyy = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
});

/** MM/dd/yyyy, the product's date format (spec §9). */
export function formatDate(date: Date | string): string {
  return mmddyyyy.format(typeof date === "string" ? new Date(date) : date);
}
