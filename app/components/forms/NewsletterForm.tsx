import { newsletterPending } from "#content/confirmations.ts";
import { useLocation } from "react-router";
import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { RequiredMark } from "#app/components/ui/Field.tsx";
import { Overlay, PublicForm } from "./FormKit.tsx";

export const NEWSLETTER_ERROR_TITLE = "Error subscribing newsletter!";
export const NEWSLETTER_ERROR_TEXT =
  "Your email address is already subscribed with us. Please try different email address.";

/**
 * Newsletter signup (program pages: 'band'; every page: 'footer'). Without JavaScript it posts to
 * the /newsletter/subscribe resource route, which redirects back here with the outcome in the
 * query (?newsletter=…&nl=<variant>) so no page needs its own action.
 */
export function NewsletterForm({ variant }: { variant: "band" | "footer" }) {
  const params = new URLSearchParams(useLocation().search);
  const mine = params.get("nl") === variant;
  const outcome = mine ? params.get("newsletter") : null;
  const fieldError = outcome === "invalid" ? (params.get("error") ?? undefined) : undefined;
  const failure =
    outcome === "failed"
      ? (params.get("error") ?? "Sorry, we couldn't subscribe you just now. Please try again.")
      : undefined;
  const id = `newsletter-${variant}`;
  const dark = variant === "footer";
  const Wrapper = dark ? "div" : "section";
  return (
    // The footer copy sits inside the footer landmark; only the page band is a region of its own,
    // so a page with both has no two landmarks of one name.
    <Wrapper
      data-form-root
      id={id}
      aria-labelledby={dark ? undefined : `${id}-heading`}
      className={dark ? "text-white" : "rounded-xl bg-brand-50 p-6"}
    >
      <h2
        id={`${id}-heading`}
        className={dark ? "text-sm font-semibold uppercase tracking-wide" : "text-2xl font-bold"}
      >
        Subscribe to our newsletter
      </h2>
      <p className={dark ? "mt-2 text-sm text-slate-300" : "mt-2 text-slate-700"}>
        Course intakes, events and career tips, about once a month.
      </p>
      <PublicForm
        name="newsletter"
        api="/api/newsletter/subscribe"
        action="/newsletter/subscribe"
        failure={failure}
        submitLabel="Subscribe"
        className={`mt-4 ${dark ? "[&_label]:text-slate-200 [&_p]:text-slate-300" : ""}`}
      >
        <input type="hidden" name="variant" value={variant} />
        {/* Not <Field>: its id is derived from the name, and a program page also has the outline form's email. */}
        <div data-field="email">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium">
            Email address
            <RequiredMark />
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-email-error`}
            defaultValue={
              outcome === "invalid" || outcome === "failed" ? (params.get("email") ?? undefined) : undefined
            }
            className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${fieldError ? "border-red-600" : "border-slate-300"}`}
          />
          <p
            id={`${id}-email-error`}
            data-error-for="email"
            className="mt-1 text-sm text-red-700"
            aria-live="polite"
          >
            {fieldError ?? ""}
          </p>
        </div>
        <PrivacyNote details="your e-mail address" purpose="send the newsletter" onDark={dark} />
      </PublicForm>
      <Overlay
        id={`${id}-thanks`}
        kind="success"
        title={newsletterPending.title}
        open={outcome === "subscribed"}
      >
        <p>{newsletterPending.happened}</p>
        <p>{newsletterPending.next}</p>
        <p>{newsletterPending.resend}</p>
      </Overlay>
      <Overlay
        id={`${id}-error`}
        kind="error"
        tone="error"
        title={NEWSLETTER_ERROR_TITLE}
        open={outcome === "already"}
      >
        <p>{NEWSLETTER_ERROR_TEXT}</p>
        <p>{newsletterPending.resend}</p>
      </Overlay>
    </Wrapper>
  );
}
