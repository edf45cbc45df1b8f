/**
 * The portal's and back-office's date helpers are the one shared rule (forms/dates.ts,
 * docs/decisions/0109); this file only keeps the old import path working.
 */
export { formatDate, formatDateTime, formatDay, formatTime, formatTimeRange } from "#forms/dates.ts";
