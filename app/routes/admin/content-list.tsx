import { Link, redirect, useSearchParams } from "react-router";
import { ContentTypeNav, StatusBadge, when } from "#app/components/admin/content/ContentTypeNav.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { orErrorPage } from "#app/lib/page-action.server.ts";
import { typeLabels } from "#forms/content/editor.ts";
import { listDocuments } from "#server/content/documents.ts";
import type { ContentType } from "#forms/content/schemas.ts";
import type { Route } from "./+types/content-list";

/** /admin/content/:type: one list per content type (issue 32); /admin/content opens the programs. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!params.type) throw redirect("/admin/content/program");
  const documents = await orErrorPage(listDocuments(context.db, params.type));
  return { type: params.type as ContentType, documents };
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { type, documents } = loaderData;
  const labels = typeLabels[type];
  const single = type === "site";
  const [search] = useSearchParams();
  return (
    <>
      <title>{`${labels.many} | Content | Admin`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Content</h1>
        {single && documents.length > 0 ? null : (
          <Link
            to={`/admin/content/${type}/new`}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {`New ${labels.inText}`}
          </Link>
        )}
      </div>
      <ContentTypeNav current={type} />
      {search.has("deleted") ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          Deleted, with its history.
        </p>
      ) : null}
      <h2 className="sr-only">{labels.many}</h2>
      {documents.length === 0 ? (
        <p className="mt-6 text-slate-700">{`No ${labels.manyInText} yet.`}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold uppercase text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Title
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Updated
                </th>
                <th scope="col" className="px-4 py-2">
                  Published
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {documents.map((d) => (
                <tr key={d.id} data-document={d.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/content/${type}/${d.id}`}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {d.title || "(untitled)"}
                    </Link>
                  </td>
                  <td className="px-4 py-2">
                    <StatusBadge status={d.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-2">{when(d.updatedAt)}</td>
                  <td className="whitespace-nowrap px-4 py-2">{when(d.publishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
