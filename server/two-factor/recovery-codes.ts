import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { adminRecoveryCodes } from "../db/schema.ts";

/**
 * Ten single-use recovery codes per account, shown once and stored as SHA-256 only. Each code
 * holds 80 random bits (16 base32 characters, shown as four groups), far beyond what a leaked
 * hash could be searched for, so a fast hash is enough.
 */
export const RECOVERY_CODE_COUNT = 10;
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function newCode(): string {
  const bytes = randomBytes(16);
  let out = "";
  for (let i = 0; i < 16; i++) out += alphabet[bytes[i]! & 31];
  return out.match(/.{4}/g)!.join("-");
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

export function hashRecoveryCode(input: string): string {
  return createHash("sha256")
    .update(`recovery:${normaliseRecoveryCode(input)}`)
    .digest("hex");
}

/** Looks like a recovery code (so a typo'd TOTP code is not spent against them). */
export function isRecoveryCodeShape(input: string): boolean {
  return /^[A-Z2-7]{16}$/.test(normaliseRecoveryCode(input));
}

/** Replaces the account's recovery codes with ten new ones and returns them (shown once). */
export async function replaceRecoveryCodes(db: Db, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codes.map((c) => ({ adminId, codeHash: hashRecoveryCode(c) })));
  return codes;
}

/**
 * Spends one recovery code of the account: a conditional update, so a code works once even when
 * two sign-ins race with it.
 */
export async function spendRecoveryCode(db: Db, adminId: string, input: string): Promise<boolean> {
  if (!isRecoveryCodeShape(input)) return false;
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(input)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
