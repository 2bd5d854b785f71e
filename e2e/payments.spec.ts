/**
 * Issue 11 journey, at 360 px, the investor in English and the admin in French: with the automatic channels on, an investor pays
 * 10,000 XAF with MTN MoMo from the deposit dialog through the provider simulator, sees it
 * pending with our reference, then credited, the paying number now verified for withdrawals
 * (KYC-1); withdraws to it; the admin approves; the provider pays
 * the payout and the withdrawal history shows the operator's reference. The simulator
 * (started with the server) completes 653456789 and any other number after 5 s and sends
 * signed callbacks; the per-minute poller is run through /__scheduled as well.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, type Lang, appTookOver, approveInPanel, otherLang, ownerPage, ownerApi, signedInInvestor, snap } from "./support";

const PAY = {
  en: {
    deposit: "Make Deposit",
    title: "Pay with MTN MoMo",
    amount: "Amount (XAF)",
    payer: "Number that pays",
    payNow: "Pay now",
    approveHint: /dial \*126# if no prompt appears/,
    waiting: /Approve the payment of .* on your phone/,
    ourReference: "Our reference",
    received: /Deposit received: .* credited to your principal balance/,
    done: "Done",
    withdraw: "Withdraw Funds",
    continue: "Continue",
    submit: "Submit",
    requested: "Withdrawal Requested",
    withdrawalsTab: "Withdrawal requests",
    approve: "Approve",
    operatorRef: /operator ref\. \S+/,
    verified: "Withdrawals can go to your verified number",
  },
  fr: {
    deposit: "Faire un dépôt",
    title: "Payer avec MTN MoMo",
    amount: "Montant (XAF)",
    payer: "Numéro qui paie",
    payNow: "Payer maintenant",
    approveHint: /composez le \*126# si aucune demande n’apparaît/,
    waiting: /Validez le paiement de .* sur votre téléphone/,
    ourReference: "Notre référence",
    received: /Dépôt reçu\u00a0: .* crédités sur votre solde principal/,
    done: "Terminé",
    withdraw: "Retirer des fonds",
    continue: "Continuer",
    submit: "Envoyer",
    requested: "Retrait demandé",
    withdrawalsTab: "Demandes de retrait",
    approve: "Approuver",
    operatorRef: /réf\. opérateur \S+/,
    verified: "Les retraits peuvent aller vers votre numéro vérifié",
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

/** The provider simulator started beside the server (scripts/start.mjs: SIMULATOR_PORT is the server's port + 2000). */
const SIMULATOR = `http://127.0.0.1:${Number(new URL(BASE).port) + 2000}`;

/**
 * Tells the simulator to complete the next payout to `phone` at once instead of after 5 s
 * (its /__control rules): the journey watches a deposit wait; a payout's wait adds nothing.
 */
