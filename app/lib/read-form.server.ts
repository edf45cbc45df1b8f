import { data } from "react-router";
import { unstorableText } from "#server/db/storable-text.ts";
import { formTooLargeMessage, pageFormLimit } from "#server/security/body-limits.ts";
import { type FormValues, formBody, textFields } from "#forms/form-values.ts";

/**
 * A form posted to a page action, read once: `fields` are its text fields (a name given twice keeps
 * its first value), `body` the JSON-shaped values the public forms' schemas take (ticked boxes as
 * true, forms/form-values.ts), `data` the form itself for a field given many times (`getAll`).
 */
export interface PostedForm {
  fields: Record<string, string>;
  body: FormValues;
  data: FormData;
}

/**
 * The one way a page action reads its form (docs/decisions/0104). A body that is not a form (malformed multipart, say), or text
 * the database cannot store, is the sender's mistake: 400 through the error page, never a 500.
 * A body over the cap is 413, found while it is read: no more than the cap is ever held, and the
 * rest is left unread (a declared length over the cap never gets here, and a body without one is
 * answered on a connection that closes: server/http/page-methods.ts). Which content types reach
 * an action at all is decided before React Router, too.
 */
export async function readForm(request: Request): Promise<PostedForm> {
  const contentType = request.headers.get("content-type");
  const body = await readCapped(request, pageFormLimit(contentType));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType ?? "" } }).formData();
  } catch {
    throw unreadable();
  }
  // The same text rule as the API's body guard: nothing PostgreSQL cannot store goes further.
  for (const [key, value] of form) {
    const problem = unstorableText(key) ?? (typeof value === "string" ? unstorableText(value) : undefined);
    if (problem) throw data(problem, { status: 400, statusText: "Bad Request" });
  }
  return { fields: textFields(form), body: formBody(form), data: form };
}

const unreadable = () => data("The form could not be read.", { status: 400, statusText: "Bad Request" });

/** The body's bytes, or 413 as soon as there are more than `limit` of them. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw unreadable(); // the client went away, or the body broke off
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      // Stop reading without cancelling: cancelling would tear the connection down before the
      // 413 could be sent.
      if (size > limit)
        throw data(formTooLargeMessage, {
          status: 413,
          statusText: "Payload Too Large",
          headers: { Connection: "close" },
        });
      chunks.push(chunk.value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
