import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Avatar } from "#app/components/ui/Avatar.tsx";

/** The top bar: menu opener (below md), search opener and the user menu with the admin's name. */
export function AdminTopBar({
  name,
  onOpenMenu,
  onOpenSearch,
}: {
  name: string;
  onOpenMenu: () => void;
  onOpenSearch: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu after each navigation
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  const item = "block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100";
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm md:hidden"
        aria-controls="admin-mobile-sidebar"
      >
        Menu
      </button>
      <button
        type="button"
        onClick={onOpenSearch}
        className="flex min-h-10 min-w-0 flex-1 items-center gap-2 whitespace-nowrap rounded-md border border-slate-300 px-3 text-left text-sm text-slate-600 hover:bg-slate-50 sm:max-w-sm"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m14 14 4 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        Search people
      </button>
      <div ref={menuRef} className="relative ml-auto">
        <button
          type="button"
          aria-haspopup="true"
          aria-expanded={menuOpen}
          aria-controls="admin-user-menu"
          onClick={() => setMenuOpen((v) => !v)}
          className="flex items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100"
        >
          <Avatar name={name} size={40} />
          {/* On a phone only the avatar shows; the name stays the button's accessible name. */}
          <span
            className="sr-only text-sm font-medium whitespace-nowrap text-slate-900 sm:not-sr-only"
            data-admin-name
          >
            {name}
          </span>
        </button>
        {menuOpen ? (
          <div
            id="admin-user-menu"
            className="absolute right-0 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            <Link to="/admin/profile" className={item}>
              Your profile
            </Link>
            <Link to="/admin/change-password" className={item}>
              Change password
            </Link>
            <Link to="/admin/profile/two-factor" className={item}>
              Two-factor sign-in
            </Link>
            {/* Signing out is a form post (issue 13, L9): a visit to /admin/log-out only asks. */}
            <Form method="post" action="/admin/log-out">
              <button type="submit" className={`${item} w-full text-left`}>
                Log out
              </button>
            </Form>
          </div>
        ) : null}
      </div>
    </header>
  );
}
