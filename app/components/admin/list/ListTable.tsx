import { RowMenu } from "#app/components/admin/RowMenu.tsx";
import { SkeletonRows } from "#app/components/ui/Skeleton.tsx";
import { type BaseRow, recordHref } from "#server/admin/sections/shape.ts";
import { bulkFormId } from "./BulkBar.tsx";
import { ListCell } from "./ListCell.tsx";
import { SortHeader } from "./SortHeader.tsx";
import type { DeleteTarget, ListHref, ListParams, ListSection } from "./types.ts";

/**
 * The list's table: the section's columns, then each row's menu. Below 640 px each row is drawn as
 * a card (app.css, [data-list-table]): every field on its own line with its column's name, the row
 * menu in the corner, so nothing needs sideways scrolling. While the next page loads it
 * shows skeleton rows; an empty list says why (nothing matches, or nothing yet).
 */
export function ListTable<Row extends BaseRow>({
  section,
  rows,
  query,
  href,
  loading,
  onDelete,
  selectable = false,
}: {
  section: ListSection<Row>;
  rows: readonly Row[];
  query: ListParams;
  href: ListHref;
  loading: boolean;
  onDelete: (target: DeleteTarget) => void;
  /** A tick box per row for the bulk actions (their form is the BulkBar above the table). */
  selectable?: boolean;
}) {
  // The tick boxes, the columns, then the row menu.
  const width = section.columns.length + 1 + (selectable ? 1 : 0);
  const pageOf = (row: Row) => (section.record ? recordHref(section, row.id) : undefined);
  return (
    <div className="relative mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table
        data-list-table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        aria-busy={loading}
      >
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            {selectable ? (
              <th scope="col" className="w-8 px-4 py-2">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            {section.columns.map((column) => (
              <SortHeader
                key={column.label}
                label={column.label}
                sort={"sort" in column ? column.sort : undefined}
                query={query}
                href={href}
              />
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading ? (
            <SkeletonRows columns={width} />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={width} className="px-4 py-8 text-center text-slate-600">
                {query.search
                  ? `Nothing matches “${query.search}”.`
                  : `No ${section.labels.heading.toLowerCase()} yet.`}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} data-row={row.id}>
                {selectable ? (
                  <td className="w-8 px-4 py-2" data-row-select>
                    <input
                      type="checkbox"
                      name="ids"
                      value={row.id}
                      form={bulkFormId}
                      aria-label={`Select: ${section.rowLabel(row)}`}
                      className="size-5 rounded border-slate-400 text-brand-700"
                    />
                  </td>
                ) : null}
                {section.columns.map((column) => (
                  <ListCell key={column.label} column={column} row={row} recordHref={pageOf(row)} />
                ))}
                <td className="px-4 py-2 text-right" data-row-menu>
                  <RowMenu
                    label={section.rowLabel(row)}
                    detailHref={section.rowHref ? section.rowHref(row) : pageOf(row)}
                    onDelete={() => onDelete({ id: row.id, label: section.rowLabel(row) })}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
