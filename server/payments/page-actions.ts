import { dollarsToCents, recordTransferFormSchema } from "#forms/payments.ts";
import type { Db } from "../db/client.ts";
import { invalid, parseOrInvalid } from "../domain/errors.ts";
import type { PaymentProvider } from "./provider.ts";
import { recordTransfer, refundPayment } from "./transfers.ts";

/*
 * The money forms of an enrolment's record page (issue 34), as the Payments page reads them:
 * dollars as typed, turned into whole cents, through the same recordTransfer and refundPayment as
 * the API (so the same rules, the same 400s, nothing half-written).
 */

/** "Record a bank transfer" on the enrolment: amount, date and the reference as received. */
export async function transferFromForm(
  db: Db,
  enrolmentId: string,
  form: Record<string, string | undefined>,
  adminId: string,
) {
  const input = parseOrInvalid(recordTransferFormSchema, form);
  return recordTransfer(db, {
    enrolmentId,
    body: {
      amountCents: dollarsToCents(input.amount),
      method: "bank-transfer",
      reference: input.reference.toUpperCase(),
      receivedOn: input.receivedOn,
    },
    adminId,
  });
}

/** "Refund" of one payment: the amount in dollars and a reason. */
export async function refundFromForm(
  db: Db,
  provider: PaymentProvider | undefined,
  form: Record<string, string | undefined>,
  adminId: string,
) {
  const amount = recordTransferFormSchema.shape.amount.safeParse(form.amount ?? "");
  if (!amount.success) throw invalid({ amount: amount.error.issues[0]!.message });
  return refundPayment(db, provider, {
    paymentId: form.paymentId ?? "",
    body: { amountCents: dollarsToCents(amount.data), reason: form.reason ?? "" },
    adminId,
  });
}
