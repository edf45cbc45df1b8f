import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { StatusBadge, when } from "#app/components/admin/content/ContentTypeNav.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { editorAction, type EditorReply } from "#app/lib/content-editor.server.ts";
import { orErrorPage } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { editorFields, typeLabels } from "#forms/content/editor.ts";
import { type ContentType, titleOf } from "#forms/content/schemas.ts";
import { diffFields } from "#server/content/diff.ts";
import { getDocument, listRevisions, restoreRevision } from "#server/content/documents.ts";
import type { Route } from "./+types/content-revisions";

/**
 * A document's revisions (issue 32): who changed it, when, how and which fields; with
 * ?compare=<revision id>, that revision field by field against the current draft (long text as a
 * word diff); Restore puts a revision's fields back into the draft (publishing stays separate).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const document = await orErrorPage(getDocument(context.db, params.type, params.id));
  const revisions = await listRevisions(context.db, params.type, params.id);
  const compareId = new URL(request.url).searchParams.get("compare");
  const compared = compareId ? revisions.find((r) => r.id === compareId) : undefined;
  return {
    type: document.type,
    document: {
      id: document.id,
      title: titleOf(document.type, document.draft),
      status: document.status,
      version: document.version,
    },
    revisions: revisions.map(({ fields: _fields, ...r }) => r),
    comparison: compared
      ? {
          revision: {
            id: compared.id,
            version: compared.version,
            action: compared.action,
            by: compared.by,
            at: compared.at,
          },
          diff: diffFields(compared.fields, document.draft),
        }
      : null,
    compareMissing: Boolean(compareId && !compared),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const { revisionId = "" } = (await readForm(request)).fields;
  const actor = {
    id: session.account.id,
    name: `${session.account.firstName} ${session.account.lastName}`.trim(),
  };
  return editorAction(async () => {
    const restored = await restoreRevision(context.db, params.type, params.id, revisionId, actor);
    return redirect(`/admin/content/${params.type}/${params.id}/revisions?restored=${restored.version}`);
  });
}

const actionLabels: Record<string, string> = {
  seed: "Seeded",
  create: "Created",
  save: "Saved",
  restore: "Restored",
  publish: "Published",
  unpublish: "Unpublished",
  import: "Imported",
  upgrade: "Upgraded to this version's seed form",
};

/** A field's label in the editor, or its name when the editor does not show it. */
function labelOf(type: ContentType, field: string): string {
  const shown = editorFields[type].find((f) => f.name === field || f.name.startsWith(`${field}.`));
  if (!shown) return field;
  return shown.name.includes(".") && shown.kind !== "image"
    ? field[0]!.toUpperCase() + field.slice(1)
    : shown.label;
}

function DiffPartText({ op, text }: { op: "same" | "added" | "removed"; text: string }) {
  if (op === "same") return <span>{text}</span>;
  if (op === "removed") return <del className="bg-red-100 text-red-900">{text}</del>;
  return <ins className="bg-emerald-100 text-emerald-900 no-underline">{text}</ins>;
}

export default function ContentRevisions({ loaderData }: Route.ComponentProps) {
  const { type, document, revisions, comparison, compareMissing } = loaderData;
  const reply = useActionData() as EditorReply | undefined;
  const { toast, dismiss } = useResultToast(reply as Parameters<typeof useResultToast>[0]);
  const navigation = useNavigation();
  const labels = typeLabels[type];
  const base = `/admin/content/${type}/${document.id}`;
  const [search] = useSearchParams();
  const restored = search.get("restored");
  const restoreForm = (revisionId: string, version: number) => (
    <Form method="post">
      <input type="hidden" name="revisionId" value={revisionId} />
      <Button
        type="submit"
        variant="secondary"
        className="min-h-10 px-3 text-sm"
        pending={navigation.state === "submitting" && navigation.formData?.get("revisionId") === revisionId}
      >
        Restore<span className="sr-only">{` version ${version} into the draft`}</span>
      </Button>
    </Form>
  );
  return (
    <>
      <title>{`Revisions: ${document.title} | Content | Admin`}</title>
      <p>
        <Link to={base} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {`Back to the ${labels.inText}`}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{`Revisions of “${document.title}”`}</h1>
        <StatusBadge status={document.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{`The draft is at version ${document.version}. Restoring puts a revision's fields back into the draft as a new version; publish it to show it to visitors.`}</p>
      {restored ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {`Restored into the draft (now version ${restored}).`}{" "}
          <Link to={base} className="font-semibold underline">
            Open the draft
          </Link>
        </p>
      ) : null}
      {reply && !reply.ok && reply.failure ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {reply.failure}
        </p>
      ) : null}
      {compareMissing ? (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          That revision is not part of this document's history.
        </p>
      ) : null}
      {comparison ? (
        <section
          aria-labelledby="diff-heading"
          className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          data-diff
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="diff-heading" className="text-lg font-semibold text-slate-900">
              {`Version ${comparison.revision.version} (${actionLabels[comparison.revision.action] ?? comparison.revision.action} by ${comparison.revision.by ?? "—"}, ${when(comparison.revision.at)}) against the current draft`}
            </h2>
            {restoreForm(comparison.revision.id, comparison.revision.version)}
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <del className="bg-red-100 text-red-900">Struck-through red</del> is only in that version;{" "}
            <ins className="bg-emerald-100 text-emerald-900 no-underline">green</ins> is only in the draft.
          </p>
          {comparison.diff.length === 0 ? (
            <p className="mt-4 text-slate-800">No differences: the draft has the same fields.</p>
          ) : (
            <dl className="mt-4 divide-y divide-slate-100">
              {comparison.diff.map((d) => (
                <div key={d.field} className="py-3" data-diff-field={d.field}>
                  <dt className="text-sm font-semibold text-slate-900">{labelOf(type, d.field)}</dt>
                  <dd className="mt-1 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-mono text-sm text-slate-900">
                    {d.parts.map((part, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts never reorder
                      <DiffPartText key={i} op={part.op} text={part.text} />
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}
      <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">Revisions, newest first</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2">
                When
              </th>
              <th scope="col" className="px-4 py-2">
                Who
              </th>
              <th scope="col" className="px-4 py-2">
                What
              </th>
              <th scope="col" className="px-4 py-2">
                Fields changed
              </th>
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {revisions.map((r) => (
              <tr
                key={r.id}
                data-revision={r.id}
                aria-current={comparison?.revision.id === r.id ? "true" : undefined}
                className={comparison?.revision.id === r.id ? "bg-brand-50" : undefined}
              >
                <td className="whitespace-nowrap px-4 py-2">{when(r.at)}</td>
                <td className="px-4 py-2">{r.by ?? "—"}</td>
                <td className="px-4 py-2">{`${actionLabels[r.action] ?? r.action} (version ${r.version})`}</td>
                <td className="px-4 py-2">
                  {r.changed.length > 0 ? r.changed.map((f) => labelOf(type, f)).join(", ") : "—"}
                </td>
                <td className="px-4 py-2">
                  <div className="flex items-center justify-end gap-2 whitespace-nowrap">
                    <Link
                      to={`?compare=${r.id}`}
                      className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline underline-offset-2"
                    >
                      Compare{" "}
                      <span className="sr-only">{`version ${r.version} (${actionLabels[r.action] ?? r.action}) `}</span>
                      with draft
                    </Link>
                    {restoreForm(r.id, r.version)}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
