import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { AuditTrail } from "#app/components/admin/AuditTrail.tsx";
import { ChatHtml } from "#app/components/admin/ChatHtml.tsx";
import { RecordForm } from "#app/components/admin/RecordForm.tsx";
import { type SectionKey, sectionOfPath, sectionUi } from "#app/components/admin/sections.ts";
import { formatDate } from "#app/lib/dates.ts";
import { Avatar } from "#app/components/ui/Avatar.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import {
  type ActionResult,
  asResult,
  formValues,
  renamedSessionCookie,
  requireAdmin,
} from "#app/lib/admin.server.ts";
import { canonicalProgramName } from "#content/programs.ts";
import { reissueToken } from "#server/accounts/sessions.ts";
import { auditOf } from "#server/admin/audit.ts";
import { sanitizeChatHtml } from "#server/admin/chat-html.ts";
import { changeEnrolmentStatus } from "#server/admin/enrolment-status.ts";
import { getDetail, isEditable, updateRecord } from "#server/admin/records.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Route } from "./+types/detail";

function sectionOf(request: Request): SectionKey {
  const key = sectionOfPath(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  return key;
}

async function detailOr404(db: Parameters<typeof getDetail>[0], key: SectionKey, id: string) {
  try {
    return await getDetail(db, key, id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw data(null, { status: 404, statusText: error.message });
    throw error;
  }
}

/** One module serves every record page; the URL says which list it belongs to. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const key = sectionOf(request);
  const record = await detailOr404(context.db, key, params.id);
  if (typeof record.course === "string") record.course = canonicalProgramName(record.course) ?? record.course;
  if (Array.isArray(record.chats))
    record.chats = list<{ content: string }>(record.chats).map((c) => ({
      ...c,
      content: sanitizeChatHtml(c.content),
    }));
  return { key, record, audit: await auditOf(context.db, key, record.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const key = sectionOf(request);
  const form = await formValues(request);
  if (form.intent === "status" && key === "enrollments") {
    return asResult(() =>
      changeEnrolmentStatus(context.db, {
        id: params.id,
        body: { status: form.status },
        adminId: session.account.id,
      }),
    );
  }
  if (form.intent !== "save" || !isEditable(key))
    return { ok: false, message: "This record cannot be edited" };
  const result: ActionResult = await asResult(() =>
    updateRecord(context.db, key, params.id, form, session.account.id),
  );
  // An admin renaming themselves here gets a re-signed token, so the top bar follows.
  if (result.ok && key === "admins" && params.id.toLowerCase() === session.account.id) {
    const token = reissueToken(context.config.sessionSecret, session.payload, {
      firstName: form.firstName!.trim(),
      lastName: form.lastName!.trim(),
    });
    return data(result, { headers: { "Set-Cookie": renamedSessionCookie(context, session, token) } });
  }
  return result;
}

const readOnly: Record<string, [string, string][]> = {
  contacts: [
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["email", "Email"],
    ["mobile", "Mobile"],
    ["message", "Message"],
  ],
  visitors: [
    ["id", "Id"],
    ["name", "Name"],
    ["email", "Email"],
    ["mobile", "Mobile"],
    ["ip", "IP address"],
    ["browser", "Browser"],
    ["createdAt", "First seen"],
  ],
};

/** A list field of the record (nextStatuses, statusHistory, enrolments, chats). */
function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export default function AdminDetail({ loaderData }: Route.ComponentProps) {
  const { key, audit } = loaderData;
  const record = loaderData.record as unknown as Record<string, unknown>;
  const ui = sectionUi[key];
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const { toast, dismiss } = useResultToast(actionData);
  const name = `${str(record.firstName)} ${str(record.lastName)}`.trim();
  const title = key === "visitors" ? "Visitor" : name;
  const statusPending = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";

  return (
    <>
      <title>{`${title} | ${ui.heading} | Admin`}</title>
      <p className="text-sm">
        <Link to={ui.listPath} className="text-brand-700 underline">
          {ui.heading}
        </Link>
      </p>
      <div className="mt-2 flex items-center gap-4">
        {key !== "visitors" ? <Avatar name={name} seed={str(record.email)} /> : null}
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">Created {formatDate(str(record.createdAt), true)}</p>
        </div>
      </div>

      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {ui.fields && ui.schema ? (
          <RecordForm
            fields={ui.fields}
            values={record}
            schema={ui.schema}
            serverErrors={actionData?.ok === false ? actionData.errors : undefined}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {(readOnly[key] ?? []).map(([field, label]) => (
              <div key={field} className={field === "message" || field === "browser" ? "sm:col-span-2" : ""}>
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">
                  {field === "createdAt" ? formatDate(str(record[field]), true) : str(record[field]) || "—"}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {key === "enrollments" ? (
        <section
          aria-labelledby="status-heading"
          className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
            Application status
          </h2>
          <p className="mt-1">
            Current status:{" "}
            <span data-status className="rounded-full bg-slate-100 px-2 py-1 text-sm font-medium capitalize">
              {str(record.status)}
            </span>
          </p>
          {list<string>(record.nextStatuses).length > 0 ? (
            <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="status" />
              <div>
                <label htmlFor="new-status" className="block text-sm font-medium text-slate-800">
                  New status
                </label>
                <select
                  id="new-status"
                  name="status"
                  className="mt-1 rounded-md border border-slate-300 px-3 py-2"
                >
                  {list<string>(record.nextStatuses).map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" pending={statusPending}>
                Change status
              </Button>
              <p className="w-full text-sm text-slate-600">The applicant is e-mailed about each change.</p>
            </Form>
          ) : (
            <p className="mt-2 text-sm text-slate-600">This status is final.</p>
          )}
          <h3 className="mt-6 font-semibold text-slate-900">Status history</h3>
          <ol className="mt-2 space-y-1 text-sm" data-status-history>
            {(
              record.statusHistory as {
                id: string;
                fromStatus: string;
                toStatus: string;
                adminName: string | null;
                createdAt: string;
              }[]
            ).map((h) => (
              <li key={h.id}>
                {h.fromStatus} → {h.toStatus} by {h.adminName ?? "a deleted admin"} on{" "}
                {formatDate(h.createdAt, true)}
              </li>
            ))}
            {list<unknown>(record.statusHistory).length === 0 ? (
              <li className="text-slate-600">Received; not changed yet.</li>
            ) : null}
          </ol>
        </section>
      ) : null}

      {key === "students" ? (
        <section aria-labelledby="apps-heading" className="mt-8">
          <h2 id="apps-heading" className="text-lg font-semibold text-slate-900">
            Applications
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {list<{ id: string; course: string; status: string; createdAt: string }>(record.enrolments).map(
              (e) => (
                <li key={e.id}>
                  <Link to={`/admin/enrollment/${e.id}`} className="text-brand-700 underline">
                    {e.course}
                  </Link>{" "}
                  · <span className="capitalize">{e.status}</span> · {formatDate(e.createdAt)}
                </li>
              ),
            )}
            {list<unknown>(record.enrolments).length === 0 ? (
              <li className="text-slate-600">No applications.</li>
            ) : null}
          </ul>
        </section>
      ) : null}

      {key === "visitors" ? (
        <section id="chat-history" aria-labelledby="chats-heading" className="mt-8">
          <h2 id="chats-heading" className="text-lg font-semibold text-slate-900">
            Chat history
          </h2>
          <ol className="mt-3 space-y-3">
            {list<{ id: string; type: string; content: string; createdAt: string }>(record.chats).map((c) => (
              <li
                key={c.id}
                className={`max-w-2xl rounded-lg p-3 text-sm ${c.type === "client" ? "bg-brand-50" : "ml-auto bg-white border border-slate-200"}`}
              >
                <p className="text-xs font-medium text-slate-600">
                  {c.type === "client" ? "Visitor" : "Assistant"} · {formatDate(c.createdAt, true)}
                </p>
                <ChatHtml html={c.content} className="mt-1 text-slate-900" />
              </li>
            ))}
            {list<unknown>(record.chats).length === 0 ? (
              <li className="text-sm text-slate-600">No chats.</li>
            ) : null}
          </ol>
        </section>
      ) : null}

      <AuditTrail entries={audit} />
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
