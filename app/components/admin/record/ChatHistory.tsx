import { ChatHtml } from "#app/components/admin/ChatHtml.tsx";
import { formatDate } from "#app/lib/dates.ts";
import type { ChatEntry } from "#server/admin/sections/shape.ts";

/** A visitor's conversation with the assistant; the visitor list's chat icon links here. */
export function ChatHistory({ chats }: { chats: readonly ChatEntry[] }) {
  return (
    <section id="chat-history" aria-labelledby="chats-heading" className="mt-8">
      <h2 id="chats-heading" className="text-lg font-semibold text-slate-900">
        Chat history
      </h2>
      <ol className="mt-3 space-y-3">
        {chats.map((c) => (
          <li
            key={c.id}
            className={`max-w-2xl rounded-lg p-3 text-sm ${c.type === "client" ? "bg-brand-50" : "ml-auto bg-white border border-slate-200"}`}
          >
            <p className="text-xs font-medium text-slate-600">
              {c.type === "client" ? "Visitor" : "Assistant"} · {formatDate(c.createdAt, true)}
            </p>
            <ChatHtml html={c.content} className="mt-1 text-slate-900" />
          </li>
        ))}
        {chats.length === 0 ? <li className="text-sm text-slate-600">No chats.</li> : null}
      </ol>
    </section>
  );
}
