import { pages } from "#content/pages.ts";
import { testimonials } from "#content/testimonials.ts";
import { Avatar } from "#app/components/ui/Avatar.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { container, primaryButton } from "#app/components/site/styles.ts";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/client-testimonials";

const page = pages["/client-testimonials"];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(page, "/client-testimonials", publicUrlFrom(matches));

export default function Page() {
  return (
    <>
      <PageHero
        title="What our students say"
        lead="Career changers, graduates and working professionals on what it was like to learn with us, and where it took them."
      />
      <section aria-label="Testimonials" className={`${container} py-16`}>
        <ul className="columns-1 gap-6 md:columns-2 lg:columns-3">
          {testimonials.map((t) => (
            <li key={t.author.handle} className="mb-6 break-inside-avoid">
              <figure className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote className="text-slate-800">
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
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <a className={primaryButton} href="/enrol-now">
            Start your own story
          </a>
        </div>
      </section>
    </>
  );
}
