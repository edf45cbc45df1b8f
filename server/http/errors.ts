import type { ZodError } from "zod";
import { type DomainError, type DomainErrorKind, isDomainError } from "../domain/errors.ts";

/**
 * The API's error shape everywhere: {"error":{"messages":[…],"fields":{"<name>":"<message>"}}}.
 * Domain code throws these; the API's error handler turns them into JSON responses.
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

/** 400 with one message per field, the first issue of each field winning. */
export function validationError(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join(".") : "body";
    if (fields[name] !== undefined) continue;
    fields[name] = issue.message;
    messages.push(issue.message);
  }
  return new HttpError(400, messages, fields);
}

/** The one place a domain error kind becomes an HTTP status. */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many": 429,
};

/** A domain error as the API's error reply (status, body, and Retry-After for too-many). */
export function httpErrorFromDomain(error: DomainError): HttpError {
  return new HttpError(statusOfKind[error.kind], error.messages, error.fields);
}

/** Translates a domain error to HttpError; anything else passes through unchanged. */
export function toHttpError(error: unknown): unknown {
  return isDomainError(error) ? httpErrorFromDomain(error) : error;
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
