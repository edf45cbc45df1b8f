import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { StatusBadge } from "#app/components/portal/StatusBadge.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { statusLabel } from "#app/lib/status-labels.ts";
import type { StatusChangePreview } from "#server/admin/enrolment-status.ts";
import type { StatusPanelData } from "#server/admin/sections/shape.ts";

/**
 * An application's status: change it in two steps, and who changed it when. Choosing a status
 * (a GET to this page with ?status=) opens a confirmation showing the e-mail the applicant will
 * get; only confirming it (a POST) changes anything. Both steps work without JavaScript.
 */
export function StatusPanel({
  status,
  preview,
}: {
  status: StatusPanelData;
  preview?: StatusChangePreview | null;
}) {
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="status-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
        Application status
      </h2>
      <p className="mt-1 flex items-center gap-2">
        Current status:{" "}
        <span data-status>
          <StatusBadge status={status.current} />
        </span>
      </p>
      {status.next.length > 0 ? (
        <Form method="get" action={pathname} className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="new-status" className="block text-sm font-medium text-slate-800">
              New status
            </label>
            <select
              id="new-status"
              name="status"
              required
              defaultValue=""
              // A fresh select after each change: it starts empty again, never on a leftover option.
              key={status.current}
              className="mt-1 min-h-11 rounded-md border border-slate-300 px-3 py-2"
            >
              <option value="">Choose a status…</option>
              {status.next.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">Change status</Button>
          <p className="w-full text-sm text-slate-600">
            You will see the e-mail the applicant gets before anything changes.
          </p>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">This status is final.</p>
      )}
      {preview ? <ConfirmStatusChange preview={preview} from={status.current} pathname={pathname} /> : null}
      <h3 className="mt-6 font-semibold text-slate-900">Status history</h3>
      <ol className="mt-2 space-y-1 text-sm" data-status-history>
        {status.history.map((h) => (
          <li key={h.id}>
            {h.fromStatus} → {h.toStatus} by {h.adminName ?? "a deleted admin"} on{" "}
            <time dateTime={h.createdAt}>{formatDate(h.createdAt, true)}</time>
          </li>
        ))}
        {status.history.length === 0 ? <li className="text-slate-600">Received; not changed yet.</li> : null}
      </ol>
    </section>
  );
}

/**
 * The confirmation step. Server-rendered as an open <dialog> (so it shows without JavaScript);
 * once hydrated it is reopened as a modal, which traps focus and closes on Escape.
 */
function ConfirmStatusChange({
  preview,
  from,
  pathname,
}: {
  preview: StatusChangePreview;
  from: string;
  pathname: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
  }, []);
  const cancel = () => navigate(pathname, { replace: true, preventScrollReset: true });
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="confirm-status-heading"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      className="relative z-50 mx-auto mt-4 w-[min(36rem,calc(100%-2rem))] rounded-lg border border-slate-300 bg-white p-6 shadow-xl backdrop:bg-slate-900/50 open:block"
    >
      <h2 id="confirm-status-heading" className="text-lg font-semibold text-slate-900">
        Change status to {statusLabel(preview.to)}?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        From <strong>{statusLabel(from)}</strong> to <strong>{statusLabel(preview.to)}</strong>. This e-mail
        goes to the applicant when you confirm:
      </p>
      <figure className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm" data-mail-preview>
        <figcaption className="space-y-0.5 text-slate-700">
          <p>
            <span className="font-medium">To:</span> {preview.email}
          </p>
          <p>
            <span className="font-medium">Subject:</span> {preview.subject}
          </p>
        </figcaption>
        <pre className="mt-3 font-sans whitespace-pre-wrap text-slate-900">{preview.text}</pre>
      </figure>
      <Form method="post" action={pathname} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={preview.to} />
        <Button type="submit" pending={pending}>
          Confirm and e-mail applicant
        </Button>
        <Link
          to={pathname}
          replace
          preventScrollReset
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </Form>
    </dialog>
  );
}
