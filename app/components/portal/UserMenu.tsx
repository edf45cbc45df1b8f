import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { Avatar } from "#app/components/ui/Avatar.tsx";

/**
 * The signed-in student's menu: a <details> disclosure (works before hydration and without
 * JavaScript), closed on Escape, on a click outside and after navigating.
 */
export function UserMenu({ account }: { account: { firstName: string; lastName: string; email: string } }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Close after each navigation (the key changes on every one).
  const navigationKey = location.key;
  useEffect(() => {
    if (ref.current && navigationKey) ref.current.open = false;
  }, [navigationKey]);

  useEffect(() => {
    function close(event: Event) {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent && event.key === "Escape") {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (event instanceof MouseEvent && !menu.contains(event.target as Node)) {
        menu.open = false;
      }
    }
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);

  const item =
    "block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100";
  return (
    <details ref={ref} className="relative">
      <summary className="flex min-h-11 items-center gap-2 rounded-full p-1" data-testid="user-menu">
        <Avatar name={`${account.firstName} ${account.lastName}`} size={36} />
        <span className="sr-only">Account menu: </span>
        {/* The name stays in the accessible name on small screens, where it is not shown. */}
        <span className="sr-only text-sm font-medium text-slate-900 sm:not-sr-only">
          {`${account.firstName} ${account.lastName}`}
        </span>
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-64 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200">
        <div className="border-b border-slate-200 px-4 py-3">
          <p className="text-sm font-semibold text-slate-900" data-testid="user-name">
            {`${account.firstName} ${account.lastName}`}
          </p>
          <p className="truncate text-sm text-slate-700" data-testid="user-email">
            {account.email}
          </p>
        </div>
        <a href="/portal/profile" className={item}>
          Your Profile
        </a>
        <a href="/portal/change-password" className={item}>
          Change Password
        </a>
        <a href="/portal/privacy" className={item}>
          Your Data
        </a>
        <Form method="post" action="/portal/log-out">
          <button type="submit" className={item}>
            Sign out
          </button>
        </Form>
      </div>
    </details>
  );
}
