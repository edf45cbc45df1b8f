import { data } from "react-router";
import { unstorableText } from "#server/db/storable-text.ts";

/**
 * The posted form of a page action. A body that is not a form (malformed multipart, say), or text
 * the database cannot store, is the sender's mistake: 400 through the error page, never a 500.
 * Which content types reach an action at all is decided before React Router
 * (server/http/page-methods.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400, statusText: "Bad Request" });
  }
  // The same text rule as the API's body guard: nothing PostgreSQL cannot store goes further.
  for (const [key, value] of form) {
    const problem = unstorableText(key) ?? (typeof value === "string" ? unstorableText(value) : undefined);
    if (problem) throw data(problem, { status: 400, statusText: "Bad Request" });
  }
  return form;
}
