import type { PortraitStyle } from "#content/program-details.ts";

/**
 * A drawn head-and-shoulders portrait, generated from a few colours: the site ships no photos
 * and fetches nothing from another origin (docs/decisions/0010).
 */
export function Portrait({ style, name, size = 160 }: { style: PortraitStyle; name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 160 160"
      role="img"
      aria-label={`Portrait of ${name}`}
      className="shrink-0 rounded-full"
    >
      <rect width="160" height="160" fill={style.background} />
      {style.hairStyle === "long" ? (
        <path d="M44 70c0-30 16-46 36-46s36 16 36 46v46H44z" fill={style.hair} />
      ) : null}
      <path d="M30 160c4-30 24-44 50-44s46 14 50 44z" fill={style.shirt} />
      <path d="M68 104h24v16c0 6-24 6-24 0z" fill={style.skin} />
      <ellipse cx="80" cy="74" rx="25" ry="30" fill={style.skin} />
      {style.hairStyle === "short" ? (
        <path d="M55 70c-2-24 10-34 25-34s28 8 26 34c-4-12-14-18-26-18s-20 4-25 18z" fill={style.hair} />
      ) : null}
      {style.hairStyle === "long" ? (
        <path d="M55 72c0-22 10-32 25-32s25 10 25 32c-8-10-16-16-25-16s-17 6-25 16z" fill={style.hair} />
      ) : null}
      {style.hairStyle === "bun" ? (
        <>
          <circle cx="80" cy="34" r="12" fill={style.hair} />
          <path d="M55 72c-1-22 10-32 25-32s26 10 25 32c-6-12-14-18-25-18s-19 6-25 18z" fill={style.hair} />
        </>
      ) : null}
      <circle cx="71" cy="76" r="2.6" fill="#1f1a17" />
      <circle cx="89" cy="76" r="2.6" fill="#1f1a17" />
      <path d="M72 90c5 4 11 4 16 0" stroke="#1f1a17" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
