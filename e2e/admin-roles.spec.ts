/**
 * Issue 10 (first half), at 1366 px, the owner in French and the finance admin in English: the owner (the configured admin, who may
 * skip the second factor in development and sees the banner saying so) creates a finance
 * admin on the Admins page; the finance admin signs in, is kept on their profile until
 * they set up an authenticator (the test plays the phone: it computes the code from the
 * secret shown), sees their recovery codes once, lands in the panel without the Admins
 * page, and signs in again with password and code.
 */
import { expect, test } from "./test";
import { ADMIN, type Lang, WORDS, adminSignIn, otherLang, snap, totpCode } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const ROLES = {
  en: {
    admins: "Admins",
    banner: /Development: you are signed in as the configured admin/,
    firstPassword: "First password",
    finance: "Finance",
    create: "Create admin",
    setUp: "Set up authenticator",
    code: "Authentication code",
    confirm: "Confirm",
    recovery: "Your recovery codes",
    verify: "Verify",
    twoStep: "Two-step sign-in",
    profile: "my profile",
  },
  fr: {
    admins: "Administrateurs",
    banner: /Développement\s: vous êtes connecté comme administrateur configuré/,
    firstPassword: "Premier mot de passe",
    finance: "Finance",
    create: "Créer l’administrateur",
    setUp: "Configurer l’application d’authentification",
    code: "Code d’authentification",
    confirm: "Confirmer",
    recovery: "Vos codes de secours",
    verify: "Vérifier",
    twoStep: "Connexion en deux étapes",
    profile: "mon profil",
  },
} as const;

/** The owner's language; the finance admin works in the other (e2e/support.ts, otherLang). */
const lang: Lang = "fr";
const financeLang = otherLang(lang);

test(`the owner creates a finance admin, who enrols TOTP and signs in with it (owner ${lang}, finance ${financeLang})`, async ({
  page,
}) => {
  const w = WORDS[lang];
  const r = ROLES[lang];
  const fw = WORDS[financeLang];
  const f = ROLES[financeLang];
  const username = `finance-${lang}-${Date.now().toString(36)}`;
  const password = "finance-password-2026";

  // The owner, without a second factor in development: the banner says so.
  await adminSignIn(page, ADMIN.username, ADMIN.password, lang);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("note")).toHaveText(r.banner);
  await page.getByRole("tab", { name: r.admins, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  await page.getByLabel(w.username, { exact: true }).fill(username);
  await page.getByLabel(r.firstPassword).fill(password);
  // react-aria's radio input is visually hidden inside its label: press the label.
  await page.getByRole("radiogroup").getByText(r.finance, { exact: true }).click();
  await expect(page.getByRole("radio", { name: r.finance })).toBeChecked();
  await page.getByRole("button", { name: r.create }).click();
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText(r.finance);
  await snap(page, `${lang}-admin-roles-01-admins`);
  await page.getByRole("button", { name: w.adminLogout }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // The finance admin is kept on their profile until the authenticator is set up.
  await adminSignIn(page, username, password, financeLang);
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.goto("/admin/withdrawals");
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.getByRole("button", { name: f.setUp }).click();
  await expect(page.getByRole("img", { name: /QR/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(f.code).fill(totpCode(secret));
  await page.getByRole("button", { name: f.confirm }).click();
  await expect(page.getByRole("heading", { name: f.recovery })).toBeVisible();
  await expect(page.locator(".recovery-codes li")).toHaveCount(10);
  await snap(page, `${financeLang}-admin-roles-02-recovery-codes`);

  // Into the panel: a finance admin has no Admins page.
  await page.goto("/admin/withdrawals");
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  await expect(page.getByRole("tab", { name: f.admins, exact: true })).toHaveCount(0);
  await expect(page.getByRole("note")).toHaveCount(0);
  await page.getByRole("button", { name: fw.adminLogout }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // Signing in again: the password, then the code (the next one: enrolment used this one).
  await adminSignIn(page, username, password, financeLang);
  await expect(page).toHaveURL(/\/admin\/login\/code/);
  await expect(page.getByRole("heading", { name: f.twoStep })).toBeVisible();
  await page.getByLabel(f.code).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: f.verify }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole("link", { name: new RegExp(f.profile) }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await snap(page, `${financeLang}-admin-roles-03-profile`);
});
