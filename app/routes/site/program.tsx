import { data } from "react-router";
import { programOfSlug, publishedContent, testimonialsOf } from "#server/content/published.ts";
import { NewsletterForm, OutlineForm } from "#app/components/forms/slots.tsx";
import { JsonLd } from "#app/components/site/JsonLd.tsx";
import { InstructorProfile } from "#app/components/site/program/InstructorProfile.tsx";
import { ProgramHero } from "#app/components/site/program/ProgramHero.tsx";
import { ProgramOverview } from "#app/components/site/program/ProgramOverview.tsx";
import { ScheduleAndFees } from "#app/components/site/program/ScheduleAndFees.tsx";
import { WhoItSuits } from "#app/components/site/program/WhoItSuits.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { TestimonialStrip } from "#app/components/site/Testimonials.tsx";
import { seo, siteTitle } from "#app/lib/seo.ts";
import { course } from "#app/lib/structured-data.ts";
import { nextSessionTexts } from "#server/intakes/intakes.ts";
import { useFormResult } from "#app/components/forms/FormKit.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { registerInterest } from "#server/intakes/interest.ts";
import type { Route } from "./+types/program";
import { siteFormAction, submitterOf } from "#app/lib/site-form-action.server.ts";
import { requestCourseOutline } from "#server/leads/course-outline.ts";

// The published program (issue 32): any program published in the back-office has its page here.
export async function loader({ params, context }: Route.LoaderArgs) {
  const content = await publishedContent(context.db);
  const program = programOfSlug(content, params.slug);
  if (!program) throw data(null, { status: 404, statusText: "Not Found" });
  // "Next session" is the next open intake (issue 14), TBA when there is none.
  const sessions = await nextSessionTexts(context.db, context.config.businessTimeZone);
  return {
    program,
    testimonials: testimonialsOf(content, program.name),
    phone: content.site.phones[0],
    siteName: content.site.name,
    publicUrl: context.config.publicUrl,
    upcomingSession: sessions[program.slug] ?? "TBA",
  };
}

// The page has its own newsletter band, so the footer leaves its copy out (one signup per page).
export const handle = { newsletterBand: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: siteTitle("Page not found", matches) }];
  return seo(data.program.seo, data.program.href, matches);
};

/** The outline form posted without JavaScript (the newsletter posts to its own resource route). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return siteFormAction(request, submitterOf(request, context), {
    outline: (body, who) => requestCourseOutline(context.db, context.config, body, who),
    // "Tell me about the next intake" (issue 14), shown while the program has no open intake.
    // Double opt-in (docs/decisions/0098): the address gets a confirmation e-mail first.
    "intake-interest": (body, who) =>
      registerInterest(
        context.db,
        context.config,
        { ...(body as object), program: params.slug.toLowerCase() },
        who,
      ),
  });
}

/**
 * A one-field form while no intake is open: we e-mail the address a link to confirm, then once
 * when an intake opens (docs/decisions/0098).
 */
function NextIntakeInterest({ program }: { program: string }) {
  const result = useFormResult("intake-interest");
  const error = result && !result.ok ? (result.fields?.email ?? result.failure) : undefined;
  return (
    <section aria-labelledby="next-intake-heading" className={`${container} py-10`}>
      <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 md:p-8">
        <h2 id="next-intake-heading" className="text-xl font-semibold text-slate-900">
          Tell me about the next intake
        </h2>
        {result?.ok ? (
          <p role="status" className="mt-3 text-slate-800" data-interest-thanks>
            {result.message}
          </p>
        ) : (
          <form method="post" className="mt-4 flex flex-wrap items-end gap-3" noValidate>
            <input type="hidden" name="form" value="intake-interest" />
            <div className="min-w-0 flex-1">
              <label htmlFor="interest-email" className="block text-sm font-medium text-slate-800">
                {`Your e-mail: we e-mail you a link to confirm, then write once when the next ${program} intake opens`}
              </label>
              <input
                id="interest-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                aria-invalid={error ? true : undefined}
                aria-describedby="interest-email-error"
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
              />
              <p id="interest-email-error" className="mt-1 text-sm text-red-700">
                {error ?? ""}
              </p>
            </div>
            <Button type="submit" className="mb-7">
              Notify me
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}

/**
 * A program page, in the order a visitor decides: what it is, what you learn, whether it suits
 * you, when and for how much, who teaches, what students say, then the outline form and the
 * newsletter. Every block of spec §2.1 is here; the order is ours (see docs/decisions/0011).
 */
export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, publicUrl, phone } = loaderData;
  const details = { ...program.details, upcomingSession: loaderData.upcomingSession };
  const guide = program.guide;
  const offer = {
    "@type": "Offer",
    category: "Paid",
    price: program.feeAud,
    priceCurrency: "AUD",
  };
  return (
    <>
      <JsonLd
        data={{
          ...course(program, program.seo.description, publicUrl, loaderData.siteName),
          offers: [offer],
        }}
      />
      <ProgramHero program={program} details={details} guide={guide} />
      <ProgramOverview details={details} />
      <WhoItSuits programName={program.name} guide={guide} />
      <ScheduleAndFees program={program} details={details} guide={guide} />
      {details.upcomingSession === "TBA" ? <NextIntakeInterest program={program.name} /> : null}
      {details.instructor ? <InstructorProfile instructor={details.instructor} /> : null}
      <TestimonialStrip
        id="testimonials"
        heading="What students say"
        lead={`Students of ${program.name} on the course and where it took them.`}
        testimonials={loaderData.testimonials}
      />

      {/* The outline form is its own labelled section, headed 'Download the course outline'. */}
      <div id="outline" className={`${container} grid gap-8 py-16 lg:grid-cols-3`}>
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 md:p-10 lg:col-span-2">
          <OutlineForm program={program.name} format={details.outlineFormat} />
        </div>
        <div className="self-start rounded-2xl p-6 ring-1 ring-slate-200">
          <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
            Questions about {program.name}?
          </h2>
          <ul className="mt-4 space-y-3 text-slate-700">
            <li>
              <a className={`inline-flex min-h-6 items-center ${textLink}`} href="/faq">
                Read the answers to common questions
              </a>
            </li>
            <li>
              <a className={`inline-flex min-h-6 items-center ${textLink}`} href="/contact-us">
                Talk to an advisor
              </a>
            </li>
            <li>
              Call{" "}
              <a className={`inline-flex min-h-6 items-center ${textLink}`} href={phone.href}>
                {phone.display}
              </a>
            </li>
          </ul>
        </div>
      </div>

      {/* The one newsletter signup on this page (the footer leaves its copy out, see `handle`).
          From lg up the band is two columns, heading left and form right, so the e-mail field
          is a sensible width instead of the container's. */}
      <div
        className={`${container} pb-16 [&_form]:max-w-xl lg:[&>section]:grid lg:[&>section]:grid-cols-2 lg:[&>section]:gap-x-10 lg:[&>section]:grid-rows-[auto_auto_1fr] lg:[&>section]:p-10 lg:[&>section>form]:col-start-2 lg:[&>section>form]:row-span-3 lg:[&>section>form]:row-start-1 lg:[&>section>form]:mt-0`}
      >
        <NewsletterForm variant="band" />
      </div>
    </>
  );
}
