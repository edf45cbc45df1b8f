/**
 * Initials of a person: first and last word ("Ada Lovelace" → "AL"), one letter for a one-word
 * name ("Plato" → "P"), "?" when there is no name.
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0]];
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
 * The one avatar of the site, portal and back-office: initials on a colour picked from the name
 * (or `seed`), drawn locally, so no e-mail hash leaves the site. Decorative: the name is always
 * shown beside it. 60 px in admin lists; smaller where a page asks.
 */
export function Avatar({ name, size = 60, seed }: { name: string; size?: number; seed?: string }) {
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
