import type { Request, Response } from "express";
import { requireSession } from "../http/auth.ts";
import { todayIn } from "../intakes/labels.ts";
import { startCheckout, applyProviderEvent } from "../payments/card.ts";
import { isStripeError, stripeProvider, type PaymentProvider } from "../payments/provider.ts";
import { invoicePdf, receiptPdf } from "../payments/documents.ts";
import { recordTransfer, refundPayment } from "../payments/transfers.ts";
import { adminPaymentList, moneyDue, paymentsCsv, portalPayments } from "../payments/views.ts";
import { HttpError } from "../http/errors.ts";
import { log } from "../log.ts";
import type { ApiArea } from "./deps.ts";

declare module "http" {
  interface IncomingMessage {
    /** The body's bytes, kept only where a handler checks a signature over them (router.ts). */
    rawBody?: Buffer;
  }
}

const param = (req: Request, name: string) => String(req.params[name]);

/** Stripe not answering (or refusing our key) is the provider's outage, not the client's fault: 503. */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStripeError(error)) {
      log.error(`payments: Stripe request failed (${error.type})`, error.message);
      throw new HttpError(503, ["The card payment service is not answering. Please try again shortly."]);
    }
    throw error;
  }
}
const adminOf = (res: Response) => res.locals.session!.account.id;

/**
 * Payments (issue 34, docs/decisions/0097): the student's schedules and card checkout, staff
 * transfers and refunds, and Stripe's webhook. Card payments exist only when Stripe is configured.
 */
export const paymentsApi: ApiArea = (api, { db, config }) => {
  const provider: PaymentProvider | undefined = config.stripe ? stripeProvider(config.stripe) : undefined;
  const today = () => todayIn(config.businessTimeZone);
  const student = requireSession(db, config, "student");
  const admin = requireSession(db, config, "admin");

  api.get("/portal/payments", student, async (_req, res) => {
    res.json({ data: await portalPayments(db, res.locals.session!.account, today()) });
  });
  // Documents (invoice per enrolment, receipt per payment): the student's own, or staff's.
  const sendPdf = (res: Response, doc: { fileName: string; pdf: Buffer }) =>
    res
      .type("application/pdf")
      .attachment(doc.fileName)
      .set("Cache-Control", "private, no-store")
      .send(doc.pdf);
  const documentId = (req: Request) => param(req, "file").replace(/\.pdf$/i, "");
  api.get("/portal/payments/documents/invoice/:file", student, async (req, res) => {
    sendPdf(res, await invoicePdf(db, { student: res.locals.session!.account }, documentId(req)));
  });
  api.get("/portal/payments/documents/receipt/:file", student, async (req, res) => {
    sendPdf(res, await receiptPdf(db, { student: res.locals.session!.account }, documentId(req)));
  });
  api.get("/admin/payments/documents/invoice/:file", admin, async (req, res) => {
    sendPdf(res, await invoicePdf(db, {}, documentId(req)));
  });
  api.get("/admin/payments/documents/receipt/:file", admin, async (req, res) => {
    sendPdf(res, await receiptPdf(db, {}, documentId(req)));
  });
  api.post("/portal/payments/:instalmentId/checkout", student, async (req, res) => {
    const data = await viaProvider(() =>
      startCheckout(db, provider, {
        student: res.locals.session!.account,
        instalmentId: param(req, "instalmentId"),
        publicUrl: config.publicUrl,
      }),
    );
    res.status(201).json({ data });
  });

  // Stripe's deliveries: verified over the raw body; 200 once the event is stored (or was before).
  api.post("/payments/stripe/webhook", async (req, res) => {
    if (!provider) throw new HttpError(404, ["Card payments are not configured"]);
    let event: ReturnType<PaymentProvider["verifyWebhook"]>;
    try {
      event = provider.verifyWebhook(req.rawBody ?? Buffer.alloc(0), req.get("stripe-signature"));
    } catch {
      throw new HttpError(400, ["The webhook signature does not verify"]);
    }
    const acted = await applyProviderEvent(db, event, "webhook");
    if (acted) log.info(`payments: ${event.type} ${event.id} applied`);
    res.json({ received: true });
  });

  api.get("/admin/payments/export.csv", admin, async (req, res) => {
    const csv = await paymentsCsv(db, req.query, today());
    res.type("text/csv; charset=utf-8").attachment(`payments-${today()}.csv`).send(csv);
  });
  api.get("/admin/payments/money-due", admin, async (_req, res) => {
    res.json({ data: await moneyDue(db, today()) });
  });
  api.get("/admin/payments", admin, async (req, res) => {
    res.json(await adminPaymentList(db, req.query, today()));
  });
  api.post("/admin/enrollments/:id/payments", admin, async (req, res) => {
    res
      .status(201)
      .json(
        await recordTransfer(db, { enrolmentId: param(req, "id"), body: req.body, adminId: adminOf(res) }),
      );
  });
  api.post("/admin/payments/:paymentId/refund", admin, async (req, res) => {
    res.status(201).json(
      await viaProvider(() =>
        refundPayment(db, provider, {
          paymentId: param(req, "paymentId"),
          body: req.body,
          adminId: adminOf(res),
        }),
      ),
    );
  });
};
