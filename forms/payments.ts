import { z } from "zod";

/** Whole cents above zero: what every amount of money the back-office enters must be. */
const cents = (label: string) =>
  z
    .number(`${label} must be a number of cents`)
    .int(`${label} must be a whole number of cents`)
    .positive(`${label} must be more than 0 cents`)
    .max(100_000_000, `${label} is too large`);

/** Staff record a bank transfer they received (issue 34). */
export const recordTransferSchema = z.object({
  amountCents: cents("Amount"),
  method: z.literal("bank-transfer", 'Method must be "bank-transfer"'),
  reference: z
    .string("Reference is required")
    .trim()
    .min(1, "Reference is required")
    .max(100, "Reference must be at most 100 characters"),
  receivedOn: z.iso.date("Received on must be a date (YYYY-MM-DD)"),
});
export type RecordTransferInput = z.infer<typeof recordTransferSchema>;

/** Staff refund (part of) a payment. */
export const refundSchema = z.object({
  amountCents: cents("Amount"),
  reason: z
    .string("Reason is required")
    .trim()
    .min(1, "Reason is required")
    .max(500, "Reason must be at most 500 characters"),
});
export type RefundInput = z.infer<typeof refundSchema>;

export const paymentListStatuses = ["due", "overdue", "paid", "refunded"] as const;

/** The back-office's "Record a transfer" form: dollars as typed, matched by payment reference. */
export const recordTransferFormSchema = z.object({
  reference: z
    .string("Payment reference is required")
    .trim()
    .min(1, "Payment reference is required")
    .max(100, "Reference must be at most 100 characters"),
  amount: z
    .string("Amount is required")
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Amount must be dollars and cents, such as 1000 or 1000.50"),
  receivedOn: z.iso.date("Pick the day the transfer arrived"),
});

/** "1000.50" → 100050 cents, without floating-point drift. */
export function dollarsToCents(amount: string): number {
  const [whole = "0", cents = ""] = amount.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}
