import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { feeFacts } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { courseOutlinePdf } from "#server/pdf/course-outline.ts";

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  // Lines joined by spaces: a title that wraps onto two lines still reads as one.
  return (await extractText(doc, { mergePages: false })).text.map((page) => page.replace(/\s+/g, " "));
}

describe("course outline PDF", () => {
  it.each(programs.map((p) => [p.name, p] as const))(
    "%s: a cover with the course, duration and mode, then the four sections a reader finds",
    async (name, program) => {
      const pdf = await courseOutlinePdf(program);
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

  it("names the next intake where the content has one, and says when it is not set yet", async () => {
    const withIntake = await pagesOf(await courseOutlinePdf(programs[1]));
    expect(withIntake.join("\n")).toContain("Next intake starts Monday 2 February 2027");
    const tba = await pagesOf(await courseOutlinePdf(programs[0]));
    expect(tba.join("\n")).toContain("Next intake: dates to be announced");
  });
});
