/**
 * Small image files for the upload tests (issue 32): a real 1×1 PNG, and files that start like
 * a JPEG or a WebP (the server reads only the first bytes to know the type), an SVG and a text
 * file dressed up as a PNG.
 */
export const png1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export const jpegLike = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from("JFIF test image"),
]);
export const webpLike = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from("WEBPVP8 test image"),
]);
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
);
export const textAsPng = Buffer.from("not an image at all, whatever the name says");

/** A multipart body with `bytes` in the field `file`, as a browser's file input sends it. */
export function fileForm(bytes: Buffer, name = "photo.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
