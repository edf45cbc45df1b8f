import { programOfSlug, publishedContent } from "#server/content/published.ts";
import { siteTitle } from "#app/lib/seo.ts";
import { AskBeforeActing } from "#app/components/site/AskBeforeActing.tsx";
import { LinkPageFrame } from "#app/components/site/ManageBooking.tsx";
import { textLink } from "#app/components/site/styles.ts";
import { isDomainError } from "#server/domain/errors.ts";
import {
  confirmInterest,
  INTEREST_LINK_EXPIRED,
  INTEREST_LINK_NOT_VALID,
  interestOfConfirmToken,
} from "#server/intakes/interest.ts";
import type { Route } from "./+types/next-intake-confirm";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Confirm: tell me about the next intake", matches) },
  { name: "robots", content: "noindex" },
];

/**
 * The link in the "tell me about the next intake" confirmation e-mail (docs/decisions/0098). GET
 * only asks, because mail scanners follow links; the button (a POST) confirms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const pending = await interestOfConfirmToken(context.db, token);
  // A published program (issue 32); an unpublished one has no next intake to tell about.
  const found = pending ? programOfSlug(await publishedContent(context.db), pending.program) : undefined;
  const program = found ? { name: found.name, href: found.href } : undefined;
  if (!pending || !program) return { ask: undefined, notice: INTEREST_LINK_NOT_VALID, program: undefined };
  if (pending.expired)
    return {
      ask: undefined,
      notice: INTEREST_LINK_EXPIRED,
      program: { name: program.name, href: program.href },
    };
  return {
    ask: `E-mail ${pending.email} when the next ${program.name} intake opens?`,
    notice: undefined,
    program,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  try {
    return { done: true, message: (await confirmInterest(context.db, context.config, token)).message };
  } catch (error) {
    if (isDomainError(error)) return { done: false, message: error.messages[0] };
    throw error;
  }
}

export default function ConfirmNextIntake({ loaderData, actionData }: Route.ComponentProps) {
  const { ask, notice, program } = loaderData;
  let body: React.ReactNode;
  if (actionData) body = <p role="status">{actionData.message}</p>;
  else if (ask) body = <AskBeforeActing question={ask} submit="Yes, tell me" />;
  else
    body = (
      <p>
        {notice}
        {program ? (
          <>
            {" "}
            <a className={textLink} href={program.href}>
              {program.name}
            </a>
          </>
        ) : null}
      </p>
    );
  return <LinkPageFrame title="Confirm: tell me about the next intake">{body}</LinkPageFrame>;
}
