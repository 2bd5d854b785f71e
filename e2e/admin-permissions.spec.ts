/**
 * Issue 34 item 13, at 1366 px: a support admin (in `lang`) sees no control its role may
 * not use: no Fund reserve, no card Edit, no deposit and withdrawal switches, no Settings,
 * Payments, Pending approvals or Admins tab, no Edit user, Delete user or deposit and
 * withdrawal decisions; it still suspends users and writes announcements. An owner (in the
 * other language) sees them all (docs/product-rules.md#admin-roles, ADM-8).
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, type Lang, apiRegister, otherLang, ownerApi, ownerPage, snap, totpCode } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const T = {
  en: {
    fund: "Fund reserve",
    edit: "Edit",
    turnOn: "Turn on",
    turnOff: "Turn off",
    tabs: ["Settings", "Payments", "Pending approvals", "Admins"],
    more: "More actions for",
    suspend: "Suspend",
    erase: "Delete",
    approve: "Approve",
    reject: "Reject",
    announce: "New announcement",
  },
  fr: {
    fund: "Approvisionner la réserve",
    edit: "Modifier",
    turnOn: "Activer",
    turnOff: "Désactiver",
    tabs: ["Paramètres", "Paiements", "Approbations en attente", "Administrateurs"],
    more: "Plus d’actions pour",
    suspend: "Suspendre",
    erase: "Supprimer",
    approve: "Approuver",
    reject: "Rejeter",
    announce: "Nouvelle annonce",
  },
} as const;

/** A new support admin with an authenticator, signed in through the API; a 1366 px page in `lang` with its session. */
async function supportPage(browser: Browser, lang: Lang): Promise<Page> {
  const headers = { Origin: BASE };
  const username = `support-${lang}-${Date.now().toString(36)}`;
  const password = "support-password-2026";
  const made = await (await ownerApi()).post("/api/admin/admins", { headers, data: { username, password, role: "support" } });
  expect(made.status(), await made.text()).toBe(201);
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 900 } });
  const api = context.request;
  expect((await api.post("/api/admin/login", { headers, data: { username, password } })).status()).toBe(200);
  const { secret } = (await (await api.post("/api/admin/me/totp", { headers, data: {} })).json()) as { secret: string };
  expect((await api.post("/api/admin/me/totp/confirm", { headers, data: { code: totpCode(secret) } })).status()).toBe(200);
  await context.addInitScript((l) => localStorage.setItem("lionart-admin-locale", l), lang);
  return context.newPage();
}

/** What the page shows of the controls item 13 names; `allowed` says whether the role may use them. */
async function expectControls(page: Page, lang: Lang, allowed: boolean, investor: string) {
  const t = T[lang];
  const count = (n: number) => (allowed ? n : 0);
  await page.goto("/admin/reserve");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: t.fund })).toHaveCount(count(1));
  await expect(page.getByRole("button", { name: t.turnOn, exact: true })).toHaveCount(count(2));
  await expect(page.getByRole("button", { name: t.turnOff, exact: true })).toHaveCount(count(2));
  for (const tab of t.tabs) await expect(page.getByRole("tab", { name: new RegExp(`^${tab}`) })).toHaveCount(count(1));
  await snap(page, `${lang}-permissions-reserve-${allowed ? "owner" : "support"}`);

  await page.goto("/admin/cards");
  await expect(page.locator("article.art-card").first()).toBeVisible();
  expect((await page.getByRole("button", { name: new RegExp(`^${t.edit}`) }).count()) > 0).toBe(allowed);
  await snap(page, `${lang}-permissions-cards-${allowed ? "owner" : "support"}`);

  await page.goto("/admin/users");
  const row = page.getByRole("row").filter({ hasText: investor });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: t.edit, exact: true })).toHaveCount(count(1));
  await row.getByRole("button", { name: new RegExp(`^${t.more}`) }).click();
  await expect(page.getByRole("menuitem", { name: t.suspend, exact: true })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: t.erase, exact: true })).toHaveCount(count(1));
  await page.keyboard.press("Escape");

  await page.goto("/admin/announcements");
  await expect(page.getByRole("button", { name: t.announce })).toBeVisible();
}

for (const lang of ["fr", "en"] as const) {
  test(`a support admin sees only what its role may do, an owner sees it all (support ${lang}, owner ${otherLang(lang)})`, async ({
    browser,
    request,
  }) => {
    const investor = `Permissions ${lang} ${Date.now() % 100_000}`;
    await apiRegister(request, investor);
    const support = await supportPage(browser, lang);
    await expectControls(support, lang, false, investor);
    // Decisions on money are finance's: no Approve or Reject on pending requests.
    for (const tab of ["/admin/deposits", "/admin/withdrawals"]) {
      await support.goto(tab);
      await expect(support.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(support.getByRole("button", { name: T[lang].approve, exact: true })).toHaveCount(0);
      await expect(support.getByRole("button", { name: T[lang].reject, exact: true })).toHaveCount(0);
    }
    // Typing the address of an owner's page leads back to the users.
    await support.goto("/admin/settings/platform");
    await expect(support).toHaveURL(/\/admin\/users$/);

    const owner = await ownerPage(browser, otherLang(lang));
    await expectControls(owner, otherLang(lang), true, investor);
  });
}
