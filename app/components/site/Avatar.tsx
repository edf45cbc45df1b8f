const palette = ["#1e40af", "#0f766e", "#9d174d", "#7c2d12", "#5b21b6", "#166534", "#334155"];

export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A stable colour per name, so the same person always gets the same avatar. */
function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length]!;
}

/** Initials on a coloured disc; decorative, because the name is always printed next to it. */
export function Avatar({ name, size = 48 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="shrink-0">
      <circle cx="24" cy="24" r="24" fill={colourOf(name)} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="18"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
