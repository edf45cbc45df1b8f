import { LeadsChart } from "#app/components/admin/LeadsChart.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { dashboardStats, weeklyLeads } from "#server/admin/stats.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [stats, leads] = await Promise.all([dashboardStats(context.db), weeklyLeads(context.db)]);
  return { stats, leads };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Admin Dashboard | Harbourline Tech</title>
      <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
      <h2 className="mt-6 text-lg font-semibold text-slate-800">Latest stats</h2>
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.stats.map((item) => (
          <div
            key={item.id}
            data-stat={item.id}
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">{item.name}</dt>
            <dd className="mt-2 text-3xl font-semibold text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
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
    </>
  );
}
