import { Link, useLocation } from "react-router";
import { canUseAdminPath, type StaffRole } from "#server/accounts/roles.ts";
import { sections, sidebarOrder } from "#server/admin/sections/index.ts";

interface Entry {
  label: string;
  href: string;
  /** The record pages' prefix, when it is not the list's (/admin/enrollment/…). */
  also?: string;
}

/**
 * The dashboard, the sections in the spec's order (from their definitions), then Settings; each
 * shown only to a role that may use it (the section's `roles`, through server/accounts/roles.ts).
 */
const sidebarEntries: Entry[] = [
  { label: "Dashboard", href: "/admin/dashboard" },
  { label: "Today", href: "/admin/today" },
  ...sidebarOrder.map((key) => {
    const { labels, list, record } = sections[key];
    return { label: labels.nav, href: list, also: record?.path.replace(":id", "") };
  }),
  // Payments (issue 34): instalments due, overdue, paid and refunded; transfers and refunds.
  { label: "Payments", href: "/admin/payments" },
  // The site's content (issue 32): programs, services, people, FAQ, posts, pages, site details.
  { label: "Content", href: "/admin/content" },
  { label: "Settings", href: "/admin/settings" },
];

function isActive(pathname: string, entry: Entry): boolean {
  const path = pathname.toLowerCase();
  if (path === entry.href || path.startsWith(`${entry.href}/`)) return true;
  return entry.also !== undefined && path.startsWith(entry.also);
}

/** The back-office sections the role may use, the current one highlighted by path. */
export function SidebarNav({
  role,
  onNavigate,
  waiting = 0,
}: {
  role: StaffRole;
  onNavigate?: () => void;
  /** Conversations waiting for a person's reply (issue 35): a badge on the Conversations entry. */
  waiting?: number;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {sidebarEntries
          .filter((entry) => canUseAdminPath(role, "GET", entry.href))
          .map((entry) => {
            const active = isActive(pathname, entry);
            return (
              <li key={entry.href}>
                <Link
                  to={entry.href}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={`block rounded-md px-3 py-2 text-sm font-medium ${
                    active ? "bg-brand-700 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
                  }`}
                >
                  {entry.label}
                  {entry.href === sections.conversations.list && waiting > 0 ? (
                    <span
                      className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
                      data-waiting-badge
                    >
                      {waiting}
                      <span className="sr-only"> waiting for a reply</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

/** Fixed on md and up; below md a slide-in panel opened from the top bar. */
export function Sidebar({
  role,
  open,
  onClose,
  waiting,
}: {
  role: StaffRole;
  open: boolean;
  onClose: () => void;
  waiting?: number;
}) {
  return (
    <>
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto bg-slate-900 px-4 py-6 md:block">
        <p className="mb-6 px-3 text-lg font-bold text-white">Harbourline Admin</p>
        <SidebarNav role={role} waiting={waiting} />
      </aside>
      <div
        className={`fixed inset-0 z-40 md:hidden ${open ? "" : "pointer-events-none"}`}
        aria-hidden={!open}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label="Close menu"
          onClick={onClose}
          className={`absolute inset-0 bg-slate-900/60 transition-opacity ${open ? "opacity-100" : "opacity-0"}`}
        />
        <div
          id="admin-mobile-sidebar"
          inert={!open}
          className={`absolute inset-y-0 left-0 w-72 overflow-y-auto bg-slate-900 px-4 py-6 transition-transform ${
            open ? "translate-x-0" : "-translate-x-full"
          }`}
        >
          <div className="mb-6 flex items-center justify-between px-3">
            <p className="text-lg font-bold text-white">Harbourline Admin</p>
            <button
              type="button"
              onClick={onClose}
              className="rounded px-2 text-2xl leading-none text-white hover:bg-slate-800"
              aria-label="Close menu"
            >
              ×
            </button>
          </div>
          <SidebarNav role={role} onNavigate={onClose} waiting={waiting} />
        </div>
      </div>
    </>
  );
}
