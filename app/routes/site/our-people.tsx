import { pages } from "#content/pages.ts";
import { publishedContent } from "#server/content/published.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { Portrait } from "#app/components/site/Portrait.tsx";
import { SocialIcon } from "#app/components/site/SocialIcon.tsx";
import { container } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/our-people";

const page = pages["/our-people"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/our-people", matches);

/** The published team members (issue 32): a person staff add, edit or unpublish shows here on the next request. */
export async function loader({ context }: Route.LoaderArgs) {
  const content = await publishedContent(context.db);
  return {
    siteName: content.site.name,
    team: content.team.map(({ name, role, bio, linkedinUrl, portrait }) => ({
      name,
      role,
      bio,
      linkedinUrl,
      portrait,
    })),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const site = { name: loaderData.siteName };
  return (
    <>
      <PageHero
        title="Meet our people"
        lead={`${site.name} is a small team of developers, testers and teachers. The people who run the company also teach in its classrooms and work on its client projects.`}
      />
      <section aria-label="Team members" className={`${container} py-16`}>
        <ul className="grid gap-8 md:grid-cols-3">
          {team.map((m) => (
            <li
              key={m.name}
              className="flex flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
            >
              <Portrait style={m.portrait} name={m.name} size={160} />
              <h2 className="mt-6 text-xl font-semibold text-slate-900">{m.name}</h2>
              <p className="font-medium text-brand-700">{m.role}</p>
              <p className="mt-4 flex-1 text-slate-700">{m.bio}</p>
              <a
                className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
                href={m.linkedinUrl}
                rel="noopener"
              >
                <SocialIcon name="LinkedIn" />
                <span>{m.name} on LinkedIn</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
