/** The names of the back-office's live events (issue 35); browser-safe (./events.ts is not). */
export const adminEventNames = [
  "conversation.message",
  "conversation.handoff",
  "application.created",
  "followup.due",
] as const;
export type AdminEventName = (typeof adminEventNames)[number];
