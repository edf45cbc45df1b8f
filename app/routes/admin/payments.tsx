import { eq } from "drizzle-orm";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { dollarsToCents, paymentListStatuses, recordTransferFormSchema } from "#forms/payments.ts";
import { feeSchedules } from "#server/db/schema.ts";
import { invalid, parseOrInvalid } from "#server/domain/errors.ts";
import { todayIn } from "#server/intakes/labels.ts";
import { displayDate, formatCents } from "#server/payments/fees.ts";
import { stripeProvider } from "#server/payments/provider.ts";
import { recordTransfer, refundPayment } from "#server/payments/transfers.ts";
import { adminPaymentList } from "#server/payments/views.ts";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: "Payments | Harbourline Tech admin" }];

/** The back-office's Payments section (issue 34): instalments by state, record a transfer, refund. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "due";
  const list = await adminPaymentList(
    context.db,
    { status, offset: url.searchParams.get("offset") ?? "0", limit: "50" },
    todayIn(context.config.businessTimeZone),
  );
  return {
    status,
    pagination: list.pagination,
    rows: list.data.map((r) => ({ ...r, due: displayDate(r.dueOn), amount: formatCents(r.amountCents) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    if (form.intent === "refund") {
      const provider = context.config.stripe ? stripeProvider(context.config.stripe) : undefined;
      const amount = recordTransferFormSchema.shape.amount.safeParse(form.amount ?? "");
      if (!amount.success) throw invalid({ amount: amount.error.issues[0]!.message });
      const reply = await refundPayment(context.db, provider, {
        paymentId: form.paymentId ?? "",
        body: { amountCents: dollarsToCents(amount.data), reason: form.reason ?? "" },
        adminId: session.account.id,
      });
      return done(reply.message, { form: "refund" });
    }
    const input = parseOrInvalid(recordTransferFormSchema, form);
    const [schedule] = await context.db
      .select({ enrolmentId: feeSchedules.enrolmentId })
      .from(feeSchedules)
      .where(eq(feeSchedules.reference, input.reference.toUpperCase()));
    if (!schedule) throw invalid({ reference: "No enrolment has this payment reference" });
    const reply = await recordTransfer(context.db, {
      enrolmentId: schedule.enrolmentId,
      body: {
        amountCents: dollarsToCents(input.amount),
        method: "bank-transfer",
        reference: input.reference.toUpperCase(),
        receivedOn: input.receivedOn,
      },
      adminId: session.account.id,
    });
    return done(reply.message, { form: "transfer" });
  });
}

const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2";

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, status, pagination } = loaderData;
  const result = actionData as FormResult | undefined;
  // A recorded transfer or refund is a toast like every save; what went wrong stays at the top.
  const { toast, dismiss } = useResultToast(result?.ok ? result : undefined);
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900">Payments</h1>
      {result && !result.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm">
          {result.failure ?? Object.values(result.fields ?? {}).join(" ")}
        </p>
      ) : null}
      <nav aria-label="Filter payments" className="mt-4 flex gap-3">
        {paymentListStatuses.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-md px-3 py-1 text-sm ${s === status ? "bg-brand-700 text-white" : "bg-slate-100"}`}
          >
            {s[0]!.toUpperCase() + s.slice(1)}
          </Link>
        ))}
        <a
          href={`/api/admin/payments/export.csv?status=${encodeURIComponent(status)}`}
          className="ml-auto text-sm text-brand-700 underline"
          download
        >
          Export CSV
        </a>
      </nav>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">
          {status} instalments ({pagination.total})
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col">Student</th>
            <th scope="col">Program</th>
            <th scope="col">Reference</th>
            <th scope="col">Due</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top">
              <td className="py-2">
                {r.firstName} {r.lastName}
                <span className="block text-slate-600">{r.email}</span>
              </td>
              <td>{r.program}</td>
              <td className="font-mono">{r.reference}</td>
              <td>{r.due}</td>
              <td>{r.amount}</td>
              <td>{r.status}</td>
              <td>
                {r.paymentIds.map((paymentId) => (
                  <Form method="post" key={paymentId} className="flex gap-1">
                    <input type="hidden" name="intent" value="refund" />
                    <input type="hidden" name="paymentId" value={paymentId} />
                    <label className="sr-only" htmlFor={`amount-${paymentId}`}>
                      Refund amount (AUD)
                    </label>
                    <input id={`amount-${paymentId}`} name="amount" className="w-24 rounded border px-1" />
                    <label className="sr-only" htmlFor={`reason-${paymentId}`}>
                      Reason
                    </label>
                    <input id={`reason-${paymentId}`} name="reason" className="w-32 rounded border px-1" />
                    <Button type="submit" variant="secondary">
                      Refund
                    </Button>
                  </Form>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="record-transfer" className="mt-8 max-w-md">
        <h2 id="record-transfer" className="text-lg font-semibold text-slate-900">
          Record a bank transfer
        </h2>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="transfer" />
          <label className="block text-sm font-medium">
            Payment reference
            <input name="reference" required className={field} />
          </label>
          <label className="block text-sm font-medium">
            Amount (AUD)
            <input name="amount" required inputMode="decimal" className={field} />
          </label>
          <label className="block text-sm font-medium">
            Received on
            <input name="receivedOn" type="date" required className={field} />
          </label>
          <Button type="submit">Record transfer</Button>
        </Form>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
