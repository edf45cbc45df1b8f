import { useMemo } from "react";
import {
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunction,
  useActionData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { StatusBadge, when } from "#app/components/admin/content/ContentTypeNav.tsx";
import { DraftEffects } from "#app/components/admin/content/DraftEffects.tsx";
import {
  errorFor,
  HoursField,
  type HoursRow,
  ImageField,
  LinesField,
  MarkdownField,
  useHydrated,
} from "#app/components/admin/content/fields.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { done } from "#app/lib/form-result.ts";
import { requireAdminAccess } from "#app/lib/admin.server.ts";
import { editorAction, type EditorReply } from "#app/lib/content-editor.server.ts";
import { orErrorPage } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import {
  type EditorField,
  editorFields,
  fieldsOfForm,
  publicPathOf,
  typeLabels,
  valueAt,
} from "#forms/content/editor.ts";
import { prefilledDraft } from "#forms/content/answer-this.ts";
import { type ContentType, markdownFields } from "#forms/content/schemas.ts";
import {
  createDocument,
  deleteDocument,
  getDocument,
  publishDocument,
  requireType,
  saveDraft,
  unpublishDocument,
} from "#server/content/documents.ts";
import { renderMarkdown } from "#server/content/markdown.ts";
import { countTestQuestions, draftEffects } from "#server/content/test-questions.ts";
import { forbidden } from "#server/domain/errors.ts";
import type { Route } from "./+types/content-edit";

/**
 * The content editor (issue 32): /admin/content/:type/new and /admin/content/:type/:id. One form
 * per type (forms/content/editor.ts, against the type's schema, which validates on the server);
 * a plain form post without JavaScript, pending states and toasts with it. Staff save drafts;
 * administrators also publish and unpublish (the server refuses staff with 403).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { access } = await requireAdminAccess(request, context);
  const type = await orErrorPage(Promise.resolve().then(() => requireType(params.type)));
  const document = params.id ? await orErrorPage(getDocument(context.db, type, params.id)) : null;
  return {
    type,
    document,
    // "Answer this" (the unanswered-questions report): a new FAQ entry starts with the visitor's words.
    prefill: document ? null : prefilledDraft(type, new URL(request.url).searchParams),
    // Before publishing: the staff's test questions asked with this draft in place (issue 33).
    assistant:
      document && document.status !== "published"
        ? {
            effects: await draftEffects(context.db, document.id),
            tests: await countTestQuestions(context.db),
          }
        : null,
    canPublish: access.role === "administrator",
    publicPath: document ? (publicPathOf(type, document.draft) ?? null) : null,
  };
}

const actorOf = (session: Awaited<ReturnType<typeof requireAdminAccess>>["session"]) => ({
  id: session.account.id,
  name: `${session.account.firstName} ${session.account.lastName}`.trim(),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, access } = await requireAdminAccess(request, context);
  const type = await orErrorPage(Promise.resolve().then(() => requireType(params.type)));
  const { data: form } = await readForm(request);
  const intent = String(form.get("intent") ?? "save");
  const actor = actorOf(session);
  const db = context.db;
  const current = params.id ? await orErrorPage(getDocument(db, type, params.id)) : null;
  const base = `/admin/content/${type}`;
  const onlyAdministrators = (what: string) => {
    if (access.role !== "administrator") throw forbidden(`Only an administrator can ${what}`);
  };
  if (intent === "publish" || intent === "unpublish" || intent === "delete") {
    return editorAction(async () => {
      if (!current) throw forbidden("Save the draft first");
      if (intent === "publish") {
        onlyAdministrators("publish");
        await publishDocument(db, type, current.id, actor);
        return { ok: true, message: "Published: visitors see this version now." } satisfies EditorReply;
      }
      if (intent === "unpublish") {
        onlyAdministrators("unpublish");
        await unpublishDocument(db, type, current.id, actor);
        return {
          ok: true,
          message: "Unpublished: visitors no longer see it. The draft is kept.",
        } satisfies EditorReply;
      }
      await deleteDocument(db, type, current.id);
      return redirect(`${base}?deleted=1`);
    });
  }
  const fields = fieldsOfForm(type, form, current?.draft ?? {});
  if (intent === "preview") {
    const previews = Object.fromEntries(
      markdownFields[type].map((name) => [name, renderMarkdown(String(fields[name] ?? ""))]),
    );
    return { ok: true, draft: fields, previews } satisfies EditorReply;
  }
  return editorAction(async () => {
    if (!current) {
      const created = await createDocument(db, type, fields, actor);
      return redirect(`${base}/${created.id}?created=1`);
    }
    await saveDraft(db, type, current.id, { ...fields, version: form.get("version") }, actor);
    return { ok: true, message: "Draft saved." } satisfies EditorReply;
  }, fields);
}

/** The live Markdown preview posts to its own route: nothing of this page changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.endsWith("/markdown-preview") ? false : defaultShouldRevalidate;

function FieldFor({
  field,
  fields,
  errors,
  previews,
}: {
  field: EditorField;
  fields: Record<string, unknown>;
  errors: Record<string, string>;
  previews?: Record<string, string>;
}) {
  const raw = valueAt(fields, field.name);
  const text = raw === undefined || raw === null ? "" : String(raw);
  switch (field.kind) {
    case "lines":
      return (
        <LinesField
          name={field.name}
          label={field.label}
          itemLabel={field.itemLabel}
          required={field.required}
          hint={field.hint}
          items={Array.isArray(raw) ? raw.map(String) : []}
          errors={errors}
        />
      );
    case "hours":
      return (
        <HoursField
          label={field.label}
          hint={field.hint}
          rows={Array.isArray(raw) ? (raw as HoursRow[]) : []}
          errors={errors}
        />
      );
    case "markdown":
      return (
        <MarkdownField
          name={field.name}
          label={field.label}
          required={field.required}
          hint={field.hint}
          value={text}
          error={errors[field.name]}
          initialPreview={previews?.[field.name]}
        />
      );
    case "image":
      return (
        <ImageField
          name={field.name}
          alt={field.alt}
          label={field.label}
          altLabel={field.altLabel}
          src={text}
          altText={String(valueAt(fields, field.alt) ?? "")}
          errors={errors}
        />
      );
    case "select":
      return (
        <Field
          as="select"
          name={field.name}
          label={field.label}
          required={field.required}
          hint={field.hint}
          options={field.options.map((o) => ({ value: o, label: o[0]!.toUpperCase() + o.slice(1) }))}
          defaultValue={text || field.options[0]}
          error={errorFor(errors, field.name)}
        />
      );
    default:
      return (
        <Field
          as={field.kind === "paragraph" ? "textarea" : "input"}
          {...(field.kind === "number" ? { type: "number" } : field.kind === "date" ? { type: "date" } : {})}
          name={field.name}
          label={field.label}
          required={field.required}
          hint={field.hint}
          defaultValue={text}
          error={errorFor(errors, field.name)}
          className={field.kind === "paragraph" ? "sm:col-span-2" : undefined}
        />
      );
  }
}

const linkButton =
  "inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50";

export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { type, document, prefill, assistant, canPublish, publicPath } = loaderData;
  const reply = useActionData() as EditorReply | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  // A draft just created (the create redirects here with ?created=1) says so like every save.
  const created = useMemo(
    () =>
      search.has("created")
        ? done("Draft created. Visitors do not see it until an administrator publishes it.")
        : undefined,
    [search],
  );
  const { toast, dismiss } = useResultToast(
    reply && !reply.previews ? (reply as Parameters<typeof useResultToast>[0]) : created,
  );
  const labels = typeLabels[type as ContentType];
  const fields = reply?.draft ?? document?.draft ?? prefill ?? {};
  const errors = reply?.fields ?? {};
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const heading = document ? `Edit ${labels.inText}` : `New ${labels.inText}`;
  const noPublish = "Only an administrator can publish or unpublish. Save the draft and ask one.";
  return (
    <>
      <title>{`${heading} | Content | Admin`}</title>
      <p>
        <Link
          to={`/admin/content/${type}`}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {`Back to ${labels.manyInText}`}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        {document ? <StatusBadge status={document.status} /> : null}
      </div>
      {document ? (
        <p className="mt-1 text-sm text-slate-700">
          {`Version ${document.version}, saved ${when(document.updatedAt)}. `}
          {document.publishedAt ? `Published ${when(document.publishedAt)}.` : "Not published."}
        </p>
      ) : null}
      {prefill && !reply ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          A visitor asked this and the assistant could not answer. Write the answer, add other ways people ask
          it, and create the draft; once it is published the assistant gives this answer.
        </p>
      ) : null}
      {reply && !reply.ok && reply.failure ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p>{reply.failure}</p>
          {reply.stale && document ? (
            <p className="mt-2">
              <a href={`/admin/content/${type}/${document.id}`} className="font-semibold underline">
                Reload the latest draft
              </a>{" "}
              (what you typed here is not saved: copy it first if you need it).
            </p>
          ) : null}
        </div>
      ) : null}
      {reply && !reply.ok && reply.fields && !reply.failure ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          Please correct the fields marked below.
        </p>
      ) : null}
      {document ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {publicPath ? (
            <a
              href={`${publicPath}?preview=${document.id}`}
              target="_blank"
              rel="noreferrer"
              className={linkButton}
            >
              Preview on the site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <Link to={`/admin/content/${type}/${document.id}/revisions`} className={linkButton}>
            Revisions
          </Link>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" noValidate key={document?.version ?? "new"}>
        {document ? <input type="hidden" name="version" value={document.version} /> : null}
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-slate-900">{labels.one}</legend>
          {editorFields[type as ContentType].map((field) => (
            <FieldFor
              key={field.name}
              field={field}
              fields={fields}
              errors={errors}
              previews={reply?.previews}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" pending={busy("save")}>
            {document ? "Save draft" : "Create draft"}
          </Button>
        </div>
      </Form>
      {assistant ? <DraftEffects effects={assistant.effects} tests={assistant.tests} /> : null}
      {document ? (
        <section
          aria-labelledby="publishing-heading"
          className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="publishing-heading" className="text-lg font-semibold text-slate-900">
            Publishing
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Publishing makes the last saved draft what visitors see, on every page, from the next request.
          </p>
          {canPublish ? null : (
            <p id="publish-reason" className="mt-2 text-sm font-medium text-slate-800">
              {noPublish}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="publish"
                disabled={!canPublish}
                aria-describedby={canPublish ? undefined : "publish-reason"}
                pending={busy("publish")}
              >
                {document.status === "draft" ? "Publish" : "Publish changes"}
              </Button>
            </Form>
            {document.published && type !== "site" ? (
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value="unpublish"
                  variant="secondary"
                  disabled={!canPublish}
                  aria-describedby={canPublish ? undefined : "publish-reason"}
                  pending={busy("unpublish")}
                >
                  Unpublish
                </Button>
              </Form>
            ) : null}
            {type !== "site" ? (
              <Form
                method="post"
                onSubmit={(e) => {
                  if (hydrated && !window.confirm(`Delete this ${labels.inText} and its history?`))
                    e.preventDefault();
                }}
              >
                <Button type="submit" name="intent" value="delete" variant="danger" pending={busy("delete")}>
                  Delete
                </Button>
              </Form>
            ) : null}
          </div>
        </section>
      ) : null}
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
