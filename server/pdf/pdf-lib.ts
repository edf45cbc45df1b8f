import type { RGB } from "pdf-lib";

/**
 * pdf-lib, loaded on the first PDF instead of when the server starts: it adds about 7 MB to the
 * resident memory of a server that may never draw a PDF (idle RSS target, docs/performance.md).
 */
export const loadPdfLib = () => import("pdf-lib");

/** pdf-lib's `rgb()` (0–1 components), for colour constants that must not load pdf-lib. */
export const rgb = (red: number, green: number, blue: number): RGB =>
  ({ type: "RGB", red, green, blue }) as RGB;
