import type { Testimonial } from "#content/testimonials.ts";
import { Avatar } from "#app/components/ui/Avatar.tsx";

/** One student quote (spec §3 Testimonial): the words, the name, the handle and the course. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <blockquote className="flex-1 text-slate-800">
        <p>“{t.body}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <Avatar name={t.author.name} size={48} />
        <div>
          <p className="font-semibold text-slate-900">{t.author.name}</p>
          <p className="text-sm text-slate-600">
            {t.author.handle} · {t.program}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}

/** A row of quotes with a heading, for the pages where people decide (home, program pages). */
export function TestimonialStrip({
  id,
  heading,
  lead,
  testimonials,
}: {
  id: string;
  heading: string;
  lead?: string;
  testimonials: Testimonial[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900">
          {heading}
        </h2>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
        <ul className={`mt-8 grid gap-6 md:grid-cols-2 ${testimonials.length >= 3 ? "lg:grid-cols-3" : ""}`}>
          {testimonials.map((t) => (
            <li key={t.author.handle}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <a
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
            href="/client-testimonials"
          >
            Read all student testimonials
          </a>
        </p>
      </div>
    </section>
  );
}
