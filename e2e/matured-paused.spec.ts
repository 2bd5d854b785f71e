/**
 * After maturity an investor sees how many days of the term were paused and why
 * (docs/product-rules.md#returns-paused, RET-5; issue 34 item 7), at 360 px in en and fr.
 * Staff give a card a two-day term; an investor puts their whole principal into it, so every
 * day of the term is paused (principal under 1,000 XAF after a first investment); the daily
 * run two days on matures it; the dashboard's investment history says "2 days paused" with
 * the reason. The card is put back as it was right after the purchase, so the journeys after
 * this one on the same server find it unchanged. Screenshots: test-results/screens/<lang>-matured-paused.
 */
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./test";
import { BASE, LANGS, approveAsChecker, appTookOver, newInvestor, ownerApi, setPrincipal, snap } from "./support";

const DAY_MS = 86_400_000;
/** A demo card no other journey edits, given a two-day term for the purchase, then put back. */
const CARD_ID = 4;
const AMOUNT = 2_000;
const DAILY = 10;
const TEXTS = ["name", "description", "howReturnsAreEarned", "nameFr", "descriptionFr", "howReturnsAreEarnedFr", "imageUrl"];

const TEXT = {
  en: { history: "Investment history", inactive: "Inactive", paused: "2 days paused: your principal balance was under" },
  fr: {
    history: "Historique des investissements",
    inactive: "Inactif",
    paused: "2 jours en pause : votre solde principal était inférieur à",
  },
};

for (const lang of LANGS) {
  test(`a matured investment says which days were paused and why (${lang})`, async ({ page }) => {
    const api = await ownerApi();
    const headers = { Origin: BASE };
    const cards = (await (await api.get("/api/admin/investment-cards")).json()) as Record<string, unknown>[];
    const original = cards.find((c) => c.id === CARD_ID)!;
    const name = String(lang === "fr" ? original.nameFr : original.name);
    const put = (over: Record<string, unknown>) =>
      api.put(`/api/admin/investment-cards/${CARD_ID}`, {
        headers,
        data: {
          ...Object.fromEntries(TEXTS.map((k) => [k, original[k]])),
          // The admin view gives amounts as decimal strings; the edit takes whole XAF.
          investmentAmount: Number.parseInt(String(original.investmentAmount), 10),
          dailyReturn: Number.parseInt(String(original.dailyReturn), 10),
          durationDays: original.durationDays,
          isActive: original.isActive,
          ...over,
        },
      });
    // The reserve must fund the card's whole target return before it is sold (RES-4).
    const funding = await api.post("/api/admin/reserve", {
      headers,
      data: { amount: 2 * DAILY, note: `Matured journey ${lang}`, requestId: crypto.randomUUID() },
    });
    expect(funding.status(), await funding.text()).toBe(202);
    await approveAsChecker(((await funding.json()) as { approvalId: number }).approvalId);

    const investor = await newInvestor(page, lang, `Paused days ${lang}`);
    await setPrincipal(investor, "0", String(AMOUNT));
    const shortened = await put({ investmentAmount: AMOUNT, dailyReturn: DAILY, durationDays: 2 });
    expect(shortened.status(), await shortened.text()).toBe(200);
    try {
      const bought = await page.request.post("/api/investments", { headers, data: { cardId: CARD_ID, acceptRisk: true } });
      expect(bought.status(), await bought.text()).toBe(201);
    } finally {
      const restored = await put({});
      expect(restored.status(), await restored.text()).toBe(200);
    }

    const run = await page.request.get(`/__scheduled?cron=5+23+*+*+*&time=${Date.now() + 2 * DAY_MS}`);
    expect(run.status(), await run.text()).toBe(200);

    await page.goto("/dashboard");
    await appTookOver(page);
    const history = page.getByRole("region", { name: TEXT[lang].history });
    const line = history.getByRole("listitem").filter({ hasText: name });
    await line.scrollIntoViewIfNeeded();
    await expect(line.getByText(TEXT[lang].inactive, { exact: true })).toBeVisible();
    await expect(line.getByTestId("paused-days")).toContainText(TEXT[lang].paused);
    await expectNoAxeViolations(page, `dashboard with a matured investment (${lang})`);
    await snap(page, `${lang}-matured-paused`);
  });
}
