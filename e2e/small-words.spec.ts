/**
 * Issue 34, item 10, the small words a reader meets at 360 px: the Login button says it is
 * working ("Logging in…", "Connexion en cours…") while the sign-in is on its way, and the
 * public "days the reserve covers" figure is grouped and carries its unit ("18,744 days",
 * "18 744 jours"), in en and fr.
 */
import { expect, test } from "./test";
import { LANGS, WORDS, holdRequests, phonePage, newPhone, PASSWORD } from "./support";

const BUSY = { en: "Logging in…", fr: "Connexion en cours…" } as const;
const DAYS = {
  en: "Days of current returns the reserve covers",
  fr: "Jours de rendements actuels couverts par la réserve",
} as const;
const DAYS_FIGURE = {
  en: /^(\d{1,3}(,\d{3})*[\u202f\u00a0 ]days?|No returns due)$/,
  fr: /^(\d{1,3}([\u202f\u00a0 ]\d{3})*[\u202f\u00a0 ]jours?|Aucun rendement dû)$/,
} as const;

for (const lang of LANGS) {
  test(`the Login button says it is working, and the reserve's days read as a number of days (${lang})`, async ({ browser }) => {
    const w = WORDS[lang];
    const page = await phonePage(browser, lang);
    const release = await holdRequests(page, /\/api\/auth\/login$/);
    await page.goto("/login");
    const form = page.getByRole("tabpanel");
    await form.getByLabel(w.phone).fill(newPhone());
    await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: w.login, exact: true }).click();
    await expect(form.getByRole("button", { name: BUSY[lang] })).toBeVisible();
    release();

    await page.goto("/terms");
    const figure = page.locator("dt", { hasText: DAYS[lang] }).locator("xpath=following-sibling::dd");
    await expect(figure).toHaveText(DAYS_FIGURE[lang]);
  });
}
