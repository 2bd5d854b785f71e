/**
 * Lazy chunks that fail to load (docs/product-rules.md#offline), at 360 px: a route chunk
 * reloads the page once into a working state; a dialog chunk reloads once into the new
 * version after a deploy, and on a flaky network only says so, the next press working.
 * Also: a signed-in visitor of /login goes straight to the dashboard.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { PASSWORD, WORDS, newInvestor, newPhone } from "./support";

const T = {
  en: { deposit: "Make Deposit", youAreOffline: "You are offline. Check your connection and try again." },
} as const;

test("a signed-in visitor of /login goes to the dashboard", async ({ page }) => {
  await newInvestor(page, "en", "Returning investor");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: WORDS.en.dashboard })).toBeVisible();
});

test("a route chunk that fails to load reloads the page once into a working state", async ({ browser }) => {
  // No service worker here: it would answer the chunk from its cache, past page.route.
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await newInvestor(page, "en", "Chunk investor");
  await page.goto("/dashboard");

  // The printable statement's code (a screen of its own chunk; the main signed-in screens
  // share one, loaded with the dashboard): its first download fails, as after a deploy.
  let aborted = 0;
  await page.route(/\/assets\/statement-[^/]*\.js$/, async (route) => {
    if (aborted === 0) {
      aborted += 1;
      await route.abort("failed");
    } else await route.continue();
  });
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  await page.getByRole("link", { name: "Printable statement" }).click();
  await expect(page.getByRole("heading", { name: "Statement of account" })).toBeVisible();
  expect(aborted).toBe(1);
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/statement$/);
  await context.close();
});

/** Serves the version check as if the server ran another build (its page loads another entry script). */
async function newVersionDeployed(page: Page) {
  await page.route(/\/\?version-check=/, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/\/assets\/index-[^"]+\.js/g, "/assets/index-NEWBUILD.js");
    await route.fulfill({ response: res, body: html });
  });
}

for (const deployed of [true, false]) {
  test(`a dialog chunk that fails to load ${deployed ? "after a deploy reloads once into the new version" : "on a flaky network says so and the next press works"}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await newInvestor(page, "en", "Dialog chunk investor");
    await page.goto("/dashboard");
    let requests = 0;
    await page.route(/\/assets\/deposit-dialog-[^/]*\.js$/, async (route) => {
      requests += 1;
      if (requests === 1) await route.abort("failed");
      else await route.continue();
    });
    if (deployed) await newVersionDeployed(page);
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    const deposit = page.getByRole("button", { name: T.en.deposit });
    // The app asks the server for its current page to decide whether to reload (pwa/src/features/offline/reload-once.ts).
    const versionChecked = deployed ? null : page.waitForResponse(/\/\?version-check=/);
    await deposit.click();
    if (deployed) {
      await expect.poll(() => loads).toBe(1);
      await expect(page).toHaveURL(/\/dashboard$/);
    } else {
      await expect(page.getByText(T.en.youAreOffline)).toBeVisible();
      // The answer names this version: no reload, then or after the next press.
      await (await versionChecked!).finished();
      expect(loads).toBe(0);
    }
    await deposit.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(requests).toBeGreaterThanOrEqual(2);
    if (!deployed) expect(loads).toBe(0);
    await context.close();
  });
}

test("a register form whose code fails to load on a flaky network says so at the press, and the next press registers", async ({
  page,
}) => {
  const w = WORDS.en;
  let online = false;
  let requests = 0;
  await page.route(/\/assets\/register-form-[^/]*\.js$/, async (route) => {
    requests += 1;
    if (online) await route.continue();
    else await route.abort("failed");
  });
  await page.goto("/login");
  // The app is up: the login form is its own.
  await expect(page.locator("#panel-login form[data-started]")).toBeAttached();
  await page.getByRole("tab", { name: w.register }).click();
  const form = page.getByRole("tabpanel");
  // The prerendered form takes the typing while its code cannot come.
  await form.getByLabel(w.fullName).fill("Flaky Network");
  await form.getByLabel(w.phone).fill(newPhone());
  await form.getByLabel(w.service).selectOption("MTN Mobile Money");
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(w.confirm).fill(PASSWORD);
  await form.getByLabel(w.terms).check();
  await form.getByRole("button", { name: w.register, exact: true }).click();
  await expect(page.getByText(T.en.youAreOffline)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(requests).toBeGreaterThanOrEqual(2);

  // Back online: the next use of the form brings its code, with what was typed, and the press registers.
  online = true;
  await form.getByLabel(w.fullName).focus();
  await expect(page.locator("#register-form form[data-started]")).toBeAttached();
  await expect(form.getByLabel(w.fullName)).toHaveValue("Flaky Network");
  await form.getByRole("button", { name: w.register, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
