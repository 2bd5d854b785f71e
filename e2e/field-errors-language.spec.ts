/**
 * Field errors follow the language switch (docs/product-rules.md#languages, LNG-2): the
 * forms keep codes, not translated text, so a message already on screen changes language
 * with the rest of the page, in the PWA and in the admin panel.
 */
import { expect, test } from "./test";
import { WORDS, chooseAdminLanguage, chooseLanguage } from "./support";

test("a registration error shown in English reads French after switching", async ({ page }) => {
  await page.goto("/login");
  await chooseLanguage(page, "en");
  await page.getByRole("tab", { name: WORDS.en.register }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel(WORDS.en.phone).fill("512345678");
  await form.getByLabel(WORDS.en.password, { exact: true }).fill("abc");
  await form.getByLabel(WORDS.en.confirm).fill("abcdef");
  await form.getByRole("button", { name: WORDS.en.register, exact: true }).click();
  await expect(form.getByText("Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)")).toBeVisible();
  await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(form.getByText("Full name is required")).toBeVisible();

  await chooseLanguage(page, "fr");
  await expect(
    form.getByText("Veuillez saisir un numéro camerounais valide (9 chiffres commençant par 6, 7, 8 ou 9)"),
  ).toBeVisible();
  await expect(form.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
  await expect(form.getByText("Password must be at least 6 characters")).toHaveCount(0);
});

test("an admin login error shown in English reads French after switching", async ({ page }) => {
  await page.goto("/admin/");
  await chooseAdminLanguage(page, "en");
  await page.getByRole("button", { name: WORDS.en.adminLogin }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await chooseAdminLanguage(page, "fr");
  await expect(page.getByText("Le nom d'utilisateur est requis")).toBeVisible();
  await expect(page.getByText("Le mot de passe est requis")).toBeVisible();
  await expect(page.getByText("Username is required")).toHaveCount(0);
});
