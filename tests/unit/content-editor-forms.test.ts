import { describe, expect, it } from "vitest";
import { fieldsOfForm, listItems } from "#forms/content/editor.ts";
import { diffFields, diffText } from "#server/content/diff.ts";
import { imageTypeOf } from "#server/uploads/image-type.ts";
import { markdownImageWithoutAlt } from "#server/content/markdown.ts";

/** A posted form as FormData holds it (repeated names for list inputs). */
const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of pairs) data.append(k, v);
  return data;
};

describe("reading the editor's form (forms/content/editor.ts)", () => {
  it("reads a list from the no-JavaScript textarea and from one input per item alike", () => {
    expect(listItems(["Linux\r\n\n  Networking  \n"])).toEqual(["Linux", "Networking"]);
    expect(listItems(["Linux", " ", "Networking"])).toEqual(["Linux", "Networking"]);
  });

  it("lays the posted fields over the draft, keeping the fields the form does not show", () => {
    const draft = { name: "Old", features: [{ icon: "code", name: "F", description: "D" }], topics: ["A"] };
    const fields = fieldsOfForm(
      "program",
      form([
        ["name", "New"],
        ["topics", "B\nC"],
        ["banner.src", ""],
        ["banner.alt", ""],
      ]),
      draft,
    );
    expect(fields.name).toBe("New");
    expect(fields.topics).toEqual(["B", "C"]);
    expect(fields.features).toEqual(draft.features);
    expect(fields.banner).toEqual({ src: "", alt: "" });
  });

  it("reads opening hours as rows by position and drops blank rows", () => {
    const fields = fieldsOfForm(
      "site",
      form([
        ["openingHours.days", "Saturday"],
        ["openingHours.opens", "10:00"],
        ["openingHours.closes", "16:00"],
        ["openingHours.days", ""],
        ["openingHours.opens", ""],
        ["openingHours.closes", ""],
      ]),
    );
    expect(fields.openingHours).toEqual([{ days: "Saturday", opens: "10:00", closes: "16:00" }]);
  });

  it("drops an empty FAQ link, so the schema does not ask for half of one", () => {
    const fields = fieldsOfForm(
      "faq",
      form([
        ["link.href", ""],
        ["link.label", " "],
      ]),
    );
    expect(fields.link).toBeUndefined();
  });
});

describe("the revision diff (server/content/diff.ts)", () => {
  it("shows a changed word as removed then added, inside the words both share", () => {
    expect(diffText("Twelve weeks, part time.", "Sixteen weeks, part time.")).toEqual([
      { op: "removed", text: "Twelve" },
      { op: "added", text: "Sixteen" },
      { op: "same", text: " weeks, part time." },
    ]);
  });

  it("keeps a rewritten sentence as one removed run and one added run", () => {
    const parts = diffText("One two three.", "Four five six.");
    expect(parts).toEqual([
      { op: "removed", text: "One two three." },
      { op: "added", text: "Four five six." },
    ]);
  });

  it("lists only the fields that differ, lists one item per line", () => {
    const diff = diffFields({ a: "x", topics: ["A", "B"], n: 1 }, { a: "x", topics: ["A", "C"], n: 2 });
    expect(diff.map((d) => d.field)).toEqual(["topics", "n"]);
    expect(diff[0]!.before).toBe("A\nB");
  });

  it("stays quick on long texts: past its budget it compares lines, then whole texts", () => {
    const long = "word ".repeat(5000);
    const parts = diffText(long, `${long}extra`);
    expect(parts.map((p) => p.op)).toContain("added");
  });
});

describe("what an upload is, from its bytes (server/uploads/image-type.ts)", () => {
  it("knows PNG, JPEG and WebP by their signatures and nothing else", () => {
    expect(imageTypeOf(Buffer.from("89504e470d0a1a0a0000", "hex"))?.contentType).toBe("image/png");
    expect(imageTypeOf(Buffer.from("ffd8ffe000", "hex"))?.contentType).toBe("image/jpeg");
    expect(imageTypeOf(Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8 ", "latin1"))?.contentType).toBe(
      "image/webp",
    );
    expect(imageTypeOf(Buffer.from("RIFF\x00\x00\x00\x00WAVEfmt ", "latin1"))).toBeUndefined();
    expect(imageTypeOf(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(imageTypeOf(Buffer.from("GIF89a"))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe("alt text on Markdown images (server/content/markdown.ts)", () => {
  it("finds an image without alt text, and accepts one with it", () => {
    expect(markdownImageWithoutAlt("![](/uploads/a.png)")).toBe(true);
    expect(markdownImageWithoutAlt("![  ](/uploads/a.png)")).toBe(true);
    expect(markdownImageWithoutAlt("![Our classroom](/uploads/a.png)")).toBe(false);
    expect(markdownImageWithoutAlt("No images here.")).toBe(false);
  });
});
