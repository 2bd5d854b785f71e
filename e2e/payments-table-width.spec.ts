/**
 * Issue 34 item 14, at 1366 px in en and fr: the Payments tab's table fits the page (no
 * horizontal scroll of the page, none inside the table's frame), with a long name and a
 * payment in it; French one-line headers ('Référence de l'opérateur') made it too wide and
 * cut 'Dépôt' inside the word.
 */
import { type APIRequestContext, request as requests } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, apiRegister, ownerApi, ownerPage, snap } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const CHANNELS = (c: "manual" | "automatic") => ({ deposits: { MTN: c, Orange: c }, payouts: { MTN: c, Orange: c } });
let owner: APIRequestContext;

test.beforeAll(async () => {
  owner = await ownerApi();
  const set = await owner.put("/api/admin/payment-channels", { headers: { Origin: BASE }, data: CHANNELS("automatic") });
  expect(set.status(), await set.text()).toBe(200);
  const request = await requests.newContext({ baseURL: BASE });
  try {
    const investor = await apiRegister(request, "Marie-Françoise Ngo Bassogog Mbarga");
    // A new investor is tier 0: at most 100,000 XAF of deposits a day (docs/product-rules.md#limits-by-tier, KYC-5).
    const res = await request.post("/api/payments/deposits", {
      headers: { Origin: BASE },
      data: { amount: 95_000, paymentMethod: "Orange", phone: investor.phone },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    // The other journeys start from the manual channels.
    await owner.put("/api/admin/payment-channels", { headers: { Origin: BASE }, data: CHANNELS("manual") });
    await request.dispose();
  }
});

for (const lang of ["fr", "en"] as const) {
  test(`the payments table fits 1366 px without a horizontal scroll (${lang})`, async ({ browser }) => {
    const page = await ownerPage(browser, lang);
    await page.goto("/admin/payments");
    await expect(page.locator(".payments-table tbody tr").first()).toBeVisible();
    await snap(page, `${lang}-payments-table-1366`);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    // Nor does the table scroll inside its frame: every column, Provider included, is in view.
    const frame = page.locator(".table-wrap").filter({ has: page.locator(".payments-table") });
    const { inner, outer } = await frame.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth }));
    expect(inner).toBeLessThanOrEqual(outer);
    // A word is never cut inside: 'Dépôt' stays on one line.
    const direction = page.locator(".payments-table tbody tr").first().locator("td").nth(1);
    const lines = await direction.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
}
