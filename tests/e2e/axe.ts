import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 AA and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's violations on the current page, one line each ("<label>: <rule> (<targets>)"). */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
