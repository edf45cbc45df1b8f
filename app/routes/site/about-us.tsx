import { pages } from "#content/pages.ts";
import { programFigures } from "#server/content/catalogue.ts";
import { publishedContent } from "#server/content/published.ts";
import { container } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/about-us";
import { ActionLinks } from "#app/components/site/CallToAction.tsx";

const page = pages["/about-us"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/about-us", matches);

/** The count of programs and their range of weeks come from the published programs (issue 32). */
export async function loader({ context }: Route.LoaderArgs) {
  const content = await publishedContent(context.db);
  const { count, weeks } = programFigures(content);
  return {
    siteName: content.site.name,
    firstProgram: content.programs[0]?.href ?? "/enrol-now",
    figures: [
      { value: String(count), label: count === 1 ? "career program" : "career programs" },
      { value: weeks, label: "weeks of instructor-led study" },
      { value: "5 years", label: "refining how we build web apps" },
      { value: "1", label: "team for training and delivery" },
    ].filter((f) => f.value !== "" && f.value !== "0"),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { figures, siteName } = loaderData;
  const site = { name: siteName };
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className={`${container} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-2`}>
          <div>
            <p className="font-semibold text-brand-700">About us</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">{site.name}</h1>
            <p className="mt-6 text-lg text-slate-700">
              {site.name} helps people land IT jobs through practical, instructor-led training, and is a
              technology partner for businesses that need web and mobile software designed, built and tested
              properly.
            </p>
            <ActionLinks
              className="mt-8"
              primary={{ href: loaderData.firstProgram, label: "Join Training Program" }}
              secondary={{ href: "/contact-us", label: "Get in touch" }}
            />
          </div>
          <img
            src="/images/about-team.svg"
            width={560}
            height={440}
            alt="Three team members at one table by the harbour, a rising chart on the board behind them"
            className="mx-auto hidden h-auto w-full max-w-lg lg:block"
          />
        </div>
      </section>

      <section aria-labelledby="story-heading" className={`${container} grid gap-12 py-16 lg:grid-cols-2`}>
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Why we teach and build under one roof
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Our instructors spend part of every week on client projects. That keeps the courses honest:
            students learn the tools and habits teams use today, and our client work benefits from people who
            explain things clearly.
          </p>
          <p className="mt-4 text-lg text-slate-700">
            Classes are small and run in the evening and on Saturdays, so people can retrain without giving up
            their income. Businesses get one accountable team from the first workshop to long-term support.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-4 self-start">
          {figures.map((f) => (
            <li key={f.label} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <p className="text-3xl font-bold text-brand-800">{f.value}</p>
              <p className="mt-1 text-slate-700">{f.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-16">
        <div className={`${container} grid gap-6 md:grid-cols-3`}>
          {[
            {
              href: "/our-people",
              title: "Meet our people",
              text: "The director, technology head and instructors.",
            },
            {
              href: "/client-testimonials",
              title: "Read testimonials",
              text: "What our students say about us.",
            },
            { href: "/careers", title: "Work with us", text: "Open roles and how to get in touch." },
          ].map((l) => (
            <div key={l.href} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-xl font-semibold text-slate-900">
                <a className="after:absolute after:inset-0 hover:text-brand-700" href={l.href}>
                  {l.title}
                </a>
              </h2>
              <p className="mt-2 text-slate-700">{l.text}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
