/**
 * The spam trap every public form carries: a text field people never see or fill (it is off-screen,
 * unlabelled for sighted users and skipped by tab order), but form-filling bots do.
 */
export const HONEYPOT_FIELD = "website";

export function isTrapped(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
