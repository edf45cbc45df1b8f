import { data } from "react-router";
import {
  adminExists,
  type SetupLinkState,
  setUpFirstAdmin,
  setupLinkState,
} from "#server/accounts/first-run.ts";
import { isDomainError } from "#server/domain/errors.ts";
import type { ServerContext } from "#app/context.ts";
import { echo, homePath, signedInRedirect } from "./auth.server.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";

/** A link that can no longer create the first administrator is gone for good: 410, never a 500. */
const gone = (state: Exclude<SetupLinkState, "valid">) => data({ state, token: "" }, { status: 410 });

/** /admin/setup?token=…: the form when the link is still good, else the page saying it is not. */
export async function setupLoader(request: Request, context: ServerContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await setupLinkState(context.db, token);
  return state === "valid" ? data({ state, token }) : gone(state);
}

/**
 * Creates the first administrator, signs them in and opens the dashboard. Field errors come back
 * to the form (400); a link used, expired or voided meanwhile shows the no-longer-valid page.
 */
export async function setupAction(request: Request, context: ServerContext) {
  const values = (await readForm(request)).fields;
  try {
    const signedIn = await setUpFirstAdmin(context.db, context.config.sessionSecret, values);
    return signedInRedirect(context, "admin", signedIn, homePath.admin);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // Field errors go back to the form through the one page-action helper (400, FormResult).
    if (error.kind === "invalid")
      return pageAction(() => Promise.reject(error), {
        values: echo(values, "firstName", "lastName", "email"),
      });
    // Any other refusal means the link cannot be used now: used, expired, or an admin exists.
    return gone((await adminExists(context.db)) ? "admin-exists" : "invalid");
  }
}
