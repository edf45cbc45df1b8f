import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import type { StatusPanelData } from "#server/admin/sections/shape.ts";

/** An application's status: change it (the applicant is e-mailed), and who changed it when. */
export function StatusPanel({ status }: { status: StatusPanelData }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  return (
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
          {status.current}
        </span>
      </p>
      {status.next.length > 0 ? (
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
              {status.next.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" pending={pending}>
            Change status
          </Button>
          <p className="w-full text-sm text-slate-600">The applicant is e-mailed about each change.</p>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">This status is final.</p>
      )}
      <h3 className="mt-6 font-semibold text-slate-900">Status history</h3>
      <ol className="mt-2 space-y-1 text-sm" data-status-history>
        {status.history.map((h) => (
          <li key={h.id}>
            {h.fromStatus} → {h.toStatus} by {h.adminName ?? "a deleted admin"} on{" "}
            {formatDate(h.createdAt, true)}
          </li>
        ))}
        {status.history.length === 0 ? <li className="text-slate-600">Received; not changed yet.</li> : null}
      </ol>
    </section>
  );
}
