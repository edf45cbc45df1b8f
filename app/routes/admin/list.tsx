import { useEffect, useMemo, useState } from "react";
import { data, useActionData, useFetcher, useLocation, useNavigation } from "react-router";
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
import { takeNotice } from "#app/lib/admin-notice.server.ts";
import { done, type FormResult, reloadAfterRefusal, summaryOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { BulkBar, BulkConfirm } from "#app/components/admin/list/BulkBar.tsx";
import { bulkChoices, bulkFromForm, type BulkConfirmation } from "#server/admin/bulk-page.ts";
import { exportPath } from "#server/admin/sections/shape.ts";
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
  const bulk = await bulkChoices(context.db, key);
  // What a save on another page did (an intake created), once.
  const { notice, headers } = takeNotice(request, context.config);
  // A sort the list does not offer: the list, newest first, says so, with the API's status.
  return data(
    { ...page, filters: listFilters(key, params), bulk, notice },
    { status: page.sortError ? 400 : 200, headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const key = sectionOf(request);
  const posted = await readForm(request);
  const form = posted.fields;
  return pageAction(async () => {
    // Bulk actions (issue 35): all ticked rows or none; a delete is asked about first.
    if (form.intent === "bulk") {
      const by = { adminId: session.account.id, offers: context.config };
      const result = await bulkFromForm(context.db, key, posted.data, by);
      return "confirm" in result ? done("", { bulkConfirm: result.confirm }) : done(result.message);
    }
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
  const notice = useMemo(
    () => (loaderData.notice ? done(loaderData.notice) : undefined),
    [loaderData.notice],
  );
  const { toast, dismiss } = useResultToast(fetcher.data ?? notice);
  // The bulk form is a document post: its answer is this page's action data.
  const bulkReply = useActionData() as FormResult<{ bulkConfirm?: BulkConfirmation }> | undefined;
  const bulkConfirm = bulkReply?.ok ? bulkReply.bulkConfirm : undefined;
  const bulkError = bulkReply && !bulkReply.ok ? summaryOf(bulkReply) : undefined;
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
      {bulkReply?.ok && bulkReply.message ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-sm"
          data-bulk-done
        >
          {bulkReply.message}
        </p>
      ) : null}
      {bulkConfirm ? <BulkConfirm confirm={bulkConfirm} /> : null}
      {loaderData.bulk ? (
        <BulkBar choices={loaderData.bulk} exportAction={exportPath(section)} error={bulkError} />
      ) : null}
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
        selectable={Boolean(loaderData.bulk)}
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
