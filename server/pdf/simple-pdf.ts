/**
 * A tiny PDF writer for text documents: A4 pages, Helvetica and Helvetica-Bold (the standard
 * fonts every reader has, so nothing is embedded), word-wrapped lines. Enough for a course
 * outline without a PDF library.
 */

export interface TextBlock {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the block, in points. */
  gap?: number;
  indent?: number;
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;

/** Latin-1 only (the standard fonts' WinAnsi covers it); typographic characters are simplified. */
function toLatin1(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Helvetica averages about half an em per character: good enough to wrap within the margins. */
function wrap(text: string, size: number, width: number): string[] {
  const maxChars = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function renderPdf(blocks: TextBlock[], meta: { title: string }): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const block of blocks) {
    const size = block.size ?? 11;
    const indent = block.indent ?? 0;
    y -= block.gap ?? 0;
    for (const line of wrap(toLatin1(block.text), size, PAGE_W - 2 * MARGIN - indent)) {
      const leading = size * 1.35;
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= leading;
      pages
        .at(-1)!
        .push(
          `BT /${block.bold ? "F2" : "F1"} ${size} Tf ${(MARGIN + indent).toFixed(2)} ${y.toFixed(2)} Td (${escapePdfString(line)}) Tj ET`,
        );
    }
  }

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${escapePdfString(toLatin1(meta.title))}) /Producer (Harbourline site) >>`;
  pages.forEach((ops, i) => {
    const content = ops.join("\n");
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`;
  });

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
