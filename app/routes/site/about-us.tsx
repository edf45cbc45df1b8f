import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/about-us";

const page = pages["/about-us"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/about-us", publicUrlFrom(matches));

export default function Page() {
  return <PageHero title={page.title} lead={page.description} />;
}
