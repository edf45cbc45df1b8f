import { data } from "react-router";
import { formatArticleDate } from "#content/blog.ts";
import { renderMarkdown } from "#server/content/markdown.ts";
import { postOfSlug, publishedContent } from "#server/content/published.ts";
import { JsonLd } from "#app/components/site/JsonLd.tsx";
import { container, primaryButton, textLink } from "#app/components/site/styles.ts";
import { seo, siteTitle } from "#app/lib/seo.ts";
import { blogPosting } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/blog-post";

// The published post (issue 32). Markdown is rendered on the server, in the loader, through the
// content's one sanitiser (server/content/markdown.ts); marked never reaches the browser.
export async function loader({ params, context }: Route.LoaderArgs) {
  const content = await publishedContent(context.db);
  const article = postOfSlug(content, params.slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const { markdown, ...summary } = article;
  return {
    article: summary,
    html: renderMarkdown(markdown),
    publicUrl: context.config.publicUrl,
    siteName: content.site.name,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: siteTitle("Page not found", matches) }];
  const { article } = data;
  return [
    ...seo(article, `/blog/${article.slug}`, matches).filter(
      (m) => !("property" in m && m.property === "og:type"),
    ),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.date },
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, html, publicUrl } = loaderData;
  return (
    <article className="pb-16">
      <JsonLd data={blogPosting({ ...article, markdown: "" }, publicUrl, loaderData.siteName)} />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className={`${container} max-w-3xl py-14 md:py-20`}>
          <a className={`inline-flex min-h-6 items-center ${textLink}`} href="/blog">
            ← All articles
          </a>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{article.description}</p>
          <p className="mt-6 text-sm text-slate-600">
            {article.author ? <>By {article.author} · </> : null}
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.readingMinutes}{" "}
            min read
          </p>
        </div>
      </header>
      <div
        className={`${container} prose-article max-w-3xl`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the published post's Markdown, through the sanitiser (server/content/markdown.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className={`${container} mt-12 max-w-3xl`}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold text-slate-900">Ready to start your IT career?</p>
          <a className={primaryButton} href="/enrol-now">
            Apply now
          </a>
        </div>
      </div>
    </article>
  );
}
