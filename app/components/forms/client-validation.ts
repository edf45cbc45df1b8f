import type { ZodError } from "zod";

/** The first message of each field, as the server's 400 reply gives them. */
export function validationFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".") || "body";
    fields[name] ??= issue.message;
  }
  return fields;
}
