/**
 * Issue 2 journey, at 360 px, the investor in French and the admin in English: register with a referral link, see the
 * dashboard, keep the language across a reload, log out and in, route guards, and the
 * admin seeing the new user.
 */
import { expect, test } from "./test";
import {
  ADMIN,
  type Lang,
  PASSWORD,
  WORDS,
  apiRegister,
  chooseAdminLanguage,
  chooseLanguage,
  newPhone,
  otherLang,
  ownerApi,
  snap,
} from "./support";

/** The investor's language; the admin works in the other (e2e/support.ts, otherLang). */
const lang: Lang = "fr";
const staffLang = otherLang(lang);

test(`an investor joins by referral link, and the admin sees them (investor ${lang}, admin ${staffLang})`, async ({
  page,
  request,
}) => {
  const w = WORDS[lang];
  const a = WORDS[staffLang];
  const referrer = await apiRegister(request, `Referrer ${lang}`);
  const fullName = lang === "en" ? "Amina Bello" : "Étienne Mbarga";
  const phone = newPhone();

  const doc = await page.goto(`/login?ref=${referrer.referralCode}`);
  // The document itself carries the CSP (dist/_headers), not only the API.
  expect(doc!.headers()["content-security-policy"]).toContain("script-src 'self'");
  await chooseLanguage(page, lang);
  await expect(page.getByRole("heading", { name: w.welcome })).toBeVisible();
  await page.getByRole("tab", { name: w.register }).click();
  const form = page.getByRole("tabpanel");
  await expect(form.getByLabel(w.referral)).toHaveValue(referrer.referralCode);
  await form.getByLabel(w.fullName).fill(fullName);
  await form.getByLabel(w.phone).fill(phone);
  await form.getByLabel(w.service).selectOption("Orange Money");
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(w.confirm).fill(PASSWORD);
  await form.getByLabel(w.terms).check();
  await snap(page, `${lang}-foundation-01-register`);
  await form.getByRole("button", { name: w.register, exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: w.dashboard, level: 1 })).toBeVisible();
  await expect(page.getByText(`+237 ${phone}`).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(fullName).filter({ visible: true }).first()).toBeVisible();
  await snap(page, `${lang}-foundation-02-dashboard`);

  // The session and the language survive a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: w.dashboard, level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);

  // The referrer's code linked the two accounts.
  const { items: users } = (await (await (await ownerApi()).get("/api/admin/users")).json()) as {
    items: { fullName: string; referredByUserId: number | null; principalBalance: string }[];
  };
  expect(users.find((u) => u.fullName === fullName)).toMatchObject({ referredByUserId: referrer.id, principalBalance: "0.00" });

  // The side drawer shows the name, +237 phone and both balances; log out from it.
  await page.getByRole("button", { name: w.openMenu }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(`+237 ${phone}`)).toBeVisible();
  await snap(page, `${lang}-foundation-03-drawer`);
  await drawer.getByRole("button", { name: w.logout }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signed out, /dashboard shows the login screen.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: w.welcome })).toBeVisible();

  // Sign in again.
  const login = page.getByRole("tabpanel");
  await login.getByLabel(w.phone).fill(phone);
  await login.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await login.getByRole("button", { name: w.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // An unknown path, signed in.
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: w.notFound })).toBeVisible();
  await snap(page, `${lang}-foundation-04-not-found`);

  // The admin signs in and finds the new user in the Users tab.
  await page.goto("/admin/");
  await chooseAdminLanguage(page, staffLang);
  await page.getByLabel(a.username).fill(ADMIN.username);
  await page.getByLabel(a.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: a.adminLogin }).click();
  await expect(page.getByRole("tab", { name: new RegExp(a.users) })).toBeVisible();
  await expect(page.getByText(fullName).filter({ visible: true }).first()).toBeVisible();
  await snap(page, `${staffLang}-foundation-05-admin-users`);
  await page.getByRole("button", { name: a.adminLogout }).click();
  await expect(page.getByLabel(a.username)).toBeVisible();
});
