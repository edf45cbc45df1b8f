import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact-us";
import { runFormAction } from "#app/lib/form-action.server.ts";
import { submitContactMessage } from "#server/leads/contact.ts";
import { ContactForm } from "#app/components/forms/slots.tsx";

const page = pages["/contact-us"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/contact-us", publicUrlFrom(matches));

/** The contact form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    request,
    { ip: context.clientIp },
    {
      contact: (body, who) => submitContactMessage(context.db, context.config, body, who),
    },
  );
}

export default function Page() {
  return (
    <>
      <PageHero title={page.title} lead={page.description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ContactForm heading="Send us a message" />
      </div>
    </>
  );
}
