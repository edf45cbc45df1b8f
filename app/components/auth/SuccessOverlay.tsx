import { type ReactNode, useEffect, useRef } from "react";

/**
 * The success overlay of the forgot- and reset-password flows (spec §4). It is a modal dialog
 * that takes focus, so screen readers announce it; it is rendered by the server too, so it
 * works without JavaScript.
 */
export function SuccessOverlay({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 px-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="success-title"
        tabIndex={-1}
        className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-xl focus:outline-none"
      >
        <svg className="mx-auto size-12 text-green-700" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
          <path d="M7 12.5l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        <h2 id="success-title" className="mt-4 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-4 text-sm text-slate-700">{children}</div>
      </div>
    </div>
  );
}
