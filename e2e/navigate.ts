/**
 * Moving between screens inside a running app, as its own links and the browser's Back and
 * Forward do: the document, its scripts and its cache stay, so a journey that visits twenty
 * screens loads the app once instead of twenty times.
 */
import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` in the app already loaded in `page`: pushes it onto the history and tells the
 * router (a `popstate`, which TanStack Router follows like Back and Forward), then returns once
 * the screen has its data: no request in flight for 150 ms and no "Loading" line.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const inFlight = new Set<object>();
  const started = (request: object) => inFlight.add(request);
  const ended = (request: object) => inFlight.delete(request);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.evaluate((to) => {
      history.pushState(history.state, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }, path);
    await expect
      .poll(
        async () => {
          if (inFlight.size > 0) return false;
          await page.waitForTimeout(150);
          return inFlight.size === 0;
        },
        { intervals: [50] },
      )
      .toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  await expect(page.getByText(/^(Loading|Chargement)/)).toHaveCount(0);
}
