import type { z } from "zod";
import { resetPassword } from "#server/accounts/password-reset.ts";
import type { ServerContext } from "#app/context.ts";
import { done } from "./form-result.ts";
import { formValues, pageAction, parseForm } from "./page-action.server.ts";

/** The action of both reset screens; the token decides whose password changes (spec §7.2). */
export async function resetPasswordAction(
  request: Request,
  context: ServerContext,
  schema: z.ZodType<{ email: string; password: string; passwordResetToken: string }>,
) {
  const values = await formValues(request);
  return pageAction(
    async () => {
      const reply = await resetPassword(context.db, parseForm(schema, values));
      return done(reply.message);
    },
    { fallbackField: "email" },
  );
}

/** The e-mail and token of a reset link. */
export function resetLinkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { email: params.get("email") ?? "", token: params.get("token") ?? "" };
}
