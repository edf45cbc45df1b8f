import { useFetcher } from "react-router";
import { type FormResult, summaryOf } from "#app/lib/form-result.ts";

/**
 * Shown on every portal page until the student verifies the address (issue 13, M1). The resend
 * button is a real form post to /portal/verify-email; once hydrated it answers in place.
 */
export function VerifyBanner({ email }: { email: string }) {
  const fetcher = useFetcher<FormResult>();
  const reply = fetcher.data;
  const answer = reply ? (reply.ok ? reply.message : summaryOf(reply)) : undefined;
  return (
    <section
      aria-labelledby="verify-banner-title"
      className="mb-8 rounded-xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-700/30"
    >
      <h2 id="verify-banner-title" className="text-base font-semibold">
        Please verify your e-mail address
      </h2>
      <p className="mt-1">
        To confirm that <strong>{email}</strong> is yours, open the link we e-mailed you, or ask for a new
        one. Until then, your dashboard shows only the applications you send while signed in.
      </p>
      <fetcher.Form
        method="post"
        action="/portal/verify-email"
        className="mt-3 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="resend" />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex min-h-11 items-center rounded-md border border-amber-800/40 bg-white px-4 font-semibold text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed"
        >
          Resend verification e-mail
        </button>
        <span role="status" aria-live="polite">
          {answer}
        </span>
      </fetcher.Form>
    </section>
  );
}
