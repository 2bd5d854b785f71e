/**
 * Every PWA screen and dialog at 360 px, in en and fr, scanned with axe (WCAG 2.0, 2.1 and
 * 2.2, A and AA; e2e/axe.ts): 0 violations. Screens are scanned once their content is
 * there; a dialog once it is open. The investor is set up through the API.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { navigateInApp } from "./navigate";
import { LANGS, type Lang, WORDS, adjustUser, apiRegister, ownerApi, phonePage } from "./support";

const TEXT = {
  en: {
    deposit: "Make Deposit",
    withdraw: "Withdraw Funds",
    invest: "Invest Now",
    changePassword: "Change password",
    notifications: /^Notifications/,
  },
  fr: {
    deposit: "Faire un dépôt",
    withdraw: "Retirer des fonds",
    invest: "Investir maintenant",
    changePassword: "Changer le mot de passe",
    notifications: /^Notifications/,
  },
} as const;

/** Opens a dialog with `open`, scans it, closes it with Escape. */
async function scanDialog(page: Page, label: string, open: () => Promise<void>) {
  await open();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, label);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Loads `path` (or, `inApp`, opens it in the app already loaded, e2e/navigate.ts) and scans it once its data is there. */
async function scanRoute(page: Page, path: string, lang: Lang, { inApp = false } = {}) {
  if (inApp) await navigateInApp(page, path);
  else {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expectNoAxeViolations(page, `${path} (${lang})`);
}

for (const lang of LANGS) {
  const w = TEXT[lang];

  test(`signed-out screens have no axe violations (${lang})`, async ({ browser }) => {
    const page = await phonePage(browser, lang);
    await scanRoute(page, "/login", lang);
    await page.getByRole("tab", { name: WORDS[lang].register }).click();
    await expectNoAxeViolations(page, `/login, register (${lang})`);
    await scanRoute(page, "/terms", lang);
    await scanRoute(page, "/no-such-page", lang);
    await page.context().close();
  });

  test(`signed-in screens and dialogs have no axe violations (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await phonePage(browser, lang);
    const investor = await apiRegister(page.request, `Axe ${lang}`);
    await adjustUser(await ownerApi(), investor.id, {
      fullName: `Axe ${lang}`,
      phone: investor.phone,
      mobileMoneyService: "MTN Mobile Money",
      isActive: true,
      principalBalance: "50000",
      expectedPrincipalBalance: "0",
      reason: "Cash received at the office",
    });

    await scanRoute(page, "/", lang);
    await scanRoute(page, "/dashboard", lang, { inApp: true });
    await page.locator("summary", { hasText: w.changePassword }).click();
    await expectNoAxeViolations(page, `/dashboard, change password (${lang})`);
    await scanDialog(page, `deposit dialog (${lang})`, () => page.getByRole("button", { name: w.deposit }).first().click());
    await scanDialog(page, `withdrawal dialog (${lang})`, () => page.getByRole("button", { name: w.withdraw }).first().click());
    await scanDialog(page, `notifications dialog (${lang})`, () =>
      page.getByRole("button", { name: w.notifications }).first().click(),
    );
    await scanRoute(page, "/projects", lang, { inApp: true });
    await scanDialog(page, `invest dialog (${lang})`, () => page.getByRole("button", { name: w.invest }).first().click());
    await scanRoute(page, "/statement", lang, { inApp: true });
    await scanRoute(page, "/assistant", lang, { inApp: true });
    await scanRoute(page, "/deposit-verification", lang, { inApp: true });
    // The drawer menu.
    await page.getByRole("button", { name: WORDS[lang].openMenu }).click();
    await expectNoAxeViolations(page, `menu (${lang})`);
    await page.context().close();
  });
}
