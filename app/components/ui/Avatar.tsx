/** Initials of a person ("Ada Lovelace" → "AL"), or "?" when there is no name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

// Dark enough for white text at WCAG AA (≥ 4.5:1).
const colours = ["#1e40af", "#9d174d", "#065f46", "#7c2d12", "#5b21b6", "#0f766e", "#854d0e", "#334155"];

function colourOf(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return colours[hash % colours.length]!;
}

/**
 * An avatar drawn locally from initials (no external avatar service, so no e-mail hash leaves
 * the site). 60 px in lists, 40 px in the top bar. Decorative: the name is always shown beside it.
 */
export function Avatar({ name, size = 60, seed }: { name: string; size?: 40 | 60; seed?: string }) {
  return (
    <span
      aria-hidden="true"
      data-avatar
      className="inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        backgroundColor: colourOf(seed ?? name),
      }}
    >
      {initials(name)}
    </span>
  );
}
