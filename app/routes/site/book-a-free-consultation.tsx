import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-a-free-consultation";

const page = pages["/expertise/book-a-free-consultation"];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(page, "/expertise/book-a-free-consultation", publicUrlFrom(matches));

export default function Page() {
  return <PageHero title={page.title} lead={page.description} />;
}
