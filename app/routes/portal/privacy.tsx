import { Form, useActionData } from "react-router";
import { Notice } from "#app/components/portal/Notice.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { normaliseEmail } from "#server/people/identity.ts";
import { personHeader, requestErasure } from "#server/people/people.ts";
import { assertVerifiedStudent, verifyBeforeExportMessage } from "#server/people/privacy.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Your Data", matches);

/**
 * Privacy self-service for students (docs/decisions/0083): download everything held about them
 * (JSON, or a readable page) and ask for erasure, which staff confirm. Both need the account's
 * address verified first: an unverified sign-up proves nothing about the address (docs/security.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  const header = await personHeader(context.db, normaliseEmail(account.email));
  const verified = Boolean(header.account?.verified);
  return {
    requestedAt: header.erasureRequestedAt,
    verified,
    verifyFirst: verified ? null : verifyBeforeExportMessage,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { account } = await requireAccount(request, context, "student");
  return pageAction(async () => {
    await assertVerifiedStudent(context.db, account.id);
    return done((await requestErasure(context.db, account)).message);
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as FormResult | undefined;
  const link =
    "inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50";
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your Data</h1>
      <Notice message={reply?.ok ? reply.message : undefined} />
      {loaderData.verifyFirst === null ? null : (
        <p
          role="status"
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900"
          data-verify-first
        >
          {loaderData.verifyFirst}
        </p>
      )}
      <section
        aria-labelledby="export-heading"
        className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Download your data
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Everything we hold about you: your account, applications, enquiries, newsletter consent, chats and
          the e-mails we sent you.
        </p>
        {loaderData.verified ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <a className={link} href="/api/portal/me/export" download>
              Download (JSON)
            </a>
            <a className={link} href="/api/portal/me/export?format=html" download>
              Download (readable page)
            </a>
          </div>
        ) : null}
      </section>
      <section
        aria-labelledby="erase-heading"
        className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
          Erase your data
        </h2>
        {loaderData.requestedAt || reply?.ok ? (
          <p className="mt-2 text-sm text-slate-700" data-erasure-requested>
            You asked us to erase your data. Our team will confirm it; then your account and everything about
            you is erased.
          </p>
        ) : loaderData.verified ? (
          <Form method="post" className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">
              Ask us to erase everything we hold about you, your account included. Our team confirms the
              request; it cannot be undone.
            </p>
            <Button type="submit">Ask for erasure</Button>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Available once your e-mail address is verified.</p>
        )}
      </section>
    </div>
  );
}
