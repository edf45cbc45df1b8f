import { pages } from "#content/pages.ts";
import { publishedContent } from "#server/content/published.ts";
import { openingHoursSummary } from "#server/content/catalogue.ts";
import { ContactForm } from "#app/components/forms/slots.tsx";
import { JsonLd } from "#app/components/site/JsonLd.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import { organization } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/contact-us";
import { siteFormAction, submitterOf } from "#app/lib/site-form-action.server.ts";
import { submitContactMessage } from "#server/leads/contact.ts";

const page = pages["/contact-us"];

// The description's name and opening hours come from the published site document (issue 32).
export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(data ? { ...page, description: data.description } : page, "/contact-us", matches);

/** The contact form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return siteFormAction(request, submitterOf(request, context), {
    contact: (body, who) => submitContactMessage(context.db, context.config, body, who),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site } = await publishedContent(context.db);
  return {
    publicUrl: context.config.publicUrl,
    site,
    description: `Call, e-mail or visit ${site.name} in Sydney, or send us a message. Open ${openingHoursSummary(site.openingHours)}.`,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  const a = site.address;
  return (
    <>
      <JsonLd data={organization(loaderData.publicUrl, site)} />
      <PageHero
        title="Contact us"
        lead="Questions about a course, a project or anything else? Call, write or visit us. We reply to every message within one business day."
      />
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-5`}>
        <section aria-labelledby="details-heading" className="lg:col-span-2">
          <h2 id="details-heading" className="text-2xl font-bold text-slate-900">
            Visit or call us
          </h2>
          <dl className="mt-6 space-y-6">
            <div>
              <dt className="font-semibold text-slate-900">Address</dt>
              <dd className="mt-1 text-slate-700">
                <address className="not-italic">
                  {a.suite}, {a.level}
                  <br />
                  {a.street}
                  <br />
                  {a.suburb} {a.state} {a.postcode}
                </address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Phone</dt>
              {site.phones.map((p) => (
                <dd key={p.href} className="mt-1 text-slate-700">
                  {p.label}:{" "}
                  <a className={`inline-flex min-h-6 items-center ${textLink}`} href={p.href}>
                    {p.display}
                  </a>
                </dd>
              ))}
            </div>
            <div>
              <dt className="font-semibold text-slate-900">E-mail</dt>
              <dd className="mt-1">
                <a className={`inline-flex min-h-6 items-center ${textLink}`} href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Opening hours</dt>
              <dd className="mt-1">
                <table className="text-slate-700">
                  <tbody>
                    {site.openingHours.map((h) => (
                      <tr key={h.days}>
                        <th scope="row" className="py-0.5 pr-6 text-left font-normal">
                          {h.days}
                        </th>
                        <td className="py-0.5">{h.hours}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:p-10 lg:col-span-3"
        >
          <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 text-slate-700">Fill in the form and the right person will get back to you.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
