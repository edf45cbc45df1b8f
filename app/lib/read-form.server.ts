import { data } from "react-router";

/**
 * The posted form of a page action. A body that is not a form (malformed multipart, say) is the
 * sender's mistake: 400 through the error page, never a 500. Which content types reach an action at
 * all is decided before React Router (server/http/page-methods.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400, statusText: "Bad Request" });
  }
}
