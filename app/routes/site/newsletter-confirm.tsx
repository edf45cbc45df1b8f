import { AskBeforeActing } from "#app/components/site/AskBeforeActing.tsx";
import { siteTitle } from "#app/lib/seo.ts";
import { LinkPageFrame } from "#app/components/site/ManageBooking.tsx";
import { isDomainError } from "#server/domain/errors.ts";
import { confirmNewsletter, pendingOfConfirmToken } from "#server/leads/newsletter.ts";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Confirm your newsletter subscription", matches) },
  { name: "robots", content: "noindex" },
];

/**
 * The link in the double opt-in e-mail (docs/decisions/0083). GET only asks, because mail scanners
 * follow links; the button (a POST) confirms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const pending = await pendingOfConfirmToken(context.db, token);
  return { email: pending?.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  try {
    return { done: true, message: (await confirmNewsletter(context.db, context.config, token)).message };
  } catch (error) {
    if (isDomainError(error)) return { done: false, message: error.messages[0] };
    throw error;
  }
}

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { email } = loaderData;
  let body: React.ReactNode;
  if (actionData) body = <p role="status">{actionData.message}</p>;
  else if (!email)
    body = (
      <p>
        This confirmation link is not valid. It may have been used already, or replaced by a newer e-mail.
      </p>
    );
  else
    body = <AskBeforeActing question={`Send the newsletter to ${email}?`} submit="Confirm my subscription" />;
  return <LinkPageFrame title="Confirm your newsletter subscription">{body}</LinkPageFrame>;
}
