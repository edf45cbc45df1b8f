import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/technology-research";

const page = pages["/technology-research"];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(page, "/technology-research", publicUrlFrom(matches));

export default function Page() {
  return <PageHero title={page.title} lead={page.description} />;
}
