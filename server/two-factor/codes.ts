import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { matchTotp } from "./totp.ts";

export const wrongCodeMessage = "That code is not valid. Check your authenticator app and try again.";

/**
 * Uses up a TOTP code of an enrolled account: right code of a step later than the last one used.
 * The step is claimed with a conditional update, so one code cannot be accepted twice even by two
 * requests at once.
 */
export async function spendTotpCode(db: Db, adminId: string, code: string): Promise<boolean> {
  const [account] = await db
    .select({ totpSecret: admins.totpSecret, totpLastStep: admins.totpLastStep })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!account?.totpSecret) return false;
  const step = await matchTotp(account.totpSecret, code, account.totpLastStep);
  if (step === undefined) return false;
  const claimed = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(admins.id, adminId),
        isNotNull(admins.totpSecret),
        sql`(${admins.totpLastStep} is null or ${admins.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: admins.id });
  return claimed.length > 0;
}
