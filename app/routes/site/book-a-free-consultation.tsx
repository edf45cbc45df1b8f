import { consultationBooking } from "#content/consultation.ts";
import { pages } from "#content/pages.ts";
import { ConsultationForm } from "#app/components/forms/slots.tsx";
import { useSiteContact } from "#app/components/site/nav-context.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-a-free-consultation";
import { siteFormAction, submitterOf } from "#app/lib/site-form-action.server.ts";
import { bookConsultation } from "#server/leads/consultation.ts";
import { loadSlotPicker } from "#app/lib/slot-picker.server.ts";

const page = pages["/expertise/book-a-free-consultation"];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(page, "/expertise/book-a-free-consultation", matches);

/** The free times the form's slot picker offers (read again after a post, so a taken one goes). */
export async function loader({ context }: Route.LoaderArgs) {
  return { picker: await loadSlotPicker(context) };
}

/** The booking form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return siteFormAction(request, submitterOf(request, context), {
    consultation: (body, who) => bookConsultation(context.db, context.config, body, who),
  });
}

const { promises } = consultationBooking;

export default function Page({ loaderData }: Route.ComponentProps) {
  // The published site document's contact details (issue 32), from the site layout.
  const site = useSiteContact();
  return (
    <section className="bg-gradient-to-b from-slate-950 to-slate-900 text-white">
      <div className={`${container} grid gap-12 py-16 md:py-24 lg:grid-cols-5`}>
        <div className="lg:col-span-2">
          <p className="font-semibold text-sky-300">Book a free consultation</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">Got a project?</h1>
          <p className="mt-6 text-lg text-slate-200">{consultationBooking.reply}</p>
          <ul className="mt-8 space-y-4">
            {promises.map((p) => (
              <li key={p} className="flex gap-3 text-slate-100">
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="shrink-0 text-sky-300"
                >
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
                {p}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-slate-200">
            Prefer to talk now? Call{" "}
            <a className="font-semibold text-white underline underline-offset-4" href={site.phones[0].href}>
              {site.phones[0].display}
            </a>
            .
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl md:p-10 lg:col-span-3">
          <h2 className="text-2xl font-bold">Tell us about your project</h2>
          <p className="mt-2 text-slate-700">
            Not ready for a call?{" "}
            <a className={textLink} href="/contact-us">
              Send a general enquiry
            </a>
            .
          </p>
          <div className="mt-6">
            <ConsultationForm picker={loaderData.picker} />
          </div>
          <p className="mt-6 text-sm text-slate-600">{consultationBooking.manage}</p>
        </div>
      </div>
    </section>
  );
}
