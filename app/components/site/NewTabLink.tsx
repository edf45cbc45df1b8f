import type { ReactNode } from "react";

/**
 * A link that opens in a new tab, for links inside forms: following a same-tab link from a
 * half-filled form loses what was typed. A plain anchor (works without JavaScript) that says it
 * opens a new tab, to screen readers in words and to everyone with the icon.
 */
export function NewTabLink({
  href,
  children,
  className = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg
        viewBox="0 0 16 16"
        width="12"
        height="12"
        aria-hidden="true"
        className="ml-0.5 inline-block align-baseline"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 3h4v4M13 3 7.5 8.5M11 9.5V13H3V5h3.5" />
      </svg>
    </a>
  );
}

/** The line under every form that stores personal data: what the details are for, and where to read more. */
export function PrivacyNote({
  purpose = "reply to you",
  details = "these details",
  onDark = false,
}: {
  /** What the details are used for, completing "We use these details only to …". */
  purpose?: string;
  /** What the form asks for, e.g. "your e-mail address". */
  details?: string;
  onDark?: boolean;
}) {
  return (
    <p data-privacy-note className={`text-sm ${onDark ? "text-slate-300" : "text-slate-600"}`}>
      We use {details} only to {purpose}, as our{" "}
      <NewTabLink
        href="/privacy"
        className={
          onDark
            ? "font-semibold text-white underline underline-offset-2"
            : "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        }
      >
        privacy policy
      </NewTabLink>{" "}
      explains.
    </p>
  );
}
