import { type output, safeParse } from "zod";
import type { $ZodType } from "zod/v4/core";
import type { Issue } from "#forms/field-messages.ts";

/**
 * The domain's one error vocabulary. Code under server/<area>/ throws these and never names an
 * HTTP status; the API router (server/api/router.ts) and the page-action helper
 * (app/lib/page-action.server.ts) translate a kind, with the one table in server/error-status.ts,
 * into a response. Kinds are what went wrong from the caller's side, not how it is transported.
 */
export type DomainErrorKind =
  | "invalid" // the input breaks a rule; `fields` names each field's message
  | "unauthorized" // who is asking is not known (no session, wrong password)
  | "forbidden" // who is asking may not do this
  | "not-found" // the thing asked for does not exist
  | "conflict" // the thing exists already, or the state forbids the change
  | "too-many" // a limit was reached; `retryAfterSeconds` says when to try again
  | "too-large" // what was sent is bigger than allowed (an upload over its size)
  | "unsupported-type"; // what was sent is not a kind of thing accepted (an upload that is not an image)

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly messages: string[];
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    kind: DomainErrorKind,
    messages: string[],
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(messages[0] ?? kind);
    this.name = "DomainError";
    this.kind = kind;
    this.messages = messages;
    if (extra.fields) this.fields = extra.fields;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Invalid input: one message per field (a field's first message wins), in the schema's order. */
export function invalid(fields: Record<string, string>, messages?: string[]): DomainError {
  return new DomainError("invalid", messages ?? Object.values(fields), { fields });
}

/**
 * Invalid input from a Zod parse; an issue without a path is reported against `body`. The
 * messages keep the order of the issues (an object's own order would put numeric keys first).
 */
export function invalidFromZod(error: { readonly issues: readonly Issue[] }): DomainError {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    if (fields[name] !== undefined) continue;
    fields[name] = issue.message;
    messages.push(issue.message);
  }
  return invalid(fields, messages);
}

/**
 * Parses with a form's schema, or throws `invalid` with the schema's own messages. Takes `zod` and
 * `zod/mini` schemas alike (the public forms are zod/mini, decision 0023).
 */
export function parseOrInvalid<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const parsed = safeParse(schema, input);
  if (!parsed.success) throw invalidFromZod(parsed.error);
  return parsed.data;
}

export const unauthorized = (message: string, fields?: Record<string, string>) =>
  new DomainError("unauthorized", [message], fields ? { fields } : {});
export const forbidden = (message: string) => new DomainError("forbidden", [message]);
export const notFound = (message: string) => new DomainError("not-found", [message]);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError("conflict", [message], fields ? { fields } : {});
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError("too-many", [message], { retryAfterSeconds });
