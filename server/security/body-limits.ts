/**
 * The largest page form post the server reads (issue 13, M3). No form of the site comes near:
 * the longest free text is a few thousand characters and no form uploads files, so multipart
 * (which browsers use only when a page asks for it) gets a little more room, not an upload's.
 * Checked twice: against Content-Length before anything is read (server/http/page-methods.ts),
 * and while a body without a length is read (app/lib/read-form.server.ts).
 */
export const PAGE_FORM_LIMIT_BYTES = 100 * 1024;
export const PAGE_MULTIPART_LIMIT_BYTES = 1024 * 1024;

/** The cap for a page form post of this content type. */
export function pageFormLimit(contentType: string | null | undefined): number {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? "")
    ? PAGE_MULTIPART_LIMIT_BYTES
    : PAGE_FORM_LIMIT_BYTES;
}

/** The text of the 413 page. */
export const formTooLargeMessage = "The form is larger than this site accepts.";
