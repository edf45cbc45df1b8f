import type { StatusChangePreview } from "#server/admin/enrolment-status.ts";
import type { BaseRow, RecordPanels as Panels } from "#server/admin/sections/shape.ts";
import { AdminAccess } from "./AdminAccess.tsx";
import { ApplicationsPanel } from "./ApplicationsPanel.tsx";
import { ChatHistory } from "./ChatHistory.tsx";
import { StatusPanel } from "./StatusPanel.tsx";

/**
 * What the section's record page shows beside the fields, as its definition says: the status panel
 * above the fields (it is what an admin comes to change), the others below them.
 */
export function RecordPanels<Rec extends BaseRow>({
  panels,
  record,
  statusPreview,
  statusFailure,
  place,
}: {
  place: "above" | "below";
  panels: Panels<Rec>;
  record: Rec;
  statusPreview?: StatusChangePreview | null;
  /** Why the last status change was refused (shown in its confirmation). */
  statusFailure?: string;
}) {
  if (place === "above")
    return panels.status ? (
      <StatusPanel status={panels.status(record)} preview={statusPreview} failure={statusFailure} />
    ) : null;
  return (
    <>
      {panels.applications ? <ApplicationsPanel applications={panels.applications(record)} /> : null}
      {panels.chats ? <ChatHistory chats={panels.chats(record)} /> : null}
      {panels.access ? <AdminAccess role={panels.access(record)} /> : null}
    </>
  );
}
