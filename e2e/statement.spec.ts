/**
 * The printable statement at 360 px, in en and fr (docs/product-rules.md#statements, STM-2):
 * an investor with 101 movements sees the newest 100 and a "Load more" button; the button
 * brings the last one and goes away. The movements are admin adjustments made through
 * the API (set-up, not under test).
 */
import { expect, test } from "@playwright/test";
import { ADMIN, BASE, LANGS, PASSWORD, adjustUser, apiRegister, snap } from "./support";

const TEXT = {
  en: { loadMore: "Load more", older: "Older movements are not shown yet." },
  fr: { loadMore: "Afficher plus", older: "Les mouvements plus anciens ne sont pas encore affichés." },
} as const;

for (const lang of LANGS) {
  test(`the statement shows 100 movements and loads the older ones on demand (${lang})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const investor = await apiRegister(request, `Statement ${lang}`);
    const headers = { Origin: BASE };
    expect((await request.post("/api/admin/login", { headers, data: ADMIN })).status()).toBe(200);
    for (let n = 1; n <= 101; n++) {
      await adjustUser(request, investor.id, {
        fullName: `Statement ${lang}`,
        phone: investor.phone,
        mobileMoneyService: "MTN Mobile Money",
        isActive: true,
        principalBalance: String(n * 100),
        expectedPrincipalBalance: String((n - 1) * 100),
        reason: `Cash received at the office, ${n}`,
      });
    }

    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 360, height: 780 }, isMobile: true });
    await context.addInitScript(
      (l) => localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: l }, version: 0 })),
      lang,
    );
    const page = await context.newPage();
    expect(
      (await page.request.post("/api/auth/login", { headers, data: { phone: investor.phone, password: PASSWORD } })).status(),
    ).toBe(200);
    await page.goto("/statement");
    const rows = page.locator(".statement__account .list-view > li");
    await expect(rows).toHaveCount(100);
    // Newest first: the last adjustment opens the list.
    await expect(rows.first().locator(".list__detail")).toHaveText(/office, 101$/);
    await expect(page.getByText(TEXT[lang].older)).toBeVisible();
    await snap(page, `${lang}-statement-01-first-page`);
    await page.getByRole("button", { name: TEXT[lang].loadMore }).click();
    await expect(rows).toHaveCount(101);
    await expect(rows.last().locator(".list__detail")).toHaveText(/office, 1$/);
    await expect(page.getByRole("button", { name: TEXT[lang].loadMore })).toHaveCount(0);
    await context.close();
  });
}
