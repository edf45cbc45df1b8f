import { useEffect, useState } from "react";
import { data, useFetcher, useLocation, useNavigation } from "react-router";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { ConsultationsNav } from "#app/components/admin/ConsultationsNav.tsx";
import { ListFilters } from "#app/components/admin/list/ListFilters.tsx";
import { ListHeader } from "#app/components/admin/list/ListHeader.tsx";
import { listFilters } from "#server/admin/list-filters.ts";
import { ListSearch } from "#app/components/admin/list/ListSearch.tsx";
import { ListTable } from "#app/components/admin/list/ListTable.tsx";
import { listSectionOf, type DeleteTarget } from "#app/components/admin/list/types.ts";
import { useListLinks } from "#app/components/admin/list/use-list-links.ts";
import { Pager } from "#app/components/ui/Pager.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, reloadAfterRefusal } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { listPage } from "#server/admin/pages.ts";
import { deleteRecord } from "#server/admin/records.ts";
import { type SectionKey, sectionOfPath } from "#server/admin/sections/index.ts";
import { DomainError } from "#server/domain/errors.ts";
import type { Route } from "./+types/list";

function sectionOf(request: Request): SectionKey {
  const key = sectionOfPath(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  return key;
}

/** One module serves every list; the URL says which (app/routes.ts, from the section registry). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const key = sectionOf(request);
  const params = new URL(request.url).searchParams;
  const page = await listPage(context.db, key, params, session.account.id);
  // A sort the list does not offer: the list, newest first, says so, with the API's status.
  return data({ ...page, filters: listFilters(key, params) }, { status: page.sortError ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const key = sectionOf(request);
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    if (form.intent !== "delete") throw new DomainError("invalid", ["Unknown action"]);
    const { message } = await deleteRecord(context.db, key, form.id ?? "", session.account.id);
    return done(message);
  });
}

export const shouldRevalidate = reloadAfterRefusal;

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const { query, rows, pagination, sortError } = loaderData;
  const section = listSectionOf(loaderData.key);
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<FormResult>();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const { toast, dismiss } = useResultToast(fetcher.data);
  const { href, exportHref } = useListLinks(section, query);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setTarget(null);
  }, [fetcher.state, fetcher.data]);

  return (
    <>
      <title>{`${section.labels.heading} | Admin`}</title>
      <ListHeader heading={section.labels.heading} exportHref={exportHref} add={section.add} />
      {loaderData.key === "consultations" ? <ConsultationsNav /> : null}
      {loaderData.filters ? <ListFilters filters={loaderData.filters} href={href} /> : null}
      <ListSearch heading={section.labels.heading} query={query} href={href} />
      {sortError ? (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          {sortError}. The list is shown newest first.
        </p>
      ) : null}
      <ListTable
        section={section}
        rows={rows}
        query={query}
        href={href}
        loading={loading}
        onDelete={setTarget}
      />
      <div className="mt-4">
        <Pager
          total={pagination.total}
          offset={pagination.offset}
          limit={pagination.limit}
          hrefFor={(page) => href({ offset: page, limit: pagination.limit })}
        />
      </div>
      <ConfirmDelete
        target={target}
        title={section.labels.deleteTitle}
        fetcher={fetcher}
        onClose={() => setTarget(null)}
      />
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
