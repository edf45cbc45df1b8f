import { describe, expect, it } from "vitest";
import { initials } from "#app/components/ui/Avatar.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { pageWindow } from "#app/components/ui/Pager.tsx";
import { sanitizeChatHtml } from "#server/admin/chat-html.ts";
import { csvField } from "#server/admin/csv.ts";
import { nextStatuses } from "#server/admin/enrolment-status.ts";
import { lenientListQuery, likePattern } from "#server/admin/query.ts";
import { weekStart } from "#server/admin/stats.ts";

describe("chat HTML", () => {
  it("keeps formatting and drops scripts, handlers, images and javascript: links", () => {
    const out = sanitizeChatHtml(
      `<p onclick="x()">Hi <strong>there</strong></p><img src=x onerror=alert(1)><script>alert(2)</script>` +
        `<a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a><iframe src="//x"></iframe>` +
        `<svg onload=alert(4)></svg><style>*{}</style>`,
    );
    expect(out).toContain("<p>Hi <strong>there</strong></p>");
    expect(out).not.toMatch(/script|onerror|onclick|onload|<img|javascript:|iframe|<svg|<style/i);
    expect(out).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    );
  });
});

describe("CSV fields", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+61 400")).toBe("'+61 400");
    expect(csvField(null)).toBe("");
  });
});

describe("list queries from a URL", () => {
  it("falls back to defaults for hand-edited values instead of failing", () => {
    const q = lenientListQuery(
      new URLSearchParams("offset=-3&limit=abc&search=%20ada%20&order=sideways"),
      10,
    );
    expect(q).toEqual({ offset: 0, limit: 10, search: "ada", sort: undefined, order: "desc" });
    expect(lenientListQuery(new URLSearchParams("sort=name"), 50)).toMatchObject({ limit: 50, order: "asc" });
  });

  it("searches % and _ literally", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("enrolment status transitions", () => {
  it("follows the main path and allows the side states from any open status", () => {
    expect(nextStatuses("received")).toEqual(["under review", "accepted", "waitlisted", "rejected", "withdrawn"]);
    expect(nextStatuses("accepted")).toEqual(["enrolled", "waitlisted", "rejected", "withdrawn"]);
    expect(nextStatuses("waitlisted")).toEqual(["under review", "accepted", "rejected", "withdrawn"]);
    for (const final of ["enrolled", "rejected", "withdrawn"]) expect(nextStatuses(final)).toEqual([]);
  });
});

describe("display helpers", () => {
  it("draws initials, windows page numbers and formats dates day-first in Sydney (decision 0109)", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Grace Brewster Hopper")).toBe("GH");
    expect(initials("  ")).toBe("?");
    expect(initials("Plato")).toBe("P");
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 12)).toEqual([0, "gap", 4, 5, 6, "gap", 11]);
    expect(formatDate("2026-01-31T14:30:00Z")).toBe("Sun 1 Feb 2026");
    expect(formatDate("2026-01-31T14:30:00Z", true)).toBe("Sun 1 Feb 2026, 1:30 am AEDT");
    expect(formatDate("2026-01-31T13:00:00Z", true)).toBe("Sun 1 Feb 2026, 12:00 am AEDT");
    expect(formatDate(new Date("2026-01-31T14:30:00Z"))).toBe("Sun 1 Feb 2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(weekStart(new Date("2026-11-22T23:00:00Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });
});
