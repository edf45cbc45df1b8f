import type { z } from "zod";
import { resetPassword } from "#server/accounts/password-reset.ts";
import type { ServerContext } from "#app/context.ts";
import { formValues, parseForm, runFormAction } from "./auth.server.ts";

/** The action of both reset screens; the token decides whose password changes (spec §7.2). */
export async function resetPasswordAction(
  request: Request,
  context: ServerContext,
  schema: z.ZodType<{ email: string; password: string; passwordResetToken: string }>,
) {
  const values = await formValues(request);
  return runFormAction(async () => {
    const input = parseForm(schema, values);
    const reply = await resetPassword(context.db, input);
    return { done: reply.message };
  });
}

/** The e-mail and token of a reset link. */
export function resetLinkParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { email: params.get("email") ?? "", token: params.get("token") ?? "" };
}