async function payoutCompletesAtOnce(api: APIRequestContext, phone: string): Promise<void> {
  const res = await api.post(`${SIMULATOR}/__control/rules`, {
    data: { match: { phone, direction: "payout" }, behaviour: { completeAfterSeconds: 0 }, uses: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Runs the per-minute payment poller as if `ahead` ms had passed (a callback normally comes first). */
async function pollPayments(api: APIRequestContext, ahead: number): Promise<void> {
  const res = await api.get(`/__scheduled?cron=*+*+*+*+*&time=${Date.now() + ahead}`);
  expect(res.status()).toBe(200);
}

/** The investor's language; the admin works in the other (e2e/support.ts, otherLang). */
const lang: Lang = "en";
const staffLang = otherLang(lang);

test(`pays in and out through the provider (investor ${lang}, admin ${staffLang})`, async ({ browser }) => {
  const p = PAY[lang];
  const a = PAY[staffLang];
  const { page, investor } = await signedInInvestor(browser, lang, `Payer ${lang}`);

  // 1. Pay 10,000 XAF with MTN MoMo from 653456789 (the sandbox number that completes).
  await page.getByRole("button", { name: p.deposit }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: p.title }).click();
  const dialog = page.getByRole("dialog", { name: p.title });
  await expect(dialog.getByLabel(p.payer)).toHaveValue(investor.phone);
  await expect(dialog).toContainText(p.approveHint);
  await dialog.getByLabel(p.amount).fill("10000");
  // A pasted international number keeps its 9 digits: the investor's own phone, which this
  // deposit then proves for their withdrawals (docs/product-rules.md#verified-numbers, KYC-1).
  const spaced = investor.phone.replace(/^(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3 $4 $5");
  await dialog.getByLabel(p.payer).fill(`+237 ${spaced}`);
  await snap(page, `${lang}-payments-01-pay-form`);
  await dialog.getByRole("button", { name: p.payNow }).click();

  // 2. Pending, with our reference, until the operator confirms.
  await expect(dialog.getByTestId("payment-status")).toContainText(p.waiting);
  await expect(dialog).toContainText(p.ourReference);
  await expect(dialog).toContainText(/LA-[0-9A-Z]{8}/);
  await snap(page, `${lang}-payments-02-pending`);

  // 3. Credited: the simulator's signed callback after about 5 s (the poller as a fallback).
  await expect(async () => {
    await pollPayments(page.request, 35_000);
    await expect(dialog.getByTestId("payment-status")).toContainText(p.received, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(dialog).not.toContainText(/not yet known|pas encore connue/);
  await snap(page, `${lang}-payments-03-credited`);
  await dialog.getByRole("button", { name: p.done }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0); // Done closes the whole deposit dialog
  const me = await page.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ principalBalance: "10000.00" });
  // The number that paid is now proven: the dashboard says withdrawals can go to it.
  await page.goto("/dashboard");
  await expect(page.getByTestId("verification-line")).toContainText(p.verified);
  await snap(page, `${lang}-payments-03b-number-verified`);

  // 4. Withdraw 5,000 XAF to the registered number; 5. the admin approves; the provider pays it.
  await payoutCompletesAtOnce(page.request, investor.phone);
  await page.getByRole("button", { name: p.withdraw }).first().click();
  const withdrawal = page.getByRole("dialog");
  await withdrawal.getByLabel(p.amount).fill("5000");
  await withdrawal.getByRole("button", { name: p.continue }).click();
  await withdrawal.getByRole("button", { name: p.submit, exact: true }).click();
  await expect(page.getByText(p.requested).first()).toBeVisible();

  const admin = await ownerPage(browser, staffLang, { phone: true });
  await admin.goto("/admin/users");
  await approveInPanel(admin, a.withdrawalsTab, `Payer ${lang}`, a.approve);
  await snap(admin, `${lang}-payments-04-admin-approved`);

  await expect(async () => {
    await pollPayments(page.request, 35_000);
    const dash = (await (await page.request.get("/api/user/dashboard")).json()) as {
      moneyRequests: {
        requests: { kind: string; status: string; payout?: { status: string; operatorReference: string | null } | null }[];
      };
    };
    const withdrawal = dash.moneyRequests.requests.find((r) => r.kind === "withdrawal");
    expect(withdrawal).toMatchObject({ status: "completed", payout: { status: "succeeded" } });
    expect(withdrawal?.payout?.operatorReference).toBeTruthy();
  }).toPass({ timeout: 60_000 });

  // 6. The history shows the payout with the operator's reference.
  await page.goto("/dashboard");
  await appTookOver(page);
  const item = page.locator('[data-testid^="withdrawal-"]').first();
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByTestId("payout-references")).toContainText(p.operatorRef);
  await snap(page, `${lang}-payments-05-withdrawal-paid`);

  // The books balance: principal 10,000 - 5,000.
  expect(await (await page.request.get("/api/auth/user")).json()).toMatchObject({ principalBalance: "5000.00" });
  const tb = await owner.get("/api/admin/ledger/trial-balance");
  expect(((await tb.json()) as { totalXaf: number }).totalXaf).toBe(0);
});
