import { describe, expect, it } from "vitest";
import { entranceSource } from "#server/reports/entrances.ts";

/** Which page requests are a visit entering the site, and under which source (issue 35's funnel). */
describe("a visit entering the site", () => {
  const host = "harbourline.example";
  const page = (path: string) => new URL(path, `https://${host}`);

  it("is counted under its campaign source, else the referring site, else direct", () => {
    expect(entranceSource(page("/?utm_source=newsletter"), "https://mail.example.net/", host)).toBe(
      "newsletter",
    );
    expect(entranceSource(page("/faq"), "https://www.search.example/?q=it+courses", host)).toBe(
      "www.search.example",
    );
    expect(entranceSource(page("/careers"), undefined, host)).toBe("direct");
  });

  it("is not counted again for the pages the visitor opens from this site's own pages", () => {
    expect(entranceSource(page("/about-us"), `https://${host}/careers`, host)).toBeUndefined();
    expect(entranceSource(page("/about-us"), "not a url", host)).toBeUndefined();
  });
});
