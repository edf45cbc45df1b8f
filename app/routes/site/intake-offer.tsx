import { data } from "react-router";
import { siteTitle } from "#app/lib/seo.ts";
import { LinkPageFrame, Notice } from "#app/components/site/ManageBooking.tsx";
import { textLink } from "#app/components/site/styles.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { formatDateTime } from "#forms/dates.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { longDate } from "#server/intakes/labels.ts";
import { answerOffer, offerByToken } from "#server/intakes/offers.ts";
import type { Route } from "./+types/intake-offer";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Your seat offer", matches) },
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The Accept and Decline links of a waitlist seat offer (issue 14). A GET only shows the offer
 * and asks (mail scanners follow links); the button answers, once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const offer = await offerByToken(context.db, tokenOf(request));
  if (!offer) throw data(null, { status: 404, statusText: "Not Found" });
  const answer = new URL(request.url).searchParams.get("answer") === "decline" ? "decline" : "accept";
  return {
    answer,
    offer: {
      ...offer,
      start: longDate(offer.startDate),
      until: formatDateTime(offer.expiresAt),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    const answer = form.answer === "decline" ? "decline" : "accept";
    const { message } = await answerOffer(context.db, context.config, { token: tokenOf(request), answer });
    return done(message);
  });
}

export default function IntakeOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, answer } = loaderData;
  const result = actionData as FormResult | undefined;
  return (
    <LinkPageFrame title="Your seat offer">
      {result?.ok ? (
        <Notice tone="success">
          <p>{result.message}</p>
        </Notice>
      ) : offer.status !== "pending" ? (
        <Notice tone="error">
          <p>{`This offer has already been ${offer.status}.`}</p>
        </Notice>
      ) : (
        <>
          {result && !result.ok ? (
            <Notice tone="error">
              <p>{result.failure}</p>
            </Notice>
          ) : null}
          <p>
            A seat in the <strong>{offer.course}</strong> intake starting <strong>{offer.start}</strong> is
            held for you until {offer.until}.
          </p>
          <form method="post" className="flex flex-wrap gap-4">
            <Button
              type="submit"
              name="answer"
              value="accept"
              variant={answer === "accept" ? undefined : "secondary"}
            >
              Accept the seat
            </Button>
            <Button
              type="submit"
              name="answer"
              value="decline"
              variant={answer === "decline" ? "danger" : "secondary"}
            >
              Decline the seat
            </Button>
          </form>
          <p>
            Questions first?{" "}
            <a className={textLink} href="/contact-us">
              Contact us
            </a>
            .
          </p>
        </>
      )}
    </LinkPageFrame>
  );
}
