import type { DomainError } from "../domain/errors.ts";
import { statusOfKind } from "../error-status.ts";

/**
 * The API's error shape everywhere: {"error":{"messages":[…],"fields":{"<name>":"<message>"}}}.
 * Thrown only for faults of HTTP itself (unknown endpoint, a body that cannot be read); domain
 * code throws DomainError, which httpErrorFromDomain turns into one of these.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly fields?: Record<string, string>,
  ) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = "HttpError";
  }

  toJSON() {
    return { error: { messages: this.messages, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** A domain error as the API's error reply: the status of its kind, the same body shape. */
export function httpErrorFromDomain(error: DomainError): HttpError {
  return new HttpError(statusOfKind[error.kind], error.messages, error.fields);
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True for errors that mean "the database cannot be reached right now" (503), not a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof err.code === "string" && unavailableCodes.has(err.code)) return true;
    if (
      typeof err.message === "string" &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|connection error|shutting down|terminating connection|Client was closed/i.test(
        err.message,
      )
    )
      return true;
    e = err.cause;
  }
  return false;
}
