/**
 * Issue 34 item 6, at 360 px in en and fr (docs/product-rules.md#money-status, MST-1): an
 * investor pays from the app with a number whose payment is never approved on the phone;
 * after closing the dialog, "Deposits and withdrawals" shows that automatic deposit as
 * failed with the reason in the investor's words, without a reload, in the same list as a
 * deposit verification sent by hand. The provider simulator (started with the server)
 * fails 653456039 with PAYMENT_NOT_APPROVED after about 5 s; the poller runs through /__scheduled.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { BASE, LANGS, type Lang, appTookOver, ownerApi, signedInInvestor, snap } from "./support";

const TEXT = {
  en: {
    deposit: "Make Deposit",
    title: "Pay with MTN MoMo",
    amount: "Amount (XAF)",
    payer: "Number that pays",
    payNow: "Pay now",
    close: "Close",
    requests: "Deposits and withdrawals",
    failed: "Failed",
    pending: "Pending",
    reason: "The payment was not approved on your phone in time. No money was taken; you can try again.",
    from: /Mobile money payment from \+237 653456039/,
  },
  fr: {
    deposit: "Faire un dépôt",
    title: "Payer avec MTN MoMo",
    amount: "Montant (XAF)",
    payer: "Numéro qui paie",
    payNow: "Payer maintenant",
    close: "Fermer",
    requests: "Dépôts et retraits",
    failed: "Échoué",
    pending: "En attente",
    reason:
      "Le paiement n’a pas été validé à temps sur votre téléphone. Aucun argent n’a été prélevé\u00a0; vous pouvez réessayer.",
    from: /Paiement mobile money depuis le \+237 653456039/,
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
  test(`a failed automatic deposit is listed with its reason beside a verification (${lang})`, async ({ browser }) => {
    const t = TEXT[lang];
    const { page } = await signedInInvestor(browser, lang, `Prompt ${lang}`);
    // A verification sent by hand, waiting for staff.
    const txid = `MPREQ${Date.now()}${lang}`;
    const sent = await page.request.post("/api/deposit-verification", {
      headers: { Origin: BASE },
      data: { depositName: `Prompt ${lang}`, userName: "670000000", amount: 3000, paymentMethod: "MTN", transactionId: txid },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.reload();
    await appTookOver(page);

    // Pay 5,000 from 653456039, which the operator reports as never approved on the phone.
    await page.getByRole("button", { name: t.deposit }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: t.title }).click();
    const dialog = page.getByRole("dialog", { name: t.title });
    await dialog.getByLabel(t.amount).fill("5000");
    await dialog.getByLabel(t.payer).fill("653456039");
    await dialog.getByRole("button", { name: t.payNow }).click();
    await expect(async () => {
      const res = await page.request.get(`/__scheduled?cron=*+*+*+*+*&time=${Date.now() + 35_000}`);
      expect(res.status()).toBe(200);
      await expect(dialog.getByTestId("payment-status")).toHaveText(t.reason, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    // The dialog's own Close (the toast's close button has the same name, and "×" for text).
    await dialog.getByRole("button", { name: t.close }).filter({ hasText: t.close }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Without a reload: one list, the failed deposit (newest) above the verification.
    const requests = page.getByRole("region", { name: t.requests });
    const items = requests.getByRole("listitem");
    await expect(items).toHaveCount(2);
    const failed = items.nth(0);
    await expect(failed).toHaveAttribute("data-testid", /^payment-/);
    await expect(failed.getByText(t.failed, { exact: true })).toBeVisible();
    await expect(failed.getByText(t.reason)).toBeVisible();
    await expect(failed).toContainText(t.from);
    await expect(failed).toContainText(/LA-[0-9A-Z]{8}/);
    const verification = items.nth(1);
    await expect(verification).toContainText(txid);
    await expect(verification.getByText(t.pending, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await requests.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/${lang}-deposit-requests.png` });
    await snap(page, `${lang}-deposit-requests`);
    await expectNoAxeViolations(page, `dashboard with a failed automatic deposit (${lang})`);
  });
}
