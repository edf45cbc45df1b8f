import { Form, Link } from "react-router";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { Pager } from "#app/components/ui/Pager.tsx";
import { lenientListQuery } from "#server/admin/query.ts";
import { listPeople } from "#server/people/people.ts";
import type { Route } from "./+types/people";

/** The people search (docs/decisions/0083): everyone the site holds an e-mail for, newest activity first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const query = lenientListQuery(url.searchParams, 10);
  const page = await listPeople(context.db, query);
  return { ...page, search: query.search, erased: url.searchParams.get("erased") === "1" };
}

export default function People({ loaderData }: Route.ComponentProps) {
  const { data, pagination, search, erased } = loaderData;
  const hrefFor = (offset: number) => {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    if (offset > 0) params.set("offset", String(offset));
    const text = params.toString();
    return text ? `/admin/people?${text}` : "/admin/people";
  };
  return (
    <div className="max-w-4xl">
      <title>People | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">People</h1>
      {erased ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm">
          The person was erased.
        </p>
      ) : null}
      <Form method="get" role="search" className="mt-4 flex flex-wrap gap-2">
        <label htmlFor="people-search" className="sr-only">
          Search people
        </label>
        <input
          id="people-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Name or e-mail"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Search
        </button>
      </Form>
      {data.length === 0 ? (
        <p className="mt-6 text-slate-700">{search ? "No one matches your search." : "No people yet."}</p>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
          data-people
        >
          {data.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/people/${person.id}`}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {person.name}
                </Link>
                <p className="break-all text-slate-600">{person.email}</p>
              </div>
              <span className="text-slate-600">Last activity {formatDate(person.lastActivity, true)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager total={pagination.total} offset={pagination.offset} limit={pagination.limit} hrefFor={hrefFor} />
    </div>
  );
}
