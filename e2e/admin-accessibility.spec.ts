/**
 * The admin panel passes axe-core's WCAG 2.2 A and AA rules on every tab, page and dialog,
 * in English and in French, at desktop width (1366 px): the sign-in card, then every screen
 * and two dialogs signed in as the owner (docs/product-rules.md#admin-panel).
 */
import { expect, test } from "./test";
import { ADMIN, LANGS, WORDS, apiRegister, chooseAdminLanguage, ownerPage } from "./support";
import { expectNoAxeViolations } from "./axe";
import { navigateInApp } from "./navigate";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const PAGES = [
  "/admin/users",
  "/admin/deposits",
  "/admin/deposits?status=approved",
  "/admin/withdrawals?status=failed",
  "/admin/approvals?status=rejected",
  "/admin/cards",
  "/admin/investments",
  "/admin/withdrawals",
  "/admin/payments",
  "/admin/settings",
  "/admin/settings/deposit-steps",
  "/admin/settings/platform",
  "/admin/settings/payment-channels",
  "/admin/reserve",
  "/admin/ledger",
  "/admin/audit",
  "/admin/announcements",
  "/admin/approvals",
  "/admin/admins",
  "/admin/profile",
  "/admin/search?q=Axe",
];

/** The screens in two halves of about equal cost, each its own test, so two workers share them. */
const HALVES = [PAGES.slice(0, 11), PAGES.slice(11)];

for (const lang of LANGS) {
  test(`the admin sign-in card has no axe violation and signs in (${lang})`, async ({ page }) => {
    const w = WORDS[lang];
    await page.goto("/admin");
    await chooseAdminLanguage(page, lang);
    await expectNoAxeViolations(page, `sign-in card (${lang})`);
    await page.getByLabel(w.username).fill(ADMIN.username);
    await page.getByLabel(w.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: w.adminLogin }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
  });

  for (const [half, pages] of HALVES.entries()) {
    test(`every admin screen has no axe violation, part ${half + 1} of 2 (${lang})`, async ({ browser }) => {
      test.setTimeout(240_000);
      const page = await ownerPage(browser, lang);
      const extra =
        half === 0 ? [`/admin/users/${(await apiRegister(page.request, `Axe Reader ${Date.now() % 100_000}`)).id}`] : [];
      // One load of the panel, then every screen the way its links open it.
      await page.goto("/admin/users");
      for (const path of [...pages, ...extra]) {
        await navigateInApp(page, path);
        await expect(page.locator("main").first()).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${lang})`);
      }
    });
  }

  test(`the admin's dialogs have no axe violation (${lang})`, async ({ browser }) => {
    const page = await ownerPage(browser, lang);
    // A new announcement and an investment card's editor.
    await page.goto("/admin/announcements");
    await page.getByRole("button", { name: lang === "en" ? "New announcement" : "Nouvelle annonce" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, `new announcement dialog (${lang})`);
    await page.keyboard.press("Escape");
    await page.goto("/admin/cards");
    const edit = page.getByRole("button", { name: /^(Edit|Modifier)/ }).first();
    await edit.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, `card editor (${lang})`);
  });
}
