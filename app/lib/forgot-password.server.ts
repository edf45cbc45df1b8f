import type { AccountKind } from "#server/db/schema.ts";
import { forgotPasswordSchema } from "#forms/auth.ts";
import { requestPasswordReset } from "#server/accounts/password-reset.ts";
import type { ServerContext } from "#app/context.ts";
import { echo } from "./auth.server.ts";
import { done } from "./form-result.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";

/** The action of both forgot-password screens: same reply whether or not the account exists. */
export async function forgotPasswordAction(request: Request, context: ServerContext, kind: AccountKind) {
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const input = parseOrInvalid(forgotPasswordSchema, values);
      const reply = await requestPasswordReset(
        context.db,
        { kind, publicUrl: context.config.publicUrl, clientIp: context.clientIp },
        input,
      );
      return done(reply.message);
    },
    { fallbackField: "email", values: echo(values, "email") },
  );
}
