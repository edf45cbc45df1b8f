import type { ProgramDetails } from "#content/program-details.ts";
import type { ProgramGuide } from "#content/program-guide.ts";
import type { programs } from "#content/programs.ts";

/** What every block of a program page is drawn from: the catalogue entry, its details and guide. */
export interface ProgramBlockProps {
  program: (typeof programs)[number];
  details: ProgramDetails;
  guide: ProgramGuide;
}
