/** Placeholder rows shown while a list loads (5 by default, spec §9). */
export function SkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <tr key={i} data-skeleton-row>
          <td className="px-4 py-3">
            <div className="flex items-center gap-3">
              <div className="size-[60px] shrink-0 animate-pulse rounded-full bg-slate-200" />
              <div className="w-full space-y-2">
                <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
                <div className="h-3 w-56 animate-pulse rounded bg-slate-100" />
              </div>
            </div>
          </td>
          {Array.from({ length: columns - 1 }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <td key={j} className="px-4 py-3">
              <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
