import { formatDate } from "#app/lib/dates.ts";

interface AuditEntry {
  id: string;
  action: string;
  adminName: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
  createdAt: string;
}

const verbs: Record<string, string> = {
  create: "created this record",
  update: "updated",
  delete: "deleted this record",
  status: "changed the status",
};

/** "firstName" → "First name": the stored field as staff say it. */
const fieldName = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const show = (v: unknown) => (v === null || v === undefined || v === "" ? "(empty)" : String(v));

/** Who changed this record, when, and each field's before → after. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-heading" className="mt-10">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        Change history
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No admin has changed this record yet.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-audit-log>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p>
                <span className="font-medium">{entry.adminName ?? "A deleted admin"}</span>{" "}
                {verbs[entry.action] ?? entry.action} on{" "}
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, true)}</time>
              </p>
              {entry.changes.length > 0 && entry.action !== "create" && entry.action !== "delete" ? (
                <ul className="mt-1 list-disc pl-5 text-slate-700">
                  {entry.changes.map((c) => (
                    <li key={c.field}>
                      {fieldName(c.field)}: {show(c.before)} → {show(c.after)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
