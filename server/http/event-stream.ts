import type { Request, Response } from "express";
import type { AdminEvent, EventHub } from "../events/events.ts";

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/** One server-sent event: its name, and its data as one line of JSON. */
export const sseFrame = (event: AdminEvent) =>
  `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * GET /api/admin/events: a text/event-stream of the back-office's live events until the client
 * goes. `no-transform` keeps the compression middleware from buffering it.
 */
export async function adminEventStream(hub: EventHub, req: Request, res: Response): Promise<void> {
  const unsubscribe = await hub.subscribe((event) => {
    res.write(sseFrame(event));
  });
  res.status(200);
  res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
  res.setHeader("Cache-Control", "no-store, no-transform");
  res.setHeader("Connection", "keep-alive");
  res.setHeader("X-Accel-Buffering", "no");
  res.flushHeaders();
  // Ask the browser to reconnect after 3 s if the stream drops; say we are listening.
  res.write("retry: 3000\n: listening\n\n");
  const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  req.on("close", () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
