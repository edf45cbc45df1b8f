import type { ButtonHTMLAttributes } from "react";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/70",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" aria-hidden="true" data-spinner>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" fill="none" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" fill="none" />
    </svg>
  );
}

/**
 * A button that shows a spinner and is disabled while `pending`. Non-hydrated pages get the same
 * behaviour from the enhancement script, which toggles `disabled` and the hidden spinner.
 */
export function Button({
  pending = false,
  variant = "primary",
  className = "",
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; variant?: keyof typeof variants }) {
  return (
    <button
      {...rest}
      disabled={pending || rest.disabled}
      aria-busy={pending || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 font-semibold disabled:cursor-not-allowed ${variants[variant]} ${className}`}
    >
      <span className={pending ? "" : "hidden"} data-pending-indicator>
        <Spinner />
      </span>
      {children}
    </button>
  );
}
