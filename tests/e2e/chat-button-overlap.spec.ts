import { expect, type Page, test } from "@playwright/test";
import { onePerTemplate, sitemapPaths } from "./public-urls.ts";

/**
 * The floating "Ask a question" button never lies over a link, button, field, label or heading:
 * one public page of each template (the sitemap's pages; a program, blog post or expertise page
 * stands for the others of its kind, whose layout its template decides), at 1280×800 and 390×844,
 * with the menu closed and open, at every scroll position from the top of the page to its end
 * (docs/decisions/0085).
 *
 * "Covers" means the button's box overlaps the element where the element would otherwise be seen:
 * at sample points of the overlap, the topmost thing under the button is that element (content
 * that has scrolled behind the dock, like content behind the sticky header, is not in view there).
 */

const SIZES = [
  { name: "1280×800", width: 1280, height: 800 },
  { name: "390×844", width: 390, height: 844 },
];

type Scan = { launcherSeen: number; positions: number; covered: string[] };

/** Scrolls the page from top to end in steps smaller than the button, collecting what it covers. */
function scanPage(page: Page): Promise<Scan> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>("a[data-chat-launcher]");
    const selector = "a, button, input, select, textarea, label, summary, h1, h2, h3, h4, h5, h6";
    const covered = new Set<string>();
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40) || (el as HTMLInputElement).name || el.id}"`;
    const under = (x: number, y: number) =>
      document.elementsFromPoint(x, y).find((n) => !launcher?.contains(n));
    const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    let launcherSeen = 0;
    let positions = 0;
    for (let y = 0; ; y = Math.min(y + 24, max)) {
      window.scrollTo({ top: y, behavior: "instant" });
      positions++;
      const b = launcher?.getBoundingClientRect();
      const shown =
        launcher &&
        b &&
        b.width > 0 &&
        b.height > 0 &&
        launcher.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2));
      if (shown) {
        launcherSeen++;
        for (const el of document.querySelectorAll(selector)) {
          if (launcher.contains(el) || el.contains(launcher)) continue;
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
            if (points.some(([px, py]) => el.contains(under(px, py) ?? null)))
              covered.add(`${nameOf(el)} at scroll ${y}`);
          }
        }
      }
      if (y >= max) break;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return { launcherSeen, positions, covered: [...covered] };
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
  test(`the chat button covers no link, field or heading on a public page of each template at ${size.name}, menu closed or open`, async ({
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
      await expect(page.getByRole("button", { name: "Ask a question" })).toBeVisible();

      const closed = await scanPage(page);
      // The button is really there to be judged: on screen at every scroll position.
      expect(closed.launcherSeen, `${path}: button on screen while scrolling`).toBe(closed.positions);
      problems.push(...closed.covered.map((c) => `${path} (menu closed): ${c}`));

      await openMenu(page, phone);
      const open = await scanPage(page);
      problems.push(...open.covered.map((c) => `${path} (menu open): ${c}`));
      if (phone) {
        // The open mobile menu reaches the window's bottom: the button steps aside, and comes back.
        await expect(page.getByRole("button", { name: "Ask a question" })).toBeHidden();
        await page.locator("details[data-mobile-menu] > summary").click();
        await expect(page.getByRole("button", { name: "Ask a question" })).toBeVisible();
      } else {
        expect(open.launcherSeen, `${path}: button on screen with a dropdown open`).toBe(open.positions);
      }
    }
    expect(problems).toEqual([]);
  });
}
