/**
 * The accessibility check of the journeys: axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules
 * on the page as it is (docs/product-rules.md#screen-behaviour). Fails with each
 * violation's rule, impact and the elements it found, so the report says what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Scans `page` now; `label` names the screen in the failure message. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
