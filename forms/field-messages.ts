/**
 * A failed parse as {field: message}: the first message of each field, in the schema's order.
 * Browser and server report a form's errors through this one function, so a field shows the same
 * message whichever side caught it. Typed structurally so it takes the errors of `zod` and
 * `zod/mini` alike without importing either.
 */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldMessages(
  error: { readonly issues: readonly Issue[] },
  pathless = "form",
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : pathless;
    out[name] ??= issue.message;
  }
  return out;
}
