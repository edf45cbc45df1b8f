import { Form, Link, useActionData, useNavigation } from "react-router";
import { ContentTypeNav } from "#app/components/admin/content/ContentTypeNav.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { typeLabels } from "#forms/content/editor.ts";
import { type ContentType, contentTypes } from "#forms/content/schemas.ts";
import { listDocuments } from "#server/content/documents.ts";
import { addTestQuestion, listTestQuestions, removeTestQuestion } from "#server/content/test-questions.ts";
import type { Route } from "./+types/content-test-questions";

/**
 * /admin/content/test-questions (issue 33, item 3): questions staff expect the assistant to answer,
 * each with the document that should answer it. A document's edit page runs them against its
 * draft before publishing ("What this changes in the assistant").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const documents = (await Promise.all(contentTypes.map((type) => listDocuments(context.db, type)))).flat();
  return {
    tests: await listTestQuestions(context.db),
    documents: documents.map((d) => ({ id: d.id, label: `${typeLabels[d.type].one}: ${d.title}` })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { fields } = await readForm(request);
  if (fields.intent === "remove")
    return pageAction(async () => done((await removeTestQuestion(context.db, fields.id)).message));
  return pageAction(
    async () =>
      done(
        (await addTestQuestion(context.db, { question: fields.question, documentId: fields.documentId }))
          .message,
      ),
    { values: { question: fields.question ?? "", documentId: fields.documentId ?? "" } },
  );
}

export default function ContentTestQuestions({ loaderData }: Route.ComponentProps) {
  const { tests, documents } = loaderData;
  const reply = useActionData() as FormResult | undefined;
  const { toast, dismiss } = useResultToast(reply);
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const failed = reply && !reply.ok ? reply : undefined;
  return (
    <>
      <title>Test questions | Content | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Content</h1>
      <ContentTypeNav current="test-questions" />
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Test questions for the assistant</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Questions visitors ask, each with the document that should answer it. Before you publish a change, its
        edit page asks these of the assistant with your draft in place and shows which answers would change or
        break.
      </p>
      <Form
        method="post"
        className="mt-4 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
        key={reply?.ok ? tests.length : "form"}
        noValidate
      >
        <input type="hidden" name="intent" value="add" />
        <Field
          name="question"
          label="Question"
          required
          defaultValue={failed?.values?.question as string | undefined}
          error={failed?.fields?.question}
        />
        <Field
          as="select"
          name="documentId"
          label="Document that should answer it"
          required
          placeholder="Choose a document"
          options={documents.map((d) => ({ value: d.id, label: d.label }))}
          defaultValue={failed?.values?.documentId as string | undefined}
          error={failed?.fields?.documentId}
        />
        <div>
          <Button type="submit" pending={adding}>
            Add test question
          </Button>
        </div>
      </Form>
      {tests.length === 0 ? (
        <p className="mt-6 text-slate-700">No test questions yet.</p>
      ) : (
        <ul className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {tests.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">“{t.question}”</p>
                <p className="text-sm text-slate-700">
                  {"Answered by "}
                  <Link
                    to={`/admin/content/${t.documentType}/${t.documentId}`}
                    className="text-brand-700 underline"
                  >
                    {`${typeLabels[t.documentType as ContentType]?.one ?? t.documentType}: ${t.documentTitle}`}
                  </Link>
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={t.id} />
                <Button type="submit" variant="secondary" className="min-h-9 text-sm">
                  Remove<span className="sr-only">{` “${t.question}”`}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
