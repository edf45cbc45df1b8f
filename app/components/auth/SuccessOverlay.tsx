import { type ReactNode, useEffect, useRef } from "react";

/**
 * The success overlay of the forgot- and reset-password flows (spec §4). The server renders an
 * open <dialog> over a dimmed page, so it shows without JavaScript; once hydrated it is reopened
 * as a modal, which keeps keyboard focus inside it and hides the page behind from assistive tech.
 */
export function SuccessOverlay({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    dialog.close();
    dialog.showModal();
  }, []);
  return (
    <div className="fixed inset-0 z-50 bg-slate-900/60">
      <dialog
        ref={ref}
        open
        aria-labelledby="success-title"
        className="fixed inset-0 m-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-6 text-center shadow-xl backdrop:bg-slate-900/60"
      >
        <svg className="mx-auto size-12 text-green-700" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
          <path d="M7 12.5l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        <h2 id="success-title" className="mt-4 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-4 text-sm text-slate-700">{children}</div>
      </dialog>
    </div>
  );
}
