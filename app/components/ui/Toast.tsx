import { useCallback, useEffect, useState } from "react";
import { type FormResult, summaryOf } from "#app/lib/form-result.ts";

export interface ToastMessage {
  message: string;
  tone: "success" | "error";
}

/**
 * A toast for the server's message after a save or delete: a polite live region that stays
 * 8 seconds and has a dismiss button.
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, 8000);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end"
    >
      {toast ? (
        <div
          data-toast={toast.tone}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-md px-4 py-3 text-white shadow-lg ${
            toast.tone === "success" ? "bg-emerald-800" : "bg-red-800"
          }`}
        >
          <p className="text-sm font-medium">{toast.message}</p>
          <button
            type="button"
            onClick={onDismiss}
            className="-my-1 rounded px-2 text-lg leading-none hover:bg-white/20"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

function toastOf(result: FormResult | undefined): ToastMessage | null {
  const message = result?.ok ? result.message : result && summaryOf(result);
  return message ? { message, tone: result?.ok ? "success" : "error" } : null;
}

/**
 * Shows a toast each time a new action result arrives: its message, or what went wrong. The
 * result a page is rendered with is shown from the first render, so a form posted without
 * JavaScript gets the same confirmation in the page the server sends back.
 */
export function useResultToast(result: FormResult | undefined) {
  const [toast, setToast] = useState<ToastMessage | null>(() => toastOf(result));
  useEffect(() => {
    const next = toastOf(result);
    if (next) setToast(next);
  }, [result]);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, dismiss, setToast };
}
