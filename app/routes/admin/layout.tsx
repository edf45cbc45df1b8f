import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, Link, Outlet, useRevalidator } from "react-router";
import { adminEventNames } from "#server/events/names.ts";
import { waitingConversations } from "#server/chat/work-queue.ts";
import { SearchDialog } from "#app/components/admin/SearchDialog.tsx";
import { Sidebar } from "#app/components/admin/Sidebar.tsx";
import { AdminTopBar } from "#app/components/admin/TopBar.tsx";
import { requireAdminAccess } from "#app/lib/admin.server.ts";
import type { Route } from "./+types/layout";

// The back-office is an application: it hydrates (no `hydrate: false` handle here).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, access } = await requireAdminAccess(request, context);
  // The names come from the token (spec §3), so a profile rename shows once the new token is set.
  const { id, firstName, lastName } = session.payload;
  // The role decides which sidebar entries show (the server refuses the rest anyway).
  return {
    admin: { id, name: `${firstName} ${lastName}`, role: access.role },
    waiting: await waitingConversations(context.db),
  };
}

/**
 * The back-office follows the live events (issue 35): each one (a visitor's message, a request
 * for a person, a new application, a follow-up come due) reloads the page's data, at most once a
 * second, so lists, conversation pages and the sidebar's badge update by themselves. The browser
 * reconnects a dropped stream on its own.
 */
const LIVE_CONNECT_DELAY_MS = 1_500;

function useLiveUpdates() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void revalidate.current();
      }, 300);
    };
    // Connected once the page has settled, so the page's own load (and tools that wait for the
    // network to go quiet) is not held open by the stream.
    const connect = setTimeout(() => {
      source = new EventSource("/api/admin/events");
      for (const name of adminEventNames) source.addEventListener(name, reload);
    }, LIVE_CONNECT_DELAY_MS);
    return () => {
      clearTimeout(connect);
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  useLiveUpdates();
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" className="skip-link rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow">
        Skip to content
      </a>
      <Sidebar
        role={loaderData.admin.role}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        waiting={loaderData.waiting}
      />
      <div className="md:pl-64">
        <AdminTopBar
          name={loaderData.admin.name}
          onOpenMenu={() => setMenuOpen(true)}
          onOpenSearch={() => setSearchOpen(true)}
        />
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6">
          <Outlet />
        </main>
      </div>
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? status === 404
      ? "Sorry, we couldn't find the page you're looking for."
      : error.statusText
    : "Something went wrong on our side.";
  const heading =
    status === 404 ? "Page not found" : status === 403 ? "No access" : "Unexpected Application Error!";
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <title>{`${status} | Admin`}</title>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold">{status}</span> {message}
      </p>
      <Link className="mt-8 inline-block text-brand-700 underline" to="/admin/dashboard">
        Back to the dashboard
      </Link>
    </main>
  );
}
