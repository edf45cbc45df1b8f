import { data } from "react-router";
import { pages } from "#content/pages.ts";
import { services } from "#content/services.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/expertise";

export function loader({ params }: Route.LoaderArgs) {
  const service = services.find((s) => s.slug === params.slug.toLowerCase());
  if (!service) throw data(null, { status: 404, statusText: "Not Found" });
  return { service };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found | Harbourline Tech" }];
  const path = data.service.href as keyof typeof pages;
  return seo(pages[path], path, publicUrlFrom(matches));
};

export default function ExpertisePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <PageHero title={service.name} lead={service.description} dark>
      <a
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-slate-900 hover:bg-brand-50"
        href="/expertise/book-a-free-consultation"
      >
        Book a free consultation
      </a>
    </PageHero>
  );
}
