import { Form, Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import type { BulkChoice, BulkConfirmation } from "#server/admin/bulk-page.ts";

/** The id of the form the row checkboxes belong to (they sit in the table, outside it). */
export const bulkFormId = "bulk-form";

/**
 * What to do with the ticked rows (issue 35): one select (change status, assign, delete) and
 * Apply, plus "Export selected", which downloads the ticked rows' CSV. A document form: without
 * JavaScript it posts like any form, and the export's GET goes straight to the CSV download.
 */
export function BulkBar({
  choices,
  exportAction,
  error,
}: {
  choices: BulkChoice[];
  /** The list's CSV export (GET /api/admin/export/{section}); the ticked ids go with it. */
  exportAction: string;
  error?: string;
}) {
  return (
    <Form
      id={bulkFormId}
      method="post"
      reloadDocument
      className="mt-4 flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
      aria-label="Bulk actions"
      data-bulk-bar
    >
      <input type="hidden" name="intent" value="bulk" />
      <label className="text-sm font-medium text-slate-700">
        With the ticked rows
        <select
          name="do"
          defaultValue=""
          className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="">Choose an action…</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <Button
        type="submit"
        variant="secondary"
        formMethod="get"
        formAction={exportAction}
        name="export"
        value="1"
      >
        Export selected
      </Button>
      {error ? (
        <p className="w-full text-sm text-red-700" role="alert" data-bulk-error>
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** "Delete 3 conversations?": the one confirmation a bulk delete asks, as its own small form. */
export function BulkConfirm({ confirm }: { confirm: BulkConfirmation }) {
  const location = useLocation();
  return (
    <section
      role="alertdialog"
      aria-labelledby="bulk-confirm-heading"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
      data-bulk-confirm
    >
      <h2 id="bulk-confirm-heading" className="font-semibold text-red-900">
        {confirm.question}
      </h2>
      <p className="mt-1 text-sm text-red-900">This cannot be undone.</p>
      <Form method="post" reloadDocument className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="do" value="delete" />
        <input type="hidden" name="confirm" value="yes" />
        {confirm.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <Button type="submit" variant="danger">
          {confirm.button}
        </Button>
        <Link
          to={`${location.pathname}${location.search}`}
          reloadDocument
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold"
        >
          Cancel
        </Link>
      </Form>
    </section>
  );
}
