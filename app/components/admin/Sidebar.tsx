import { Link, useLocation } from "react-router";
import { sections, sidebarOrder } from "#server/admin/sections/index.ts";

interface Entry {
  label: string;
  href: string;
  /** The record pages' prefix, when it is not the list's (/admin/enrollment/…). */
  also?: string;
}

/** The dashboard, then the sections in the spec's order, from their definitions. */
const sidebarEntries: Entry[] = [
  { label: "Dashboard", href: "/admin/dashboard" },
  ...sidebarOrder.map((key) => {
    const { labels, list, record } = sections[key];
    return { label: labels.nav, href: list, also: record?.path.replace(":id", "") };
  }),
];

function isActive(pathname: string, entry: Entry): boolean {
  const path = pathname.toLowerCase();
  if (path === entry.href || path.startsWith(`${entry.href}/`)) return true;
  return entry.also !== undefined && path.startsWith(entry.also);
}

/** The nine back-office sections, the current one highlighted by path. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {sidebarEntries.map((entry) => {
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Fixed on md and up; below md a slide-in panel opened from the top bar. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <>
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto bg-slate-900 px-4 py-6 md:block">
        <p className="mb-6 px-3 text-lg font-bold text-white">Harbourline Admin</p>
        <SidebarNav />
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
          <SidebarNav onNavigate={onClose} />
        </div>
      </div>
    </>
  );
}
