import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { ConsultationsNav } from "#app/components/admin/ConsultationsNav.tsx";
import { ChatHtml } from "#app/components/admin/ChatHtml.tsx";
import { RowMenu } from "#app/components/admin/RowMenu.tsx";
import { formatDate, type SectionKey, sectionOfPath, sectionUi } from "#app/components/admin/sections.ts";
import { Avatar } from "#app/components/ui/Avatar.tsx";
import { Pager } from "#app/components/ui/Pager.tsx";
import { SkeletonRows } from "#app/components/ui/Skeleton.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, reloadAfterRefusal } from "#app/lib/form-result.ts";
import { formValues, pageAction } from "#app/lib/page-action.server.ts";
import { DomainError } from "#server/domain/errors.ts";
import { sanitizeChatHtml } from "#server/admin/chat-html.ts";
import { lenientListQuery } from "#server/admin/query.ts";
import { deleteRecord } from "#server/admin/records.ts";
import { listSection, sections } from "#server/admin/sections.ts";
import type { Route } from "./+types/list";

function sectionOf(request: Request): SectionKey {
  const key = sectionOfPath(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  return key;
}

/** One module serves all eight lists; the URL says which (see app/routes.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const key = sectionOf(request);
  const query = lenientListQuery(new URL(request.url).searchParams, sections[key].defaultLimit);
  let page = await listSection(context.db, key, query);
  // Past the last page (a hand-edited URL, or the last row of the last page was just deleted):
  // show the last page instead of an empty one.
  const lastPage = Math.max(0, Math.ceil(page.pagination.total / query.limit) - 1);
  if (query.offset > lastPage) {
    query.offset = lastPage;
    page = await listSection(context.db, key, query);
  }
  // Chat content is HTML: sanitised here, at render time, whatever was stored.
  const rows =
    key === "chats"
      ? page.data.map((r) => ({ ...r, content: sanitizeChatHtml(String(r.content)) }))
      : page.data;
  return { key, query, rows, pagination: page.pagination };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const key = sectionOf(request);
  const form = await formValues(request);
  return pageAction(async () => {
    if (form.intent !== "delete") throw new DomainError("invalid", ["Unknown action"]);
    const { message } = await deleteRecord(context.db, key, form.id ?? "", session.account.id);
    return done(message);
  });
}

export const shouldRevalidate = reloadAfterRefusal;

type Row = Record<string, unknown> & { id: string };
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const { key, query, rows, pagination } = loaderData;
  const ui = sectionUi[key];
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<FormResult>();
  const [target, setTarget] = useState<{ id: string; label: string } | null>(null);
  const { toast, dismiss } = useResultToast(fetcher.data);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setTarget(null);
  }, [fetcher.state, fetcher.data]);

  const params = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(name);
      else next.set(name, String(value));
    }
    return next;
  };
  const href = (changes: Record<string, string | number | undefined>) =>
    `${location.pathname}?${params(changes)}`;
  const exportHref = `/api/admin/export/${key}?${new URLSearchParams(
    Object.entries({
      search: query.search,
      sort: query.sort ?? "",
      order: query.sort ? query.order : "",
    }).filter(([, v]) => v),
  )}`;

  const isPeople = !["visitors", "chats"].includes(key);
  const columns = isPeople ? 3 + (ui.extra ? 1 : 0) + (key === "enrollments" ? 1 : 0) : 5;
  const sortLink = (field: string, label: string) => {
    const active = (query.sort ?? "createdAt") === field;
    const order = active && (query.sort ? query.order : "desc") === "asc" ? "desc" : "asc";
    return (
      <Link
        to={href({ sort: field, order, offset: undefined })}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {label}
        {active ? (
          <span aria-hidden="true">{(query.sort ? query.order : "desc") === "asc" ? "▲" : "▼"}</span>
        ) : null}
      </Link>
    );
  };
  const ariaSort = (field: string) =>
    (query.sort ?? "createdAt") === field
      ? (query.sort ? query.order : "desc") === "asc"
        ? "ascending"
        : "descending"
      : undefined;

  const nameOf = (row: Row) => `${str(row.firstName)} ${str(row.lastName)}`.trim();
  const labelOf = (row: Row) =>
    isPeople
      ? nameOf(row)
      : key === "visitors"
        ? `Visitor ${row.id}`
        : `Chat message of ${formatDate(str(row.createdAt), true)}`;

  return (
    <>
      <title>{`${ui.heading} | Admin`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{ui.heading}</h1>
        <div className="flex gap-3">
          <a
            href={exportHref}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50"
          >
            Export CSV
          </a>
          {key === "admins" ? (
            <Link
              to="/admin/admins/add-admin"
              className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Add Admin
            </Link>
          ) : null}
        </div>
      </div>
      {key === "consultations" ? <ConsultationsNav /> : null}

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="grow sm:max-w-sm">
          <label htmlFor="list-search" className="block text-sm font-medium text-slate-800">
            Search {ui.heading.toLowerCase()}
          </label>
          <input
            id="list-search"
            type="search"
            name="search"
            defaultValue={query.search}
            key={query.search}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.sort ? <input type="hidden" name="order" value={query.order} /> : null}
        <button
          type="submit"
          className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
        {query.search ? (
          <Link
            to={href({ search: undefined, offset: undefined })}
            className="min-h-10 content-center text-sm text-brand-700 underline"
          >
            Clear search
          </Link>
        ) : null}
      </Form>

      <div className="relative mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={loading}>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              {isPeople ? (
                <>
                  <th scope="col" className="px-4 py-3" aria-sort={ariaSort("name")}>
                    {sortLink("name", "Name")}
                  </th>
                  {ui.extra ? (
                    <th scope="col" className="px-4 py-3" aria-sort={ariaSort(ui.extra.field)}>
                      {sortLink(ui.extra.field, ui.extra.label)}
                    </th>
                  ) : null}
                  {key === "enrollments" ? (
                    <th scope="col" className="px-4 py-3" aria-sort={ariaSort("status")}>
                      {sortLink("status", "Status")}
                    </th>
                  ) : null}
                </>
              ) : key === "visitors" ? (
                <>
                  <th scope="col" className="px-4 py-3">
                    Id
                  </th>
                  <th scope="col" className="px-4 py-3" aria-sort={ariaSort("browser")}>
                    {sortLink("browser", "Browser")}
                  </th>
                  <th scope="col" className="px-4 py-3" aria-sort={ariaSort("ip")}>
                    {sortLink("ip", "IP")}
                  </th>
                </>
              ) : (
                <>
                  <th scope="col" className="px-4 py-3">
                    Content
                  </th>
                  <th scope="col" className="px-4 py-3" aria-sort={ariaSort("type")}>
                    {sortLink("type", "Type")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Visitor
                  </th>
                </>
              )}
              <th scope="col" className="px-4 py-3" aria-sort={ariaSort("createdAt")}>
                {sortLink("createdAt", "Created")}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              <SkeletonRows columns={columns} />
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns} className="px-4 py-8 text-center text-slate-600">
                  {query.search
                    ? `Nothing matches “${query.search}”.`
                    : `No ${ui.heading.toLowerCase()} yet.`}
                </td>
              </tr>
            ) : (
              (rows as Row[]).map((row) => (
                <tr key={row.id} data-row={row.id}>
                  {isPeople ? (
                    <>
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          <Avatar name={nameOf(row)} seed={str(row.email)} />
                          <div className="min-w-0">
                            <Link
                              to={ui.detailPath!(row.id)}
                              className="font-medium text-slate-900 hover:underline"
                            >
                              {nameOf(row)}
                            </Link>
                            <p className="truncate text-slate-600">{str(row.email)}</p>
                          </div>
                        </div>
                      </td>
                      {ui.extra ? (
                        <td className="px-4 py-3 text-slate-700">{str(row[ui.extra.field]) || "—"}</td>
                      ) : null}
                      {key === "enrollments" ? (
                        <td className="px-4 py-3">
                          <span className="rounded-full bg-slate-100 px-2 py-1 text-xs font-medium capitalize text-slate-800">
                            {str(row.status)}
                          </span>
                        </td>
                      ) : null}
                    </>
                  ) : key === "visitors" ? (
                    <>
                      <td className="px-4 py-3 font-mono text-xs">
                        <Link to={ui.detailPath!(row.id)} className="text-brand-700 hover:underline">
                          {row.id}
                        </Link>
                      </td>
                      <td className="max-w-xs truncate px-4 py-3 text-slate-700">
                        {str(row.browser) || "—"}
                      </td>
                      <td className="px-4 py-3 text-slate-700">
                        <span className="inline-flex items-center gap-2">
                          {str(row.ip) || "—"}
                          {row.hasChats ? (
                            <Link
                              to={`${ui.detailPath!(row.id)}#chat-history`}
                              title="Has chats"
                              aria-label="Has chats: view the chat history"
                              data-chat-icon
                            >
                              <svg viewBox="0 0 20 20" className="size-5 text-brand-700" aria-hidden="true">
                                <path
                                  fill="currentColor"
                                  d="M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8l-4 4v-4H5a2 2 0 0 1-2-2V4z"
                                />
                              </svg>
                            </Link>
                          ) : null}
                        </span>
                      </td>
                    </>
                  ) : (
                    <>
                      <ChatHtml
                        as="td"
                        html={str(row.content)}
                        className="max-w-md px-4 py-3 text-slate-800"
                      />
                      <td className="px-4 py-3 capitalize text-slate-700">{str(row.type)}</td>
                      <td className="px-4 py-3">
                        <Link
                          to={`/admin/visitors/${str(row.visitorId)}`}
                          className="text-brand-700 hover:underline"
                        >
                          View visitor
                        </Link>
                      </td>
                    </>
                  )}
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    {formatDate(str(row.createdAt))}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <RowMenu
                      label={labelOf(row)}
                      detailHref={
                        key === "chats" ? `/admin/visitors/${str(row.visitorId)}` : ui.detailPath?.(row.id)
                      }
                      onDelete={() => setTarget({ id: row.id, label: labelOf(row) })}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-4">
        <Pager
          total={pagination.total}
          offset={pagination.offset}
          limit={pagination.limit}
          hrefFor={(page) => href({ offset: page, limit: pagination.limit })}
        />
      </div>
      <ConfirmDelete target={target} noun={ui.noun} fetcher={fetcher} onClose={() => setTarget(null)} />
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
