import { pages } from "#content/pages.ts";
import { programs } from "#content/programs.ts";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => seo(pages["/"], "/", publicUrlFrom(matches));

export default function Home() {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
          Join our career ready training programs
        </h1>
        <a
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          href="/enrol-now"
        >
          Enroll Now
        </a>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {programs.map((p) => (
            <li key={p.slug} className="rounded-xl bg-white p-6 shadow-sm">
              <h2 className="text-xl font-semibold">
                <a className="hover:text-brand-700 hover:underline" href={p.href}>
                  {p.name}
                </a>
              </h2>
              <p className="mt-2 text-slate-700">{p.summary}</p>
              <p className="mt-4 text-sm text-slate-600">
                {p.courseType} · {p.studyMode} · {p.duration}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
