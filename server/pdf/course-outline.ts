import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { loadPdfLib, rgb } from "./pdf-lib.ts";
import { paymentTerms, refundTerms } from "#content/fees.ts";
import { feeTerms, timeTableOptions } from "#content/options.ts";
import { formatAddress } from "#content/site.ts";
import type { ProgramView, SiteView } from "../content/views.ts";

/** What the outline says; every fact comes from the published program and site (issue 32). */
export interface OutlineSource {
  program: ProgramView;
  site: SiteView;
  /** "Next intake starts Monday 1 February 2027" from the intakes table, or "TBA" when none is open. */
  nextSession: string;
  /** Published-content version: a publish makes a new document. */
  version: number;
}

export function outlineFileName(program: { slug: string }): string {
  return `${program.slug}-course-outline.pdf`;
}

/**
 * The downloadable outline of one program: a cover (course, duration, mode, fee, next intake), then
 * topics by module, timetable and intakes, fees and terms, and contact. Drawn with pdf-lib and its
 * built-in standard fonts (Helvetica), so nothing is read from disk (docs/decisions/0085). Each
 * document is made once per process for one published version and one next intake; a publish or
 * an intake change makes the next one.
 */
export function courseOutlinePdf(source: OutlineSource): Promise<Buffer> {
  const key = `${source.program.slug}|${source.version}|${source.nextSession}`;
  let made = cache.get(key);
  if (!made) {
    if (cache.size > 200) cache.clear();
    made = render(source).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, made);
  }
  return made;
}

const cache = new Map<string, Promise<Buffer>>();

/** The cover's and the contact page's next-intake sentence. */
export function nextIntakeSentence(nextSession: string): string {
  return nextSession === "TBA"
    ? "Next intake: dates to be announced. Ask us and we will tell you as soon as they are set."
    : `${nextSession}.`;
}

// A4 in points, and the brand's colours (app/app.css).
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const BRAND_900 = rgb(0x17 / 255, 0x25 / 255, 0x54 / 255);
const BRAND_700 = rgb(0x1e / 255, 0x40 / 255, 0xaf / 255);
const BRAND_100 = rgb(0xdb / 255, 0xe6 / 255, 0xfe / 255);
const BRAND_50 = rgb(0xee / 255, 0xf4 / 255, 0xff / 255);
const INK = rgb(0x1e / 255, 0x29 / 255, 0x3b / 255);
const MUTED = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);
const WHITE = rgb(1, 1, 1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Text the standard fonts can encode (WinAnsi): anything else becomes its nearest plain form. */
function plain(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const swaps: Record<string, string> = { "\u2192": "->", "\u2264": "<=", "\u2265": ">=", "\u00a0": " " };
  return [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : (swaps[c] ?? "?"))).join("");
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of plain(font, text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** A top-to-bottom writer over pages that starts a new page when the next block does not fit. */
class Flow {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
    } = {},
  ) {
    const { size = 11, bold = false, color = INK, indent = 0, gap = 0 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const leading = size * 1.4;
    const lines = wrap(font, text, size, WIDTH - indent);
    this.y -= gap;
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
  }

  /** A numbered section heading with a rule under it, kept with at least a few lines of its body. */
  heading(number: number, title: string) {
    this.ensure(110);
    this.y -= 18;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 26, width: 26, height: 26, color: BRAND_700 });
    const n = String(number);
    const size = 14;
    this.page.drawText(n, {
      x: MARGIN + 13 - this.fonts.bold.widthOfTextAtSize(n, size) / 2,
      y: this.y - 18,
      size,
      font: this.fonts.bold,
      color: WHITE,
    });
    this.page.drawText(title, {
      x: MARGIN + 38,
      y: this.y - 20,
      size: 18,
      font: this.fonts.bold,
      color: BRAND_900,
    });
    this.y -= 36;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 1,
      color: BRAND_100,
    });
    this.y -= 6;
  }
}

