import { requireAdmin } from "#app/lib/admin.server.ts";
import { failedMail } from "#server/chat/work-queue.ts";
import { listEmlFiles } from "#server/mail/eml-files.ts";
import { redactLinkSecrets } from "#server/mail/link-secrets.ts";
import { mailDir } from "#server/mail/transport.ts";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox | Harbourline Tech admin" }];

/**
 * Administrators only (server/accounts/roles.ts): the mail a local install (no SMTP_URL)
 * delivered as .eml files in DATA_DIR/mail. Their one-time links show without their tokens: a
 * page, like an export, never hands out a live reset or verification link (docs/security.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const smtp = Boolean(context.config.smtpUrl);
  return {
    smtp,
    failed: await failedMail(context.db),
    messages: smtp
      ? []
      : (await listEmlFiles(mailDir(context.config))).map((m) => ({ ...m, text: redactLinkSecrets(m.text) })),
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { smtp, messages, failed } = loaderData;
  return (
    // Inside the admin layout, whose <main> this page fills.
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <section id="failed" aria-labelledby="failed-heading" className="mt-4">
        <h2 id="failed-heading" className="text-lg font-semibold text-slate-800">
          Failed deliveries ({failed.length})
        </h2>
        {failed.length === 0 ? (
          <p className="mt-2 text-slate-700">No message has failed to send.</p>
        ) : (
          <ul className="mt-2 space-y-2" data-outbox-failures>
            {failed.map((m) => (
              <li key={m.id} className="rounded-lg border border-red-200 bg-red-50 p-3 break-words">
                <span className="font-semibold">{m.subject}</span>
                <span className="block text-sm text-slate-700">
                  To {m.to} · {m.attempts} attempts · {m.lastError ?? "no error recorded"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="mt-2 text-slate-700">
        {smtp
          ? "Mail is delivered over SMTP (SMTP_URL), so nothing is kept here."
          : "Without SMTP_URL, delivered e-mails are written to DATA_DIR/mail. The newest 100 are listed here."}
      </p>
      {!smtp && messages.length === 0 ? (
        <p className="mt-8 text-slate-700">No e-mails have been delivered yet.</p>
      ) : null}
      <ul className="mt-8 space-y-3">
        {messages.map((m) => (
          <li key={m.file} className="rounded-lg border border-slate-200">
            <details>
              <summary className="cursor-pointer p-4">
                <span className="font-semibold">{m.subject}</span>
                <span className="block text-sm text-slate-600">
                  To {m.to} · {m.date}
                </span>
              </summary>
              <pre className="overflow-x-auto whitespace-pre-wrap border-t border-slate-200 p-4 text-sm">
                {m.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
