import { Link } from "react-router";
import { DateTime } from "luxon";
import { FunnelChart } from "#app/components/admin/FunnelChart.tsx";
import { LeadsChart } from "#app/components/admin/LeadsChart.tsx";
import { businessToday } from "#server/followups/followups.ts";
import { funnelReport } from "#server/reports/funnel.ts";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { statusLabel } from "#app/lib/status-labels.ts";
import { applicationsWaiting, dashboardStats, statLists, weeklyLeads } from "#server/admin/stats.ts";
import { unansweredReport } from "#server/chat/unanswered.ts";
import { workQueue } from "#server/chat/work-queue.ts";
import { UnansweredList } from "#app/components/admin/UnansweredList.tsx";
import { todayIn } from "#server/intakes/labels.ts";
import { formatCents } from "#server/payments/fees.ts";
import { moneyDue } from "#server/payments/views.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  // The funnel of the last 30 business days, per source (issue 35).
  const zone = context.config.businessTimeZone;
  const to = businessToday(zone);
  const from = DateTime.fromISO(to).minus({ days: 29 }).toISODate()!;
  const funnelQuery = { from, to, groupBy: "source", format: "json" } as const;
  const [stats, waiting, leads, queue, unanswered, money, funnel] = await Promise.all([
    dashboardStats(context.db),
    applicationsWaiting(context.db),
    weeklyLeads(context.db),
    workQueue(context.db),
    unansweredReport(context.db, 5),
    moneyDue(context.db, todayIn(context.config.businessTimeZone)),
    funnelReport(context.db, funnelQuery, zone),
  ]);
  return {
    money: { week: formatCents(money.dueThisWeekCents), overdue: formatCents(money.overdueCents) },
    funnel,
    funnelRange: { from, to },
    queue,
    unanswered,
    stats: stats.map((item) => ({ ...item, href: statLists[item.id] })),
    waiting: waiting.map((item) => ({
      ...item,
      href: `/admin/enrollments?${new URLSearchParams({ status: item.status })}`,
    })),
    leads,
  };
}

const cardClass = "block rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
const linkClass = `${cardClass} hover:border-brand-700 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-700`;

/** A stat card: the whole card is the link to the list it counts (when there is one). */
function StatCard({
  id,
  name,
  value,
  href,
}: {
  id: string;
  name: string;
  value: number | string;
  href?: string;
}) {
  const body = (
    <>
      <dt className="text-sm font-medium text-slate-600">{name}</dt>
      <dd className="mt-2 text-3xl font-semibold text-slate-900">{value}</dd>
    </>
  );
  return (
    <div data-stat={id}>
      {href ? (
        <Link to={href} className={linkClass}>
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={cardClass}>{body}</dl>
      )}
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Admin Dashboard | Harbourline Tech</title>
      <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
      <h2 className="mt-6 text-lg font-semibold text-slate-800">Waiting for a person</h2>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-queue>
        {loaderData.queue.map((item) => (
          <StatCard
            key={item.id}
            id={`queue-${item.id}`}
            name={item.name}
            value={item.value}
            href={item.href}
          />
        ))}
      </div>
      {loaderData.queue[0]?.oldest?.length ? (
        <section className="mt-3" aria-labelledby="oldest-heading">
          <h3 id="oldest-heading" className="text-sm font-semibold text-slate-700">
            Oldest new applications not yet reviewed
          </h3>
          <ol className="mt-1 space-y-1 text-sm" data-oldest-applications>
            {loaderData.queue[0].oldest.map((a) => (
              <li key={a.href}>
                <Link to={a.href} className="text-brand-700 underline">
                  {a.label}
                </Link>{" "}
                <span className="text-slate-600">since {formatDate(a.at)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold text-slate-800">Applications waiting for you</h2>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-work-queue>
        {loaderData.waiting.map((item) => (
          <StatCard
            key={item.status}
            id={`status-${item.status}`}
            name={statusLabel(item.status)}
            value={item.value}
            href={item.href}
          />
        ))}
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-800">Money</h2>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-money>
        <StatCard
          id="money-due-week"
          name="Due this week"
          value={loaderData.money.week}
          href="/admin/payments?status=due"
        />
        <StatCard
          id="money-overdue"
          name="Overdue"
          value={loaderData.money.overdue}
          href="/admin/payments?status=overdue"
        />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-800">Latest stats</h2>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.stats.map((item) => (
          <StatCard key={item.id} {...item} />
        ))}
      </div>
      <section className="mt-8" aria-labelledby="unanswered-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="unanswered-heading" className="text-lg font-semibold text-slate-800">
            What the assistant could not answer
          </h2>
          <Link to="/admin/unanswered" className="text-sm text-brand-700 underline">
            See the whole report
          </Link>
        </div>
        <div className="mt-3">
          <UnansweredList groups={loaderData.unanswered} />
        </div>
      </section>
      <section
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="leads-heading"
      >
        <h2 id="leads-heading" className="text-lg font-semibold text-slate-800">
          New leads per week
        </h2>
        <div className="mt-4">
          <LeadsChart data={loaderData.leads} />
        </div>
      </section>
      <section
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="funnel-heading"
      >
        <h2 id="funnel-heading" className="text-lg font-semibold text-slate-800">
          Where applicants come from (last 30 days)
        </h2>
        <div className="mt-4">
          <FunnelChart
            rows={loaderData.funnel}
            csvHref={`/api/admin/reports/funnel?${new URLSearchParams({ ...loaderData.funnelRange, groupBy: "source", format: "csv" })}`}
          />
        </div>
      </section>
    </>
  );
}
