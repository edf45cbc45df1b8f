import { outlineTopics } from "#content/course-outlines.ts";
import { feeTerms, timeTableOptions } from "#content/options.ts";
import type { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { renderPdf, type TextBlock } from "./simple-pdf.ts";

type CatalogueProgram = (typeof programs)[number];

export function outlineFileName(program: CatalogueProgram): string {
  return `${program.slug}-course-outline.pdf`;
}

/** The downloadable outline of one program, built from the catalogue content. */
export function courseOutlinePdf(program: CatalogueProgram): Buffer {
  const blocks: TextBlock[] = [
    { text: `${site.name} - Course outline`, size: 12, bold: true },
    { text: program.name, size: 22, bold: true, gap: 8 },
    { text: program.summary, gap: 6 },
    { text: "At a glance", size: 14, bold: true, gap: 14 },
    { text: `Course type: ${program.courseType}` },
    { text: `Duration: ${program.duration}` },
    { text: `Study mode: ${program.studyMode}` },
    { text: "Topics", size: 14, bold: true, gap: 14 },
    ...outlineTopics[program.slug].flatMap((topic): TextBlock[] => [
      { text: topic.name, bold: true, gap: 4 },
      { text: topic.detail, indent: 12 },
    ]),
    { text: "Timetable", size: 14, bold: true, gap: 14 },
    { text: "Classes run in three-hour slots. Choose one when you apply:" },
    ...timeTableOptions.map((slot): TextBlock => ({ text: `- ${slot}`, indent: 12 })),
    { text: "Fee terms", size: 14, bold: true, gap: 14 },
    { text: feeTerms },
    { text: "Questions?", size: 14, bold: true, gap: 14 },
    { text: `E-mail ${site.email} or call ${site.phones.map((p) => p.display).join(" or ")}.` },
  ];
  return renderPdf(blocks, { title: `${program.name} course outline` });
}
