/**
 * Issue 34, item 9: a first visit from a French phone (Accept-Language fr, no language
 * cookie yet) gets /login and /terms in French, painted from the French prerender and
 * kept in French once the app starts; a reader's own choice (the language cookie) wins
 * over the browser's; a browser that names neither language gets English, the spec's
 * default (docs/product-rules.md#languages, docs/decisions/0025-prerendered-public-pages.md).
 */
import { expect, test } from "./test";
import { BASE, WORDS, appTookOver } from "./support";

test.use({ viewport: { width: 360, height: 780 } });

test("a French phone's first visit gets /login in French, before and after the app starts", async ({ browser }) => {
  // Before any JavaScript: the Worker picked the French page from Accept-Language alone.
  const bareContext = await browser.newContext({ locale: "fr-CM", javaScriptEnabled: false });
  const bare = await bareContext.newPage();
  const doc = await bare.goto("/login");
  expect(doc?.headers().vary).toMatch(/Accept-Language/i);
  await expect(bare.locator("html")).toHaveAttribute("lang", "fr");
  await expect(bare.getByRole("heading", { name: WORDS.fr.welcome })).toBeVisible();
  await bare.goto("/terms");
  await expect(bare.locator("html")).toHaveAttribute("lang", "fr");

  // With JavaScript: the app starts in the page's language and stays there.
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/login");
  await appTookOver(page);
  await expect(page.getByRole("heading", { name: WORDS.fr.welcome })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByLabel(WORDS.fr.phone)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("the reader's chosen language wins over the browser's, and English stays the default", async ({ browser }) => {
  const chose = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: false });
  await chose.addCookies([{ name: "lionart-lang", value: "en", url: BASE }]);
  const chosen = await chose.newPage();
  await chosen.goto("/login");
  await expect(chosen.locator("html")).toHaveAttribute("lang", "en");
  await expect(chosen.getByRole("heading", { name: WORDS.en.welcome })).toBeVisible();

  const other = await browser.newContext({ locale: "de-DE", javaScriptEnabled: false });
  const page = await other.newPage();
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: WORDS.en.welcome })).toBeVisible();
});
