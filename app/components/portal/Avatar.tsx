/** Initials on a colour picked from the name, drawn locally (no external avatar service). */
const colours = [
  "bg-brand-700",
  "bg-emerald-700",
  "bg-violet-700",
  "bg-rose-700",
  "bg-amber-800",
  "bg-cyan-800",
];

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || "?";
}

export function Avatar({
  firstName,
  lastName,
  size = 40,
}: {
  firstName: string;
  lastName: string;
  size?: number;
}) {
  const name = `${firstName} ${lastName}`;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white ${colours[hash % colours.length]}`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
