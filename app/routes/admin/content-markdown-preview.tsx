import { data } from "react-router";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { renderMarkdown } from "#server/content/markdown.ts";
import type { Route } from "./+types/content-markdown-preview";

/**
 * POST /admin/content/markdown-preview (a resource route: no markup): Markdown → the HTML the
 * public site would show, through its own sanitiser (server/content/markdown.ts). The editor's
 * live preview posts here; staff and administrators alike.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { markdown = "" } = (await readForm(request)).fields;
  return data({ html: renderMarkdown(markdown) }, { headers: { "Cache-Control": "no-store" } });
}

export async function loader() {
  throw data("Post Markdown to preview it.", { status: 405, headers: { Allow: "POST" } });
}
