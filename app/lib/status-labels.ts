/** An application status as its badge shows it ("under review" → "Under Review"). */
export function statusLabel(status: string): string {
  return status.replace(/\b\w/g, (c) => c.toUpperCase());
}
