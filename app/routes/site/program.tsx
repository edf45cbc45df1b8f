import { data } from "react-router";
import { pages } from "#content/pages.ts";
import { programBySlug } from "#content/programs.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/program";

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

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  return <PageHero title={program.name} lead={program.summary} />;
}
