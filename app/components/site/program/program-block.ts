import type { ProgramView } from "#server/content/views.ts";

/**
 * What every block of a program page is drawn from: the published program (issue 32,
 * server/content/published.ts), its details and guide.
 */
export interface ProgramBlockProps {
  program: ProgramView;
  details: ProgramView["details"];
  guide: ProgramView["guide"];
}