async function render({ program, site, nextSession }: OutlineSource): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const title = `${program.name} course outline`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(program.summary);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage("en-AU");
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = new Flow(doc, fonts);
  const fee = program.fee;
  const nextIntake = nextIntakeSentence(nextSession);

  drawCover(flow, program, site, fee.total, nextIntake);

  flow.newPage();
  flow.heading(1, "Topics by module");
  program.outlineTopics.forEach((topic, i) => {
    flow.ensure(70);
    const top = flow.y - 8;
    flow.text(`Module ${i + 1}`, { size: 9, bold: true, color: BRAND_700, indent: 14, gap: 8 });
    flow.text(topic.name, { size: 13, bold: true, indent: 14 });
    flow.text(topic.detail, { indent: 14, color: MUTED });
    flow.page.drawRectangle({
      x: MARGIN,
      y: flow.y - 6,
      width: 3,
      height: top - flow.y + 6,
      color: BRAND_700,
    });
    flow.y -= 6;
  });

  flow.heading(2, "Timetable and intakes");
  flow.text(nextIntake, { bold: true, gap: 6 });
  flow.text(
    `${program.duration.toLowerCase()}, ${program.studyMode.toLowerCase()}. Classes run in three-hour slots; choose one when you apply:`,
    { gap: 4 },
  );
  flow.y -= 8;
  const columns = 3;
  const cell = { width: (WIDTH - (columns - 1) * 8) / columns, height: 30 };
  flow.ensure(Math.ceil(timeTableOptions.length / columns) * (cell.height + 8));
  timeTableOptions.forEach((slot, i) => {
    const x = MARGIN + (i % columns) * (cell.width + 8);
    const y = flow.y - Math.floor(i / columns) * (cell.height + 8) - cell.height;
    flow.page.drawRectangle({ x, y, width: cell.width, height: cell.height, color: BRAND_50 });
    flow.page.drawText(slot, { x: x + 10, y: y + 11, size: 11, font: fonts.bold, color: BRAND_900 });
  });
  flow.y -= Math.ceil(timeTableOptions.length / columns) * (cell.height + 8);

  // Money and how to reach us on a page of their own, so no section starts at a page's foot.
  flow.newPage();
  flow.heading(3, "Fees and terms");
  flow.text(`Course fee: ${fee.total}, ${fee.instalments}.`, { size: 13, bold: true, gap: 6 });
  flow.text(`Fee terms: ${feeTerms}`, { gap: 6 });
  for (const line of [
    paymentTerms.applying,
    paymentTerms.when,
    paymentTerms.options,
    paymentTerms.methods,
    paymentTerms.currency,
    `${refundTerms.summary} ${refundTerms.detail}`,
    refundTerms.law,
  ]) {
    flow.text(`\u2022  ${line}`, { indent: 6, color: MUTED, gap: 3 });
  }

  flow.heading(4, "Contact");
  flow.text(`E-mail: ${site.email}`, { gap: 6 });
  for (const phone of site.phones) flow.text(`${phone.label}: ${phone.display}`);
  flow.text(`Visit: ${formatAddress(site.address)}`);
  flow.text(`Opening hours: ${site.openingHours.map((o) => `${o.days} ${o.hours}`).join("; ")}`);
  flow.text("Ready to start? Apply on our website's Enrol Now page, or book a free consultation.", {
    bold: true,
    gap: 10,
  });

  // Every page but the cover: a running footer with the course and the page number.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    if (i === 0) return;
    const footer = plain(fonts.regular, `${site.name}  \u00b7  ${title}`);
    page.drawText(footer, { x: MARGIN, y: 30, size: 8, font: fonts.regular, color: MUTED });
    const number = `Page ${i + 1} of ${pages.length}`;
    page.drawText(number, {
      x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(number, 8),
      y: 30,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return Buffer.from(await doc.save());
}

function drawCover(flow: Flow, program: ProgramView, site: SiteView, feeTotal: string, nextIntake: string) {
  const { regular, bold } = flow.fonts;
  flow.newPage();
  const page = flow.page;
  const band = 430;
  page.drawRectangle({ x: 0, y: PAGE.height - band, width: PAGE.width, height: band, color: BRAND_900 });
  // A quiet harbour-line motif: three offset strokes across the band.
  for (const [i, offset] of [0, 18, 36].entries()) {
    page.drawLine({
      start: { x: PAGE.width - 230 + offset, y: PAGE.height - band + 40 + i * 26 },
      end: { x: PAGE.width - 20, y: PAGE.height - band + 40 + i * 26 },
      thickness: 6,
      color: i === 1 ? BRAND_700 : rgb(0.23, 0.36, 0.78),
    });
  }
  page.drawText(plain(bold, site.name.toUpperCase()), {
    x: MARGIN,
    y: PAGE.height - 80,
    size: 12,
    font: bold,
    color: BRAND_100,
  });
  page.drawText("Course outline", {
    x: MARGIN,
    y: PAGE.height - 150,
    size: 14,
    font: regular,
    color: BRAND_100,
  });
  let y = PAGE.height - 190;
  for (const line of wrap(bold, program.name, 34, WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 34, font: bold, color: WHITE });
    y -= 42;
  }
  for (const line of wrap(regular, program.summary, 13, WIDTH - 60)) {
    y -= 4;
    page.drawText(line, { x: MARGIN, y, size: 13, font: regular, color: WHITE });
    y -= 14;
  }

  // At a glance: four facts in a two-by-two grid under the band.
  const facts: [string, string][] = [
    ["Course", program.courseType],
    ["Duration", program.duration],
    ["Study mode", program.studyMode],
    ["Course fee", feeTotal],
  ];
  const cellWidth = (WIDTH - 16) / 2;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 2) * (cellWidth + 16);
    const top = PAGE.height - band - 40 - Math.floor(i / 2) * 84;
    page.drawRectangle({ x, y: top - 68, width: cellWidth, height: 68, color: BRAND_50 });
    page.drawRectangle({ x, y: top - 68, width: 4, height: 68, color: BRAND_700 });
    page.drawText(label.toUpperCase(), { x: x + 16, y: top - 24, size: 9, font: bold, color: BRAND_700 });
    page.drawText(plain(bold, value), { x: x + 16, y: top - 48, size: 16, font: bold, color: INK });
  });
  y = PAGE.height - band - 40 - 2 * 84 - 16;
  for (const line of wrap(bold, nextIntake, 12, WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 12, font: bold, color: BRAND_900 });
    y -= 17;
  }
  const inside = "Inside: 1 Topics by module  2 Timetable and intakes  3 Fees and terms  4 Contact";
  page.drawText(inside, { x: MARGIN, y: y - 10, size: 10, font: regular, color: MUTED });
  page.drawText(plain(regular, `${site.email}  \u00b7  ${site.phones[0].display}`), {
    x: MARGIN,
    y: 40,
    size: 9,
    font: regular,
    color: MUTED,
  });
}
