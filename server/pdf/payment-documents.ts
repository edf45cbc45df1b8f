import type { PDFFont, PDFPage } from "pdf-lib";
import { loadPdfLib, rgb } from "./pdf-lib.ts";
import { bankDetails } from "#content/payments.ts";
import { formatAddress } from "#content/site.ts";
import type { SiteView } from "../content/views.ts";

/*
 * The invoice of an enrolment and the receipt of a payment (issue 34), drawn with pdf-lib's
 * standard fonts like the course outline (docs/decisions/0085). Both come from the same data the
 * portal shows; the provider's legal name, address, tax number and e-mail are the published site
 * document's (issue 32: the caller reads it with `publishedSite`), so a publish shows on the next
 * download.
 */

export interface DocumentLine {
  label: string;
  value: string;
}

export interface PaymentDocument {
  title: "Tax invoice" | "Receipt";
  /** Who issues it: the published site document (server/content/published.ts `publishedSite`). */
  provider: SiteView;
  number: string;
  issuedOn: string;
  billTo: string[];
  lines: DocumentLine[];
  totals: DocumentLine[];
  notes: string[];
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0x1e / 255, 0x29 / 255, 0x3b / 255);
const MUTED = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);
const BRAND = rgb(0x17 / 255, 0x25 / 255, 0x54 / 255);

function plain(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : "?")).join("");
}

export async function paymentDocumentPdf(doc: PaymentDocument): Promise<Buffer> {
  const { provider } = doc;
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setAuthor(provider.legalName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const text = (value: string, x: number, size = 10, font = regular, color = INK) =>
    page.drawText(plain(font, value), { x, y, size, font, color });
  const right = (value: string, size = 10, font = regular) =>
    page.drawText(plain(font, value), {
      x: PAGE.width - MARGIN - font.widthOfTextAtSize(plain(font, value), size),
      y,
      size,
      font,
      color: INK,
    });
  /** A thin line across the page, just above the current line of text. */
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y: y + 6 },
      end: { x: PAGE.width - MARGIN, y: y + 6 },
      color: MUTED,
      thickness: 0.5,
    });

  text(provider.legalName, MARGIN, 16, bold, BRAND);
  right(doc.title.toUpperCase(), 16, bold);
  y -= 18;
  for (const line of [formatAddress(provider.address), provider.taxNumber, provider.email]) {
    text(line, MARGIN, 9, regular, MUTED);
    y -= 12;
  }
  y -= 12;
  text(`Number: ${doc.number}`, MARGIN, 10, bold);
  right(`Issued: ${doc.issuedOn}`);
  y -= 24;
  text(doc.title === "Receipt" ? "Received from" : "Bill to", MARGIN, 10, bold);
  y -= 14;
  for (const line of doc.billTo) {
    text(line, MARGIN);
    y -= 13;
  }
  y -= 14;
  rule();
  y -= 8;
  for (const line of doc.lines) {
    text(line.label, MARGIN);
    right(line.value);
    y -= 16;
  }
  rule();
  y -= 10;
  for (const line of doc.totals) {
    text(line.label, MARGIN + 260, 10, bold);
    right(line.value, 10, bold);
    y -= 16;
  }
  y -= 16;
  for (const note of doc.notes) {
    text(note, MARGIN, 9, regular, MUTED);
    y -= 12;
  }
  return Buffer.from(await pdf.save());
}

/** The bank-transfer lines of an invoice, from content. */
export function bankLines(reference: string): string[] {
  return [
    `Pay by bank transfer to ${bankDetails.accountName}, ${bankDetails.bank}, BSB ${bankDetails.bsb}, account ${bankDetails.accountNumber}.`,
    `Payment reference: ${reference}.`,
  ];
}
