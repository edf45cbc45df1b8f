import { data } from "react-router";
import { pages } from "#content/pages.ts";
import { feeTerms, programDetails, timetableSlots } from "#content/program-details.ts";
import { programBySlug } from "#content/programs.ts";
import { NewsletterForm, OutlineForm } from "#app/components/forms/slots.tsx";
import { FeatureIcon } from "#app/components/site/FeatureIcon.tsx";
import { JsonLd } from "#app/components/site/JsonLd.tsx";
import { Portrait } from "#app/components/site/Portrait.tsx";
import { container, lightButton, primaryButton, secondaryButton } from "#app/components/site/styles.ts";
import { enrolHref } from "#app/lib/links.ts";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import { course } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/program";
import { siteFormAction } from "#app/lib/site-form-action.server.ts";
import { requestCourseOutline } from "#server/leads/course-outline.ts";

export function loader({ params, context }: Route.LoaderArgs) {
  const program = programBySlug(params.slug.toLowerCase());
  if (!program) throw data(null, { status: 404, statusText: "Not Found" });
  return { program, publicUrl: context.config.publicUrl };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found | Harbourline Tech" }];
  const path = data.program.href as keyof typeof pages;
  return seo(pages[path], path, publicUrlFrom(matches));
};

/** The outline form posted without JavaScript (the newsletter posts to its own resource route). */
export async function action({ request, context }: Route.ActionArgs) {
  return siteFormAction(
    request,
    { ip: context.clientIp },
    {
      outline: (body, who) => requestCourseOutline(context.db, context.config, body, who),
    },
  );
}

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, publicUrl } = loaderData;
  const details = programDetails[program.slug];
  const page = pages[program.href as keyof typeof pages];
  return (
    <>
      <JsonLd data={course(program, page.description, publicUrl)} />

      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className={`${container} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-3`}>
          <div className="lg:col-span-2">
            <p className="font-semibold text-brand-100">{program.courseType}</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{program.name}</h1>
            <p className="mt-4 max-w-3xl text-2xl font-medium text-brand-50">{details.heroTitle}</p>
            <p className="mt-6 max-w-2xl text-lg text-brand-50">{details.heroText}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a className={lightButton} href={enrolHref(program.name)}>
                Apply for this course
              </a>
              <a
                className="inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
                href="#outline"
              >
                Download the outline
              </a>
            </div>
          </div>
          <dl className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur">
            {[
              ["Course type", program.courseType],
              ["Study mode", program.studyMode],
              ["Duration", program.duration],
              ["Classes", "Evenings or Saturdays"],
              ["Next session", details.upcomingSession],
            ].map(([term, value]) => (
              <div
                key={term}
                className="flex justify-between gap-4 border-b border-white/15 py-3 last:border-0"
              >
                <dt className="text-brand-100">{term}</dt>
                <dd className="text-right font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* The outline form is its own labelled section, headed 'Download the course outline'. */}
      <div id="outline" className={`${container} py-14`}>
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 md:p-10">
          <OutlineForm program={program.name} format={details.outlineFormat} />
        </div>
      </div>

      <section aria-labelledby="overview-heading" className={`${container} pb-16`}>
        <h2 id="overview-heading" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          Program Overview
        </h2>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-2">
          <img
            src={details.banner.src}
            width={640}
            height={400}
            alt={details.banner.alt}
            loading="lazy"
            className="h-auto w-full rounded-2xl ring-1 ring-slate-200"
          />
          <div>
            <p className="text-lg text-slate-700">{details.overviewIntro}</p>
            <ul className="mt-8 space-y-6">
              {details.features.map((f) => (
                <li key={f.name} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <FeatureIcon icon={f.icon} />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{f.name}</h3>
                    <p className="mt-1 text-slate-700">{f.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl p-6 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">Class times</h3>
            <p className="mt-1 text-slate-700">Choose one three-hour slot a week when you apply:</p>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {timetableSlots.map((slot) => (
                <li key={slot} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  {slot}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl p-6 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">Fees</h3>
            <p className="mt-1 text-slate-700">{feeTerms}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="session-heading" className="bg-slate-900 text-white">
        <div
          className={`${container} flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center`}
        >
          <div>
            <h2 id="session-heading" className="text-2xl font-bold">
              Upcoming session
            </h2>
            <p className="mt-2 text-lg text-slate-200">
              {details.upcomingSession === "TBA"
                ? "Start date: TBA. Apply now and we will hold a place for you in the next intake."
                : `${details.upcomingSession}. Places are limited to small classes.`}
            </p>
          </div>
          <a className={lightButton} href={enrolHref(program.name)}>
            Enroll Now
          </a>
        </div>
      </section>

      <section aria-labelledby="instructor-heading" className={`${container} py-16`}>
        <h2 id="instructor-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Meet your instructor
        </h2>
        <div className="mt-8 flex flex-col gap-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center md:p-10">
          <Portrait style={details.instructor.portrait} name={details.instructor.name} size={144} />
          <div>
            <p className="text-xl font-semibold text-slate-900">{details.instructor.name}</p>
            <p className="font-medium text-brand-700">{details.instructor.role}</p>
            <p className="mt-3 max-w-2xl text-slate-700">{details.instructor.intro}</p>
            <a className={`mt-5 ${secondaryButton}`} href="/our-people">
              Meet the whole team
            </a>
          </div>
        </div>
      </section>

      <NewsletterForm variant="band" />

      <section className={`${container} pb-16`}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <p className="text-lg font-semibold text-slate-900">Questions about {program.name}?</p>
          <a className={primaryButton} href="/contact-us">
            Talk to an advisor
          </a>
        </div>
      </section>
    </>
  );
}
