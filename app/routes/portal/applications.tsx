import { ProgramImage } from "#app/components/portal/ProgramImage.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { publishedContent } from "#server/content/published.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Applications", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccount(request, context, "student");
  // The catalogue is the published programs (issue 32): one published in the back-office is here.
  const { programs } = await publishedContent(context.db);
  return {
    programs: programs.map((p) => ({
      slug: p.slug,
      name: p.name,
      summary: p.summary,
      courseType: p.courseType,
      studyMode: p.studyMode,
      duration: p.duration,
    })),
  };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { programs } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Apply for a training program</h1>
      <p className="mt-2 text-sm text-slate-700">Choose a program to start your application.</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {programs.map((program) => (
          <li
            key={program.slug}
            className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <ProgramImage program={program} className="h-40 w-full" />
            <div className="flex flex-1 flex-col p-6">
              <h2 className="text-lg font-semibold text-slate-900">{program.name}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-700">{program.summary}</p>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-xs text-slate-700">
                <div>
                  <dt className="font-semibold text-slate-900">Type</dt>
                  <dd>{program.courseType}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">Mode</dt>
                  <dd>{program.studyMode}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">Duration</dt>
                  <dd>{program.duration}</dd>
                </div>
              </dl>
              <a
                href={`/portal/applications/enroll?program=${encodeURIComponent(program.name)}`}
                aria-label={`Enrol Now in ${program.name}`}
                className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                Enrol Now
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
