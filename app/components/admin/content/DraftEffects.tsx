import { Link } from "react-router";
import type { DraftEffect, EffectStatus } from "#server/content/test-questions.ts";

/**
 * "What this changes in the assistant" on a document's edit page (issue 33, item 3): the staff's
 * test questions asked with this draft in place, the ones it breaks first.
 */
const look: Record<EffectStatus, { label: string; className: string }> = {
  breaks: { label: "Breaks", className: "bg-red-50 text-red-800 ring-red-300" },
  "still-wrong": {
    label: "Not answered by its document",
    className: "bg-amber-50 text-amber-900 ring-amber-300",
  },
  changes: { label: "Answer changes", className: "bg-sky-50 text-sky-900 ring-sky-300" },
  fixes: { label: "Fixed", className: "bg-emerald-50 text-emerald-800 ring-emerald-300" },
  unchanged: { label: "Unchanged", className: "bg-slate-100 text-slate-800 ring-slate-300" },
};
const rank: EffectStatus[] = ["breaks", "still-wrong", "changes", "fixes", "unchanged"];

/** The answer's first words as plain text (the panel shows what changes, not whole answers). */
const gist = (markdown: string) => {
  const text = markdown
    .replace(/<[^>]+>/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 220 ? `${text.slice(0, 217)}…` : text;
};

export function DraftEffects({ effects, tests }: { effects: DraftEffect[]; tests: number }) {
  const shown = [...effects]
    .filter((e) => e.status !== "unchanged")
    .sort((a, b) => rank.indexOf(a.status) - rank.indexOf(b.status));
  const unchanged = effects.length - shown.length;
  return (
    <section
      aria-labelledby="assistant-effects-heading"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-draft-effects
    >
      <h2 id="assistant-effects-heading" className="text-lg font-semibold text-slate-900">
        What this changes in the assistant
      </h2>
      {tests === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          No test questions yet.{" "}
          <Link to="/admin/content/test-questions" className="font-semibold text-brand-700 underline">
            Add the questions this content should answer
          </Link>{" "}
          and this panel shows which answers your draft changes or breaks before you publish.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {tests === 1 ? "The one " : `The ${tests} `}
            <Link to="/admin/content/test-questions" className="text-brand-700 underline">
              {tests === 1 ? "test question" : "test questions"}
            </Link>
            {` asked with this draft in place: ${shown.length === 0 ? "no answer changes" : `${shown.length} to look at`}${unchanged > 0 ? `, ${unchanged} unchanged` : ""}.`}
          </p>
          {shown.length > 0 ? (
            <ul className="mt-4 space-y-3">
              {shown.map((e) => (
                <li key={e.id} className="rounded-md border border-slate-200 p-3" data-effect={e.status}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${look[e.status].className}`}
                    >
                      {look[e.status].label}
                    </span>
                    <span className="break-words font-medium text-slate-900">“{e.question}”</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">{`Should be answered by ${e.documentTitle}.`}</p>
                  <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                    <dt className="font-semibold text-slate-800">Now</dt>
                    <dd className="break-words text-slate-700">{gist(e.before)}</dd>
                    <dt className="font-semibold text-slate-800">After publishing</dt>
                    <dd className="break-words text-slate-700">{gist(e.after)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
