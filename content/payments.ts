import type { Program } from "./programs.ts";

/**
 * How an accepted student pays (issue 34): the first payment of each program's schedule and when
 * it falls due, and the bank account transfers go to. The fee and the number of instalments are
 * the program's own (content/fees.ts today, the program document's `feeAud` and `instalments`
 * once content lives in the database; server/payments/fees.ts reads them through one adapter).
 *
 * Defaults, in this one place: the first payment is one equal share of the fee, due 14 days after
 * the place is accepted (the seat is held until then); later instalments follow monthly. Staff set
 * a program's own first payment or period by adding it to `firstPayment` below.
 */
export interface FirstPaymentTerms {
  /** Whole dollars (GST inclusive) of the first payment; unset means one equal share of the fee. */
  amountAud?: number;
  /** Days after acceptance within which the first payment is due (the seat's hold period). */
  dueWithinDays: number;
}

export const defaultFirstPayment: FirstPaymentTerms = { dueWithinDays: 14 };

export const firstPayment: Partial<Record<Program["slug"], FirstPaymentTerms>> = {};

/** Reminders: days before a due date for the "coming up" e-mail. */
export const reminderDaysBefore = 3;

/** Where bank transfers go. Demo figures: the BSB and account number are not real. */
export const bankDetails = {
  accountName: "Harbourline Tech Pty Ltd",
  bank: "Demo Bank",
  bsb: "000-000",
  accountNumber: "00000000",
  /** What the student writes in the transfer's description. */
  referenceNote:
    "Use your payment reference as the transfer's description, so we can match it to your enrolment.",
} as const;

/** Australian GST is 10%: in a GST-inclusive amount it is one eleventh. */
export const gstRate = 0.1;
