import { expect, type Page, test } from "@playwright/test";
import { onePerTemplate, sitemapPaths } from "./public-urls.ts";

/**
 * The chat launcher never lies over a link, button, field, label or heading (issue 36,
 * docs/decisions/0110): one public page of each template (the sitemap's pages; a program, blog
 * post or expertise page stands for the others of its kind), at 1280×800 and 390×844, at the top,
 * the middle and the end of the page, with the menu closed and open. The launcher floats in a
 * corner and moves aside where it would cover something; at the end of every page it has room.
 *
 * "Covers" means the launcher's box overlaps the element where the element would otherwise be
 * seen: at sample points of the overlap, the topmost thing under the launcher is that element
 * (content behind the sticky header is not in view there).
 */

const SIZES = [
  { name: "1280×800", width: 1280, height: 800 },
  { name: "390×844", width: 390, height: 844 },
];

type Scan = { where: string; shown: boolean; covered: string[] };

/** At the top, middle and end of the page (after the launcher has placed itself), what it covers. */
function scanPage(page: Page): Promise<Scan[]> {
  return page.evaluate(async () => {
    const dock = document.querySelector<HTMLElement>("[data-chat-dock]");
    const selector = "a, button, input, select, textarea, label, summary, h1, h2, h3, h4, h5, h6";
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40) || (el as HTMLInputElement).name || el.id}"`;
    const under = (x: number, y: number) => document.elementsFromPoint(x, y).find((n) => !dock?.contains(n));
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const scans: { where: string; shown: boolean; covered: string[] }[] = [];
    for (const [where, y] of [
      ["top", 0],
      ["middle", Math.round(max / 2)],
      ["end", max],
    ] as const) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frames();
      const b = dock?.getBoundingClientRect();
      const shown = Boolean(
        dock &&
          b &&
          b.width > 0 &&
          b.height > 0 &&
          b.bottom > 0 &&
          b.top < window.innerHeight &&
          dock.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)),
      );
      const covered = new Set<string>();
      if (shown && dock && b) {
        for (const el of document.querySelectorAll(selector)) {
          if (dock.contains(el) || el.contains(dock)) continue;
          if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          for (const r of el.getClientRects()) {
            const left = Math.max(r.left, b.left);
            const right = Math.min(r.right, b.right);
            const top = Math.max(r.top, b.top);
            const bottom = Math.min(r.bottom, b.bottom);
            if (right - left < 1 || bottom - top < 1) continue;
            const points: [number, number][] = [
              [(left + right) / 2, (top + bottom) / 2],
              [left + 0.5, top + 0.5],
              [right - 0.5, top + 0.5],
              [left + 0.5, bottom - 0.5],
              [right - 0.5, bottom - 0.5],
            ];
            if (points.some(([px, py]) => el.contains(under(px, py) ?? null))) covered.add(nameOf(el));
          }
        }
      }
      scans.push({ where, shown, covered: [...covered] });
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return scans;
  });
}

/** Opens the menu a visitor at this width uses: the mobile menu on a phone, a dropdown on a desktop. */
async function openMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.locator("details[data-mobile-menu] > summary").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  } else {
    await page.locator("details[data-dropdown] > summary").first().click();
    await expect(page.locator("details[data-dropdown][open]")).toHaveCount(1);
  }
}

for (const size of SIZES) {
  test(`the chat launcher covers no link, field, button or heading on a public page of each template at ${size.name}, menu closed or open`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const phone = size.width < 768;
    await page.setViewportSize({ width: size.width, height: size.height });
    const paths = onePerTemplate(await sitemapPaths(request));
    expect(paths.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const launcher = page.getByRole("button", { name: "Ask a question" });
      await expect(launcher).toBeAttached();
      await expect(page.locator("[data-chat-dock][data-floating]")).toHaveCount(1);

      const closed = await scanPage(page);
      // It is really there to be judged: on screen at the end of the page, where room is kept.
      expect(closed.find((s) => s.where === "end")?.shown, `${path}: launcher on screen at the end`).toBe(
        true,
      );
      for (const scan of closed)
        problems.push(...scan.covered.map((c) => `${path} (${scan.where}, menu closed): ${c}`));

      await openMenu(page, phone);
      for (const scan of await scanPage(page))
        problems.push(...scan.covered.map((c) => `${path} (${scan.where}, menu open): ${c}`));
      if (phone) {
        // The open mobile menu reaches the window's bottom: the launcher steps aside, and comes back.
        await expect(launcher).toBeHidden();
        await page.locator("details[data-mobile-menu] > summary").click();
      }
    }
    expect(problems).toEqual([]);
  });
}

test("the chat launcher can be hidden: it goes back to the end of the page for the rest of the visit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const dock = page.locator("[data-chat-dock]");
  await expect(dock).toHaveAttribute("data-floating", "");
  await page.getByRole("button", { name: "Hide the chat button" }).click();
  await expect(dock).not.toHaveAttribute("data-floating", "");
  await expect(page.getByRole("button", { name: "Ask a question" })).toBeFocused();
  await page.goto("/faq");
  await expect(page.locator("[data-chat-dock]")).not.toHaveAttribute("data-floating", "");
  // Still one click away at the end of the page, and it still opens the chat.
  await page.getByRole("button", { name: "Ask a question" }).click();
  await expect(page.getByRole("dialog", { name: "Chat with our assistant" })).toBeVisible();
});
