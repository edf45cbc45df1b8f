import { generate } from "otplib";

/** The TOTP code of a secret for the time step `offset` steps from now (30-second steps). */
export function totpCode(secret: string, offset = 0): Promise<string> {
  const step = Math.floor(Date.now() / 30_000) + offset;
  return generate({ secret, epoch: step * 30 });
}
