import { Form } from "react-router";
import { AuthShell } from "./AuthShell.tsx";

/**
 * The page at /portal/log-out and /admin/log-out: a visit shows this button, the form post signs
 * out. A plain form, so it works before hydration and without JavaScript.
 */
export function SignOutScreen({
  action,
  name,
  cancelHref,
}: {
  action: string;
  name: string;
  cancelHref: string;
}) {
  return (
    <AuthShell title="Sign out" lead={<>You are signed in as {name}.</>}>
      <Form method="post" action={action} className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Sign out
        </button>
        <a href={cancelHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Stay signed in
        </a>
      </Form>
    </AuthShell>
  );
}
