/**
 * A staff member's day (issue 35): when the morning digest of due follow-ups goes, in the
 * business time zone (BUSINESS_TZ), and how far ahead the Today view's "upcoming" looks.
 */
export const staffDay = {
  /** The digest goes at or after this hour of the business day, once a day. */
  digestHour: 7,
  /** Upcoming follow-ups: due within this many days after today. */
  upcomingDays: 14,
} as const;
