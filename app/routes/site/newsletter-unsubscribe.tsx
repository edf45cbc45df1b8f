import { AskBeforeActing } from "#app/components/site/AskBeforeActing.tsx";
import { siteTitle } from "#app/lib/seo.ts";
import { LinkPageFrame } from "#app/components/site/ManageBooking.tsx";
import { subscriberOfToken, unsubscribe } from "#server/leads/newsletter.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Unsubscribe from the newsletter", matches) },
  { name: "robots", content: "noindex" },
];

/** The link in every newsletter e-mail. GET only asks (mail scanners follow links); the button unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const subscriber = await subscriberOfToken(context.db, token);
  return { token, email: subscriber?.email, already: Boolean(subscriber?.unsubscribedAt) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { done: await unsubscribe(context.db, token) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { email, already } = loaderData;
  let body: React.ReactNode;
  if (!email) body = <p>This unsubscribe link is not valid. It may have been replaced by a newer e-mail.</p>;
  else if (actionData?.done || already)
    body = <p>{`${email} has been unsubscribed. You will not receive any more newsletters from us.`}</p>;
  else body = <AskBeforeActing question={`Stop sending the newsletter to ${email}?`} submit="Unsubscribe" />;
  return <LinkPageFrame title="Unsubscribe from the newsletter">{body}</LinkPageFrame>;
}
