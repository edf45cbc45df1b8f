import { pages } from "#content/pages.ts";
import { publishedContent } from "#server/content/published.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { TestimonialCard } from "#app/components/site/Testimonials.tsx";
import { container, primaryButton } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/client-testimonials";

const page = pages["/client-testimonials"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/client-testimonials", matches);

/** The published quotes, in order (issue 32). */
export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: (await publishedContent(context.db)).testimonials };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
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
              <TestimonialCard testimonial={t} />
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
