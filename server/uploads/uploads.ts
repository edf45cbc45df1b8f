import { createHash } from "node:crypto";
import { DomainError } from "../domain/errors.ts";
import { imageTypeOf } from "./image-type.ts";
import type { UploadStore } from "./store.ts";

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
