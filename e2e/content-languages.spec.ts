/**
 * Content in the reader's language (docs/product-rules.md#content-languages), at 360 px:
 * a French investor reads the cards and the deposit steps the operator wrote in French,
 * and signs in with a number pasted as '+237 6 77 12 34 56' (docs/product-rules.md#accounts).
 * Screenshots in test-results/screens/ for a person to look at.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, WORDS, apiRegister, appTookOver, PASSWORD, snap } from "./support";

async function frenchPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() =>
    localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: "fr" }, version: 0 })),
  );
  return context.newPage();
}

/** '677123456' as people paste it: '+237 6 77 12 34 56'. */
const pasted = (phone: string) =>
  `+237 ${phone[0]} ${phone.slice(1, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;

test("a French investor reads cards and deposit steps in French", async ({ browser, request }) => {
  const investor = await apiRegister(request, "Investisseuse FR");
  const page = await frenchPhonePage(browser);
  const w = WORDS.fr;

  await page.goto("/login");
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.phone).fill(pasted(investor.phone));
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: w.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/projects");
  await appTookOver(page);
  const lilies = page.locator("article").filter({ hasText: "Tableau Nymphéas" });
  await expect(lilies).toBeVisible();
  await expect(lilies.getByText("Doux reflets d’un étang de nénuphars à l’aube.")).toBeVisible();
  await expect(lilies.getByText(/Votre argent finance un tableau peint/)).toBeVisible();
  await expect(page.getByText("Water Lily Board")).toHaveCount(0);
  await expect(page.getByText(/Your money pays for/)).toHaveCount(0);
  await lilies.scrollIntoViewIfNeeded();
  await lilies.screenshot({ path: "test-results/screens/fr-content-card.png" });

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Faire un dépôt" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "MTN Mobile Money" }).click();
  await expect(dialog.getByText("Composez le code MTN Mobile Money sur votre téléphone.")).toBeVisible();
  await expect(dialog.getByText("Étape 1", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Dial the MTN Mobile Money code/)).toHaveCount(0);
  await dialog.screenshot({ path: "test-results/screens/fr-content-deposit-steps.png" });

  await page.keyboard.press("Escape");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Pourquoi choisir LionArt" })).toBeVisible();
  await expect(page.getByText("Exemples fictifs, pas de vrais avis de clients.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Rejoindre la communauté LionArt" })).toHaveAttribute(
    "href",
    "https://t.me/lionart_demo_community",
  );
  await snap(page, "fr-content-home");
  await page.locator("footer").screenshot({ path: "test-results/screens/fr-content-footer.png" });
});
