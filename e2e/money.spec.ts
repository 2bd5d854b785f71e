/**
 * Issue 3 journey, at 360 px, the investor in French and the admin in English: an investor deposits (verification), the admin
 * approves, the investor invests with the risk box, the admin funds the reserve, the cron
 * runs for the next days, the dashboard shows the returns, the investor withdraws, the
 * admin approves; the referrer sees the bonus. Ledger checks run through the admin API.
 */
import { expect, test } from "./test";
import { type Lang, apiRegister, otherLang, approveInPanel, approveNewestProposal, ownerPage, phonePage, snap } from "./support";
import { verifyPayoutNumber } from "./payout-numbers";

const MONEY = {
  en: {
    deposit: "Make Deposit",
    verify: "Verify Deposit",
    depositName: "Name on the sending account",
    amountSent: "Amount sent (XAF)",
    transactionId: "Transaction ID",
    submitVerification: "Submit verification",
    submitted: "Verification Submitted",
    noVerification: "No deposit or withdrawal yet.",
    investNow: "Invest Now",
    risk: "I understand and accept the risks",
    confirmInvest: "Confirm investment",
    invested: "Investment Successful",
    withdraw: "Withdraw Funds",
    amount: "Amount (XAF)",
    continue: "Continue",
    submit: "Submit",
    requested: "Withdrawal Requested",
    refresh: "Refresh",
    totalEarned: "Total earned",
    referralBalance: "Referral balance",
    depositsTab: "Deposit verifications",
    approve: "Approve",
    reserveTab: "Reserve",
    fund: "Fund reserve",
    note: "Note",
    withdrawalsTab: "Withdrawal requests",
  },
  fr: {
    deposit: "Faire un dépôt",
    verify: "Vérifier le dépôt",
    depositName: "Nom du compte expéditeur",
    amountSent: "Montant envoyé (XAF)",
    transactionId: "ID de transaction",
    submitVerification: "Envoyer la vérification",
    submitted: "Vérification envoyée",
    noVerification: "Aucun dépôt ni retrait pour l’instant.",
    investNow: "Investir maintenant",
    risk: "Je comprends et j’accepte les risques",
    confirmInvest: "Confirmer l’investissement",
    invested: "Investissement réussi",
    withdraw: "Retirer des fonds",
    amount: "Montant (XAF)",
    continue: "Continuer",
    submit: "Envoyer",
    requested: "Retrait demandé",
    refresh: "Actualiser",
    totalEarned: "Total gagné",
    referralBalance: "Solde de parrainage",
    depositsTab: "Vérifications de dépôt",
    approve: "Approuver",
    reserveTab: "Réserve",
    fund: "Approvisionner la réserve",
    note: "Note",
    withdrawalsTab: "Demandes de retrait",
  },
} as const;

const DAY_MS = 86_400_000;

/** Whole XAF shown in a text, whatever the locale's grouping ("1,000", "1 000"). */
const xaf = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[\\s,.\u202f\u00a0]?"));

test.describe.configure({ timeout: 240_000 });

/** The investor's language; the admin works in the other (e2e/support.ts, otherLang). */
const lang: Lang = "fr";
const staffLang = otherLang(lang);

