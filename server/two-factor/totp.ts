import { generateSecret, generateURI, verify } from "otplib";
import { encode } from "uqr";
import { site } from "#content/site.ts";

/**
 * TOTP (RFC 6238) through otplib: SHA-1, 6 digits, 30-second steps, the parameters every
 * authenticator app understands. A code is accepted for the current step and one step either
 * side (clock drift); a step already used is refused (`afterStep`), so a code cannot be replayed.
 */

/** 160 random bits, base32: what otplib and authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address the QR code carries. */
export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: site.name, label: email, secret });
}

/** Digits only, spaces allowed in between ("123 456"); anything else is not a TOTP code. */
export function asTotpCode(input: string): string | undefined {
  const digits = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step a code matches, or undefined when it is wrong, expired, or of a step at or
 * before `afterStep` (already used).
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  now: Date = new Date(),
): Promise<number | undefined> {
  const token = asTotpCode(code);
  if (!token) return undefined;
  const epoch = Math.floor(now.getTime() / 1000);
  // Every step this call could accept is at or before the last one used (the clock went back).
  if (afterStep !== null && afterStep >= Math.floor(epoch / 30) + 1) return undefined;
  const result = await verify({
    secret,
    token,
    epoch,
    epochTolerance: 30,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // The functional API types the result for HOTP and TOTP alike; a TOTP match carries its step.
  return result.valid ? (result as { timeStep: number }).timeStep : undefined;
}

/**
 * A QR code drawn by the server: the module matrix of the otpauth address as one SVG path
 * (`size` modules square, a quiet zone of 4 included). The page renders it as React elements,
 * so no markup from a library is ever inserted into the page.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { data } = encode(text, { ecc: "M", border: 4 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: data.length, path: parts.join("") };
}
