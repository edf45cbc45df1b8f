import { Form, Link } from "react-router";
import type { ListHref, ListParams } from "./types.ts";

/** The list's search: a GET form, so the search lives in the URL and works without JavaScript. */
export function ListSearch({ heading, query, href }: { heading: string; query: ListParams; href: ListHref }) {
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="grow sm:max-w-sm">
        <label htmlFor="list-search" className="block text-sm font-medium text-slate-800">
          Search {heading.toLowerCase()}
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
      {Object.entries(query.filter ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
      {Object.entries(query.filter ?? {}).map(([name, value]) => (
        <p
          key={name}
          className="flex min-h-10 w-full items-center gap-3 text-sm text-slate-700"
          data-list-filter
        >
          <span>
            Showing only {name} <strong className="capitalize">{value}</strong>
          </span>
          <Link to={href({ [name]: undefined, offset: undefined })} className="text-brand-700 underline">
            Show all
          </Link>
        </p>
      ))}
    </Form>
  );
}
