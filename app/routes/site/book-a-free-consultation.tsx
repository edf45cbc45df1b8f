import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-a-free-consultation";
import { runFormAction } from "#app/lib/form-action.server.ts";
import { bookConsultation } from "#server/leads/consultation.ts";
import { ConsultationForm } from "#app/components/forms/slots.tsx";

const page = pages["/expertise/book-a-free-consultation"];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(page, "/expertise/book-a-free-consultation", publicUrlFrom(matches));

/** The booking form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    request,
    { ip: context.clientIp },
    {
      consultation: (body, who) => bookConsultation(context.db, context.config, body, who),
    },
  );
}

export default function Page() {
  return (
    <>
      <PageHero title={page.title} lead={page.description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold">Got a project?</h2>
        <ConsultationForm />
      </div>
    </>
  );
}
