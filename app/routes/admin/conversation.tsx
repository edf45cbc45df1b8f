import { Form, Link, useActionData, useNavigation } from "react-router";
import { ChatHtml } from "#app/components/admin/ChatHtml.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { orErrorPage, pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { sanitizeChatHtml } from "#server/admin/chat-html.ts";
import { conversationStateLabels } from "#server/admin/sections/conversations.ts";
import { closeConversation, conversationDetail, replyAsStaff } from "#server/chat/conversations.ts";
import { describeUserAgent } from "#server/chat/user-agent.ts";
import { recordWork, recordWorkAction } from "#server/followups/record-work.ts";
import { WorkPanel } from "#app/components/admin/record/WorkPanel.tsx";
import type { Route } from "./+types/conversation";

/** One visitor's thread (docs/decisions/0084): read it, reply as yourself, close it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const detail = await orErrorPage(conversationDetail(context.db, params.visitorId));
  const zone = context.config.businessTimeZone;
  return {
    ...detail,
    work: await recordWork(context.db, zone, "conversations", detail),
    device: describeUserAgent(detail.browser),
    messages: detail.messages.map((m) => ({ ...m, content: sanitizeChatHtml(m.content) })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      // Who looks after the conversation and when to come back to it (issue 35).
      const zone = context.config.businessTimeZone;
      const worked = await recordWorkAction(
        context.db,
        zone,
        "conversations",
        params.visitorId,
        values,
        session.account.id,
      );
      if (worked) return done(worked);
      if (values.intent === "close")
        return done((await closeConversation(context.db, params.visitorId, session.account.id)).message);
      const reply = await replyAsStaff(context.db, context.config, {
        visitorId: params.visitorId,
        body: { text: values.text },
        author: session.account,
      });
      return done(reply.message);
    },
    { values: { text: values.text ?? "" } },
  );
}

const speaker = (type: string, author: string | null) =>
  type === "client" ? "Visitor" : type === "staff" ? `${author ?? "Staff"} (staff)` : "Assistant";

export default function Conversation({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const { toast, dismiss } = useResultToast(reply);
  const c = loaderData;
  const failed = reply && !reply.ok ? reply : undefined;
  const who = c.name ?? c.email ?? "Anonymous visitor";
  return (
    <div className="max-w-3xl">
      <title>{`Conversation with ${who} | Admin`}</title>
      <p>
        <Link to="/admin/conversations" className="text-brand-700 hover:underline">
          ← All conversations
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">Conversation with {who}</h1>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-conversation-facts>
        <div>
          <dt className="font-medium text-slate-600">State</dt>
          <dd data-state={c.state}>{conversationStateLabels[c.state]}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">E-mail</dt>
          <dd className="break-words">{c.email ?? "Not given"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Browser and system</dt>
          <dd>
            {c.device.browser} on {c.device.system}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Assigned to</dt>
          <dd>{c.work?.staff.find((s) => s.id === c.assigneeId)?.name ?? "No one"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Assistant</dt>
          <dd>{c.assistantFailed ? "Could not answer a question" : "Answered every question"}</dd>
        </div>
      </dl>
      <ol className="mt-6 space-y-3" aria-label="Messages" data-thread>
        {c.messages.map((m) => (
          <li
            key={m.id}
            data-chat-type={m.type}
            className={`rounded-lg border p-3 ${
              m.type === "client"
                ? "border-slate-200 bg-white"
                : m.type === "staff"
                  ? "border-brand-700 bg-brand-50"
                  : "border-slate-200 bg-slate-50"
            }`}
          >
            <p className="text-sm font-semibold text-slate-700">
              {speaker(m.type, m.author)} · {formatDate(m.createdAt, true)}
              {m.unanswered ? <span className="ml-2 text-amber-800">(not answered)</span> : null}
            </p>
            <ChatHtml html={m.content} className="mt-1 text-slate-900" />
          </li>
        ))}
      </ol>
      <section
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        aria-labelledby="reply-heading"
      >
        <h2 id="reply-heading" className="text-lg font-semibold text-slate-800">
          Reply
        </h2>
        <Form method="post" className="mt-3 space-y-3" key={reply?.ok ? Date.now() : "reply"}>
          <input type="hidden" name="intent" value="reply" />
          <Field
            as="textarea"
            rows={4}
            name="text"
            label="Your reply (the visitor sees your first name)"
            required
            error={failed?.fields?.text}
            defaultValue={typeof failed?.values?.text === "string" ? failed.values.text : ""}
          />
          {failed?.failure ? (
            <p className="text-sm text-red-700" role="alert">
              {failed.failure}
            </p>
          ) : null}
          <Button type="submit" pending={navigation.state === "submitting"}>
            Send reply
          </Button>
        </Form>
        {c.state !== "closed" ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="close" />
            <Button type="submit" variant="secondary">
              Close conversation
            </Button>
            <p className="mt-1 text-sm text-slate-600">
              The assistant answers the visitor again once it is closed.
            </p>
          </Form>
        ) : null}
      </section>
      {c.work ? <WorkPanel work={c.work} /> : null}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
