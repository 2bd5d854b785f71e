/**
 * What an investor reads at 360 px: one line per withdrawal with its state,
 * fee and amount received, in the dashboard's history and the statement
 * (docs/product-rules.md#screen-dashboard, #statements); a toast that leaves with the step
 * that raised it and re-renders in the language of the moment
 * (docs/product-rules.md#screen-behaviour); and, for a first visit, what LionArt is, its
 * risks and the Terms below the welcome card, prerendered so they show without JavaScript.
 * Balances and the admin's approval are set up through the API (not under test). Each
 * journey runs once; they take en, fr, en in turn, and the toast's switch goes from en to fr.
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./test";
import {
  BASE,
  PASSWORD,
  WORDS,
  adjustUser,
  appTookOver,
  chooseLanguage,
  ownerApi,
  phonePage,
  signedInInvestor,
  snap,
  type Lang,
} from "./support";
import { verifyPayoutNumber } from "./payout-numbers";

const TEXT = {
  en: {
    withdrawal: "Withdrawal",
    paid: "Withdrawal paid",
    fee: "Withdrawal fee",
    summary: /Fee FCFA\s250 · you received FCFA\s4,750/,
    request: (id: number) => `Request #${id}`,
    approved: "Approved",
    withdraw: "Withdraw Funds",
    amount: "Amount (XAF)",
    continue: "Continue",
    insufficient: "Insufficient Balance",
    confirm: "Confirm withdrawal",
    loginFailed: "Login Failed",
    what: "What is LionArt?",
    risk: "Returns are targets, not guaranteed.",
    terms: "Read the Terms and Conditions",
  },
  fr: {
    withdrawal: "Retrait",
    paid: "Retrait payé",
    fee: "Frais de retrait",
    summary: /Frais 250\sFCFA · vous avez reçu 4\s750\sFCFA/,
    request: (id: number) => `Demande n° ${id}`,
    approved: "Approuvé",
    withdraw: "Retirer des fonds",
    amount: "Montant (XAF)",
    continue: "Continuer",
    insufficient: "Solde insuffisant",
    confirm: "Confirmer le retrait",
    loginFailed: "Échec de la connexion",
    what: "Qu’est-ce que LionArt",
    risk: "Les rendements sont des objectifs, non garantis.",
    terms: "Lire les conditions générales",
  },
} as const;

/** A new phone page signed in as a new investor with `principal` XAF (set-up through the API). */
async function fundedInvestor(browser: Browser, lang: Lang, name: string, principal: number) {
  const { page, investor } = await signedInInvestor(browser, lang, name);
  await verifyPayoutNumber(investor);
  await adjustUser(await ownerApi(), investor.id, {
    fullName: name,
    phone: investor.phone,
    mobileMoneyService: "MTN Mobile Money",
    isActive: true,
    principalBalance: String(principal),
    expectedPrincipalBalance: "0",
    reason: "Cash received at the office",
  });
  return { page, investor };
}

