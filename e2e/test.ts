/**
 * The journeys' `test`: Playwright's, plus one automatic fixture that closes every browser
 * context a journey opened itself (phonePage, ownerPage, browser.newContext) when it ends.
 * Left open, their pages kept running on the worker's browser beside the next journeys,
 * sharing two cores with them and showing up in their failure screenshots.
 */
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
