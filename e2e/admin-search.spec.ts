/**
 * Issue 6, "Where is each franc? (operator)", at desktop width (1366 px): the
 * admin finds an investor with the header's global search (by name, and by a lower-case,
 * spaced copy of a mobile-money transaction id) and opens their page, which shows their
 * ledger entries with running balances and their deposit verifications
 * (docs/product-rules.md#operator-views). Each test runs once; they take en, fr and en in turn.
 */
import { expect, test } from "./test";
import { BASE, apiRegister, ownerPage, snap, type Lang } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const TEXT = {
  en: {
    searchBox: "Search users, deposits and withdrawals",
    ledger: "Ledger entries, newest first, with the balance of the account after each",
    deposits: "Deposit verifications of this user, newest first",
    approved: "Approved",
    pending: "Pending",
    audit: "Admin actions about this user and their requests, newest first",
    approveAction: "Approved a deposit",
    amount: "Amount:",
    filter: "Search",
  },
  fr: {
    searchBox: "Rechercher utilisateurs, dépôts et retraits",
    ledger: "Écritures du grand livre, les plus récentes d’abord, avec le solde du compte après chacune",
    deposits: "Vérifications de dépôt de cet utilisateur, les plus récentes d’abord",
    approved: "Approuvé",
    pending: "En attente",
    audit: "Actions des administrateurs sur cet utilisateur et ses demandes, les plus récentes d’abord",
    approveAction: "A approuvé un dépôt",
    amount: "Montant :",
    filter: "Rechercher",
  },
} as const;

/** 15000 as any locale writes it: "15,000", "15 000" (narrow or no-break space). */
const xaf = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[\\s,.\u202f\u00a0]?"));

