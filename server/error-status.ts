import type { DomainError, DomainErrorKind } from "./domain/errors.ts";

/**
 * The one place a domain error kind becomes an HTTP status, and the headers its reply carries.
 * Both adapters read it: the API's error handler (through server/http/errors.ts) and the page
 * actions (app/lib/page-action.server.ts). It sits beside config.ts and log.ts, outside both
 * adapters, because app/ must not import server/http and domain code must not name a status
 * (docs/decisions/0071).
 */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many": 429,
  "too-large": 413,
  "unsupported-type": 415,
};

/** Retry-After for a limit that was reached; nothing for the other kinds. */
export function headersOfError(error: DomainError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
}
