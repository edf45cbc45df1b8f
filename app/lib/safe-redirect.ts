const base = "http://same-site.invalid";

/**
 * Only same-site paths are followed after sign-in: "/portal/x" yes; "//evil.example",
 * "/\\evil.example", "https://…" and paths outside `prefix` fall back to `fallback`. The value
 * is resolved the way a browser would resolve it, so tricks with tabs or backslashes fail too.
 */
export function safeRedirectPath(value: unknown, fallback: string, prefix = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || value.includes("\\")) return fallback;
  const inside = prefix === "/" || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  return inside ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
