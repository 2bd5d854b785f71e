/**
 * The admin panel passes axe-core's WCAG 2.2 A and AA rules on every tab, page and dialog,
 * in English and in French, at desktop width (1366 px): one sign-in per language, then
 * each screen in turn (docs/product-rules.md#admin-panel).
 */
import { expect, test } from "@playwright/test";
import { ADMIN, LANGS, WORDS, apiRegister, chooseAdminLanguage } from "./support";
import { expectNoAxeViolations } from "./axe";

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

for (const lang of LANGS) {
  test(`every admin screen and dialog has no axe violation (${lang})`, async ({ page, request }) => {
    test.setTimeout(480_000);
    const investor = await apiRegister(request, `Axe Reader ${Date.now() % 100_000}`);
    const w = WORDS[lang];
    await page.goto("/admin");
    await chooseAdminLanguage(page, lang);
    await expectNoAxeViolations(page, `sign-in card (${lang})`);
    await page.getByLabel(w.username).fill(ADMIN.username);
    await page.getByLabel(w.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: w.adminLogin }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    for (const path of [...PAGES, `/admin/users/${investor.id}`]) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      await expect(page.getByText(/^(Loading|Chargement)/)).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${lang})`);
    }
    // Dialogs: a new announcement and an investment card's editor.
    await page.goto("/admin/announcements");
    await page.getByRole("button", { name: lang === "en" ? "New announcement" : "Nouvelle annonce" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, `new announcement dialog (${lang})`);
    await page.keyboard.press("Escape");
    await page.goto("/admin/cards");
    const edit = page.getByRole("button", { name: /^(Edit|Modifier)/ }).first();
    if (await edit.isVisible()) {
      await edit.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `card editor (${lang})`);
    }
  });
}
