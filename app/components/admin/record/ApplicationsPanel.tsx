import { Link } from "react-router";
import { formatDate } from "#app/lib/dates.ts";
import { enrollments } from "#server/admin/sections/enrollments.ts";
import { type ApplicationSummary, recordHref } from "#server/admin/sections/shape.ts";

/** A student's applications, each linked to its enrolment record. */
export function ApplicationsPanel({ applications }: { applications: readonly ApplicationSummary[] }) {
  return (
    <section aria-labelledby="apps-heading" className="mt-8">
      <h2 id="apps-heading" className="text-lg font-semibold text-slate-900">
        Applications
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {applications.map((a) => (
          <li key={a.id}>
            <Link to={recordHref(enrollments, a.id)} className="text-brand-700 underline">
              {a.course}
            </Link>{" "}
            · <span className="capitalize">{a.status}</span> · {formatDate(a.createdAt)}
          </li>
        ))}
        {applications.length === 0 ? <li className="text-slate-600">No applications.</li> : null}
      </ul>
    </section>
  );
}
