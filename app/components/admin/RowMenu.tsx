import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";

/** The row menu of a list: 'Delete' (asks first) and 'View Details'. */
export function RowMenu({
  label,
  detailHref,
  onDelete,
}: {
  label: string;
  detailHref?: string;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Keyboard users land on the first item; Escape gives focus back to the opener.
    ref.current?.querySelector<HTMLElement>("[data-menu-item]")?.focus();
    const onDown = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const item = "block w-full px-4 py-2 text-left text-sm hover:bg-slate-100";
  return (
    <div ref={ref} className="relative inline-block text-left">
      <button
        ref={button}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`Actions for ${label}`}
        onClick={() => setOpen((v) => !v)}
        className="rounded-md px-3 py-2 text-xl leading-none text-slate-700 hover:bg-slate-100"
      >
        ⋮
      </button>
      {open ? (
        <div className="absolute right-0 z-20 mt-1 w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <button
            type="button"
            data-menu-item
            className={`${item} text-red-700`}
            onClick={() => {
              // The confirm dialog gives focus back to whatever had it when it opened: the opener.
              button.current?.focus();
              setOpen(false);
              onDelete();
            }}
          >
            Delete
          </button>
          {detailHref ? (
            <Link to={detailHref} data-menu-item className={`${item} text-slate-800`}>
              View Details
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
