/**
 * The printable statement at 360 px, in fr (docs/product-rules.md#statements, STM-2):
 * an investor with 101 movements sees the newest 100 and a "Load more" button; the button
 * brings the last one and goes away. The movements are admin adjustments made through
 * the API (set-up, not under test).
 */
import { type APIRequestContext, request as newRequest } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, adjustUser, apiRegister, ownerApi, snap, type Lang } from "./support";

const TEXT = {
  en: { loadMore: "Load more", older: "Older movements are not shown yet." },
  fr: { loadMore: "Afficher plus", older: "Les mouvements plus anciens ne sont pas encore affichés." },
} as const;

/** The investor the journey reads: made once per file (101 adjustments are most of its time). */
let investorApi: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  investorApi = await newRequest.newContext({ baseURL: BASE });
  const investor = await apiRegister(investorApi, "Statement reader");
  const owner = await ownerApi();
  for (let n = 1; n <= 101; n++) {
    await adjustUser(owner, investor.id, {
      fullName: "Statement reader",
      phone: investor.phone,
      mobileMoneyService: "MTN Mobile Money",
      isActive: true,
      principalBalance: String(n * 100),
      expectedPrincipalBalance: String((n - 1) * 100),
      reason: `Cash received at the office, ${n}`,
    });
  }
});

test.afterAll(async () => {
  await investorApi?.dispose();
});

// This journey runs once, in French; the other journeys and the axe scans cover English.
const lang: Lang = "fr";

test(`the statement shows 100 movements and loads the older ones on demand (${lang})`, async ({ browser }) => {
  // Signed in as the file's investor: the session registering made (no sign-in under test here).
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    storageState: await investorApi.storageState(),
  });
  await context.addInitScript(
    (l) => localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: l }, version: 0 })),
    lang,
  );
  const page = await context.newPage();
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
