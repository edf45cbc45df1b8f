import { describe, expect, it } from "vitest";
import { csvField } from "#server/admin/csv.ts";

/*
 * CSV injection (issue 13, L2). A spreadsheet starts a formula at = + - @ at the start of a cell,
 * and a cell starts after every separator it splits on: a comma, or a semicolon in the locales
 * that separate with one (most of Europe), a tab, a line break. A hostile cell is prefixed with a
 * single quote and wrapped in double quotes (OWASP's CSV Injection advice), so every reader sees
 * one text cell.
 */
describe("CSV cells that could start a formula", () => {
  it("are quoted and prefixed when a formula follows a separator inside the cell", () => {
    expect(csvField("x;=cmd|' /C calc'!A0;y")).toBe(`"'x;=cmd|' /C calc'!A0;y"`);
    expect(csvField("a,=1+1")).toBe(`"'a,=1+1"`);
    expect(csvField("a;+SUM(A1)")).toBe(`"'a;+SUM(A1)"`);
    expect(csvField("a;-2")).toBe(`"'a;-2"`);
    expect(csvField("a;@SUM(A1)")).toBe(`"'a;@SUM(A1)"`);
    expect(csvField("a\t=1")).toBe(`"'a\t=1"`);
    expect(csvField("a\r=1")).toBe(`"'a\r=1"`);
    expect(csvField('line one\n=HYPERLINK("http://x")')).toBe(`"'line one\n=HYPERLINK(""http://x"")"`);
  });

  it("are neutralised when spaces or a quote stand between the separator and the formula", () => {
    expect(csvField("x; =1+1")).toBe(`"'x; =1+1"`);
    expect(csvField(`x;"=1+1`)).toBe(`"'x;""=1+1"`);
  });

  it("are prefixed when they start with a formula character, a tab, a return or a NUL", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+61 400")).toBe("'+61 400");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(1)")).toBe("'@SUM(1)");
    expect(csvField("\t=1")).toBe(`"'\t=1"`);
    expect(csvField("\rx")).toBe(`"'\rx"`);
    expect(csvField("\0=1")).toBe("'\0=1");
  });

  it("leave ordinary cells alone, quoting only what holds a separator or a quote", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a-b")).toBe("a-b");
    expect(csvField("ada@example.com")).toBe("ada@example.com");
    expect(csvField("2026-01-31T14:30:00.000Z")).toBe("2026-01-31T14:30:00.000Z");
    expect(csvField("Mozilla/5.0 (X11; Linux x86_64)")).toBe(`"Mozilla/5.0 (X11; Linux x86_64)"`);
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvField(true)).toBe("true");
    expect(csvField(undefined)).toBe("");
  });
});
