import { pages } from "#content/pages.ts";
import { feeTerms } from "#content/program-details.ts";
import { canonicalProgramName } from "#content/programs.ts";
import { publishedContent } from "#server/content/published.ts";
import { ChosenCourse, CourseScope } from "#app/components/forms/ChosenCourse.tsx";
import { EnrolmentForm } from "#app/components/forms/slots.tsx";
import { NewTabLink } from "#app/components/site/NewTabLink.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/enrol-now";
import { siteFormAction, submitterOf } from "#app/lib/site-form-action.server.ts";
import { sessionOfRequest } from "#server/accounts/session-cookies.ts";
import { submitEnrolment } from "#server/leads/enrolment.ts";
import { intakeChoices } from "#server/intakes/apply.ts";
import { listOpenIntakes } from "#server/intakes/intakes.ts";

const page = pages["/enrol-now"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/enrol-now", matches);

/** The application posted without JavaScript, here or from the portal; a portal session links it. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await sessionOfRequest(context.db, context.config, request, "student");
  return siteFormAction(
    request,
    { ...submitterOf(request, context), studentId: session?.account.id },
    {
      enrolment: (body, who) => submitEnrolment(context.db, context.config, body, who),
    },
  );
}

/**
 * ?program accepts any spelling the spec uses (the QA aliases too); unknown or missing means full
 * stack (the spec's default), and when that is not published the visitor chooses ("Choose a
 * course"): no program is picked by its place in the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("program");
  await publishedContent(context.db); // the published programs and their aliases (issue 32)
  const open = await listOpenIntakes(context.db, context.config.businessTimeZone, {});
  return {
    program: canonicalProgramName(requested) ?? canonicalProgramName("Full stack software development") ?? "",
    intakes: intakeChoices(open),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CourseScope as="section" className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`${container} grid gap-12 py-16 md:py-20 lg:grid-cols-3`}>
        <div>
          <p className="font-semibold text-brand-700">Enrolment</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">Start your application</h1>
          <p className="mt-6 text-lg text-slate-700">
            <ChosenCourse initial={loaderData.program}>
              {(program) =>
                program ? (
                  <>
                    You are applying for{" "}
                    <strong className="font-semibold text-slate-900">{program.name}</strong> (
                    {program.duration.toLowerCase()}, {program.modes.toLowerCase()}
                    ).{" "}
                    <a className={textLink} href={program.href}>
                      About this course
                    </a>
                  </>
                ) : (
                  "Choose the course you are applying for in the form."
                )
              }
            </ChosenCourse>
          </p>
          <h2 className="mt-10 text-lg font-semibold text-slate-900">What happens next</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            <li>We confirm we received your application by e-mail.</li>
            <li>An advisor calls you to agree a start date and class time.</li>
            <li>You accept the offer and join the next intake.</li>
          </ol>
          <p className="mt-6 text-sm text-slate-600">
            {feeTerms} <NewTabLink href="/terms">Read the enrolment terms and conditions</NewTabLink>
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10 lg:col-span-2">
          <EnrolmentForm program={loaderData.program} intakes={loaderData.intakes} />
        </div>
      </div>
    </CourseScope>
  );
}
