/**
 * "Where is my money?" at 360 px, in fr (docs/product-rules.md#money-status): an
 * investor submits a deposit verification and sees it pending with when it will be
 * checked; the admin approves one and rejects another with a note (through the API);
 * the investor sees the amount credited and the note. Then the admin suspends them and
 * the PWA says that the session has ended instead of a silent login screen.
 */
import { expect, test } from "./test";
import { BASE, appTookOver, ownerApi, signedInInvestor, snap, type Lang } from "./support";

const TEXT = {
  en: {
    deposit: "Make Deposit",
    verify: "Verify Deposit",
    depositName: "Name on the sending account",
    amountSent: "Amount sent (XAF)",
    transactionId: "Transaction ID",
    submitVerification: "Submit verification",
    requests: "Deposits and withdrawals",
    pending: "Pending",
    approved: "Approved",
    rejected: "Rejected",
    nextStep: /We (are checking it|check deposits Monday to Saturday)/,
    credited: /credited to your principal balance/,
    ended: "Your session has ended.",
  },
  fr: {
    deposit: "Faire un dépôt",
    verify: "Vérifier le dépôt",
    depositName: "Nom du compte expéditeur",
    amountSent: "Montant envoyé (XAF)",
    transactionId: "ID de transaction",
    submitVerification: "Envoyer la vérification",
    requests: "Dépôts et retraits",
    pending: "En attente",
    approved: "Approuvé",
    rejected: "Refusé",
    nextStep: /Nous (le vérifions|vérifions les dépôts du lundi au samedi)/,
    credited: /crédités sur votre solde principal/,
    ended: "Votre session a pris fin.",
  },
} as const;

// This journey runs once, in French; the other journeys and the axe scans cover English.
const lang: Lang = "fr";

test(`an investor sees each deposit verification pending, approved or rejected with the note (${lang})`, async ({ browser }) => {
  const t = TEXT[lang];
  const { page, investor } = await signedInInvestor(browser, lang, `Awa ${lang}`);

  // Three verifications: the first through the form, two more through the API.
  await page.getByRole("button", { name: t.deposit }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "MTN Mobile Money" }).click();
  await page.getByRole("button", { name: t.verify }).click();
  const pendingTx = `MPPEND${Date.now()}${lang}`;
  await page.getByLabel(t.depositName).fill(`Awa ${lang}`);
  await page.getByLabel(t.amountSent).fill("5000");
  await page.getByLabel(t.transactionId).fill(pendingTx);
  await page.getByRole("button", { name: t.submitVerification }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  const submit = async (txid: string, amount: number) => {
    const res = await page.request.post("/api/deposit-verification", {
      headers: { Origin: BASE },
      data: { depositName: `Awa ${lang}`, userName: "670000000", amount, paymentMethod: "MTN", transactionId: txid },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const approveId = await submit(`MPOK${Date.now()}${lang}`, 12_000);
  const rejectId = await submit(`MPNO${Date.now()}${lang}`, 8000);
  const note = lang === "en" ? "No payment with this ID on MTN" : "Aucun paiement avec cet ID chez MTN";

  const request = await ownerApi();
  const decide = (id: number, data: Record<string, unknown>) =>
    request.patch(`/api/admin/deposit-verifications/${id}`, { headers: { Origin: BASE }, data });
  expect((await decide(approveId, { status: "approved" })).status()).toBe(200);
  expect((await decide(rejectId, { status: "rejected", adminNotes: note })).status()).toBe(200);

  await page.reload();
  await appTookOver(page);
  const requests = page.getByRole("region", { name: t.requests });
  await expect(requests).toBeVisible();
  const pending = requests.getByRole("listitem").filter({ hasText: pendingTx });
  await expect(pending.getByText(t.pending, { exact: true })).toBeVisible();
  await expect(pending.getByText(t.nextStep)).toBeVisible();
  const approved = page.getByTestId(`deposit-${approveId}`);
  await expect(approved.getByText(t.approved, { exact: true })).toBeVisible();
  await expect(approved.getByText(t.credited)).toBeVisible();
  const rejected = page.getByTestId(`deposit-${rejectId}`);
  await expect(rejected.getByText(t.rejected, { exact: true })).toBeVisible();
  await expect(rejected.getByText(note)).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await requests.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/${lang}-money-status-requests.png` });
  await snap(page, `${lang}-money-status-dashboard`);

  // The admin suspends the investor: the PWA says the session ended.
  expect(
    (
      await request.put(`/api/admin/users/${investor.id}/suspend`, { headers: { Origin: BASE }, data: { isActive: false } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?ended=true$/);
  await expect(page.getByRole("alert").getByText(t.ended)).toBeVisible();
  await snap(page, `${lang}-money-status-session-ended`);
});
