import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The serious and critical axe violations on the page as it is now, as `rule: the elements' selectors`. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
