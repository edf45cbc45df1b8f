import type { Server } from "node:http";
import type { Config } from "../config.ts";

/**
 * Bounds on slow clients (issue 13, L8). Node's defaults let a request take 5 minutes to arrive,
 * and a body trickling in one byte every few seconds kept a connection, and what the server had
 * set aside for it, for that long. Call right after listen(): Node reads the checking interval
 * when the server starts listening.
 *
 * - headersTimeout: the whole header block must arrive within this (20 s by default);
 * - requestTimeout: the whole request, body included, within this (60 s);
 * - keepAliveTimeout: how long an idle connection is kept for the next request (5 s); behind a
 *   load balancer it must be longer than the balancer's own idle timeout.
 *
 * Node checks these every connectionsCheckingInterval (30 s by default), so a short timeout
 * gets a finer interval.
 */
export function applyServerTimeouts(server: Server, { timeouts }: Pick<Config, "timeouts">): Server {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Not in @types/node 20's Server type, but read by Node 20 when listening starts.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(30_000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)),
  );
  return server;
}
