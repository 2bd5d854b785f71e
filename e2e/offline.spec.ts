/**
 * Offline and flaky networks (docs/product-rules.md#offline), at 360 px, in fr: a signed-in
 * investor who loses the network keeps their last figures on a reload, with the offline
 * notice and the money actions disabled; Refresh says they are offline; the cards of
 * /projects stay; back online the figures refresh (an admin changed the balance
 * meanwhile). Screenshots of the offline dashboard in French go to test-results/screens/.
 * Lazy chunks that fail to load: lazy-chunks.spec.ts; a toast inside a dialog: dialog-toast.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { WORDS, newInvestor, setPrincipal, snap, type Lang } from "./support";
import { savedWith } from "./saved-copy";

// This journey is about the service worker: let it register (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const T = {
  en: {
    offlineSince: /Offline: figures from/,
    offlineActions: "You are offline: deposits, withdrawals and investments need a connection.",
    refresh: "Refresh",
    youAreOffline: "You are offline. Check your connection and try again.",
    deposit: "Make Deposit",
    withdraw: "Withdraw Funds",
    invest: "Invest Now",
    projects: "Investment projects",
    principal: "Principal balance",
    projectsLink: "Projects",
  },
  fr: {
    offlineSince: /Hors ligne\s: chiffres du/,
    offlineActions: "Vous êtes hors ligne\u00a0: les dépôts, retraits et investissements nécessitent une connexion.",
    refresh: "Actualiser",
    youAreOffline: "Vous êtes hors ligne. Vérifiez votre connexion et réessayez.",
    deposit: "Faire un dépôt",
    withdraw: "Retirer des fonds",
    invest: "Investir maintenant",
    projects: "Projets d’investissement",
    principal: "Solde principal",
    projectsLink: "Projets",
  },
} as const;

/** The principal balance card's text. */
const principalCard = (page: Page, lang: Lang) =>
  page.locator("section.card").filter({ has: page.getByRole("heading", { name: T[lang].principal, exact: true }) });

/** The first visible link to /projects (the footer's, on a phone). */
const projectsLink = (page: Page, lang: Lang) =>
  page.getByRole("link", { name: T[lang].projectsLink, exact: true }).filter({ visible: true }).first();

// This journey runs once, in French; the other journeys and the axe scans cover English.
const lang: Lang = "fr";

test(`offline, the dashboard keeps the last figures and back online they refresh (${lang})`, async ({ page, context }) => {
  const t = T[lang];
  const investor = await newInvestor(page, lang, "Offline investor");
  await setPrincipal(investor, "0", "20000");
  await page.goto("/dashboard");
  await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
  // The cards are fetched once online, so /projects has them offline.
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: t.projects })).toBeVisible();
  const cardCount = await page.getByRole("button", { name: t.invest }).count();
  expect(cardCount).toBeGreaterThan(0);
  // A real visitor stays until the saved copy holds the cards (it waits a second for the cache to settle).
  const cardsSaved = await savedWith(page, investor.id, [["investment-cards", lang]]);
  await page.goto("/dashboard");
  await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
  // The service worker serves the app shell offline: wait until it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const beforeReload = await savedWith(page, investor.id, [["investment-cards", lang]], cardsSaved - 1);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
  // Let the saved copy settle: one written since the reload began, with the figures and the cards.
  await savedWith(
    page,
    investor.id,
    [
      ["auth", "user"],
      ["user", "dashboard"],
      ["investment-cards", lang],
    ],
    beforeReload,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(t.offlineSince)).toBeVisible();
  await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
  await expect(page.getByRole("button", { name: t.deposit })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: t.withdraw })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText(t.offlineActions).first()).toBeVisible();
  // A press on a disabled money action opens nothing.
  await page.getByRole("button", { name: t.deposit }).click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `test-results/screens/${lang}-offline-dashboard.png` });
  await snap(page, `${lang}-offline-dashboard-full`);

  // Refresh says so instead of nothing.
  await page.getByRole("button", { name: t.refresh }).click();
  await expect(page.getByText(t.youAreOffline)).toBeVisible();
  await page.screenshot({ path: `test-results/screens/${lang}-offline-refresh.png` });

  // /projects shows the cached cards, with Invest Now disabled.
  await projectsLink(page, lang).click();
  await expect(page.getByRole("heading", { name: t.projects })).toBeVisible();
  await expect(page.getByRole("button", { name: t.invest })).toHaveCount(cardCount);
  for (const button of await page.getByRole("button", { name: t.invest }).all()) await expect(button).toBeDisabled();
  await expect(page.getByText(t.offlineSince)).toBeVisible();

  // A reload of /projects offline too.
  await page.reload();
  await expect(page.getByRole("button", { name: t.invest })).toHaveCount(cardCount);
  await expect(page.getByRole("heading", { name: WORDS[lang].welcome })).toHaveCount(0);

  // Meanwhile an admin credits the investor; back online the figures refresh by themselves.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await setPrincipal(investor, "20000", "35000");
  await context.setOffline(false);
  await expect(page.getByText(t.offlineSince)).toHaveCount(0);
  await expect(principalCard(page, lang)).toContainText(/35[\s\u00a0\u202f.,]?000/);
  await expect(page.getByRole("button", { name: t.deposit })).not.toHaveAttribute("aria-disabled", "true");
});
