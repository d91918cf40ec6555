import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The WCAG 2.0, 2.1 and 2.2 level A and AA rules (the conformance target of
 * docs/accessibility.md), not only axe's defaults: these add, among others, 2.5.8 target size.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe-core as @axe-core/playwright itself finds it, minified, and loaded into a document only
 * once: the builder evaluates its script in every frame at every check (twice in the page
 * itself), 1.2 MB each time, which on two busy cores cost more than the check.
 */
const axeSource = (() => {
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
  const minified = fs.readFileSync(fromBuilder.resolve("axe-core/axe.min.js"), "utf8");
  return `if (typeof window.axe === "undefined") {\n${minified}\n}\nvoid 0;`;
})();

/**
 * The serious and critical axe violations on the page as it is now, as `rule: the elements' selectors`
 * (with A11Y_DETAIL=1 in the environment, each element's markup and axe's reason too).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource })
    // 2.5.3 Label in Name: axe counts its rule experimental and leaves it out of every tag set.
    // Only the violations are gathered in full (the passes are not read).
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    // axe.run in the page itself (its same-origin frames too), not a blank page opened for each check to gather every frame's results.
    .setLegacyMode()
    .withTags(WCAG_TAGS)
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((node) => node.target.join(" ") + (process.env.A11Y_DETAIL ? ` [${node.html.slice(0, 160)} | ${node.failureSummary?.replace(/\s+/g, " ").slice(0, 200)}]` : "")).join(", ")}`,
    );
}
