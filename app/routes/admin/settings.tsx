import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { CheckboxField } from "#app/components/ui/Field.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { getSettings, updateSettings } from "#server/settings/settings.ts";
import type { Route } from "./+types/settings";

/** /admin/settings: administrators only (server/accounts/roles.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { settings: await getSettings(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const values = (await readForm(request)).fields;
  return pageAction(async () => {
    // Unchecked boxes are not sent at all, so every setting on the page is written as on or off.
    const input = {
      requireTwoFactor: values.requireTwoFactor === "true",
      releaseUnpaidSeats: values.releaseUnpaidSeats === "true",
    };
    return done((await updateSettings(context.db, input, session.account.id)).message);
  });
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const { toast, dismiss } = useResultToast(reply);
  return (
    <>
      <title>Settings | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Form method="post" className="space-y-5">
          <CheckboxField
            name="requireTwoFactor"
            defaultChecked={loaderData.settings.requireTwoFactor}
            label={
              <>
                <span className="font-medium">Require two-factor sign-in for every back-office account</span>
                <span className="block text-slate-700">
                  Accounts without an authenticator app or a passkey are sent to set one up right after their
                  password, and can do nothing else until they have.
                </span>
              </>
            }
          />
          <CheckboxField
            name="releaseUnpaidSeats"
            defaultChecked={loaderData.settings.releaseUnpaidSeats}
            label={
              <>
                <span className="font-medium">Release unpaid seats to the waitlist automatically</span>
                <span className="block text-slate-700">
                  A seat whose first payment is still unpaid a day after its overdue reminder goes back to the
                  intake's waitlist, which offers it to the next person. Off, the seat stays held and you
                  decide from the overdue payments list.
                </span>
              </>
            }
          />
          {reply && !reply.ok && reply.failure ? (
            <p className="text-sm text-red-700" role="alert">
              {reply.failure}
            </p>
          ) : null}
          <Button type="submit" pending={navigation.state === "submitting"}>
            Save settings
          </Button>
        </Form>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
