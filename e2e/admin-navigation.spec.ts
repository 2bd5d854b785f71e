/**
 * Issue 7 item 6, in fr: every admin tab, sub-tab and filter is a URL under /admin. A signed-out
 * visitor to a deep link signs in and lands on it; a reload keeps the open tab, sub-tab
 * and filter; Back returns to the previous tab; the tabs work from the keyboard alone.
 */
import { expect, test } from "./test";
import { ADMIN, WORDS, apiRegister, chooseAdminLanguage, snap, type Lang } from "./support";

const NAV = {
  en: { deposits: /^Deposit verifications/, reserve: "Reserve", ledger: "Ledger", approved: /^Approved/, search: "Search" },
  fr: {
    deposits: /^Vérifications de dépôt/,
    reserve: "Réserve",
    ledger: "Grand livre",
    approved: /^Approuvés?/,
    search: "Rechercher",
  },
} as const;

// This journey runs once, in French; the other journeys and the axe scans cover English.
const lang: Lang = "fr";

test(`admin tabs, sub-tabs and filters survive a reload and Back (${lang})`, async ({ page, request }) => {
  const w = WORDS[lang];
  const n = NAV[lang];
  const investor = await apiRegister(request, `Navigated ${lang}`);

  // A deep link while signed out goes to the login page, then back to the link.
  await page.goto("/admin/deposits?status=approved");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await chooseAdminLanguage(page, lang);
  await page.getByLabel(w.username).fill(ADMIN.username);
  await page.getByLabel(w.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: w.adminLogin }).click();
  await expect(page).toHaveURL(/\/admin\/deposits\?status=approved$/);
  await expect(page.getByRole("tab", { name: n.deposits })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: n.approved })).toHaveAttribute("aria-selected", "true");

  // The reload keeps the tab and the sub-tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: n.approved })).toHaveAttribute("aria-selected", "true");

  // Tabs are links: Back returns to the previous one.
  await page.getByRole("tab", { name: n.reserve }).click();
  await expect(page).toHaveURL(/\/admin\/reserve$/);
  // The reserve screen has its figures before the next tab is pressed, as a reader sees it.
  await expect(page.getByText(/^(Loading|Chargement)/)).toHaveCount(0);
  await expect(page.getByRole("tab", { name: n.reserve })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: n.ledger }).click();
  await expect(page).toHaveURL(/\/admin\/ledger$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/reserve$/);
  await expect(page.getByRole("tab", { name: n.reserve })).toHaveAttribute("aria-selected", "true");

  // The Users filter lives in ?q= and survives a reload.
  await page.goto(`/admin/users?q=${encodeURIComponent(`Navigated ${lang}`)}`);
  await expect(page.getByRole("searchbox", { name: n.search, exact: true })).toHaveValue(`Navigated ${lang}`);
  await expect(page.locator("tr").filter({ hasText: `Navigated ${lang}` })).toHaveCount(1);
  await page.reload();
  await expect(page.locator("tr").filter({ hasText: `Navigated ${lang}` })).toHaveCount(1);

  // The user's name links to their page.
  await page.getByRole("link", { name: `Navigated ${lang}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${investor.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Navigated ${lang}` })).toBeVisible();
  await snap(page, `${lang}-admin-nav-01-user-page`);

  // Keyboard alone: focus the open tab, move with the arrows, open with Enter.
  await page.goto("/admin/users");
  await page.getByRole("tab", { name: w.users, exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/deposits$/);
  await expect(page.getByRole("tab", { name: n.deposits })).toBeFocused();
});
