import type { ProgramFeature } from "#content/programs.ts";

const paths: Record<ProgramFeature["icon"], string> = {
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  server: "M4 5h16v5H4zM4 14h16v5H4zM7.5 7.5h.01M7.5 16.5h.01",
  cloud: "M7 18a4 4 0 0 1-.6-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z",
  checklist: "M9 6h11M9 12h11M9 18h11M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5 2.5-2.5M3.5 18l1.5 1.5 2.5-2.5",
  hand: "M8 13V5.5a1.5 1.5 0 0 1 3 0V11m0-6.5a1.5 1.5 0 0 1 3 0V11m0-5a1.5 1.5 0 0 1 3 0v7a7 7 0 0 1-7 7 6 6 0 0 1-5.2-3L3.5 13a1.6 1.6 0 0 1 2.6-1.8L8 13",
  robot: "M5 9h14v10H5zM12 5v4M9 13h.01M15 13h.01M9 16h6M2 13v3M22 13v3M12 3.5a1.5 1.5 0 1 1 0 .01",
  database:
    "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  chart: "M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8M20 16v-3",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
};

/** The line icons of program features and service cards; decorative (the name is the text beside it). */
export function FeatureIcon({ icon, className = "" }: { icon: ProgramFeature["icon"]; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={paths[icon]} />
    </svg>
  );
}
