/**
 * The accessibility check of the journeys: axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules
 * on the page as it is (docs/product-rules.md#screen-behaviour). Fails with each
 * violation's rule, impact and the elements it found, so the report says what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Scans `page` now; `label` names the screen in the failure message. What it checks is
 * axe's full run; two settings only spare work whose result is thrown away:
 * - only violations are reported in full (`resultTypes`): axe skips building selectors
 *   for every passing node, its main cost on a long table (axe-core API, "Performance");
 * - legacy mode runs axe in the page itself, where the default opens a blank page to
 *   gather each scan's results (@axe-core/playwright README, setLegacyMode). Only
 *   cross-origin frames, which these screens do not have, go unscanned that way.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  // options() replaces what withTags() set: it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
