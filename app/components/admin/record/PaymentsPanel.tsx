import { Form } from "react-router";
import type { EnrolmentPaymentsPanel } from "#server/payments/record-view.ts";

const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const button = "rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const small = "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-semibold hover:bg-slate-50";

/**
 * The enrolment's money on its record page (issue 34): the schedule and its states, what was
 * paid and is owed, each payment with its receipt and a refund, the invoice, and a form to record
 * a bank transfer for this enrolment. Plain form posts: they work without JavaScript.
 */
export function PaymentsPanel({
  payments,
  today,
  failure,
  done,
}: {
  payments: EnrolmentPaymentsPanel;
  today: string;
  /** Why the last transfer or refund was refused. */
  failure?: string;
  done?: string;
}) {
  return (
    <section
      aria-labelledby="payments-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-enrolment-payments
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payments-heading" className="text-base font-semibold text-slate-900">
          Payments
        </h2>
        <a href={payments.invoiceUrl} className="text-sm font-semibold text-brand-700 underline">
          Invoice (PDF)
        </a>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-medium text-slate-600">Reference</dt>
          <dd className="font-mono">{payments.reference}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Fee</dt>
          <dd>{payments.total}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Paid</dt>
          <dd>{payments.paid}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Balance</dt>
          <dd data-balance>{payments.balance}</dd>
        </div>
      </dl>
      {done ? (
        <p role="status" className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm">
          {done}
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {failure}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Instalments</h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm" data-instalments>
        {payments.instalments.map((i) => (
          <li key={i.id} className="flex flex-wrap justify-between gap-2 py-1.5">
            <span>
              Due <time dateTime={i.dueOn}>{i.due}</time>
            </span>
            <span className="tabular-nums">{i.amount}</span>
            <span
              className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${
                i.status === "overdue" ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-800"
              }`}
            >
              {i.status}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Received</h3>
      {payments.payments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing received yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm" data-payments>
          {payments.payments.map((p) => (
            <li key={p.id} className="py-2">
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span>
                  <time dateTime={p.receivedOn}>{p.received}</time> · {p.method}
                </span>
                <span className="tabular-nums font-medium">{p.amount}</span>
                {p.refunded ? <span className="text-amber-800">{p.refunded} refunded</span> : null}
                <a href={p.receiptUrl} className="text-brand-700 underline">
                  Receipt (PDF)
                </a>
              </p>
              {p.refundableCents > 0 ? (
                <Form method="post" className="mt-1 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="paymentId" value={p.id} />
                  <label className="text-xs font-medium text-slate-700">
                    Refund (AUD)
                    <input
                      name="amount"
                      required
                      inputMode="decimal"
                      className="mt-1 block w-28 rounded border border-slate-300 px-2 py-1 text-sm"
                    />
                  </label>
                  <label className="text-xs font-medium text-slate-700">
                    Reason
                    <input
                      name="reason"
                      required
                      maxLength={500}
                      className="mt-1 block w-48 rounded border border-slate-300 px-2 py-1 text-sm"
                    />
                  </label>
                  <button type="submit" className={small}>
                    Refund
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {payments.balanceCents > 0 ? (
        <Form method="post" className="mt-4 grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="transfer" />
          <label className="text-sm font-medium text-slate-700">
            Transfer reference
            <input name="reference" required defaultValue={payments.reference} className={field} />
          </label>
          <label className="text-sm font-medium text-slate-700">
            Amount (AUD)
            <input name="amount" required inputMode="decimal" className={field} />
          </label>
          <label className="text-sm font-medium text-slate-700">
            Received on
            <input name="receivedOn" type="date" required defaultValue={today} className={field} />
          </label>
          <button type="submit" className={button}>
            Record transfer
          </button>
        </Form>
      ) : null}
    </section>
  );
}
