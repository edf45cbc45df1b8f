/**
 * Simplified marks of the technologies we work with, drawn inline (no other origin, no extra requests).
 * Each is labelled by the visible name under it, so the drawing itself is decorative.
 */
const logos: { name: string; svg: React.ReactNode }[] = [
  {
    name: "HTML",
    svg: (
      <>
        <path d="M6 4h36l-3.3 36L24 44 9.3 40z" fill="#e44d26" />
        <path d="M24 41l11.8-3.3L38.6 7H24z" fill="#f16529" />
        <path
          d="M24 20h-6l-.4-4.7H24V11H12.7l1.2 13.6H24zm0 11.6l-5-1.4-.3-3.6h-4.5l.6 7 9.2 2.6z"
          fill="#ebebeb"
        />
        <path d="M24 20v4.6h5.5l-.5 5.6-5 1.4v4.6l9.2-2.6 1.2-13.6zm0-9v4.3h10.8l.4-4.3z" fill="#fff" />
      </>
    ),
  },
  {
    name: "JavaScript",
    svg: (
      <>
        <rect x="4" y="4" width="40" height="40" rx="3" fill="#f7df1e" />
        <path
          d="M16.5 35.5l3-1.8c.6 1 1.1 1.9 2.4 1.9 1.2 0 2-.5 2-2.3V21h3.7v12.4c0 3.8-2.2 5.5-5.5 5.5-2.9 0-4.6-1.5-5.6-3.4zm13.2-.4l3-1.8c.8 1.3 1.8 2.3 3.7 2.3 1.5 0 2.5-.8 2.5-1.9 0-1.3-1-1.7-2.8-2.5l-1-.4c-2.7-1.2-4.5-2.6-4.5-5.7 0-2.8 2.2-5 5.6-5 2.4 0 4.1.8 5.4 3l-2.9 1.9c-.6-1.1-1.3-1.6-2.4-1.6s-1.8.7-1.8 1.6c0 1.1.7 1.6 2.4 2.3l1 .4c3.2 1.4 5 2.8 5 5.9 0 3.4-2.7 5.3-6.2 5.3-3.5 0-5.7-1.7-6.9-3.8z"
          fill="#000"
        />
      </>
    ),
  },
  {
    name: "React",
    svg: (
      <g fill="none" stroke="#149eca" strokeWidth="2.2">
        <ellipse cx="24" cy="24" rx="20" ry="7.6" />
        <ellipse cx="24" cy="24" rx="20" ry="7.6" transform="rotate(60 24 24)" />
        <ellipse cx="24" cy="24" rx="20" ry="7.6" transform="rotate(120 24 24)" />
        <circle cx="24" cy="24" r="3.6" fill="#149eca" stroke="none" />
      </g>
    ),
  },
  {
    name: "Express",
    svg: (
      <>
        <rect x="2" y="10" width="44" height="28" rx="6" fill="#1f2937" />
        <text
          x="24"
          y="29"
          textAnchor="middle"
          fill="#fff"
          fontSize="15"
          fontWeight="600"
          fontFamily="ui-monospace, monospace"
        >
          ex
        </text>
      </>
    ),
  },
  {
    name: "AWS",
    svg: (
      <>
        <text
          x="24"
          y="26"
          textAnchor="middle"
          fill="#232f3e"
          fontSize="17"
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
        >
          aws
        </text>
        <path d="M8 31c9 6 23 6 32 0" fill="none" stroke="#ff9900" strokeWidth="2.8" strokeLinecap="round" />
        <path
          d="M36 28.5l4.5 2.3-2.4 4.3"
          fill="none"
          stroke="#ff9900"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: "PostgreSQL",
    svg: (
      <>
        <path
          d="M24 6c-9 0-15 5-15 14 0 6 2 11 4 15 1.5 3 3.5 6 5.5 5s1-6 1-8c2 1 6 1 8.5 0 0 3-.5 9 3 9 3 0 3.5-4 3.5-7 2 0 5-2 6-5 1.5-4 0-4-2-4 1-3 1.5-6 1.5-8C40 10 33 6 24 6z"
          fill="#336791"
        />
        <path d="M19 18a2 2 0 1 0 0 .1M30 18a2 2 0 1 0 0 .1" fill="#fff" />
        <path d="M31 24c2 3 4 5 7 5" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
];

export function TechLogos() {
  return (
    <ul className="grid grid-cols-3 gap-6 sm:grid-cols-6">
      {logos.map((logo) => (
        <li key={logo.name} className="flex flex-col items-center gap-3">
          <span className="flex size-20 items-center justify-center rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
              {logo.svg}
            </svg>
          </span>
          <span className="text-sm font-medium text-slate-700">{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}