test(`money moves end to end through the ledger (investor ${lang}, admin ${staffLang})`, async ({ browser, request }) => {
  const m = MONEY[lang];
  const a = MONEY[staffLang];
  // Each signed in through the API (registering signs in; the sign-in screens have journeys of their own).
  const referrerPage = await phonePage(browser, lang);
  const referrer = await apiRegister(referrerPage.request, `Referrer ${lang}`);
  const investor = await phonePage(browser, lang);
  const registered = await apiRegister(investor.request, `Investor ${lang}`, { referralCode: referrer.referralCode });
  // Withdrawals go only to a proven number (KYC-4): staff verify the investor's own phone.
  await verifyPayoutNumber(registered);
  const admin = await ownerPage(browser, staffLang, { phone: true });
  await investor.goto("/dashboard");

  // 1. The investor follows the deposit steps and submits a verification.
  await investor.getByRole("button", { name: m.deposit }).first().click();
  await investor.getByRole("dialog").getByRole("button", { name: "MTN Mobile Money" }).click();
  await snap(investor, `${lang}-money-01-deposit-steps`);
  await investor.getByRole("button", { name: m.verify }).click();
  await expect(investor).toHaveURL(/\/deposit-verification/);
  const txid = `MP${Date.now()}${lang}`;
  await investor.getByLabel(m.depositName).fill(`Investor ${lang}`);
  await investor.getByLabel(m.amountSent).fill("30000");
  await investor.getByLabel(m.transactionId).fill(txid);
  await investor.getByRole("button", { name: m.submitVerification }).click();
  await expect(investor.getByText(m.submitted).first()).toBeVisible();
  await expect(investor).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  // Back on the dashboard it read before, the new request shows without a reload (issue 34).
  await expect(investor.getByText(new RegExp(txid))).toBeVisible();
  await expect(investor.getByText(m.noVerification)).toHaveCount(0);

  // 2. The admin approves it.
  await admin.goto("/admin/users");
  await approveInPanel(admin, a.depositsTab, txid, a.approve);
  await snap(admin, `${lang}-money-02-admin-deposit-approved`);

  // 3. The investor invests in the first card (25,000 XAF, target 125 XAF a day), accepting the risks.
  await investor.goto("/projects");
  await investor.getByRole("button", { name: m.investNow }).first().click();
  const invest = investor.getByRole("dialog");
  await invest.getByLabel(m.risk).check();
  await snap(investor, `${lang}-money-03-invest-dialog`);
  await invest.getByRole("button", { name: m.confirmInvest }).click();
  await expect(investor.getByText(m.invested).first()).toBeVisible();

  // 4. The admin funds the reserve; 5. the cron runs for the next three days.
  await admin.getByRole("tab", { name: new RegExp(a.reserveTab) }).click();
  await admin.getByLabel(a.amount).fill("100000");
  await admin.getByLabel(a.note, { exact: true }).fill(`E2E funding ${lang}`);
  await admin.getByRole("button", { name: a.fund }).click();
  // A confirmation shows the amount before anything is posted.
  const confirmFunding = admin.getByRole("dialog");
  await expect(confirmFunding).toContainText(xaf(100_000));
  await confirmFunding.getByRole("button", { name: a.fund }).click();
  await expect(admin.getByLabel(a.amount)).toHaveValue("");
  // A proposal: a second admin approves it (docs/product-rules.md#approvals; its own journey is admin-approvals.spec.ts).
  await approveNewestProposal(admin.request, "reserve_funding");
  const cron = await request.get(`/__scheduled?cron=5+23+*+*+*&time=${Date.now() + 3 * DAY_MS}`);
  expect(await cron.json()).toMatchObject({ settled: expect.any(Number) });

  // 6. The dashboard shows the returns: 3 days x 125 XAF.
  await investor.goto("/dashboard");
  const earned = investor.locator("section, article, div").filter({ hasText: m.totalEarned }).last();
  await expect(earned).toContainText(xaf(375));
  await snap(investor, `${lang}-money-04-dashboard-returns`);

  // 7. The investor withdraws 3,500 XAF; 8. the admin approves.
  await investor.getByRole("button", { name: m.withdraw }).first().click();
  const dialog = investor.getByRole("dialog");
  await dialog.getByLabel(m.amount).fill("3500");
  await dialog.getByRole("button", { name: m.continue }).click();
  await expect(dialog).toContainText(xaf(3325));
  await snap(investor, `${lang}-money-05-withdrawal-summary`);
  await dialog.getByRole("button", { name: m.submit, exact: true }).click();
  await expect(investor.getByText(m.requested).first()).toBeVisible();

  await approveInPanel(admin, a.withdrawalsTab, `Investor ${lang}`, a.approve);

  // The investor's principal: 30,000 - 25,000 + 375 - 3,500 = 1,875 XAF.
  const me = await investor.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ principalBalance: "1875.00" });

  // The referrer sees the 1,000 XAF bonus.
  await referrerPage.goto("/dashboard");
  const bonus = referrerPage.locator("section, article, div").filter({ hasText: m.referralBalance }).last();
  await expect(bonus).toContainText(xaf(1000));
  await snap(referrerPage, `${lang}-money-06-referrer-bonus`);

  // The books balance.
  const tb = await admin.request.get("/api/admin/ledger/trial-balance");
  expect(((await tb.json()) as { totalXaf: number }).totalXaf).toBe(0);
});
