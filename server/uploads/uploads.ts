import { createHash } from "node:crypto";
import { like, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contentDocuments } from "../db/schema.ts";
import { conflict, DomainError, notFound } from "../domain/errors.ts";
import { imageTypeOf } from "./image-type.ts";
import { UPLOAD_NAME, type UploadStore } from "./store.ts";

/** The largest image the editor accepts (issue 32). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Where uploads are served: /uploads/<name>. */
export const UPLOADS_PATH = "/uploads";

export const uploadMessages = {
  missing: "File is required: choose a PNG, JPEG or WebP image",
  tooLarge: "File is larger than 2 MB: choose a smaller image",
  notAnImage: "File must be a PNG, JPEG or WebP image (SVG and other files are not accepted)",
} as const;

/**
 * Stores one uploaded image and answers its public URL. The type is read from the bytes (415
 * otherwise), the size is checked again here (413), whatever the sender declared.
 */
export async function saveUpload(
  store: UploadStore,
  bytes: Buffer | undefined,
  uploadedBy: string | null,
): Promise<{ url: string; contentType: string; size: number }> {
  if (!bytes || bytes.length === 0)
    throw new DomainError("invalid", [uploadMessages.missing], { fields: { file: uploadMessages.missing } });
  if (bytes.length > UPLOAD_MAX_BYTES)
    throw new DomainError("too-large", [uploadMessages.tooLarge], {
      fields: { file: uploadMessages.tooLarge },
    });
  const type = imageTypeOf(bytes);
  if (!type)
    throw new DomainError("unsupported-type", [uploadMessages.notAnImage], {
      fields: { file: uploadMessages.notAnImage },
    });
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${type.extension}`;
  await store.put(name, { bytes, contentType: type.contentType, uploadedBy });
  return { url: `${UPLOADS_PATH}/${name}`, contentType: type.contentType, size: bytes.length };
}

/** The content documents whose draft or published fields place this image (its /uploads/ URL). */
export async function documentsUsingUpload(
  db: Db,
  name: string,
): Promise<{ id: string; type: string; title: string }[]> {
  if (!UPLOAD_NAME.test(name)) return [];
  // The name is 32 hex digits and an extension: nothing in it is a LIKE wildcard.
  const pattern = `%${UPLOADS_PATH}/${name}%`;
  return db
    .select({ id: contentDocuments.id, type: contentDocuments.type, title: contentDocuments.title })
    .from(contentDocuments)
    .where(
      or(
        like(sql`${contentDocuments.draft}::text`, pattern),
        like(sql`coalesce(${contentDocuments.published}::text, '')`, pattern),
      ),
    )
    .orderBy(contentDocuments.type, contentDocuments.title);
}

/**
 * Deletes an uploaded image no document uses (issue 32). 409 while a draft or a published document
 * places it (removing it would break that page, or the page once the draft is published); 404 for
 * a name that is not stored. Revisions may still name it: restoring one then shows no image.
 */
export async function deleteUpload(db: Db, store: UploadStore, name: string): Promise<void> {
  if (!UPLOAD_NAME.test(name)) throw notFound("No such upload");
  const users = await documentsUsingUpload(db, name);
  if (users.length > 0)
    throw conflict(
      `This image is in use and cannot be deleted: ${users.map((u) => `${u.type} “${u.title}”`).join(", ")}. Remove it from ${users.length === 1 ? "that document" : "those documents"} first.`,
    );
  if (!(await store.delete(name))) throw notFound("No such upload");
}
