/**
 * A first visit of a signed-in screen (issue 22; docs/decisions/0039-first-screen-from-the-worker.md):
 * the Worker sends the screen rendered with the investor's own figures, in their language,
 * so it shows before any script has run; the app then takes it over without reading it
 * again and without moving it, and its buttons work from then on.
 */
import { expect, test } from "./test";
import { BASE, LANGS, WORDS, appTookOver, holdAppScripts, newInvestor, setPrincipal, snap, startIn } from "./support";
import { expectNoAxeViolations } from "./axe";

test.use({ viewport: { width: 360, height: 780 } });

const T = {
  en: { principal: "Principal balance", deposit: "Make Deposit" },
  fr: { principal: "Solde principal", deposit: "Faire un dépôt" },
} as const;

for (const lang of LANGS) {
  test(`a first visit to /dashboard shows the investor's figures before any script runs (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    await startIn(context, lang);
    const page = await context.newPage();
    const investor = await newInvestor(page, lang, "First Screen Reader");
    await setPrincipal(investor, "0", "20000");

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: WORDS[lang].dashboard, level: 1 })).toBeVisible();
    const principal = page
      .locator("section.card")
      .filter({ has: page.getByRole("heading", { name: T[lang].principal, exact: true }) });
    await expect(principal).toContainText(/20[\s\u00a0\u202f.,]?000/);
    // Until the app is up, nothing on the screen pretends to answer.
    await expect(page.locator("#root")).toHaveAttribute("inert", "");
    await snap(page, `first-screen-dashboard-before-script-${lang}`);
    await context.close();
  });
}

test("the app takes the rendered dashboard over without reading it again or moving it, and its buttons then work", async ({
  page,
}) => {
  await newInvestor(page, "en", "Taken Over");
  // The app's code held back, as on a slow link: the first frame is the Worker's screen alone.
  const release = await holdAppScripts(page);
  const reads: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path === "/api/auth/user" || path === "/api/user/dashboard") reads.push(path);
  });

  await page.goto("/dashboard");
  const heading = page.getByRole("heading", { name: WORDS.en.dashboard, level: 1 });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();

  release();
  await appTookOver(page);
  const deposit = page.getByRole("button", { name: T.en.deposit });
  expect(await heading.boundingBox()).toEqual(before);
  await deposit.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  // The page carried the session's user and the dashboard: the app read neither again.
  expect(reads).toEqual([]);
  await expectNoAxeViolations(page, "/dashboard after the app took the Worker's screen over");
});
