/**
 * Issue 34 item 10, at 360 px in en and fr: a toast never hides the action that raised it.
 * The deposit verification form, filled in, with its submit button at the bottom of the screen,
 * as after scrolling down the form; the network fails, and the toast that says so now shows
 * at the top instead of over the button (pwa/src/components/ui/toast-placement.ts).
 */
import { expect, test } from "./test";
import { LANGS, signedInInvestor, snap } from "./support";

const TEXT = {
  en: {
    submit: "Submit verification",
    depositName: "Name on the sending account",
    amount: "Amount sent (XAF)",
    transactionId: "Transaction ID",
    method: "Payment method",
  },
  fr: {
    submit: "Envoyer la vérification",
    depositName: "Nom du compte expéditeur",
    amount: "Montant envoyé (XAF)",
    transactionId: "ID de transaction",
    method: "Moyen de paiement",
  },
} as const;

for (const lang of LANGS) {
  test(`the toast raised by the form's submit button does not cover it (${lang}, 360 px)`, async ({ browser }) => {
    const t = TEXT[lang];
    const { page } = await signedInInvestor(browser, lang, `Toast ${lang}`);
    await page.goto("/deposit-verification");
    const submit = page.getByRole("button", { name: t.submit });
    await expect(submit).toBeVisible();
    await page.getByLabel(t.depositName).fill(`Toast ${lang}`);
    await page.getByLabel(t.amount).fill("5000");
    await page.getByLabel(t.method).selectOption({ index: 1 });
    await page.getByLabel(t.transactionId).fill(`MPTOAST${Date.now()}`);
    await page.route("**/api/deposit-verification", (route) => route.abort("internetdisconnected"));
    // The button at the bottom of the screen, where a reader who scrolled down the form finds it.
    await submit.evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().bottom - window.innerHeight + 8));
    const before = (await submit.boundingBox())!;
    expect(before.y + before.height).toBeGreaterThan(780 * 0.8);
    await submit.click();
    const toast = page.locator(".toaster").getByRole("alert");
    await expect(toast).toBeVisible();
    const [button, shown] = [(await submit.boundingBox())!, (await toast.boundingBox())!];
    const overlaps =
      shown.x < button.x + button.width &&
      button.x < shown.x + shown.width &&
      shown.y < button.y + button.height &&
      button.y < shown.y + shown.height;
    expect(overlaps, `toast ${JSON.stringify(shown)} over button ${JSON.stringify(button)}`).toBe(false);
    await page.screenshot({ path: `test-results/screens/${lang}-toast-above-submit.png` });
    await snap(page, `${lang}-toast-above-submit`);
  });
}
