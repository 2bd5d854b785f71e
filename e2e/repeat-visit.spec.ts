/**
 * A repeat visit to a signed-in screen (issue 22), at 360 px, in en and fr, served by the
 * service worker: the dashboard paints at once, before any script, from the screen and the
 * figures the phone saved last time (pwa/public/screen-snapshot-sw.js), marked as refreshing, and
 * then shows the fresh ones (an admin changed the balance meanwhile). The answers are held
 * back, as on a slow network, so the first frame is the saved copy however fast the
 * machine. Screenshots of that first frame go to test-results/screens/ (E2E_SNAPS=1).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { LANGS, WORDS, holdRequests, newInvestor, setPrincipal, snap, type Lang } from "./support";
import { savedWith, screenKept } from "./saved-copy";

test.use({ viewport: { width: 360, height: 780 } });

const T = {
  en: { principal: "Principal balance", refreshing: "Figures from your last visit. Refreshing..." },
  fr: { principal: "Solde principal", refreshing: "Chiffres de votre dernière visite. Actualisation..." },
} as const;

const principalCard = (page: Page, lang: Lang) =>
  page.locator("section.card").filter({ has: page.getByRole("heading", { name: T[lang].principal, exact: true }) });

/** Holds the session check and the dashboard's read until the returned function is called. */
const holdFreshFigures = (page: Page) => holdRequests(page, /\/api\/(auth\/user|user\/dashboard)$/);

for (const lang of LANGS) {
  test.describe(() => {
    // A repeat visit is the service worker's: without it, the Worker renders the fresh figures.
    test.use({ serviceWorkers: "allow" });

    test(`a repeat visit to /dashboard shows the saved figures at once, then the fresh ones (${lang})`, async ({ page }) => {
      const investor = await newInvestor(page, lang, "Returning investor");
      await setPrincipal(investor, "0", "20000");
      await page.goto("/dashboard");
      await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
      await expect(page.getByText(T[lang].refreshing)).toHaveCount(0);
      // A real visitor stays until the phone has saved the figures and installed the app.
      await savedWith(page, investor.id, [
        ["auth", "user"],
        ["user", "dashboard"],
      ]);
      await screenKept(page, "/dashboard");
      await page.evaluate(() => navigator.serviceWorker.ready);

      await setPrincipal(investor, "20000", "35000");
      const release = await holdFreshFigures(page);
      // What the page shows once parsed, before any of its scripts runs (readyState turns
      // "interactive" before deferred and module scripts).
      await page.addInitScript(() => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState !== "interactive") return;
          const root = document.getElementById("root");
          (window as unknown as { beforeScripts: unknown }).beforeScripts = {
            inert: root?.hasAttribute("inert"),
            text: root?.textContent ?? "",
          };
        });
      });
      await page.reload();
      // The service worker's page is the last screen the app kept, the saved figures on it,
      // inert until the app has its own screen there.
      const beforeScripts = (await page.evaluate(() => (window as unknown as { beforeScripts: unknown }).beforeScripts)) as {
        inert: boolean;
        text: string;
      };
      expect(beforeScripts.inert).toBe(true);
      expect(beforeScripts.text).toContain(WORDS[lang].dashboard);
      expect(beforeScripts.text).toMatch(/20[\s\u00a0\u202f.,]?000/);
      // The saved figures, before any answer: marked as refreshing, never as offline.
      await expect(page.getByRole("heading", { name: WORDS[lang].dashboard, level: 1 })).toBeVisible();
      await expect(principalCard(page, lang)).toContainText(/20[\s\u00a0\u202f.,]?000/);
      await expect(page.getByRole("status").filter({ hasText: T[lang].refreshing })).toBeVisible();
      await expect(page.getByText(/Offline: figures from|Hors ligne\s: chiffres du/)).toHaveCount(0);
      await snap(page, `repeat-visit-dashboard-first-frame-${lang}`);
      const heading = page.getByRole("heading", { name: WORDS[lang].dashboard, level: 1 });
      const topWhileRefreshing = (await heading.boundingBox())?.y;

      release();
      await expect(principalCard(page, lang)).toContainText(/35[\s\u00a0\u202f.,]?000/);
      await expect(page.getByText(T[lang].refreshing)).toHaveCount(0);
      // The notice went without moving the screen under the reader's finger (no layout shift).
      expect((await heading.boundingBox())?.y).toBe(topWhileRefreshing);

      // Logging out takes the kept screens with the saved copy.
      await page.getByRole("button", { name: WORDS[lang].openMenu }).click();
      await page.getByRole("dialog").getByRole("button", { name: WORDS[lang].logout }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => caches.has("lionart-screens"))).toBe(false);
    });
  });
}

test.describe("with the service worker installed", () => {
  test.use({ serviceWorkers: "allow" });

  test("a repeat visit to /dashboard starts its read before the app's code runs, and reads it once", async ({ page }) => {
    await newInvestor(page, "en", "Early reader");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: WORDS.en.dashboard, level: 1 })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole("heading", { name: WORDS.en.dashboard, level: 1 })).toBeVisible();
    // Served by the service worker: no Link headers; pwa/public/early-reads.js started the read.
    const timing = await page.evaluate(() => ({
      reads: performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname === "/api/user/dashboard")
        .map((e) => e.startTime),
      appStart: performance.getEntriesByName("lionart:app-start")[0]?.startTime ?? null,
    }));
    expect(timing.reads).toHaveLength(1);
    expect(timing.appStart).not.toBeNull();
    expect(timing.reads[0]).toBeLessThan(timing.appStart!);
  });
});
