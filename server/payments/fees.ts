import { formatDay } from "#forms/dates.ts";
import { DateTime } from "luxon";
import { fees } from "#content/fees.ts";
import { defaultFirstPayment, firstPayment, gstRate } from "#content/payments.ts";
import { programs } from "#content/programs.ts";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contentDocuments } from "../db/schema.ts";

export interface ProgramFee {
  feeAud: number;
  instalments: number;
}

/**
 * A program's published fee (issue 32's program document: `feeAud`, `instalments`), read from
 * the content store's published fields, never a draft, so a fee changed and published in the
 * back-office reaches the next schedule. One row by its slug, not the whole read model: this runs
 * inside the acceptance's transaction. Undefined for a slug no published program has.
 */
export async function programFees(db: Db, slug: string): Promise<ProgramFee | undefined> {
  const [row] = await db
    .select({ published: contentDocuments.published })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.type, "program"),
        eq(contentDocuments.slug, slug),
        isNotNull(contentDocuments.published),
      ),
    );
  const fields = row?.published as { feeAud?: unknown; instalments?: unknown } | null | undefined;
  if (typeof fields?.feeAud !== "number" || typeof fields.instalments !== "number") return undefined;
  return { feeAud: fields.feeAud, instalments: fields.instalments };
}

/**
 * The fee a program's document is seeded with (content/fees.ts): what a fresh content store
 * publishes, for tests that read their expected amounts from content. Undefined for no program.
 */
export function seededProgramFees(slug: string): ProgramFee | undefined {
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
  fee: ProgramFee,
): { totalCents: number; plan: PlannedInstalment[] } {
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
