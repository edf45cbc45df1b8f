import type { z } from "zod";
import { resetPassword } from "#server/accounts/password-reset.ts";
import type { ServerContext } from "#app/context.ts";
import { done } from "./form-result.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";

/** The action of both reset screens; the token decides whose password changes (spec §7.2). */
export async function resetPasswordAction(
  request: Request,
  context: ServerContext,
  schema: z.ZodType<{ email: string; password: string; passwordResetToken: string }>,
) {
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const reply = await resetPassword(context.db, parseOrInvalid(schema, values));
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
