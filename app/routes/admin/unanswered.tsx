import { useActionData } from "react-router";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { markHandled, unansweredReport } from "#server/chat/unanswered.ts";
import { UnansweredList } from "#app/components/admin/UnansweredList.tsx";
import type { Route } from "./+types/unanswered";

/** What the assistant could not answer, grouped by similar wording (docs/decisions/0084). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { groups: await unansweredReport(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = (await readForm(request)).fields;
  return pageAction(async () => done((await markHandled(context.db, { key: values.key })).message));
}

export default function Unanswered({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as FormResult | undefined;
  const { toast, dismiss } = useResultToast(reply);
  return (
    <div className="max-w-3xl">
      <title>What the assistant could not answer | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">What the assistant could not answer</h1>
      <p className="mt-2 text-slate-700">
        Questions the assistant met with “I couldn't find an answer”, grouped by similar wording. “Answer
        this” starts an FAQ entry with the visitor's words; once it is published the assistant answers them.
        Then mark the group as handled.
      </p>
      <div className="mt-6">
        <UnansweredList groups={loaderData.groups} />
      </div>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
