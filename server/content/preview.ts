import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A draft shown at its real public URL (issue 32, decision 0106): while a signed-in staff
 * member's request with `?preview=<document id>` is answered, the read model
 * (server/content/published.ts) puts that one document's draft in place of its published copy.
 * Only server/http/content-preview.ts enters it, after checking the back-office session; a
 * visitor's `?preview=` is ignored.
 */
const previewing = new AsyncLocalStorage<{ documentId: string }>();

export function withDraftPreview<T>(documentId: string, run: () => T): T {
  return previewing.run({ documentId }, run);
}

/** The document whose draft this request shows, if it is a staff preview. */
export function previewedDocumentId(): string | undefined {
  return previewing.getStore()?.documentId;
}
