import { NavLink } from "react-router";

const tabs = [
  { to: "/admin/consultations", label: "Requests", end: true },
  { to: "/admin/consultations/agenda", label: "Agenda", end: false },
  { to: "/admin/consultations/availability", label: "Availability", end: false },
];

/** The Consultations section's pages: the request list, the agenda of bookings, the hours. */
export function ConsultationsNav() {
  return (
    <nav aria-label="Consultations" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-4">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `inline-block border-b-2 px-1 py-2 text-sm font-semibold ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
