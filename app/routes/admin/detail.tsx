import { data, useActionData } from "react-router";
import { adminAccessAction } from "#app/lib/admin-access-action.server.ts";
import { AuditTrail } from "#app/components/admin/AuditTrail.tsx";
import { RecordForm } from "#app/components/admin/RecordForm.tsx";
import { ReadOnlyFields } from "#app/components/admin/record/ReadOnlyFields.tsx";
import { RecordHeader } from "#app/components/admin/record/RecordHeader.tsx";
import { RecordPanels } from "#app/components/admin/record/RecordPanels.tsx";
import { SourcePanel } from "#app/components/admin/record/SourcePanel.tsx";
import { WorkPanel } from "#app/components/admin/record/WorkPanel.tsx";
import { recordWork, recordWorkAction } from "#server/followups/record-work.ts";
import { PaymentsPanel } from "#app/components/admin/record/PaymentsPanel.tsx";
import { todayIn } from "#server/intakes/labels.ts";
import { refundFromForm, transferFromForm } from "#server/payments/page-actions.ts";
import { stripeProvider } from "#server/payments/provider.ts";
import { enrolmentPaymentsPanel } from "#server/payments/record-view.ts";
import { recordSectionOf } from "#app/components/admin/record/types.ts";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, fieldsOf, reloadAfterRefusal, summaryOf } from "#app/lib/form-result.ts";
import { orErrorPage, pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { reissuedSessionCookie } from "#server/accounts/session-cookies.ts";
import { reissueToken } from "#server/accounts/sessions.ts";
import { changeEnrolmentStatus, previewStatusChange } from "#server/admin/enrolment-status.ts";
import { recordPage } from "#server/admin/pages.ts";
import { updateRecord } from "#server/admin/records.ts";
import { type SectionKey, sectionOfPath } from "#server/admin/sections/index.ts";
import { forbidden } from "#server/domain/errors.ts";
import { publishedContent } from "#server/content/published.ts";
import { termsVersionHref } from "#forms/content/terms-version.ts";
import type { Route } from "./+types/detail";

function sectionOf(request: Request): SectionKey {
  const key = sectionOfPath(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  return key;
}

/** One module serves every record page; the URL says which list it belongs to. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const key = sectionOf(request);
  const page = await orErrorPage(recordPage(context.db, key, params.id));
  // Step two of a status change (?status= from the panel's first form): the mail to confirm.
  const chosen = new URL(request.url).searchParams.get("status");
  const statusPreview =
    key === "enrollments" && chosen
      ? await previewStatusChange(context.db, { id: params.id, status: chosen })
      : null;
  const zone = context.config.businessTimeZone;
  const work = await recordWork(context.db, zone, key, page.record);
  // An enrolment's money (issue 34): its schedule, payments, invoice and receipts.
  const money =
    key === "enrollments" ? await enrolmentPaymentsPanel(context.db, page.record.id, todayIn(zone)) : null;
  return {
    ...page,
    statusPreview,
    work,
    money,
    today: todayIn(zone),
    courseOptions: await courseOptionsOf(context.db, page.record),
  };
}

/**
 * The course select's options (issue 32): the published programs, and the record's own course
 * when it names one no longer published, so an old record keeps the name it was filed with.
 */
async function courseOptionsOf(db: Route.LoaderArgs["context"]["db"], record: unknown): Promise<string[]> {
  const names = (await publishedContent(db)).programs.map((p) => p.name);
  const own = (record as { course?: unknown }).course;
  return typeof own === "string" && own && !names.includes(own) ? [...names, own] : names;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const key = sectionOf(request);
  const form = (await readForm(request)).fields;
  // A refused status change (a full intake: 409) answers as the status form's, so its dialog shows it.
  if (form.intent === "status" && key === "enrollments")
    return pageAction(
      async () => {
        const { message } = await changeEnrolmentStatus(context.db, {
          id: params.id,
          body: { status: form.status, ...(form.overCapacity === "true" ? { overCapacity: true } : {}) },
          adminId: session.account.id,
          offers: context.config,
        });
        return done(message);
      },
      { form: "status" },
    );
  // Money on the enrolment (issue 34): a bank transfer received, or a refund of a payment.
  if (key === "enrollments" && (form.intent === "transfer" || form.intent === "refund"))
    return pageAction(
      async () => {
        const by = session.account.id;
        if (form.intent === "transfer")
          return done((await transferFromForm(context.db, params.id, form, by)).message, { form: "money" });
        const provider = context.config.stripe ? stripeProvider(context.config.stripe) : undefined;
        return done((await refundFromForm(context.db, provider, form, by)).message, { form: "money" });
      },
      { form: "money" },
    );
  return pageAction(async () => {
    // A staff member's day (issue 35): give the record to someone, or plan its next step.
    const zone = context.config.businessTimeZone;
    const worked = await recordWorkAction(context.db, zone, key, params.id, form, session.account.id);
    if (worked) return done(worked);
    if (key === "admins" && (form.intent === "role" || form.intent === "reset-two-factor"))
      return done(await adminAccessAction(context.db, params.id, form, session.account.id));
    if (form.intent !== "save") throw forbidden("This record cannot be edited");
    const { message } = await updateRecord(context.db, key, params.id, form, session.account.id);
    // An admin renaming themselves here gets a re-signed token, so the top bar follows.
    if (key !== "admins" || params.id.toLowerCase() !== session.account.id) return done(message);
    const token = reissueToken(context.config.sessionSecret, session.payload, {
      firstName: form.firstName!.trim(),
      lastName: form.lastName!.trim(),
    });
    const cookie = reissuedSessionCookie(context.config, "admin", session, token);
    return data(done(message), { headers: { "Set-Cookie": cookie } });
  });
}

export const shouldRevalidate = reloadAfterRefusal;

/** The enrolment terms an application accepted (issue 32), with a link to that version's text. */
function TermsAccepted({ version }: { version: number }) {
  return (
    <section
      aria-labelledby="terms-accepted-heading"
      data-terms-version
      className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="terms-accepted-heading" className="text-base font-semibold text-slate-900">
        Enrolment terms accepted
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        The applicant accepted{" "}
        <a
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          href={termsVersionHref(version)}
          target="_blank"
          rel="noreferrer"
        >
          version {version} of the enrolment terms
        </a>
        . Publishing new terms does not change it.
      </p>
    </section>
  );
}

export default function AdminDetail({ loaderData }: Route.ComponentProps) {
  const { record, audit } = loaderData;
  const section = recordSectionOf(loaderData.key);
  const basePage = section.record;
  // The course select lists the published programs the loader read (issue 32).
  const page = {
    ...basePage,
    fields: basePage.fields.map((f) =>
      (f.name as string) === "course" && "options" in f
        ? { ...f, options: loaderData.courseOptions.map((value) => ({ value, label: value })) }
        : f,
    ),
  } as typeof basePage;
  const actionData = useActionData() as FormResult | undefined;
  const { toast, dismiss } = useResultToast(actionData);
  const title = page.title(record);
  const values = record as Record<string, unknown>;

  return (
    <>
      <title>{`${title} | ${section.labels.heading} | Admin`}</title>
      <RecordHeader
        heading={section.labels.heading}
        listPath={section.list}
        title={title}
        createdAt={record.createdAt}
        avatarSeed={page.avatar ? String(values.email ?? "") : undefined}
      />
      <RecordPanels
        place="above"
        panels={page.panels}
        record={record}
        statusPreview={loaderData.statusPreview}
        statusFailure={
          actionData && !actionData.ok && actionData.form === "status" ? summaryOf(actionData) : undefined
        }
      />
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {page.kind === "form" ? (
          <RecordForm
            fields={page.fields}
            values={values}
            schema={page.schema}
            serverErrors={fieldsOf(actionData)}
          />
        ) : (
          <ReadOnlyFields fields={page.fields} values={values} />
        )}
      </section>
      {loaderData.money ? (
        <PaymentsPanel
          payments={loaderData.money}
          today={loaderData.today}
          done={actionData?.ok && actionData.form === "money" ? actionData.message : undefined}
          failure={
            actionData && !actionData.ok && actionData.form === "money" ? summaryOf(actionData) : undefined
          }
        />
      ) : null}
      {typeof values.termsVersion === "number" ? <TermsAccepted version={values.termsVersion} /> : null}
      {loaderData.work ? <WorkPanel work={loaderData.work} /> : null}
      {values.source && typeof values.source === "object" ? <SourcePanel source={values.source} /> : null}
      <RecordPanels place="below" panels={page.panels} record={record} />
      <AuditTrail entries={audit} />
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
