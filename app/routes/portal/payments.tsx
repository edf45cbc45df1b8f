import { Form, redirect } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { bankDetails } from "#content/payments.ts";
import { todayIn } from "#server/intakes/labels.ts";
import { checkoutState, startCheckout } from "#server/payments/card.ts";
import { displayDate, formatCents, gstOfCents } from "#server/payments/fees.ts";
import { stripeProvider } from "#server/payments/provider.ts";
import { portalPayments } from "#server/payments/views.ts";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Payments", matches);

const statusLabels: Record<string, string> = {
  due: "Due",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/**
 * The student's fee schedules (issue 34): what is due when, the balance, the documents; a Pay
 * button per owed instalment when card payments are on, else the bank details and reference.
 * Coming back from Stripe only reads the state: the webhook records the money.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  const url = new URL(request.url);
  const session = url.searchParams.get("session");
  const returned =
    url.searchParams.get("checkout") === "done" && session ? await checkoutState(context.db, session) : null;
  const schedules = await portalPayments(context.db, account, todayIn(context.config.businessTimeZone));
  return {
    cards: Boolean(context.config.stripe),
    returned,
    bank: bankDetails,
    schedules: schedules.map((s) => ({
      ...s,
      total: formatCents(s.totalCents),
      gst: formatCents(gstOfCents(s.totalCents)),
      paid: formatCents(s.paidCents),
      balance: formatCents(s.balanceCents),
      rows: s.instalments.map((i) => ({
        ...i,
        due: displayDate(i.dueOn),
        amount: formatCents(i.amountCents),
        label: statusLabels[i.status] ?? i.status,
      })),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { account } = await requireAccount(request, context, "student");
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    const provider = context.config.stripe ? stripeProvider(context.config.stripe) : undefined;
    const { url } = await startCheckout(context.db, provider, {
      student: account,
      instalmentId: form.instalmentId ?? "",
      publicUrl: context.config.publicUrl,
    });
    return redirect(url);
  });
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { schedules, cards, bank, returned } = loaderData;
  const result = actionData as FormResult | undefined;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Payments</h1>
      {returned ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm">
          {returned === "paid"
            ? "Thank you: your payment has been received."
            : "Thank you: your payment is being confirmed. This page shows it as paid as soon as it arrives."}
        </p>
      ) : null}
      {result && !result.ok ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {result.failure ?? Object.values(result.fields ?? {})[0]}
        </p>
      ) : null}
      {schedules.length === 0 ? (
        <p className="mt-4 text-slate-700">
          Nothing to pay yet. Your fee schedule appears here once you accept a place.
        </p>
      ) : null}
      {schedules.map((s) => (
        <section
          key={s.enrolmentId}
          aria-labelledby={`fees-${s.enrolmentId}`}
          className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          data-schedule
        >
          <h2 id={`fees-${s.enrolmentId}`} className="text-lg font-semibold text-slate-900">
            {s.program}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
            <div>
              <dt className="font-semibold text-slate-900">Course fee</dt>
              <dd>
                {s.total} AUD <span className="text-slate-600">(includes GST of {s.gst})</span>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Paid</dt>
              <dd data-paid>{s.paid}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Balance</dt>
              <dd data-balance>{s.balance}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Payment reference</dt>
              <dd data-reference className="font-mono">
                {s.reference}
              </dd>
            </div>
          </dl>
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">Instalments of {s.program}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2">
                  Due
                </th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Pay</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {s.rows.map((i) => (
                <tr key={i.id} className="border-b border-slate-100" data-instalment={i.status}>
                  <td className="py-2">{i.due}</td>
                  <td>{i.amount}</td>
                  <td>{i.label}</td>
                  <td className="text-right">
                    {cards && (i.status === "due" || i.status === "overdue") ? (
                      <Form method="post">
                        <input type="hidden" name="instalmentId" value={i.id} />
                        <Button type="submit">Pay {i.amount}</Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {s.balanceCents > 0 ? (
            <div className="mt-6 rounded-md bg-slate-50 p-4 text-sm text-slate-800" data-bank-details>
              <h3 className="font-semibold text-slate-900">Pay by bank transfer</h3>
              <p className="mt-1">
                Account name {bank.accountName}, {bank.bank}, BSB {bank.bsb}, account number{" "}
                {bank.accountNumber}.
              </p>
              <p className="mt-1">
                Reference: <span className="font-mono font-semibold">{s.reference}</span>.{" "}
                {bank.referenceNote}
              </p>
            </div>
          ) : null}
          <h3 className="mt-6 font-semibold text-slate-900">Documents</h3>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {s.documents.map((d, n) => (
              <li key={d.url}>
                <a className="text-brand-700 underline" href={d.url} download>
                  {d.kind === "invoice" ? "Invoice (PDF)" : `Receipt ${n} (PDF)`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
