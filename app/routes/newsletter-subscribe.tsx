import { redirect } from "react-router";
import { type DomainErrorKind, isDomainError } from "#server/domain/errors.ts";
import { subscribeToNewsletter } from "#server/leads/newsletter.ts";
import { log } from "#server/log.ts";
import { submitterOf } from "#app/lib/site-form-action.server.ts";
import type { Route } from "./+types/newsletter-subscribe";
import { readForm } from "#app/lib/read-form.server.ts";

/**
 * The newsletter form's target without JavaScript (footer and program pages alike): subscribes,
 * then sends the browser back to the page it came from with the outcome in the query, which the
 * NewsletterForm there shows as the §8 overlay or a field error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { fields } = await readForm(request);
  const variant = fields.variant === "band" ? "band" : "footer";
  const email = fields.email ?? "";
  const back = new URL(sameSitePath(request), "http://x");
  back.searchParams.set("nl", variant);
  try {
    await subscribeToNewsletter(context.db, context.config, fields, submitterOf(request, context));
    back.searchParams.set("newsletter", "subscribed");
  } catch (error) {
    const known = isDomainError(error);
    if (!known) log.error("newsletter form failed", error);
    const outcome = (known && outcomeOfKind[error.kind]) || "failed";
    back.searchParams.set("newsletter", outcome);
    if (outcome !== "already") {
      back.searchParams.set("email", email.slice(0, 254));
      if (known) back.searchParams.set("error", error.messages[0] ?? "");
    }
  }
  return redirect(`${back.pathname}${back.search}#newsletter-${variant}`, 303);
}

/** What the NewsletterForm shows for each kind of refusal; any other is a plain failure. */
const outcomeOfKind: Partial<Record<DomainErrorKind, string>> = { conflict: "already", invalid: "invalid" };

/** Nothing to show on GET: this address only receives the form. */
export function loader() {
  return redirect("/", 303);
}

/** The page the form was on (from Referer), never another site. */
function sameSitePath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.host !== new URL(request.url).host) return "/";
    for (const key of ["newsletter", "nl", "email", "error"]) from.searchParams.delete(key);
    return `${from.pathname}${from.search}`;
  } catch {
    return "/";
  }
}
