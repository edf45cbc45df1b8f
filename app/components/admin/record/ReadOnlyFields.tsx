import { formatDate } from "#app/lib/dates.ts";
import type { ShownField } from "#server/admin/sections/shape.ts";

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** A record that is read, not edited (contact messages, visitors): label and value pairs. */
export function ReadOnlyFields({
  fields,
  values,
}: {
  fields: readonly ShownField[];
  values: Record<string, unknown>;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} className={field.wide ? "sm:col-span-2" : ""}>
          <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">
            {field.dateTime ? formatDate(text(values[field.name]), true) : text(values[field.name]) || "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
