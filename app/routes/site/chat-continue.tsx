import { data } from "react-router";
import { siteTitle } from "#app/lib/seo.ts";
import { ChatHtml } from "#app/components/admin/ChatHtml.tsx";
import { Notice } from "#app/components/site/ManageBooking.tsx";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { orErrorPage, pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { REPLY_MAX_LENGTH } from "#forms/chat-rules.ts";
import { sanitizeChatHtml } from "#server/admin/chat-html.ts";
import { replyFromLink, threadOfLink } from "#server/chat/conversations.ts";
import type { Route } from "./+types/chat-continue";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Your conversation", matches) },
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The visitor cookie's lifetime, as POST /api/visitor sets it (a year). */
const VISITOR_COOKIE = "Path=/; SameSite=Lax; Max-Age=31536000";

/**
 * The link of an e-mailed staff reply (docs/decisions/0084): the whole thread, and a form to reply
 * that works without JavaScript. It also sets the visitor cookie, so the chat panel on this device
 * continues the same thread.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const thread = await orErrorPage(threadOfLink(context.db, context.config.sessionSecret, tokenOf(request)));
  const secure = context.config.isProduction ? "; Secure" : "";
  return data(
    {
      name: thread.name,
      chats: thread.chats.map((c) => ({
        id: c.id,
        type: c.type,
        author: c.author,
        content: sanitizeChatHtml(c.content),
        createdAt: c.createdAt.toISOString(),
      })),
    },
    {
      headers: {
        "Set-Cookie": `visitor=${thread.visitorId}; ${VISITOR_COOKIE}${secure}`,
        "Cache-Control": "no-store",
      },
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { visitorId } = await orErrorPage(
    threadOfLink(context.db, context.config.sessionSecret, tokenOf(request)),
  );
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const { message } = await replyFromLink(context.db, visitorId, values, context.clientIp);
      return done(message);
    },
    { values: { text: values.text ?? "" } },
  );
}

const who = (type: string, author?: string) =>
  type === "client" ? "You" : type === "staff" ? `${author ?? "Our team"} (our team)` : "Assistant";

export default function ContinueChat({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  const failed = result && !result.ok ? result : undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your conversation</h1>
      <p className="mt-2 text-slate-700">
        {loaderData.name ? `Hi ${loaderData.name}. ` : ""}Our team's replies are below; the chat button on any
        page continues this conversation on this device.
      </p>
      <ol className="mt-6 space-y-3" aria-label="Messages">
        {loaderData.chats.map((c) => (
          <li
            key={c.id}
            data-chat-type={c.type}
            className={`rounded-2xl px-4 py-3 ${
              c.type === "client"
                ? "ml-auto max-w-[85%] bg-brand-700 text-white"
                : c.type === "staff"
                  ? "mr-auto max-w-[85%] border border-brand-700 bg-white text-slate-900"
                  : "mr-auto max-w-[85%] bg-slate-100 text-slate-900"
            }`}
          >
            <p className="text-sm font-semibold">{who(c.type, c.author)}</p>
            <ChatHtml html={c.content} />
          </li>
        ))}
      </ol>
      {result?.ok ? (
        <div className="mt-6">
          <Notice tone="success">
            <p>{result.message}</p>
          </Notice>
        </div>
      ) : null}
      <form method="post" className="mt-8 space-y-3">
        <label htmlFor="reply" className="block font-semibold text-slate-900">
          Your reply
        </label>
        <textarea
          id="reply"
          name="text"
          rows={4}
          required
          maxLength={REPLY_MAX_LENGTH}
          defaultValue={typeof failed?.values?.text === "string" ? failed.values.text : ""}
          aria-invalid={failed?.fields?.text ? true : undefined}
          aria-describedby={failed?.fields?.text ? "reply-error" : undefined}
          className="block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
        />
        {failed?.fields?.text || failed?.failure ? (
          <p id="reply-error" className="text-red-700">
            {failed.fields?.text ?? failed.failure}
          </p>
        ) : null}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Send reply
        </button>
      </form>
    </section>
  );
}
