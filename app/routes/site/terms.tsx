import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { pages } from "#content/pages.ts";
import { LegalDocumentView } from "#app/components/site/LegalDocumentView.tsx";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { publicUrlFrom, seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/terms";

const page = pages["/terms"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/terms", publicUrlFrom(matches));

/** /terms: the enrolment terms and conditions the application form's first checkbox accepts. */
export default function Page() {
  return (
    <>
      <PageHero title={enrolmentTerms.title} lead={enrolmentTerms.intro} />
      <LegalDocumentView document={enrolmentTerms} />
    </>
  );
}
