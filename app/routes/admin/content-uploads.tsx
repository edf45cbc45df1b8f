import { Form, useNavigation } from "react-router";
import { ContentTypeNav, when } from "#app/components/admin/content/ContentTypeNav.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { typeLabels } from "#forms/content/editor.ts";
import type { ContentType } from "#forms/content/schemas.ts";
import { deleteUpload, documentsUsingUpload, UPLOADS_PATH } from "#server/uploads/uploads.ts";
import type { Route } from "./+types/content-uploads";

/**
 * /admin/content/uploads: the uploaded images (issue 32), newest first, each with the documents
 * that place it. One that no draft or published document uses can be deleted (staff too); the
 * server refuses the others (409) whatever the page offered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const stored = await context.uploads.list();
  const images = await Promise.all(
    stored.map(async (u) => ({
      name: u.name,
      url: `${UPLOADS_PATH}/${u.name}`,
      contentType: u.contentType,
      size: u.size,
      uploadedAt: u.uploadedAt.toISOString(),
      usedBy: await documentsUsingUpload(context.db, u.name),
    })),
  );
  return { images };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { data: form } = await readForm(request);
  const name = String(form.get("name") ?? "");
  return pageAction(async () => {
    await deleteUpload(context.db, context.uploads, name);
    return { ok: true as const, message: `Deleted ${name}.` };
  });
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function ContentUploads({ loaderData, actionData }: Route.ComponentProps) {
  const { images } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <title>Images | Content | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Content</h1>
      <ContentTypeNav current="uploads" />
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Images</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Images uploaded in the editor. One that no draft or published document uses can be deleted; remove an
        image from the documents listed under it first.
      </p>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 rounded-md border px-4 py-3 text-sm ${
            actionData.ok
              ? "border-emerald-300 bg-emerald-50 text-emerald-900"
              : "border-red-300 bg-red-50 text-red-800"
          }`}
        >
          {actionData.ok ? actionData.message : actionData.failure}
        </p>
      ) : null}
      {images.length === 0 ? (
        <p className="mt-6 text-slate-700">No images uploaded yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li
              key={image.name}
              data-upload={image.name}
              className="flex flex-col rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <img
                src={image.url}
                alt=""
                loading="lazy"
                className="h-40 w-full rounded bg-slate-100 object-contain"
              />
              <p className="mt-3 break-all font-mono text-xs text-slate-700">{image.url}</p>
              <p className="mt-1 text-sm text-slate-700">
                {image.contentType}, {kb(image.size)}, uploaded {when(image.uploadedAt)}
              </p>
              {image.usedBy.length > 0 ? (
                <div className="mt-2 text-sm">
                  <p className="font-semibold text-slate-900">Used by</p>
                  <ul className="list-disc pl-5">
                    {image.usedBy.map((d) => (
                      <li key={d.id}>
                        <a
                          href={`/admin/content/${d.type}/${d.id}`}
                          className="text-brand-700 underline underline-offset-2"
                        >
                          {`${typeLabels[d.type as ContentType]?.one ?? d.type}: ${d.title || "(untitled)"}`}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <>
                  <p className="mt-2 text-sm text-slate-700">Not used by any document.</p>
                  <Form method="post" className="mt-auto pt-4">
                    <input type="hidden" name="name" value={image.name} />
                    <button
                      type="submit"
                      disabled={busy}
                      className="inline-flex min-h-10 items-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                    >
                      Delete image<span className="sr-only">{` ${image.name}`}</span>
                    </button>
                  </Form>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
