/** The fixed option lists of the public forms (spec §3). Values are what the API accepts and stores. */

export interface Option {
  value: string;
  label: string;
}

/** Class format of a course outline request. The product spells it 'Face-to-face'. */
export const formatOptions = ["Face-to-face", "Online"] as const;
export type ClassFormat = (typeof formatOptions)[number];

/** Project budget in AUD: stored values and their labels. */
export const budgetOptions = [
  { value: "under_25k", label: "Less than $25K" },
  { value: "25k-50k", label: "$25K – $50K" },
  { value: "50k-100k", label: "$50K – $100K" },
  { value: "over_100k", label: "$100K+" },
] as const satisfies readonly Option[];
export const budgetValues = budgetOptions.map((o) => o.value) as [string, ...string[]];

export const serviceOptions = [
  "Web application development",
  "Mobile application development",
  "Software Testing",
  "Other",
] as const;

/** Class slots: three hours each, weekday evenings and Saturday midday (spec §9). */
export const timeTableOptions = [
  "Mon 6PM - 9PM",
  "Tue 6PM - 9PM",
  "Wed 6PM - 9PM",
  "Thu 6PM - 9PM",
  "Fri 6PM - 9PM",
  "Sat 11AM - 2PM",
] as const;

/** Fee terms as every outline and enrolment states them (spec §9). */
export const feeTerms = "The course fee is paid after enrolment, and there is no refund.";

export function budgetLabel(value: string): string {
  return budgetOptions.find((o) => o.value === value)?.label ?? value;
}
