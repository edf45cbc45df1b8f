import type { BaseRow, RecordPanels as Panels } from "#server/admin/sections/shape.ts";
import { AdminAccess } from "./AdminAccess.tsx";
import { ApplicationsPanel } from "./ApplicationsPanel.tsx";
import { ChatHistory } from "./ChatHistory.tsx";
import { StatusPanel } from "./StatusPanel.tsx";

/** What the section's record page shows beside the fields, as its definition says. */
export function RecordPanels<Rec extends BaseRow>({ panels, record }: { panels: Panels<Rec>; record: Rec }) {
  return (
    <>
      {panels.status ? <StatusPanel status={panels.status(record)} /> : null}
      {panels.applications ? <ApplicationsPanel applications={panels.applications(record)} /> : null}
      {panels.chats ? <ChatHistory chats={panels.chats(record)} /> : null}
      {panels.access ? <AdminAccess role={panels.access(record)} /> : null}
    </>
  );
}
