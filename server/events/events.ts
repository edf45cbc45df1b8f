import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { log } from "../log.ts";
import { adminEventNames } from "./names.ts";

/**
 * The back-office's live events (issue 35): what staff pages update on by themselves. Sent with
 * PostgreSQL's NOTIFY, so every server process on the database hears them (PGlite delivers them
 * in its one process); sent inside a transaction, an event goes out only when it commits.
 */
export type AdminEvent =
  | { name: "conversation.message"; data: { conversationId: string; visitorId: string } }
  | { name: "conversation.handoff"; data: { conversationId: string; visitorId: string } }
  | { name: "application.created"; data: { id: string } }
  | { name: "followup.due"; data: { id: string } };

export { type AdminEventName, adminEventNames } from "./names.ts";

export const EVENTS_CHANNEL = "harbourline_admin_events";

/** Sends an event to every listening server; never fails the write it belongs to. */
export async function publishEvent(db: Db, event: AdminEvent): Promise<void> {
  try {
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  } catch (error) {
    log.error(`live event ${event.name} not sent`, error);
  }
}

/** A conversation's event: its id is the visitor's. */
export const conversationEvent = (
  name: "conversation.message" | "conversation.handoff",
  visitorId: string,
): AdminEvent => ({ name, data: { conversationId: visitorId, visitorId } });

function parseEvent(payload: string): AdminEvent | undefined {
  try {
    const event = JSON.parse(payload) as AdminEvent;
    return (adminEventNames as readonly string[]).includes(event?.name) && event.data && typeof event.data === "object"
      ? event
      : undefined;
  } catch {
    return undefined;
  }
}

export interface EventHub {
  /** Calls `listener` with every event until the returned function is called. */
  subscribe(listener: (event: AdminEvent) => void): Promise<() => void>;
}

/**
 * One LISTEN per server process, shared by its open streams: started with the first subscriber,
 * stopped when the last one leaves.
 */
export function createEventHub(database: Pick<Database, "listen">): EventHub {
  const listeners = new Set<(event: AdminEvent) => void>();
  let stop: Promise<() => Promise<void>> | undefined;
  const deliver = (payload: string) => {
    const event = parseEvent(payload);
    if (!event) return;
    for (const listener of listeners) listener(event);
  };
  return {
    async subscribe(listener) {
      listeners.add(listener);
      stop ??= database.listen(EVENTS_CHANNEL, deliver);
      try {
        await stop;
      } catch (error) {
        listeners.delete(listener);
        stop = undefined;
        throw error;
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          const stopping = stop;
          stop = undefined;
          void stopping.then((end) => end()).catch(() => {});
        }
      };
    },
  };
}
