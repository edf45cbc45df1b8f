import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { subscriberOfToken, unsubscribe } from "#server/leads/newsletter.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe from the newsletter | Harbourline Tech" },
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
  else
    body = (
      <Form method="post" className="space-y-4">
        <p>{`Stop sending the newsletter to ${email}?`}</p>
        <Button type="submit">Unsubscribe</Button>
      </Form>
    );
  return (
    <section className="mx-auto max-w-2xl px-6 py-20">
      <h1 className="text-3xl font-bold">Unsubscribe from the newsletter</h1>
      <div className="mt-6 text-lg text-slate-700">{body}</div>
    </section>
  );
}
