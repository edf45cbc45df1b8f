import type { useFetcher } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";

/** 'Delete … ?' with Cancel and Delete; Delete posts intent=delete to the current route's action. */
export function ConfirmDelete({
  target,
  title,
  fetcher,
  onClose,
}: {
  target: { id: string; label: string } | null;
  /** The section's 'Delete student?'. */
  title: string;
  fetcher: ReturnType<typeof useFetcher>;
  onClose: () => void;
}) {
  const pending = fetcher.state !== "idle";
  return (
    <Dialog open={target !== null} title={title} onClose={onClose}>
      <p className="text-slate-700">
        {target ? `${target.label} will be deleted. This cannot be undone.` : ""}
      </p>
      <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={target?.id ?? ""} />
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" pending={pending}>
          Delete
        </Button>
      </fetcher.Form>
    </Dialog>
  );
}
