import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { programs } from "#content/programs.ts";
import { courseOutlinePdf } from "#server/pdf/course-outline.ts";
import { renderPdf } from "#server/pdf/simple-pdf.ts";

async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return { pages: doc.numPages, text: (await extractText(doc, { mergePages: true })).text };
}

describe("course outline PDF", () => {
  it.each(programs.map((p) => [p.name, p] as const))(
    "%s: a PDF reader finds its facts",
    async (name, program) => {
      const { text } = await textOf(courseOutlinePdf(program));
      for (const fact of [name, program.duration, program.studyMode, "Mon 6PM - 9PM", "Fee terms"]) {
        expect(text).toContain(fact);
      }
    },
  );

  it("wraps long text onto further pages and escapes PDF syntax characters", async () => {
    const blocks = Array.from({ length: 120 }, (_, i) => ({ text: `Line ${i} (with \\ brackets) – dash` }));
    const { pages, text } = await textOf(renderPdf(blocks, { title: "Long" }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Line 119 (with \\ brackets) - dash");
  });
});
