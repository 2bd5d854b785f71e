/**
 * Numbers proven by their holder (docs/product-rules.md#verified-numbers, KYC-1 and KYC-4), at
 * 360 px in en and fr: an investor whose money came by a manual deposit has no proven number;
 * the dashboard says to make a first deposit from their phone, and a withdrawal to their
 * registered phone is refused with why, nothing held. Once staff verify the number (two
 * people), the form offers it and the withdrawal goes through. The automatic deposit that
 * proves a number is in payments.spec.ts.
 */
import { expect, test } from "./test";
import { type Lang, setPrincipal, signedInInvestor, snap } from "./support";
import { verifyPayoutNumber } from "./payout-numbers";

const T = {
  en: {
    firstDeposit: /Make a first deposit from \+237 \d{9} with mobile money to verify your number/,
    withdraw: "Withdraw Funds",
    amount: "Amount (XAF)",
    continue: "Continue",
    submit: "Submit",
    refused: /Withdrawals go only to a number verified for your account/,
    verifiedNumbers: "Your verified numbers:",
    requested: "Withdrawal Requested",
  },
  fr: {
    firstDeposit: /Faites un premier dépôt par mobile money depuis le \+237 \d{9} pour vérifier votre numéro/,
    withdraw: "Retirer des fonds",
    amount: "Montant (XAF)",
    continue: "Continuer",
    submit: "Envoyer",
    refused: /Les retraits ne vont que vers un numéro vérifié pour votre compte/,
    verifiedNumbers: "Vos numéros vérifiés\u202f:",
    requested: "Retrait demandé",
  },
} as const;

for (const lang of ["fr", "en"] as const satisfies readonly Lang[]) {
  test(`a withdrawal goes only to a proven number (${lang}, 360 px)`, async ({ browser }) => {
    const t = T[lang];
    const { page, investor } = await signedInInvestor(browser, lang, `Unproven ${lang}`);
    await setPrincipal(investor, "0", "10000");
    await page.goto("/dashboard");
    await expect(page.getByTestId("verification-line")).toHaveText(t.firstDeposit);

    const ask = async () => {
      await page.getByRole("button", { name: t.withdraw }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(t.amount).fill("3500");
      await dialog.getByRole("button", { name: t.continue }).click();
      await dialog.getByRole("button", { name: t.submit, exact: true }).click();
      return dialog;
    };
    const dialog = await ask();
    await expect(dialog.getByText(t.refused)).toBeVisible();
    await snap(page, `${lang}-verified-01-refused`);
    const me = await page.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ principalBalance: "10000.00" });
    await page.keyboard.press("Escape");

    await verifyPayoutNumber(investor);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: t.withdraw }).first().click();
    const form = page.getByRole("dialog");
    await expect(form.getByText(t.verifiedNumbers)).toBeVisible();
    await expect(form.getByRole("button", { name: new RegExp(investor.phone) })).toHaveAttribute("aria-pressed", "true");
    await snap(page, `${lang}-verified-02-offered`);
    await form.getByLabel(t.amount).fill("3500");
    await form.getByRole("button", { name: t.continue }).click();
    await form.getByRole("button", { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.requested).first()).toBeVisible();
  });
}
