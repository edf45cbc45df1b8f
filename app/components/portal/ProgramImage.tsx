/**
 * Each program's picture, drawn as inline SVG so it needs no image files: a code window for
 * full stack, a checklist for testing, a bar chart for analytics, and an open book for any other
 * program published in the back-office (issue 32).
 */
const art: Record<string, { from: string; to: string; shape: React.ReactNode }> = {
  "full-stack-development": {
    from: "#1e3a8a",
    to: "#2752d8",
    shape: (
      <g fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        <rect x="90" y="40" width="140" height="90" rx="10" opacity="0.5" />
        <path d="M135 70l-18 15 18 15M185 70l18 15-18 15M168 62l-16 46" />
      </g>
    ),
  },
  "qa-and-software-testing": {
    from: "#065f46",
    to: "#059669",
    shape: (
      <g fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        <rect x="115" y="35" width="90" height="100" rx="10" opacity="0.5" />
        <path d="M132 65l8 8 14-14M132 100l8 8 14-14M165 68h25M165 103h25" />
      </g>
    ),
  },
  "data-analytics": {
    from: "#5b21b6",
    to: "#7c3aed",
    shape: (
      <g fill="#fff">
        <rect x="110" y="95" width="20" height="40" rx="3" opacity="0.6" />
        <rect x="140" y="70" width="20" height="65" rx="3" opacity="0.75" />
        <rect x="170" y="50" width="20" height="85" rx="3" opacity="0.9" />
        <rect x="200" y="80" width="20" height="55" rx="3" opacity="0.7" />
      </g>
    ),
  },
};

/** Any other program: an open book on the brand's blue. */
const otherProgram = {
  from: "#1e40af",
  to: "#0f766e",
  shape: (
    <g fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
      <path
        d="M160 55c-20-12-45-14-65-8v80c20-6 45-4 65 8 20-12 45-14 65-8V47c-20-6-45-4-65 8z"
        opacity="0.8"
      />
      <path d="M160 55v80" />
    </g>
  ),
};

export function ProgramImage({
  program,
  className = "",
}: {
  program: { slug: string; name: string };
  className?: string;
}) {
  const { from, to, shape } = art[program.slug] ?? otherProgram;
  const gradient = `program-${program.slug}`;
  return (
    <svg
      viewBox="0 0 320 170"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={program.name}
      className={className}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="170" fill={`url(#${gradient})`} />
      {shape}
    </svg>
  );
}
