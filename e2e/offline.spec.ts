/**
 * Offline and flaky networks (docs/product-rules.md#offline), at 360 px: a signed-in
 * investor who loses the network keeps their last figures on a reload, with the offline
 * notice and the money actions disabled; Refresh says they are offline; the cards of
 * /projects stay; back online the figures refresh (an admin changed the balance
 * meanwhile). A lazy chunk that fails to load reloads the page once into a working
 * state when a deploy replaced it, and only says so on a flaky network. Screenshots of the offline dashboard in French go to
 * test-results/screens/.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, BASE, LANGS, PASSWORD, WORDS, adjustUser, apiRegister, chooseLanguage, snap, type Lang } from "./support";

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

/** Signs in through the login form and waits for the dashboard. */
async function signIn(page: Page, lang: Lang, phone: string) {
  const w = WORDS[lang];
  await page.goto("/login");
  await chooseLanguage(page, lang);
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.phone).fill(phone);
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: w.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sets the investor's principal balance as admins would (an adjustment with a reason, approved by a second admin). */
async function setPrincipal(request: APIRequestContext, investor: { id: number; phone: string }, from: string, to: string) {
  expect((await request.post("/api/admin/login", { headers: { Origin: BASE }, data: ADMIN })).status()).toBe(200);
  await adjustUser(request, investor.id, {
    fullName: "Offline investor",
    phone: investor.phone,
    mobileMoneyService: "MTN Mobile Money",
    principalBalance: to,
    expectedPrincipalBalance: from,
    isActive: true,
    reason: "Offline journey credit",
  });
}

/** The principal balance card's text. */
const principalCard = (page: Page, lang: Lang) =>
  page.locator("section.card").filter({ has: page.getByRole("heading", { name: T[lang].principal, exact: true }) });

/** The first visible link to /projects (the footer's, on a phone). */
const projectsLink = (page: Page, lang: Lang) =>
  page.getByRole("link", { name: T[lang].projectsLink, exact: true }).filter({ visible: true }).first();

for (const lang of LANGS) {
  test(`offline, the dashboard keeps the last figures and back online they refresh (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const t = T[lang];
    const investor = await apiRegister(request, "Offline investor");
    await setPrincipal(request, investor, "0", "20000");
    await signIn(page, lang, investor.phone);
    await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
    // The cards are fetched once online, so /projects has them offline.
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: t.projects })).toBeVisible();
    const cardCount = await page.getByRole("button", { name: t.invest }).count();
    expect(cardCount).toBeGreaterThan(0);
    // A real visitor stays longer than the second the saved copy waits for the cache to settle.
    await page.waitForTimeout(1500);
    await page.goto("/dashboard");
    await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
    // The service worker serves the app shell offline: wait until it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
    // Let the saved copy settle (it is written a second after the cache changes).
    await page.waitForTimeout(1500);

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
    await setPrincipal(request, investor, "20000", "35000");
    await context.setOffline(false);
    await expect(page.getByText(t.offlineSince)).toHaveCount(0);
    await expect(principalCard(page, lang)).toContainText(/35[\s\u00a0\u202f.,]?000/);
    await expect(page.getByRole("button", { name: t.deposit })).not.toHaveAttribute("aria-disabled", "true");
  });
}

test("a signed-in visitor of /login goes to the dashboard", async ({ page, request }) => {
  const investor = await apiRegister(request, "Returning investor");
  await signIn(page, "en", investor.phone);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: WORDS.en.dashboard })).toBeVisible();
});

test("a route chunk that fails to load reloads the page once into a working state", async ({ browser, request }) => {
  // No service worker here: it would answer the chunk from its cache, past page.route.
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const investor = await apiRegister(request, "Chunk investor");
  await signIn(page, "en", investor.phone);

  // The printable statement's code (a screen of its own chunk; the main signed-in screens
  // share one, loaded with the dashboard): its first download fails, as after a deploy.
  let aborted = 0;
  await page.route(/\/assets\/statement-[^/]*\.js$/, async (route) => {
    if (aborted === 0) {
      aborted += 1;
      await route.abort("failed");
    } else await route.continue();
  });
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  await page.getByRole("link", { name: "Printable statement" }).click();
  await expect(page.getByRole("heading", { name: "Statement of account" })).toBeVisible();
  expect(aborted).toBe(1);
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/statement$/);
  await context.close();
});

/** Serves the version check as if the server ran another build (its page loads another entry script). */
async function newVersionDeployed(page: Page) {
  await page.route(/\/\?version-check=/, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/\/assets\/index-[^"]+\.js/g, "/assets/index-NEWBUILD.js");
    await route.fulfill({ response: res, body: html });
  });
}

for (const deployed of [true, false]) {
  test(`a dialog chunk that fails to load ${deployed ? "after a deploy reloads once into the new version" : "on a flaky network says so and the next press works"}`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const investor = await apiRegister(request, "Dialog chunk investor");
    await signIn(page, "en", investor.phone);
    let requests = 0;
    await page.route(/\/assets\/deposit-dialog-[^/]*\.js$/, async (route) => {
      requests += 1;
      if (requests === 1) await route.abort("failed");
      else await route.continue();
    });
    if (deployed) await newVersionDeployed(page);
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    const deposit = page.getByRole("button", { name: T.en.deposit });
    await deposit.click();
    if (deployed) {
      await expect.poll(() => loads).toBe(1);
      await expect(page).toHaveURL(/\/dashboard$/);
    } else {
      await expect(page.getByText(T.en.youAreOffline)).toBeVisible();
      await page.waitForTimeout(1000);
      expect(loads).toBe(0);
    }
    await deposit.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(requests).toBeGreaterThanOrEqual(2);
    await context.close();
  });
}

const DIALOG = {
  en: { amount: "Amount (XAF)", continue: "Continue" },
  fr: { amount: "Montant (XAF)", continue: "Continuer" },
} as const;

/** True when two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test("a toast in an open dialog covers neither its buttons nor the field it is about (fr, 360 px)", async ({ page, request }) => {
  const t = T.fr;
  const investor = await apiRegister(request, "Toast investor");
  await setPrincipal(request, investor, "0", "5000");
  await signIn(page, "fr", investor.phone);
  await page.getByRole("button", { name: t.withdraw }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(DIALOG.fr.amount).fill("9000");
  const submit = dialog.getByRole("button", { name: DIALOG.fr.continue });
  await submit.click();
  // More than the balance, or outside processing hours: either way a toast in the dialog.
  const toast = dialog.getByRole("alert");
  await expect(toast).toBeVisible();
  await expect(page.locator(".toaster").filter({ has: page.getByRole("alert") })).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/fr-toast-in-dialog.png" });
  // Scrolled to its end too (where a toast pinned to the screen's bottom would sit), the
  // toast covers none of the dialog's buttons, fields or text.
  for (const scroll of ["top", "bottom"] as const) {
    await dialog.evaluate((d, to) => {
      d.scrollTop = to === "top" ? 0 : d.scrollHeight;
    }, scroll);
    const toastBox = (await toast.boundingBox()) as Box;
    const targets = dialog.locator(".modal__panel").locator("button, input, select, p, label");
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      if (box && box.height > 0) expect(overlap(toastBox, box), `${scroll}: ${await target.textContent()}`).toBe(false);
    }
  }
  await dialog.evaluate((d) => {
    d.scrollTop = d.scrollHeight;
  });
  await page.screenshot({ path: "test-results/screens/fr-toast-in-dialog-end.png" });
  const toastBox = (await toast.boundingBox()) as Box;
  // The toast is on screen, not below the fold.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(780);
});
