import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { feeFacts } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import type { ContentFields } from "#forms/content/schemas.ts";
import { validateFields } from "#server/content/documents.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { personView, programView, siteView } from "#server/content/views.ts";
import { courseOutlinePdf } from "#server/pdf/course-outline.ts";

/** The outline's source as the server builds it: the seeded program and site documents' views. */
const seeded = seedDocuments().map((d) => ({ ...d, fields: validateFields(d.type, d.fields) }));
const fieldsOf = <T extends keyof ContentFields>(type: T) =>
  seeded.filter((d) => d.type === type).map((d) => d.fields as unknown as ContentFields[T]);
const people = fieldsOf("person").map(personView);
function sourceOf(program: (typeof programs)[number], nextSession = "TBA") {
  const fields = fieldsOf("program").find((p) => p.slug === program.slug)!;
  return {
    program: programView(fields, people),
    site: siteView(fieldsOf("site")[0]!),
    nextSession,
    version: 1,
  };
}

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  // Lines joined by spaces: a title that wraps onto two lines still reads as one.
  return (await extractText(doc, { mergePages: false })).text.map((page) => page.replace(/\s+/g, " "));
}

describe("course outline PDF", () => {
  it.each(programs.map((p) => [p.name, p] as const))(
    "%s: a cover with the course, duration and mode, then the four sections a reader finds",
    async (name, program) => {
      const pdf = await courseOutlinePdf(sourceOf(program));
      const pages = await pagesOf(pdf);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const [cover, ...rest] = pages;
      for (const fact of [
        name,
        "Course outline",
        program.duration,
        program.studyMode,
        feeFacts(program.slug).total,
      ])
        expect(cover).toContain(fact);
      const body = rest.join("\n");
      const sections = ["Topics by module", "Timetable and intakes", "Fees and terms", "Contact"];
      const at = sections.map((s) => body.indexOf(s));
      expect(
        at.every((i) => i >= 0),
        `sections found: ${at}`,
      ).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      for (const fact of [
        "Module 1",
        "Mon 6PM - 9PM",
        "Sat 11AM - 2PM",
        "The course fee is paid after enrolment, and there is no refund.",
        site.email,
        site.phones[0].display,
      ])
        expect(body).toContain(fact);
      // Every page after the cover carries the course name and its page number.
      rest.forEach((page, i) => {
        expect(page).toContain(name);
        expect(page).toContain(`Page ${i + 2} of ${pages.length}`);
      });
      // A real document: its metadata names the course, as a PDF reader's title bar shows.
      const doc = await PDFDocument.load(pdf);
      expect(doc.getTitle()).toBe(`${name} course outline`);
      expect(doc.getAuthor()).toBe(site.name);
    },
  );

  it("names the next intake it is given (the intakes table's), and says when there is none", async () => {
    // The server passes nextSessionTexts' sentence, made from the intake's start date.
    const next = "Next intake starts Monday 1 February 2027";
    const withIntake = await pagesOf(await courseOutlinePdf(sourceOf(programs[1], next)));
    expect(withIntake.join("\n")).toContain(next);
    const tba = await pagesOf(await courseOutlinePdf(sourceOf(programs[0])));
    expect(tba.join("\n")).toContain("Next intake: dates to be announced");
  });
});
