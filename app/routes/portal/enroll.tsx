import { redirect } from "react-router";
import { ChosenCourse, CourseScope } from "#app/components/forms/ChosenCourse.tsx";
import { EnrolmentForm } from "#app/components/forms/slots.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { canonicalProgramName } from "#content/programs.ts";
import { publishedContent } from "#server/content/published.ts";
import { intakeChoices } from "#server/intakes/apply.ts";
import { listOpenIntakes } from "#server/intakes/intakes.ts";
import type { Route } from "./+types/enroll";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Enrol in a program", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  await publishedContent(context.db); // the published programs and their aliases (issue 32)
  const program = canonicalProgramName(new URL(request.url).searchParams.get("program"));
  // An unknown or missing program goes back to the catalogue to pick one.
  if (!program) throw redirect("/portal/applications");
  const { firstName, lastName, email } = account;
  const open = await listOpenIntakes(context.db, context.config.businessTimeZone, { program });
  return { program, email, prefill: { firstName, lastName, email }, intakes: intakeChoices(open) };
}

export default function Enroll({ loaderData }: Route.ComponentProps) {
  return (
    <CourseScope>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        <ChosenCourse initial={loaderData.program}>
          {(program) => (program ? `Apply for ${program.name}` : "Apply for a program")}
        </ChosenCourse>
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        Your application is linked to your account and shows on your dashboard once sent. It is filed under
        your account's e-mail address, {loaderData.email}.{" "}
        <a href="/portal/applications" className="font-semibold text-brand-700 hover:underline">
          Choose another program
        </a>
      </p>
      <div className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <EnrolmentForm
          program={loaderData.program}
          prefill={loaderData.prefill}
          intakes={loaderData.intakes}
        />
      </div>
    </CourseScope>
  );
}
