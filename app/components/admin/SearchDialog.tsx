import { useEffect, useState } from "react";
import { personHref } from "#server/people/identity.ts";
import { Link } from "react-router";
import { Avatar } from "#app/components/ui/Avatar.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";

interface Hit {
  kind: string;
  id: string;
  name: string;
  email: string;
  href: string;
}

/** Searches people by name or e-mail across every list (GET /api/admin/search), as you type. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (query.trim().length < 2) {
      setHits(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/admin/search?q=${encodeURIComponent(query.trim())}`, {
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(String(res.status));
        setHits(((await res.json()) as { data: Hit[] }).data);
        setFailed(false);
      } catch (error) {
        if ((error as Error).name !== "AbortError") setFailed(true);
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const close = () => {
    setQuery("");
    setHits(null);
    onClose();
  };

  return (
    <Dialog open={open} title="Search people" onClose={close}>
      <label htmlFor="admin-search" className="sr-only">
        Name or e-mail
      </label>
      <input
        id="admin-search"
        type="search"
        autoFocus
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Name or e-mail"
        className="block w-full rounded-md border border-slate-300 px-3 py-2"
      />
      <div aria-live="polite" className="mt-3 max-h-96 overflow-y-auto">
        {failed ? <p className="text-sm text-red-700">Search failed. Please try again.</p> : null}
        {hits && hits.length === 0 ? <p className="text-sm text-slate-700">No people found.</p> : null}
        {hits && hits.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <div className="flex items-center gap-2">
                  <Link
                    to={hit.href}
                    onClick={close}
                    className="flex min-w-0 flex-1 items-center gap-3 rounded px-2 py-2 hover:bg-slate-50"
                  >
                    <Avatar name={hit.name} size={40} seed={hit.email} />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{hit.name}</span>
                      <span className="block truncate text-sm text-slate-600">
                        {hit.email} · {hit.kind}
                      </span>
                    </span>
                  </Link>
                  {/* The whole person: every record and message (docs/decisions/0083). */}
                  <Link
                    to={personHref(hit.email)}
                    onClick={close}
                    aria-label={`Person page: ${hit.email}`}
                    className="shrink-0 rounded px-2 py-1 text-sm text-brand-700 underline"
                  >
                    Person
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        {/* Everyone the site holds an e-mail for, one row per person (docs/decisions/0083). */}
        <Link
          to={query.trim() ? `/admin/people?search=${encodeURIComponent(query.trim())}` : "/admin/people"}
          onClick={close}
          className="text-sm text-brand-700 underline"
        >
          All people
        </Link>
        <button
          type="button"
          onClick={close}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm"
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
