import { data } from "react-router";
import { pages } from "#content/pages.ts";
import { programBySlug } from "#content/programs.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/program";
import { runFormAction } from "#app/lib/form-action.server.ts";
import { requestCourseOutline } from "#server/leads/course-outline.ts";
import { NewsletterForm, OutlineForm } from "#app/components/forms/slots.tsx";

export function loader({ params }: Route.LoaderArgs) {
  const program = programBySlug(params.slug.toLowerCase());
  if (!program) throw data(null, { status: 404, statusText: "Not Found" });
  return { program };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found | Harbourline Tech" }];
  const path = data.program.href as keyof typeof pages;
  return seo(pages[path], path, publicUrlFrom(matches));
};

/** The outline form posted without JavaScript (the newsletter posts to its own resource route). */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    request,
    { ip: context.clientIp },
    {
      outline: (body, who) => requestCourseOutline(context.db, context.config, body, who),
    },
  );
}

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  return (
    <>
      <PageHero title={program.name} lead={program.summary} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6">
        <OutlineForm
          program={program.name}
          format={program.slug === "full-stack-development" ? "Online" : "Face-to-face"}
        />
        <NewsletterForm variant="band" />
      </div>
    </>
  );
}
