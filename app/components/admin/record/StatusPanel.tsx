import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { StatusBadge } from "#app/components/portal/StatusBadge.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { statusLabel } from "#app/lib/status-labels.ts";
import type { StatusChangePreview } from "#server/admin/enrolment-status.ts";
import type { ApplicationIntake, ApplicationOffer, StatusPanelData } from "#server/admin/sections/shape.ts";

/**
 * An application's status: change it in two steps, and who changed it when. Choosing a status
 * (a GET to this page with ?status=) opens a confirmation showing the e-mail the applicant will
 * get; only confirming it (a POST) changes anything. Both steps work without JavaScript.
 */
export function StatusPanel({
  status,
  preview,
  failure,
}: {
  status: StatusPanelData;
  preview?: StatusChangePreview | null;
  failure?: string;
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
      {status.intake ? <IntakeSummary intake={status.intake} offers={status.offers ?? []} /> : null}
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
      {preview ? (
        <ConfirmStatusChange
          preview={preview}
          from={status.current}
          pathname={pathname}
          failure={failure}
          intake={takesSeat(status.current, preview.to) ? (status.intake ?? null) : null}
        />
      ) : null}
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

const holdsSeat = (status: string) => status === "accepted" || status === "enrolled";
/** Whether moving from `from` to `to` takes a seat of the application's intake. */
const takesSeat = (from: string, to: string) => !holdsSeat(from) && holdsSeat(to);

const offerStates: Record<string, string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** The intake the application is for, its seats left, and the waitlist offers made to it. */
function IntakeSummary({
  intake,
  offers,
}: {
  intake: ApplicationIntake;
  offers: readonly ApplicationOffer[];
}) {
  const seats = intake.seatsLeft <= 0 ? "Full" : `${intake.seatsLeft} of ${intake.capacity} seats left`;
  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm" data-intake>
      <h3 className="font-semibold text-slate-900">Intake</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-slate-700">Course</dt>
        <dd>{intake.course}</dd>
        <dt className="font-medium text-slate-700">Starts</dt>
        <dd>
          <time dateTime={intake.startDate}>{intake.startText}</time>
          {intake.status === "open" ? null : ` (${intake.status})`}
        </dd>
        <dt className="font-medium text-slate-700">Seats</dt>
        <dd data-seats-left>{seats}</dd>
      </dl>
      {offers.length > 0 ? (
        <>
          <h4 className="mt-3 font-semibold text-slate-900">Waitlist offers</h4>
          <ul className="mt-1 space-y-1" data-offers>
            {offers.map((offer) => (
              <li key={offer.id}>
                {offerStates[offer.status] ?? offer.status}
                {offer.status === "pending" ? (
                  <>
                    {" "}
                    — expires <time dateTime={offer.expiresAt}>{formatDate(offer.expiresAt, true)}</time>
                  </>
                ) : offer.decidedAt ? (
                  <>
                    {" "}
                    on <time dateTime={offer.decidedAt}>{formatDate(offer.decidedAt, true)}</time>
                  </>
                ) : offer.status === "expired" ? (
                  <>
                    {" "}
                    on <time dateTime={offer.expiresAt}>{formatDate(offer.expiresAt, true)}</time>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
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
  intake,
  failure,
}: {
  preview: StatusChangePreview;
  from: string;
  pathname: string;
  /** Why confirming was refused (a full intake): the dialog stays open and says so. */
  failure?: string;
  /** The intake whose seat this change takes, if any: then the admin may choose to go over capacity. */
  intake: ApplicationIntake | null;
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
      {failure ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {/* Posted to the dialog's own URL: if the change is refused, the page shows the dialog again. */}
      <Form
        method="post"
        action={`${pathname}?status=${encodeURIComponent(preview.to)}`}
        className="mt-4 flex flex-wrap gap-3"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={preview.to} />
        {intake ? (
          <div className="w-full">
            <p className="text-sm text-slate-700">
              Intake starting {intake.startText}:{" "}
              {intake.seatsLeft <= 0
                ? "no seats left"
                : `${intake.seatsLeft} of ${intake.capacity} seats left`}
              .
            </p>
            <label className="mt-2 flex min-h-11 items-center gap-2 text-sm font-medium text-slate-900">
              <input type="checkbox" name="overCapacity" value="true" className="size-5" />
              Go over capacity (accept even if the intake is full)
            </label>
          </div>
        ) : null}
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
