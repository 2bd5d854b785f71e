/**
 * docs/product-rules.md#temporary-passwords, at 360 px in en: after an admin reset,
 * the investor signs in with the temporary password, sees only "choose a new password"
 * (the API refuses everything else), chooses one and reaches the dashboard; a withdrawal
 * is then held for 24 hours and the dialog says until when, in Cameroon time.
 */
import { expect, test } from "./test";
import { BASE, WORDS, adjustUser, apiRegister, chooseLanguage, ownerApi, snap, type Lang } from "./support";

const T = {
  en: {
    temporary: "Temporary password",
    fresh: "New password",
    confirm: "Confirm new password",
    change: "Change password",
    withdraw: "Withdraw Funds",
    amount: /^Amount/,
    continue: "Continue",
    submit: "Submit",
    held: /new withdrawals are paused for 24 hours.*again from .*\(Cameroon time\)/,
  },
  fr: {
    temporary: "Mot de passe temporaire",
    fresh: "Nouveau mot de passe",
    confirm: "Confirmer le nouveau mot de passe",
    change: "Changer le mot de passe",
    withdraw: "Retirer des fonds",
    amount: /^Montant/,
    continue: "Continuer",
    submit: "Envoyer",
    held: /nouveaux retraits sont suspendus pendant 24 heures.*à partir du .*\(heure du Cameroun\)/,
  },
} as const;

// This journey runs once, in English; the other journeys and the axe scans cover French.
const lang: Lang = "en";

test(`a temporary password opens only the password change, and withdrawals wait 24 hours (${lang})`, async ({
  page,
  request,
}) => {
  const w = WORDS[lang];
  const t = T[lang];
  const investor = await apiRegister(request, `Reset ${lang}`);
  const headers = { Origin: BASE };
  const admin = await ownerApi();
  await adjustUser(admin, investor.id, {
    fullName: `Reset ${lang}`,
    phone: investor.phone,
    mobileMoneyService: "MTN Mobile Money",
    isActive: true,
    principalBalance: "10000",
    expectedPrincipalBalance: "0",
    reason: "Cash received at the office",
  });
  const reset = await admin.post(`/api/admin/users/${investor.id}/reset-password`, { headers });
  const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };

  await page.goto("/login");
  await chooseLanguage(page, lang);
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.phone).fill(investor.phone);
  await form.getByLabel(w.password, { exact: true }).fill(temporaryPassword);
  await form.getByRole("button", { name: w.login, exact: true }).click();
  await expect(page.getByLabel(t.temporary)).toBeVisible();
  expect((await page.request.get("/api/user/dashboard")).status()).toBe(403);
  await page.getByLabel(t.temporary).fill(temporaryPassword);
  await page.getByLabel(t.fresh, { exact: true }).fill("fresh-mango-77");
  await page.getByLabel(t.confirm).fill("fresh-mango-77");
  await page.getByRole("button", { name: t.change }).click();

  await page.getByRole("button", { name: t.withdraw }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.amount).fill("3500");
  await dialog.getByRole("button", { name: t.continue }).click();
  await dialog.getByRole("button", { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.held).first()).toBeVisible();
  await snap(page, `${lang}-reset-01-withdrawal-held`);
});
