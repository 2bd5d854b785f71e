/**
 * Issue 9: /login and /terms arrive prerendered (docs/decisions/0025-prerendered-public-pages.md).
 * Without JavaScript the sign-in form and the terms are already on the page; with it, the
 * page hydrates without a mismatch and signing in works. A French reader gets French.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, WORDS, apiRegister } from "./support";

test.use({ viewport: { width: 360, height: 740 } });

test("with JavaScript off, /login already shows the sign-in form and /terms the terms", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const doc = await page.goto("/login");
  expect(doc!.headers()["content-security-policy"]).toContain("script-src 'self'");
  // No inline script: every <script> has a src, which the CSP allows.
  expect(await doc!.text()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  await expect(page.getByRole("heading", { name: WORDS.en.welcome })).toBeVisible();
  const form = page.getByRole("tabpanel");
  await expect(form.getByLabel(WORDS.en.phone)).toBeVisible();
  await expect(form.getByLabel(WORDS.en.password, { exact: true })).toBeVisible();
  await expect(form.getByRole("button", { name: WORDS.en.login, exact: true })).toBeVisible();

  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms and Conditions", level: 1 })).toBeVisible();
  await context.close();
});

test("after hydration /login works: the tabs switch and signing in opens the dashboard", async ({ page, request }) => {
  const user = await apiRegister(request, "Prerender Reader");
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));

  await page.goto("/login");
  // Only a hydrated page switches tabs.
  await page.getByRole("tab", { name: WORDS.en.register }).click();
  await expect(page.getByRole("tabpanel").getByLabel(WORDS.en.fullName)).toBeVisible();
  await page.getByRole("tab", { name: WORDS.en.login }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel(WORDS.en.phone).fill(user.phone);
  await form.getByLabel(WORDS.en.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: WORDS.en.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: WORDS.en.dashboard, level: 1 })).toBeVisible();
  // React reports a markup that differs from the prerender as an error.
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
});

test("a French reader gets /login in French: the first visit after hydration, the next ones prerendered", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: "fr" }, version: 0 })),
  );
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: WORDS.fr.welcome })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // The app wrote the language cookie: the Worker now sends the French prerender, which
  // shows French before any JavaScript runs.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "lionart-lang")?.value).toBe("fr");
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const bare = await noJs.newPage();
  const doc = await bare.goto("/terms");
  expect(doc!.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(bare.locator("html")).toHaveAttribute("lang", "fr");
  await bare.goto("/login");
  await expect(bare.getByRole("heading", { name: WORDS.fr.welcome })).toBeVisible();
  await expect(bare.getByRole("tabpanel").getByLabel(WORDS.fr.phone)).toBeVisible();
  await noJs.close();

  // With JavaScript, the French prerender hydrates without a mismatch and stays interactive.
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.reload();
  await page.getByRole("tab", { name: WORDS.fr.register }).click();
  await expect(page.getByRole("tabpanel").getByLabel(WORDS.fr.fullName)).toBeVisible();
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
  await context.close();
});
