/**
 * Issue 21 journey, at 360 px, in en and fr: an investor with a balance and one without, the
 * daily run (through the local cron route) publishes the day's proof of liabilities, and each
 * opens "Check that my balance is counted" from the dashboard. The first sees all five checks
 * pass in the browser (WebCrypto, Ed25519 included), the second that they had no balance that
 * day; both screens pass axe. Set-up is through the API (e2e/support.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { BASE, LANGS, adjustUser, ownerApi, signedInInvestor, snap } from "./support";
import { verifyPayoutNumber } from "./payout-numbers";

const TEXT = {
  en: {
    open: "Check that my balance is counted",
    title: "Is my balance counted?",
    allPassed: "Every check passed: your balance is counted.",
    passed: "Passed",
    checks: "What your phone checked",
    details: "Record details",
    noBalance: "You had no balance on",
    noEd25519: "Every check passed except the signature, which this browser cannot check.",
    notChecked: "Not checked",
    offline: "You are offline. Check your connection and try again.",
    counted: "Your balance counted on",
    rows: [
      "Available balance (principal)",
      "Referral balance",
      "Invested (your active investments)",
      "Being withdrawn (requests not paid yet)",
    ],
  },
  fr: {
    open: "Vérifier que mon solde est compté",
    title: "Mon solde est-il compté\u00a0?",
    allPassed: "Toutes les vérifications ont réussi\u00a0: votre solde est compté.",
    passed: "Réussi",
    checks: "Ce que votre téléphone a vérifié",
    details: "Détails de l’attestation",
    noBalance: "Vous n’aviez pas de solde le",
    noEd25519: "Toutes les vérifications ont réussi sauf la signature, que ce navigateur ne sait pas vérifier.",
    notChecked: "Non vérifié",
    offline: "Vous êtes hors ligne. Vérifiez votre connexion et réessayez.",
    counted: "Votre solde compté le",
    rows: [
      "Solde disponible (principal)",
      "Solde de parrainage",
      "Investi (vos investissements en cours)",
      "En cours de retrait (demandes pas encore payées)",
    ],
  },
} as const;

/** The whole XAF of a figure as the screen writes it ("+ 25,000 FCFA", "= 40 000 FCFA"). */
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

const DAY_MS = 86_400_000;

/** What the journey reads of GET /api/transparency/liabilities (schema/src/contracts/liabilities.ts). */
interface LiabilityRecords {
  publicKey: string | null;
  latest: { date: string } | null;
}

/** Whole XAF shown in a text, whatever the locale's grouping ("25,000", "25 000"). */
const xaf = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[\\s,.\u202f\u00a0]?"));

/**
 * Runs the daily run for a day after every published record (a run for an earlier day
 * publishes none: worker/src/liabilities/run.ts), so the new record is the latest and holds
 * today's balances; answers its day.
 */
async function publishNextRecord(request: APIRequestContext): Promise<string> {
  const records = async () => (await (await request.get("/api/transparency/liabilities")).json()) as LiabilityRecords;
  const before = (await records()).latest?.date;
  const after = before ? Date.parse(`${before}T12:00:00+01:00`) + DAY_MS : 0;
  const run = await request.get(`/__scheduled?cron=5+23+*+*+*&time=${Math.max(Date.now(), after)}`);
  expect(run.status(), await run.text()).toBe(200);
  const { day } = (await run.json()) as { day: string };
  const published = await records();
  expect(published.publicKey).toBeTruthy();
  expect(published.latest?.date).toBe(day);
  return day;
}

/** A full-page snap from the top, so the sticky top bar is not painted over the middle. */
async function topSnap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test.describe.configure({ timeout: 180_000 });

for (const lang of LANGS) {
  const t = TEXT[lang];

  test(`an investor checks in the browser that their balance is counted (${lang})`, async ({ browser, request }) => {
    const { page, investor } = await signedInInvestor(browser, lang, `Counted ${lang}`);
    const empty = await signedInInvestor(browser, lang, `Uncounted ${lang}`);
    await adjustUser(await ownerApi(), investor.id, {
      fullName: `Counted ${lang}`,
      phone: investor.phone,
      mobileMoneyService: "MTN Mobile Money",
      isActive: true,
      principalBalance: "25000",
      expectedPrincipalBalance: "0",
      reason: "Cash received at the office",
    });
    // 3,500 of it waits in a withdrawal request: still owed, on the withdrawal hold.
    await verifyPayoutNumber(investor);
    const asked = await page.request.post("/api/transactions/withdraw", {
      headers: { Origin: BASE },
      data: { accountName: `Counted ${lang}`, accountNumber: investor.phone, paymentMethod: "MTN Mobile Money", amount: 3500 },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await publishNextRecord(request);

    // The investor with a balance: every check passes.
    await page.reload();
    // The dashboard's principal: 25,000 less the 3,500 waiting to be withdrawn.
    await expect(page.getByText(xaf(21_500)).filter({ visible: true }).first()).toBeVisible();
    await snap(page, `${lang}-liabilities-01-dashboard-link`);
    await page.getByRole("link", { name: t.open }).click();
    await expect(page).toHaveURL(/\/liabilities$/);
    await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t.allPassed })).toBeVisible();
    const checks = page.getByRole("list", { name: t.checks }).getByRole("listitem");
    await expect(checks).toHaveCount(5);
    for (const check of await checks.all()) await expect(check).toContainText(t.passed);
    await expect(checks.first()).toContainText(xaf(25_000));
    // What the 25,000 is made of, from the API, added up line by line (issue 34 item 8).
    const breakdown = page.getByRole("table", { name: t.counted });
    await expect(breakdown).toBeVisible();
    expect((await breakdown.getByRole("rowheader").allTextContents()).slice(0, 4)).toEqual(t.rows);
    const figures = (await breakdown.getByRole("cell").allTextContents()).map(amountOf);
    expect(figures).toEqual([21_500, 0, 0, 3_500, 25_000]);
    await expect(breakdown.getByTestId("counted-balance")).toContainText(xaf(25_000));
    await page.getByText(t.details).click();
    await topSnap(page, `${lang}-liabilities-02-checks-passed`);
    await expectNoAxeViolations(page, `/liabilities, checks passed (${lang})`);

    // A browser whose WebCrypto has no Ed25519 (before Chrome 137): the signature is not checked, the rest passes.
    await page.addInitScript(() => {
      const importKey = crypto.subtle.importKey.bind(crypto.subtle);
      crypto.subtle.importKey = ((...args: Parameters<typeof importKey>) =>
        (args[2] as { name?: string }).name === "Ed25519"
          ? Promise.reject(new DOMException("Unrecognized name.", "NotSupportedError"))
          : importKey(...args)) as typeof importKey;
    });
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: t.noEd25519 })).toBeVisible();
    await expect(checks.filter({ hasText: t.passed })).toHaveCount(4);
    await expect(checks.nth(3)).toContainText(t.notChecked);
    await topSnap(page, `${lang}-liabilities-04-no-ed25519`);

    // No answer from the API: offline, with Retry.
    await page.route("**/api/liabilities/proof*", (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: t.offline })).toBeVisible();
    await topSnap(page, `${lang}-liabilities-05-offline`);

    // The investor with no balance that day: no leaf, said plainly.
    await empty.page.getByRole("link", { name: t.open }).click();
    await expect(empty.page.getByRole("status").filter({ hasText: t.noBalance })).toBeVisible();
    await topSnap(empty.page, `${lang}-liabilities-03-no-balance`);
    await expectNoAxeViolations(empty.page, `/liabilities, no balance (${lang})`);
  });
}
