/** The heading block at the top of a content page: the page's one h1 and its lead paragraph. */
export function PageHero({
  title,
  lead,
  dark = false,
  children,
}: {
  title: string;
  lead?: string;
  dark?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className={dark ? "bg-slate-900 text-white" : "bg-brand-50 text-slate-900"}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {lead ? (
          <p className={`mt-6 max-w-2xl text-lg ${dark ? "text-slate-200" : "text-slate-700"}`}>{lead}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
