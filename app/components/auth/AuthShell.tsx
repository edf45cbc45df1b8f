import type { ReactNode } from "react";
import { Logo } from "#app/components/site/Logo.tsx";

/** The centred card every sign-in, sign-up and reset screen sits in. */
export function AuthShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-12">
      <Logo />
      <div className="mt-8 w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead ? <div className="mt-2 text-sm text-slate-700">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** A link styled for the auth cards. */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {children}
    </a>
  );
}
