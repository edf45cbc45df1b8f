import { careerValues, openings } from "#content/careers.ts";
import { pages } from "#content/pages.ts";
import { ContactForm } from "#app/components/forms/slots.tsx";
import { useSiteContact } from "#app/components/site/nav-context.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/careers";

const page = pages["/careers"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/careers", matches);

export default function Page() {
  // The published site document's contact details (issue 32), from the site layout.
  const site = useSiteContact();
  return (
    <>
      <PageHero
        title="Careers"
        lead={`Teach, build and test software with a small team that cares about both. Here is what is open at ${site.name} right now.`}
      />
      <section aria-labelledby="roles-heading" className={`${container} py-16`}>
        <h2 id="roles-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Open roles
        </h2>
        {openings.length > 0 ? (
          <ul className="mt-8 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
            {openings.map((o) => (
              <li key={o.slug} className="p-6">
                <h3 className="text-xl font-semibold text-slate-900">{o.title}</h3>
                <p className="text-sm text-slate-600">
                  {o.type} · {o.location}
                </p>
                <p className="mt-2 text-slate-700">{o.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
            <p className="text-lg font-semibold text-slate-900">We have no openings at the moment.</p>
            <p className="mt-2 max-w-2xl text-slate-700">
              We still like to hear from instructors, developers and testers. Tell us about yourself with the
              form below, or e-mail{" "}
              <a className={textLink} href={`mailto:${site.email}`}>
                {site.email}
              </a>
              , and we will be in touch when a role fits.
            </p>
          </div>
        )}
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {careerValues.map((v) => (
            <li key={v.name} className="rounded-2xl p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{v.name}</h3>
              <p className="mt-2 text-slate-700">{v.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="interest-heading" className="bg-slate-50 py-16">
        <div className={`${container} max-w-3xl`}>
          <h2 id="interest-heading" className="text-2xl font-bold text-slate-900">
            Express your interest
          </h2>
          <p className="mt-2 text-slate-700">
            Tell us which role you are interested in and what you would bring.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
