/**
 * Issue 35 section 3 at 360 px in en and fr (docs/product-rules.md#limits-by-tier, KYC-7,
 * KYC-8): a new investor (tier 0) asks to pay 150,000 XAF from the app, over the 100,000 XAF
 * a tier 0 investor may deposit in a day; the amount field says which limit, what remains
 * and how to raise it, and nothing reaches the provider. The dashboard folds the limits
 * under the verification line.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { BASE, LANGS, type Lang, ownerApi, ownerPage, signedInInvestor, snap } from "./support";

const TEXT = {
  en: {
    deposit: "Make Deposit",
    title: "Pay with MTN MoMo",
    amount: "Amount (XAF)",
    payer: "Number that pays",
    payNow: "Pay now",
    over: /This is over your deposit limit for today: you can deposit FCFA.100.000 more today\. Verify your number to raise it/,
    limits: "Your limits (tier 0)",
  },
  fr: {
    deposit: "Faire un dépôt",
    title: "Payer avec MTN MoMo",
    amount: "Montant (XAF)",
    payer: "Numéro qui paie",
    payNow: "Payer maintenant",
    over: /Cela dépasse votre limite de dépôts du jour.: vous pouvez encore déposer 100.000.FCFA aujourd’hui\. Vérifiez votre numéro pour la relever/,
    limits: "Vos limites (niveau 0)",
  },
} as const;

const CHANNELS = (c: "manual" | "automatic") => ({ deposits: { MTN: c, Orange: c }, payouts: { MTN: c, Orange: c } });
let owner: APIRequestContext;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  owner = await ownerApi();
  const set = await owner.put("/api/admin/payment-channels", { headers: { Origin: BASE }, data: CHANNELS("automatic") });
  expect(set.status(), await set.text()).toBe(200);
});

test.afterAll(async () => {
  // The other journeys start from the manual channels.
  await owner.put("/api/admin/payment-channels", { headers: { Origin: BASE }, data: CHANNELS("manual") });
});

for (const lang of LANGS as readonly Lang[]) {
  test(`a tier 0 investor over the day's deposit limit reads which limit, what remains and how to raise it (${lang})`, async ({
    browser,
  }) => {
    const t = TEXT[lang];
    const { page } = await signedInInvestor(browser, lang, `Limit ${lang}`);
    await expect(page.getByText(t.limits)).toBeVisible();
    await page.getByRole("button", { name: t.deposit }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: t.title }).click();
    const dialog = page.getByRole("dialog", { name: t.title });
    await dialog.getByLabel(t.amount).fill("150000");
    await dialog.getByLabel(t.payer).fill("653456040");
    await dialog.getByRole("button", { name: t.payNow }).click();
    await expect(dialog.getByText(t.over)).toBeVisible();
    await snap(page, `tier-limit-${lang}`);
    await expectNoAxeViolations(page);
  });
}

const FORM = {
  en: {
    title: "Limits by tier",
    cell: "Tier 0: Deposits per day",
    shown: /^FCFA.100,000$/,
    typed: /^FCFA.150,000$/,
    years: "Data kept after closing (years)",
    flags: "Money-laundering flags",
    saved: "Limits saved",
  },
  fr: {
    title: "Limites par niveau",
    cell: "Niveau 0\u202f: Dépôts par jour",
    shown: "100\u202f000\u00a0FCFA",
    typed: "150\u202f000\u00a0FCFA",
    years: "Données conservées après la fermeture (ans)",
    flags: "Signalements de blanchiment",
    saved: "Limites enregistrées",
  },
} as const;

for (const lang of LANGS as readonly Lang[]) {
  test(`the owner edits the limits by tier in a table at 1366 px, amounts in FCFA (${lang})`, async ({ browser }) => {
    const t = FORM[lang];
    const page = await ownerPage(browser, lang);
    await page.goto("/admin/settings/platform");
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    const cell = page.getByLabel(t.cell, { exact: true });
    await expect(cell).toHaveValue(t.shown);
    await expect(page.getByLabel(t.years)).toHaveValue("10");
    await expect(page.getByRole("heading", { name: t.flags })).toBeVisible();
    // The table fits the panel: no sideways scrolling at 1366 px.
    const wrap = page.locator(".limits-table").locator("..");
    expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await snap(page, `limits-form-${lang}`);
    await expectNoAxeViolations(page, `limits form (${lang})`);
    const before = await (await owner.get("/api/admin/kyc-settings")).json();
    try {
      await cell.fill("150000");
      await cell.blur();
      await expect(cell).toHaveValue(t.typed);
      await page
        .getByRole("heading", { name: t.title })
        .locator("..")
        .getByRole("button", { name: /^(Save|Enregistrer)$/ })
        .click();
      await expect(page.getByText(t.saved)).toBeVisible();
      const saved = await (await owner.get("/api/admin/kyc-settings")).json();
      expect(saved.tiers[0].depositDayXaf).toBe(150_000);
    } finally {
      // The deposit journey above reads tier 0's default day limit.
      const res = await owner.put("/api/admin/kyc-settings", {
        headers: { Origin: BASE },
        data: { tiers: before.tiers, ageOfMajority: before.ageOfMajority },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  });
}
