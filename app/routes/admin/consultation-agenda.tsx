import { Link } from "react-router";
import { ConsultationsNav } from "#app/components/admin/ConsultationsNav.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { upcomingAgenda } from "#server/consultations/agenda.ts";
import type { Route } from "./+types/consultation-agenda";

/** The agenda of upcoming consultation calls, in the business time zone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const zone = context.config.businessTimeZone;
  return { zone, days: await upcomingAgenda(context.db, zone, new Date()) };
}

export default function ConsultationAgenda({ loaderData }: Route.ComponentProps) {
  const { zone, days } = loaderData;
  return (
    <>
      <title>Consultation agenda | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Consultations</h1>
      <p className="mt-1 mb-4 text-slate-700">{`Upcoming booked calls. Times are in ${zone}.`}</p>
      <ConsultationsNav />
      {days.length === 0 ? (
        <p className="text-slate-700">No upcoming calls are booked.</p>
      ) : (
        <div className="space-y-8">
          {days.map((day) => (
            <section key={day.date} aria-labelledby={`day-${day.date}`}>
              <h2 id={`day-${day.date}`} className="text-lg font-semibold text-slate-900">
                {day.label}
              </h2>
              <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {day.bookings.map((b) => (
                  <li key={b.id} className="flex flex-wrap items-baseline gap-x-6 gap-y-1 p-4">
                    <span className="w-36 font-semibold text-slate-900">{`${b.time} – ${b.end}`}</span>
                    <span className="min-w-48 flex-1">
                      <Link
                        to={`/admin/consultations/${b.id}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {b.name}
                      </Link>
                      <span className="block text-sm text-slate-600">{`${b.company} · ${b.service}`}</span>
                    </span>
                    <span className="text-sm text-slate-700">
                      <a className="underline" href={`mailto:${b.email}`}>
                        {b.email}
                      </a>
                      <span className="block">{b.phone}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
