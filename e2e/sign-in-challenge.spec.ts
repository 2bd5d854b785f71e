/**
 * Nobody can lock an investor out from elsewhere (docs/product-rules.md#rate-limits, AUTH-11):
 * after five wrong passwords sent from other addresses, a new browser on /login is shown the
 * security check (the simulator's Turnstile stand-in locally), passes it and signs in. A first
 * visit to /login never asks for the widget's script (docs/decisions/0032-first-visit-loading.md).
 * The investor's journey runs once in en, the admin's once in fr.
 */
import type { Request } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, PASSWORD, WORDS, apiRegister, chooseAdminLanguage, ownerApi, phonePage, snap, type Lang } from "./support";

const CHECK = { en: "Security check", fr: "Vérification de sécurité" } as const;
const isTurnstile = (url: string) => /\/turnstile\//.test(url);

test("en: after five failures from other clients, a new browser passes the security check and signs in", async ({
  browser,
  playwright,
  request,
}) => {
  // Runs once, in en: the admin's journey below takes fr.
  const lang: Lang = "en";
  const w = WORDS[lang];
  // Registered from a client of its own: registration gives that client the account's device
  // cookie, and the failures below must come from clients without it.
  const ownPhone = await playwright.request.newContext({ baseURL: BASE });
  const user = await apiRegister(ownPhone, "Challenge Reader");
  await ownPhone.dispose();
  for (let i = 0; i < 5; i++) {
    const res = await request.post("/api/auth/login", {
      headers: { Origin: BASE, "CF-Connecting-IP": `203.0.113.${200 + i}` },
      data: { phone: user.phone, password: `wrong-${i}-pass` },
    });
    expect(res.status()).toBe(401);
  }

  const page = await phonePage(browser, lang);
  // Holds the sign-in that carries the passed check, so the check can be looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/login", async (route) => {
    if (route.request().postData()?.includes("turnstileToken")) await held;
    await route.continue();
  });

  await page.goto("/login");
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.phone).fill(user.phone);
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: w.login, exact: true }).click();

  const check = page.getByRole("region", { name: CHECK[lang] });
  await expect(check).toBeVisible();
  // The failures may have come from this phone too: the text blames no other device (issue 34).
  await expect(check).toContainText("There were too many failed attempts to log in to this account.");
  await expect(check.getByRole("status")).toContainText(lang === "en" ? "Success!" : "Succès !");
  await snap(page, `sign-in-challenge-${lang}`);
  release();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: w.dashboard, level: 1 })).toBeVisible();
  await page.context().close();
});

test("fr: the admin sign-in shows the security check after five failures elsewhere, and signs in once it passes", async ({
  browser,
  request,
}) => {
  // Runs once, in fr: the investor's journey above takes en.
  const lang: Lang = "fr";
  const w = WORDS[lang];
  const headers = { Origin: BASE };
  // A staff account of its own, so the other journeys' admin is not under attack.
  const username = `guarded-${lang}-${Date.now().toString(36)}`;
  const password = "guarded-password-2026";
  const created = await (await ownerApi()).post("/api/admin/admins", {
    headers,
    data: { username, password, role: "support" },
  });
  expect(created.status(), await created.text()).toBe(201);
  for (let i = 0; i < 5; i++) {
    const res = await request.post("/api/admin/login", {
      headers: { ...headers, "CF-Connecting-IP": `203.0.113.${210 + i}` },
      data: { username, password: `wrong-${i}-pass` },
    });
    expect(res.status()).toBe(401);
  }

  const page = await phonePage(browser, lang);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/login", async (route) => {
    if (route.request().postData()?.includes("turnstileToken")) await held;
    await route.continue();
  });
  await page.goto("/admin/login");
  await chooseAdminLanguage(page, lang);
  await page.getByLabel(w.username).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: w.adminLogin }).click();

  const check = page.getByRole("region", { name: CHECK[lang] });
  await expect(check.getByRole("status")).toContainText(lang === "en" ? "Success!" : "Succès !");
  await snap(page, `admin-sign-in-challenge-${lang}`);
  release();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  await page.context().close();
});

test("a first visit to /login requests no Turnstile script", async ({ browser }) => {
  const page = await phonePage(browser, "en");
  const requested: string[] = [];
  page.on("request", (req: Request) => requested.push(req.url()));
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  // Hydrated: the form's fields work.
  await page.getByRole("tabpanel").getByLabel(WORDS.en.phone).focus();
  await page.waitForLoadState("networkidle");
  expect(requested.some((url) => url.includes("/assets/"))).toBe(true);
  expect(requested.filter(isTurnstile)).toEqual([]);
  expect(await page.locator("script[src*='turnstile']").count()).toBe(0);
  await page.context().close();
});
