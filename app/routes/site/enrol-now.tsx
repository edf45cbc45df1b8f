import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/enrol-now";
import { runFormAction } from "#app/lib/form-action.server.ts";
import { sessionOfRequest } from "#server/http/auth.ts";
import { submitEnrolment } from "#server/leads/enrolment.ts";
import { canonicalProgramName } from "#content/programs.ts";
import { EnrolmentForm } from "#app/components/forms/slots.tsx";

const page = pages["/enrol-now"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/enrol-now", publicUrlFrom(matches));

/** The application posted without JavaScript, here or from the portal; a portal session links it. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await sessionOfRequest(context.db, context.config, request, "student");
  return runFormAction(
    request,
    { ip: context.clientIp, studentId: session?.account.id },
    {
      enrolment: (body, who) => submitEnrolment(context.db, context.config, body, who),
    },
  );
}

export function loader({ request }: Route.LoaderArgs) {
  const program = canonicalProgramName(new URL(request.url).searchParams.get("program"));
  return { program: program ?? "Full stack software development" };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Start your application" lead={page.description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <EnrolmentForm program={loaderData.program} />
      </div>
    </>
  );
}
