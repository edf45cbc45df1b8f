import { formatDay } from "#forms/dates.ts";
import { DateTime } from "luxon";
import { fees } from "#content/fees.ts";
import { defaultFirstPayment, firstPayment, gstRate } from "#content/payments.ts";
import { catalogueFeeOfSlug, programs } from "#content/programs.ts";

/**
 * A program's published fee, read through this one adapter: the content store's program document
 * (issue 32: `feeAud`, `instalments`, through the catalogue server/content/published.ts keeps),
 * else content/fees.ts for the seed's programs. Undefined for a slug that names no program.
 */
export function programFees(slug: string): { feeAud: number; instalments: number } | undefined {
  const stored = catalogueFeeOfSlug(slug);
  if (stored) return stored;
  if (!programs.some((p) => p.slug === slug)) return undefined;
  const fee = fees[slug as keyof typeof fees];
  return fee ? { feeAud: fee.totalAud, instalments: fee.instalments } : undefined;
}

/** The first payment's terms of a program (its own, else the defaults). */
export function firstPaymentTerms(slug: string) {
  return { ...defaultFirstPayment, ...firstPayment[slug as keyof typeof firstPayment] };
}

/** The GST inside a GST-inclusive amount in cents (one eleventh at 10%), rounded to the cent. */
export function gstOfCents(totalCents: number): number {
  return Math.round((totalCents * gstRate) / (1 + gstRate));
}

export interface PlannedInstalment {
  seq: number;
  dueOn: string;
  amountCents: number;
}

/**
 * The schedule of a fee accepted on `acceptedOn` (YYYY-MM-DD): the first payment due within the
 * program's period, then equal monthly instalments (the last takes the odd cents), or the whole
 * fee at once when the program has one instalment. Whole cents throughout.
 */
export function planSchedule(
  slug: string,
  acceptedOn: string,
): { totalCents: number; plan: PlannedInstalment[] } {
  const fee = programFees(slug);
  if (!fee) throw new Error(`No fee for program ${slug}`);
  const totalCents = Math.round(fee.feeAud * 100);
  const terms = firstPaymentTerms(slug);
  const firstDue = DateTime.fromISO(acceptedOn, { zone: "utc" }).plus({ days: terms.dueWithinDays });
  const n = Math.max(1, Math.floor(fee.instalments));
  if (n === 1)
    return { totalCents, plan: [{ seq: 1, dueOn: firstDue.toISODate()!, amountCents: totalCents }] };
  const share = Math.floor(totalCents / n);
  const first = Math.min(
    totalCents,
    terms.amountAud !== undefined ? Math.round(terms.amountAud * 100) : share,
  );
  const rest = totalCents - first;
  const plan: PlannedInstalment[] = [{ seq: 1, dueOn: firstDue.toISODate()!, amountCents: first }];
  if (rest > 0) {
    const each = Math.floor(rest / (n - 1));
    for (let i = 1; i < n; i++) {
      const amount = i === n - 1 ? rest - each * (n - 2) : each;
      if (amount > 0)
        plan.push({ seq: i + 1, dueOn: firstDue.plus({ months: i }).toISODate()!, amountCents: amount });
    }
  }
  return { totalCents, plan };
}

/** "$1,000.00": cents as Australian dollars, for people (the API keeps cents). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "Mon 1 Feb 2027": a date for people, day before month, month in words. */
export function displayDate(iso: string): string {
  return formatDay(iso);
}
