/**
 * Issue 34 item 14, at 1366 px in en and fr: the Approve dialog of a withdrawal to a new
 * payout number says that approving proposes it to a second admin and that nothing is sent
 * yet, instead of telling the admin the provider or they will send the money; approving it
 * answers with the proposal (docs/product-rules.md#approvals, APR-3).
 */
import { expect, test } from "./test";
import { BASE, apiRegister, newPhone, ownerPage, setPrincipal, snap } from "./support";
import { verifyPayoutNumber } from "./payout-numbers";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const WORDS = {
  en: {
    tab: "Withdrawal requests",
    approve: "Approve",
    secondAdmin: "A second admin must approve this withdrawal",
    notSent: "nothing is sent or recorded until another admin approves it",
    sendFirst: /first, then approve|asks the payment provider/,
    proposed: "Proposed: waiting for a second admin's approval",
  },
  fr: {
    tab: "Demandes de retrait",
    approve: "Approuver",
    secondAdmin: "Un second administrateur doit approuver ce retrait",
    notSent: "rien n’est envoyé ni enregistré avant qu’un autre administrateur ne l’approuve",
    sendFirst: /puis approuvez|demande au prestataire/,
    proposed: "Proposé\u00a0: en attente de l’approbation d’un second administrateur",
  },
} as const;

for (const lang of ["en", "fr"] as const) {
  test(`approving a withdrawal to a new payout number says a second admin must approve it (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = WORDS[lang];
    const name = `Payout elsewhere ${lang} ${Date.now() % 100_000}`;
    const investor = await apiRegister(request, name);
    await setPrincipal(investor, "0.00", "20000.00");
    // Another number than the registered phone, proven for the account (KYC-3): still a new payout number (APR-3).
    const elsewhere = newPhone();
    await verifyPayoutNumber({ id: investor.id, phone: elsewhere });
    const asked = await request.post("/api/transactions/withdraw", {
      headers: { Origin: BASE },
      data: { accountName: name, accountNumber: elsewhere, paymentMethod: "MTN Mobile Money", amount: 5000 },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    const page = await ownerPage(browser, lang);
    await page.goto("/admin/withdrawals");
    const row = page.locator("tr, li, article").filter({ hasText: name }).last();
    await row.getByRole("button", { name: t.approve, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(t.secondAdmin);
    await expect(dialog).toContainText(t.notSent);
    await expect(dialog).not.toContainText(t.sendFirst);
    await snap(page, `${lang}-withdrawal-second-admin-dialog`);
    await dialog.getByRole("button", { name: t.approve, exact: true }).click();
    await expect(page.getByText(t.proposed).first()).toBeVisible();
  });
}
