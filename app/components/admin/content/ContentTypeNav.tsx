import { Link } from "react-router";
import { typeLabels } from "#forms/content/editor.ts";
import { type ContentType, contentTypes } from "#forms/content/schemas.ts";

const tab = (here: boolean) =>
  `block whitespace-nowrap rounded-t-md px-3 py-2 text-sm font-semibold ${
    here
      ? "border border-b-white border-slate-200 bg-white text-brand-800"
      : "text-slate-700 hover:bg-slate-100"
  }`;

/**
 * The content types as tabs above a list: one list per type (issue 32), then the assistant's test
 * questions (issue 33) and the uploaded images.
 */
export function ContentTypeNav({ current }: { current: ContentType | "test-questions" | "uploads" }) {
  return (
    <nav aria-label="Content types" className="mt-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {contentTypes.map((type) => (
          <li key={type}>
            <Link
              to={`/admin/content/${type}`}
              aria-current={type === current ? "page" : undefined}
              className={tab(type === current)}
            >
              {typeLabels[type].many}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/admin/content/test-questions"
            aria-current={current === "test-questions" ? "page" : undefined}
            className={tab(current === "test-questions")}
          >
            Test questions
          </Link>
        </li>
        <li>
          <Link
            to="/admin/content/uploads"
            aria-current={current === "uploads" ? "page" : undefined}
            className={tab(current === "uploads")}
          >
            Images
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** A document's state as a badge: Draft, Published, or Published with changes. */
export function StatusBadge({ status }: { status: "draft" | "published" | "changed" }) {
  const look = {
    draft: ["Draft", "bg-slate-100 text-slate-800 ring-slate-300"],
    published: ["Published", "bg-emerald-50 text-emerald-800 ring-emerald-300"],
    changed: ["Changed since published", "bg-amber-50 text-amber-900 ring-amber-300"],
  }[status];
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${look[1]}`}
      data-status={status}
    >
      {look[0]}
    </span>
  );
}

/** "7 Dec 2026, 14:05" in the office's zone: lists and revisions say when. */
export function when(iso: string | null): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleString("en-AU", {
    timeZone: "Australia/Sydney",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}