test("the admin finds an investor with the global search and sees their entries (en)", async ({ browser, request }) => {
  // Runs once, in en: this file's tests take en and fr in turn, so it covers both.
  const lang: Lang = "en";
  const t = TEXT[lang];
  const stamp = Date.now();
  const name = `Ngo Search ${lang}${stamp % 100_000}`;
  const investor = await apiRegister(request, name);
  const submit = async (transactionId: string, amount: number) => {
    const res = await request.post("/api/deposit-verification", {
      headers: { Origin: BASE },
      data: { depositName: name, userName: "670000000", amount, paymentMethod: "MTN", transactionId },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const approvedTx = `MPSRCH${stamp}A${lang.toUpperCase()}`;
  const pendingTx = `MPSRCH${stamp}P${lang.toUpperCase()}`;
  const approvedId = await submit(approvedTx, 15_000);
  await submit(pendingTx, 4_000);

  const page = await ownerPage(browser, lang);
  await page.goto("/admin/users");
  const approve = await page.request.patch(`/api/admin/deposit-verifications/${approvedId}`, {
    headers: { Origin: BASE },
    data: { status: "approved" },
  });
  expect(approve.status()).toBe(200);

  // By name, typed in lower case: the results page lists the user, who links to their page.
  const box = page.getByRole("searchbox", { name: t.searchBox });
  await box.fill(name.toLowerCase());
  await box.press("Enter");
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
  await snap(page, `${lang}-admin-search-01-by-name`);

  // By the transaction id as someone might copy it: lower case, with spaces.
  const spaced = approvedTx.toLowerCase().replace(/(.{4})/g, "$1 ");
  await box.fill(spaced);
  await box.press("Enter");
  const txLink = page.getByRole("link", { name: new RegExp(name) }).first();
  await expect(page.getByText(approvedTx)).toBeVisible();
  await txLink.click();

  // The user's page: the approved deposit in the ledger with its running balance, and both verifications.
  await expect(page).toHaveURL(new RegExp(`/admin/users/${investor.id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const ledger = page.getByRole("grid", { name: t.ledger });
  await expect(ledger.getByRole("row").filter({ hasText: "deposit" }).first()).toContainText(xaf(15_000));
  const deposits = page.getByRole("grid", { name: t.deposits });
  await expect(deposits.getByRole("row").filter({ hasText: approvedTx })).toContainText(t.approved);
  await expect(deposits.getByRole("row").filter({ hasText: pendingTx })).toContainText(t.pending);
  // The audit entry reads as words in the admin's language, not JSON.
  const approval = page.getByRole("grid", { name: t.audit }).getByRole("row").filter({ hasText: t.approveAction });
  await expect(approval).toContainText(t.amount);
  await expect(approval).toContainText(xaf(15_000));
  await expect(approval).not.toContainText("{");
  await snap(page, `${lang}-admin-search-02-user-page`);

  // Back returns to the results.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
});

test("a long search with quotes finds the investor in the list filter and the global search (fr)", async ({
  browser,
  request,
}) => {
  // Runs once, in fr: this file's tests take en and fr in turn, so it covers both.
  const lang: Lang = "fr";
  const t = TEXT[lang];
  // Over 60 characters with quotes: past the 48 a LIKE pattern allowed; the search index takes
  // any text (docs/product-rules.md#admin-lists, LST-6).
  const name = `Ngo "Biyong" Marie-Claire Ebanda Atangana Essomba Ndzana ${Date.now() % 100_000_000}`;
  expect(name.length).toBeGreaterThan(60);
  const investor = await apiRegister(request, name);
  const page = await ownerPage(browser, lang);
  await page.goto("/admin/users");

  // The users tab's filter, by the whole name typed in lower case.
  await page.getByRole("searchbox", { name: t.filter, exact: true }).fill(name.toLowerCase());
  const userLink = page.getByRole("link", { name }).first();
  await expect(userLink).toBeVisible();
  await expect(userLink).toHaveAttribute("href", new RegExp(`/admin/users/${investor.id}$`));
  await snap(page, `${lang}-admin-search-03-filter-long`);

  // The header's global search, by a middle part with its quotes.
  const box = page.getByRole("searchbox", { name: t.searchBox });
  await box.fill(name.slice(name.indexOf('"')));
  await box.press("Enter");
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
  await expect(page.getByRole("link", { name }).first()).toHaveAttribute("href", new RegExp(`/admin/users/${investor.id}$`));
  await snap(page, `${lang}-admin-search-04-global-long`);
});

const COUNTS = {
  en: {
    users: "Users (23)",
    showing: "Showing 20 of 23 results.",
    seeAll: "See all 23 users matching",
    listed: "23 users match",
  },
  fr: {
    users: "Utilisateurs (23)",
    showing: "20 affichés sur 23 résultats.",
    seeAll: "Voir les 23 utilisateurs correspondant à",
    listed: "23 utilisateurs correspondent",
  },
} as const;

/** One family name of 23 investors, read by the counting journey: registered once per file (23 password hashes). */
let family = "";

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: BASE });
  family = `Counted${Date.now() % 1_000_000}`;
  // 23 investors of one family name, each from its own address (registration is limited per address).
  for (let i = 0; i < 23; i++) {
    const res = await request.post("/api/auth/register", {
      headers: { Origin: BASE, "CF-Connecting-IP": `2001:db8:${(process.pid % 65_536).toString(16)}:${i.toString(16)}::1` },
      data: {
        fullName: `${family} ${i}`,
        phone: `6${String(50_000_000 + (Date.now() % 40_000_000) + i).slice(0, 8)}`,
        mobileMoneyService: "MTN Mobile Money",
        password: "kola-nut-1987",
        acceptTerms: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await request.dispose();
});

test("the search says how many users match and links to the full, paged list (en)", async ({ browser }) => {
  // Runs once, in en: this file's tests take en and fr in turn, so it covers both.
  const lang: Lang = "en";
  const c = COUNTS[lang];
  const page = await ownerPage(browser, lang);
  await page.goto("/admin/users");

  const box = page.getByRole("searchbox", { name: TEXT[lang].searchBox });
  await box.fill(family);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: c.users })).toBeVisible();
  await expect(page.getByText(c.showing)).toBeVisible();
  await snap(page, `${lang}-admin-search-05-counts`);
  await page.getByRole("link", { name: new RegExp(`^${c.seeAll}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${family}`));
  await expect(page.getByRole("status").filter({ hasText: c.listed })).toBeVisible();
});
