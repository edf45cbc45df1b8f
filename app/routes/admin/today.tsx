import { Form, Link, useActionData } from "react-router";
import { formatDay } from "#app/lib/dates.ts";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { staffDay } from "#content/staff-day.ts";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { followUpHref } from "#server/followups/digest.ts";
import { businessToday, completeFollowUp, listFollowUps } from "#server/followups/followups.ts";
import { DomainError } from "#server/domain/errors.ts";
import type { Route } from "./+types/today";

export const meta: Route.MetaFunction = () => [{ title: "Today | Harbourline Tech admin" }];

/**
 * A staff member's day (issue 35): their follow-ups due today and overdue, then the next few
 * days; `?assignee=all` shows everyone's, by assignee. Each can be marked done (a form post that
 * works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const everyone = new URL(request.url).searchParams.get("assignee") === "all";
  const asker = { adminId: session.account.id, zone: context.config.businessTimeZone };
  const assignee = everyone ? "all" : "me";
  const [due, upcoming] = await Promise.all([
    listFollowUps(context.db, { when: "due", assignee }, asker),
    listFollowUps(context.db, { when: "upcoming", assignee }, asker),
  ]);
  const link = (f: (typeof due)[number]) => ({ ...f, href: followUpHref(f.record.section, f.record.id) });
  return {
    everyone,
    today: businessToday(context.config.businessTimeZone),
    due: due.map(link),
    upcoming: upcoming.map(link),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    if (form.intent !== "done") throw new DomainError("invalid", ["Unknown action"]);
    await completeFollowUp(context.db, form.id ?? "", session.account.id);
    return done("Follow-up marked done. It is off your list.");
  });
}

type Item = Route.ComponentProps["loaderData"]["due"][number];

function FollowUpList({ items, empty, everyone }: { items: Item[]; empty: string; everyone: boolean }) {
  if (items.length === 0) return <p className="mt-2 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((f) => (
        <li key={f.id} id={`follow-up-${f.id}`} className="flex flex-wrap items-start gap-3 p-3">
          <div className="min-w-0 flex-1">
            <Link to={f.href} className="font-semibold text-brand-700 underline">
              {f.record.title}
            </Link>
            <p className="text-sm text-slate-700">
              <span className={f.overdue ? "font-semibold text-red-700" : undefined}>
                {f.overdue ? "Overdue, due " : "Due "}
                <time dateTime={f.dueOn}>{formatDay(f.dueOn)}</time>
              </span>
              {everyone ? ` · ${f.assignee ? f.assignee.name : "Unassigned"}` : null}
            </p>
            {f.note ? <p className="mt-1 text-sm break-words text-slate-900">{f.note}</p> : null}
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="done" />
            <input type="hidden" name="id" value={f.id} />
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Mark done<span className="sr-only">: {f.record.title}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export default function Today({ loaderData }: Route.ComponentProps) {
  const { everyone, today, due, upcoming } = loaderData;
  const { toast, dismiss } = useResultToast(useActionData() as FormResult | undefined);
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Today</h1>
      <p className="mt-1 text-slate-700">
        <time dateTime={today}>{formatDay(today)}</time> ·{" "}
        {everyone ? (
          <Link to="/admin/today" className="text-brand-700 underline">
            Show only mine
          </Link>
        ) : (
          <Link to="/admin/today?assignee=all" className="text-brand-700 underline">
            Show everyone's
          </Link>
        )}
      </p>
      <section aria-labelledby="due-heading" className="mt-6">
        <h2 id="due-heading" className="text-lg font-semibold text-slate-900">
          Due today and overdue ({due.length})
        </h2>
        <FollowUpList items={due} everyone={everyone} empty="Nothing is due. Well done." />
      </section>
      <section aria-labelledby="upcoming-heading" className="mt-8">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          Coming up ({upcoming.length})
        </h2>
        <FollowUpList
          items={upcoming}
          everyone={everyone}
          empty={`Nothing due in the next ${staffDay.upcomingDays} days.`}
        />
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
