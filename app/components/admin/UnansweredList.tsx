import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { answerThisHref } from "#forms/content/answer-this.ts";
import type { UnansweredGroup } from "#server/chat/unanswered.ts";

const answerThisLink =
  "inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The groups as a list; the dashboard shows the top five with the same markup. */
export function UnansweredList({ groups, handled = true }: { groups: UnansweredGroup[]; handled?: boolean }) {
  if (groups.length === 0)
    return <p className="text-slate-700">The assistant answered every question so far.</p>;
  return (
    <ol className="space-y-3" data-unanswered>
      {groups.map((g) => (
        <li key={g.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p className="font-medium break-words text-slate-900">“{g.question}”</p>
          <p className="mt-1 text-sm text-slate-600">
            Asked {g.count} {g.count === 1 ? "time" : "times"} · last {formatDate(g.lastAskedAt, true)}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {g.conversations.slice(0, 5).map((c, i) => (
              <li key={c.visitorId}>
                <Link to={c.href} className="text-brand-700 underline">
                  Conversation {i + 1}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {/* A new FAQ entry with these words as a phrasing (issue 33, item 3). */}
            <Link to={answerThisHref(g.question)} className={answerThisLink}>
              Answer this<span className="sr-only">{`: “${g.question}”`}</span>
            </Link>
            {handled ? (
              <Form method="post" action="/admin/unanswered">
                <input type="hidden" name="key" value={g.key} />
                <Button type="submit" variant="secondary" className="min-h-9 text-sm">
                  Mark as handled
                </Button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
