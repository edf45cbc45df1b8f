import { data } from "react-router";
import { formatAud } from "#content/fees.ts";
import { serviceWork } from "#content/services.ts";
import { publishedContent, serviceOfSlug } from "#server/content/published.ts";
import { FeatureIcon } from "#app/components/site/FeatureIcon.tsx";
import { container, lightButton, sectionHeading } from "#app/components/site/styles.ts";
import { seo, siteTitle } from "#app/lib/seo.ts";
import type { Route } from "./+types/expertise";

// The published service (issue 32): any service published in the back-office has its page here.
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = serviceOfSlug(await publishedContent(context.db), params.slug);
  if (!service) throw data(null, { status: 404, statusText: "Not Found" });
  return { service };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: siteTitle("Page not found", matches) }];
  return seo(data.service.seo, data.service.href, matches);
};

const cards = serviceWork.team;
const steps = serviceWork.steps;

export default function ExpertisePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <section className="bg-slate-950 text-white">
        <div className={`${container} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-5`}>
          <div className="lg:col-span-3">
            <p className="font-semibold text-sky-300">Expertise</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{service.name}</h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-200">{service.description}</p>
            <a className={`mt-8 ${lightButton}`} href="/expertise/book-a-free-consultation">
              Book a free consultation
            </a>
          </div>
          {/* Decoration: the service's stack as a code snippet; the same list is text further down. */}
          <div
            aria-hidden="true"
            className="hidden rounded-2xl bg-slate-900 p-6 font-mono text-sm leading-7 shadow-2xl ring-1 ring-white/10 lg:col-span-2 lg:block"
          >
            <div className="mb-4 flex gap-2">
              <span className="size-3 rounded-full bg-red-400" />
              <span className="size-3 rounded-full bg-amber-300" />
              <span className="size-3 rounded-full bg-emerald-400" />
            </div>
            <p>
              <span className="text-sky-300">const</span> stack = [
            </p>
            {service.technologies.map((t) => (
              <p key={t} className="pl-6 text-emerald-300">
                "{t}",
              </p>
            ))}
            <p>];</p>
            <p className="mt-3 text-slate-300">
              <span className="text-sky-300">const</span> from ={" "}
              <span className="text-amber-200">"{formatAud(service.startingRateAud)}"</span>
              {";"}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className={`${container} grid gap-8 py-16 md:grid-cols-2`}>
        <div>
          <h2 id="pricing-heading" className={sectionHeading}>
            Scope, price and tools
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            {serviceWork.pricing} Projects start from{" "}
            <strong className="font-semibold text-slate-900">{formatAud(service.startingRateAud)}</strong>.
          </p>
          <ol className="mt-6 space-y-3">
            {steps.map((step, i) => (
              <li key={step} className="flex items-center gap-3 text-slate-800">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Starting rate</p>
          <p className="mt-2 text-4xl font-bold text-slate-900">{formatAud(service.startingRateAud)}</p>
          <p className="mt-1 text-slate-600">{serviceWork.rateNote}</p>
          <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-slate-600">Technologies</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {service.technologies.map((t) => (
              <li key={t} className="rounded-full bg-white px-3 py-1 text-slate-800 ring-1 ring-slate-300">
                {t}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="bg-slate-50 py-16">
        <div className={container}>
          <h2 id="team-heading" className={sectionHeading}>
            The team behind your project
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {cards.map((c) => (
              <li key={c.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <FeatureIcon icon={c.icon} />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{c.title}</h3>
                <p className="mt-2 text-slate-700">{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${container} py-16`}>
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 className="text-2xl font-bold md:text-3xl">Not sure where to begin</h2>
            <p className="mt-2 max-w-xl text-brand-50">
              Tell us what you are trying to achieve. We will suggest a first step, even if it is not us.
            </p>
          </div>
          <a className={lightButton} href="/contact-us">
            Contact us
          </a>
        </div>
      </section>
    </>
  );
}
