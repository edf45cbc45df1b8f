import { Form } from "react-router";
import { formatDay } from "#app/lib/dates.ts";

export interface WorkPanelData {
  assignable: boolean;
  assigneeId: string | null;
  staff: { id: string; name: string }[];
  followUps: { id: string; dueOn: string; note: string; assignee: string | null }[];
  today: string;
}

const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const button = "rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800";

/** The labelled `assigneeId` choice of a staff member; the empty value (`empty` names it) comes first. */
function StaffChoice({
  label,
  staff,
  empty,
  defaultValue,
}: {
  label: string;
  staff: WorkPanelData["staff"];
  empty: string;
  defaultValue: string;
}) {
  return (
    <label className="text-sm font-medium text-slate-700">
      {label}
      <select name="assigneeId" defaultValue={defaultValue} className={field}>
        <option value="">{empty}</option>
        {staff.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Who looks after the record and what happens next (issue 35): its assignee, its open
 * follow-ups, and a form for a new one. Plain form posts: they work without JavaScript.
 */
export function WorkPanel({ work }: { work: WorkPanelData }) {
  return (
    <section aria-labelledby="work-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="work-heading" className="text-base font-semibold text-slate-900">
        Follow-ups
      </h2>
      {work.assignable ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <StaffChoice
            label="Assigned to"
            staff={work.staff}
            empty="No one"
            defaultValue={work.assigneeId ?? ""}
          />
          <button type="submit" className={button}>
            Assign
          </button>
        </Form>
      ) : null}
      {work.followUps.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No open follow-ups.</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm" data-record-follow-ups>
          {work.followUps.map((f) => (
            <li key={f.id}>
              <span className={f.dueOn < work.today ? "font-semibold text-red-700" : undefined}>
                {f.dueOn < work.today ? "Overdue, due " : "Due "}
                <time dateTime={f.dueOn}>{formatDay(f.dueOn)}</time>
              </span>{" "}
              · {f.assignee ?? "Unassigned"}
              {f.note ? ` · ${f.note}` : ""}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr_auto_auto] sm:items-end">
        <input type="hidden" name="intent" value="follow-up" />
        <label className="text-sm font-medium text-slate-700">
          Due on
          <input type="date" name="dueOn" required defaultValue={work.today} className={field} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Note
          <input type="text" name="note" maxLength={2000} className={field} />
        </label>
        <StaffChoice label="For" staff={work.staff} empty="Me" defaultValue="" />
        <button type="submit" className={button}>
          Add follow-up
        </button>
      </Form>
    </section>
  );
}
