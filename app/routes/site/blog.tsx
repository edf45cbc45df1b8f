import { formatArticleDate } from "#content/blog.ts";
import { publishedContent } from "#server/content/published.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#app/components/site/PageHero.tsx";
import { container } from "#app/components/site/styles.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog";

const page = pages["/blog"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/blog", matches);

/** The published posts, newest first (issue 32). */
export async function loader({ context }: Route.LoaderArgs) {
  const { posts } = await publishedContent(context.db);
  return {
    articles: posts.map(({ slug, title, date, description, author, readingMinutes }) => ({
      slug,
      title,
      date,
      description,
      author,
      readingMinutes,
    })),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Blog" lead={page.description} />
      <section aria-label="Articles" className={`${container} py-16`}>
        <ul className="grid gap-8 md:grid-cols-3">
          {loaderData.articles.map((a) => (
            <li
              key={a.slug}
              className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:shadow-md"
            >
              <p className="text-sm text-slate-600">
                <time dateTime={a.date}>{formatArticleDate(a.date)}</time> · {a.readingMinutes} min read
              </p>
              <h2 className="mt-3 text-xl font-semibold text-slate-900">
                <a className="after:absolute after:inset-0 hover:text-brand-700" href={`/blog/${a.slug}`}>
                  {a.title}
                </a>
              </h2>
              <p className="mt-3 flex-1 text-slate-700">{a.description}</p>
              {a.author ? <p className="mt-4 text-sm font-medium text-slate-800">By {a.author}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