test("a paid withdrawal is one line with its state, fee and amount received (en)", async ({ browser }) => {
  // Runs once, in en: this file's tests take en and fr in turn, so it covers both.
  const lang: Lang = "en";
  const w = TEXT[lang];
  const { page, investor } = await fundedInvestor(browser, lang, `Withdrawal line ${lang}`, 20_000);
  const asked = await page.request.post("/api/transactions/withdraw", {
    headers: { Origin: BASE },
    data: { accountName: "Awa Ndongo", accountNumber: investor.phone, paymentMethod: "MTN Mobile Money", amount: 5000 },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  const approved = await (await ownerApi()).put(`/api/admin/withdrawals/${id}/approve`, {
    headers: { Origin: BASE },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto("/dashboard");
  await appTookOver(page);
  const history = page.locator("#transactions-title").locator("xpath=..").locator(".list-view > li");
  const line = history.filter({ hasText: w.withdrawal });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(w.approved);
  await expect(line).toContainText(w.summary);
  await expect(page.locator(".list-view").getByText(w.paid, { exact: true })).toHaveCount(0);
  await expect(page.locator(".list-view").getByText(w.fee, { exact: true })).toHaveCount(0);
  // The details one tap away: where the money went and the request.
  const requestLine = line.getByText(w.request(id), { exact: false });
  await line.locator("summary").click();
  await expect(requestLine).toBeVisible();
  await line.scrollIntoViewIfNeeded();
  await snap(page, `${lang}-clarity-01-dashboard-paid-withdrawal`);

  await page.goto("/statement");
  const rows = page.locator(".statement__account .list-view > li");
  await expect(rows.filter({ hasText: w.withdrawal })).toHaveCount(1);
  await expect(rows.filter({ hasText: w.withdrawal })).toContainText(w.summary);
  await expect(page.locator(".statement").getByText(w.paid, { exact: true })).toHaveCount(0);
  await snap(page, `${lang}-clarity-02-statement-paid-withdrawal`);
  await page.context().close();
});

test("a refusal's toast leaves with its step and the dialog (fr)", async ({ browser }) => {
  // Runs once, in fr: this file's tests take en and fr in turn, so it covers both.
  const lang: Lang = "fr";
  const w = TEXT[lang];
  const { page } = await fundedInvestor(browser, lang, `Toast step ${lang}`, 10_000);
  await page.getByRole("button", { name: w.withdraw }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.amount).fill("90000");
  await dialog.getByRole("button", { name: w.continue }).click();
  await expect(dialog.getByText(w.insufficient)).toBeVisible();
  await dialog.getByLabel(w.amount).fill("5000");
  await dialog.getByRole("button", { name: w.continue }).click();
  await expect(dialog.getByRole("heading", { name: w.confirm })).toBeVisible();
  await expect(page.getByText(w.insufficient)).toHaveCount(0);
  await page.context().close();
});

test("/login tells a first visitor what LionArt is, its risks and where the Terms are, without JavaScript (en)", async ({
  browser,
}) => {
  // Runs once, in en: this file's tests take en and fr in turn, so it covers both.
  const lang: Lang = "en";
  const w = TEXT[lang];
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 360, height: 780 }, javaScriptEnabled: false });
  await context.addCookies([{ name: "lionart-lang", value: lang, url: BASE }]);
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: new RegExp(w.what) })).toBeVisible();
  await expect(page.getByText(w.risk)).toBeVisible();
  await expect(page.getByRole("link", { name: w.terms })).toHaveAttribute("href", "/terms");
  await context.close();

  // Started, the page adds the operator's identity and the transparency figures once the
  // reader scrolls there (a reader who does not never downloads them).
  const live = await phonePage(browser, lang);
  await live.goto("/login");
  const about = live.locator(".first-visit");
  await expect(live.locator("#root form[data-started]").first()).toBeAttached();
  await expect(about.locator("dl.first-visit__figures")).toHaveCount(0);
  await about.getByRole("link", { name: w.terms }).scrollIntoViewIfNeeded();
  await expect(about.locator("dl.first-visit__figures dd").first()).toBeVisible();
  await snap(live, `${lang}-clarity-03-login-first-visit`);
  await live.context().close();
});

test("a toast raised in English reads in French after the switch", async ({ browser }) => {
  const page = await phonePage(browser, "en");
  await page.goto("/login");
  const form = page.getByRole("tabpanel");
  await form.getByLabel(WORDS.en.phone).fill("677777777");
  await form.getByLabel(WORDS.en.password, { exact: true }).fill(`${PASSWORD}-wrong`);
  await form.getByRole("button", { name: WORDS.en.login, exact: true }).click();
  await expect(page.getByText(TEXT.en.loginFailed)).toBeVisible();
  await chooseLanguage(page, "fr");
  await expect(page.getByText(TEXT.fr.loginFailed)).toBeVisible();
  await expect(page.getByText(TEXT.en.loginFailed)).toHaveCount(0);
  await page.context().close();
});
