/**
 * What an uploaded file is, read from its first bytes (issue 32): the name and the Content-Type
 * the browser sent are never trusted. Only PNG, JPEG and WebP are images the site accepts; SVG
 * (which can carry scripts) and everything else is not.
 */
export type ImageType = { contentType: "image/png" | "image/jpeg" | "image/webp"; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: "image/webp", extension: "webp" };
  return undefined;
}

/** The types an upload may be, as the editor's file picker and the messages say them. */
export const allowedImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;
