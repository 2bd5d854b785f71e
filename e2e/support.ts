/**
 * Shared pieces of the Playwright journeys: fresh phone numbers, API shortcuts for set-up
 * that is not under test, and screenshots kept for people to look at. The languages and
 * their words are in e2e/words.ts, re-exported here.
 */
import { PORT } from "./servers";
import { Secret, TOTP } from "otpauth";
import { expect, request, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { type Lang, WORDS } from "./words";

export { LANGS, type Lang, WORDS, otherLang } from "./words";

/** This worker's server (e2e/servers.ts). */
export const BASE = `http://127.0.0.1:${PORT}`;
/** The local push service's port: the server accepts subscriptions on it alone (scripts/e2e-servers.mjs). */
export const PUSH_PORT = PORT + 3000;
export const ADMIN = { username: "admin", password: "admin-demo-2026" };
export const PASSWORD = "kola-nut-1987";

let counter = 0;
/** A valid, unused Cameroon mobile number (9 digits, starts with 6). */
export function newPhone(): string {
  counter += 1;
  return `6${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
}

let addressCounter = Math.floor(Math.random() * 254);
/**
 * A distinct client address for one set-up registration. The Worker limits registrations
 * per address (20 per 15 minutes, keyed by CF-Connecting-IP); every journey shares one
 * server, so set-up registrations would exhaust the limit for later journeys. wrangler dev
 * (miniflare) keeps a CF-Connecting-IP the client sends and fills in the socket's address
 * only when there is none; on Cloudflare the edge always overwrites it, so this cannot
 * weaken the limit in production. Addresses are from TEST-NET-2 (RFC 5737).
 */
export function setupAddress(): string {
  addressCounter += 1;
  return `198.51.100.${(addressCounter % 254) + 1}`;
}

/**
 * Registers an investor through the API (for set-up that is not the subject of a test).
 * Registering signs in: given a page's `request` (page.request), the page's browser
 * context holds the new investor's session, with no sign-in (and no second password hash).
 */
export async function apiRegister(request: APIRequestContext, fullName: string, extra: { referralCode?: string } = {}) {
  const phone = newPhone();
  const res = await request.post("/api/auth/register", {
    headers: { Origin: BASE, "CF-Connecting-IP": setupAddress() },
    data: { fullName, phone, mobileMoneyService: "MTN Mobile Money", password: PASSWORD, acceptTerms: true, ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number; referralCode: string } };
  return { phone, ...user };
}

/**
 * A new phone page (`phonePage`) whose context is signed in as a new investor registered
 * through the API, already on /dashboard: for journeys whose subject is not the sign-in.
 */
export async function signedInInvestor(browser: Browser, lang: Lang, fullName: string) {
  const page = await phonePage(browser, lang);
  const investor = await apiRegister(page.request, fullName);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: WORDS[lang].dashboard, level: 1 })).toBeVisible();
  await appTookOver(page);
  return { page, investor };
}

/** Holds the requests to URLs matching `url` until the returned function is called, as a slow network does. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the app's scripts back until the returned function is called: the reader acts on
 * the page as the server sent it first, however fast the machine.
 */
export function holdAppScripts(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/.*\.js$/);
}

/**
 * Waits until the app has put its own screen in place of the one the Worker rendered (a
 * first visit of a signed-in screen: docs/decisions/0039-first-screen-from-the-worker.md),
 * which it marks by lifting #root's `inert`. Before, an element found on the page can be
 * replaced under a step that holds it (scrolling to it, a screenshot of it).
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
}

let owner: Promise<APIRequestContext> | null = null;

/**
 * The configured owner admin (ADMIN), signed in through the API once per worker process
 * and shared by the journeys: one password hash instead of one per journey. No journey may
 * log this session out; one that tests logging out signs in on its own.
 */
export function ownerApi(): Promise<APIRequestContext> {
  owner ??= (async () => {
    const ctx = await request.newContext({ baseURL: BASE });
    const res = await ctx.post("/api/admin/login", { headers: { Origin: BASE }, data: ADMIN });
    expect(res.status(), await res.text()).toBe(200);
    return ctx;
  })();
  return owner;
}

/**
 * A new browser context signed in as the shared owner admin (ownerApi), with the admin
 * panel in `lang`, at desktop width unless `phone`; its first page, not yet navigated.
 */
export async function ownerPage(browser: Browser, lang: Lang, { phone = false } = {}): Promise<Page> {
  const size = phone
    ? { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1366, height: 900 } };
  const context = await browser.newContext({ baseURL: BASE, ...size, storageState: await (await ownerApi()).storageState() });
  await context.addInitScript((l) => localStorage.setItem("lionart-admin-locale", l), lang);
  return context.newPage();
}

/** Chooses the interface language with the EN/FR selector. */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const select = page.getByRole("combobox", { name: /^(Language|Langue)$/ }).first();
  await select.selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Signs `username` in through the admin panel's form in `lang` (no second-factor step). */
export async function adminSignIn(page: Page, username: string, password: string, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  await page.goto("/admin/login");
  await chooseAdminLanguage(page, lang);
  await page.getByLabel(w.username).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: w.adminLogin }).click();
}

/**
 * In the admin panel: opens the tab whose name matches `tab`, presses `approve` on the last
 * row showing `rowText`, confirms in the dialog and waits for the dialog to close.
 */
export async function approveInPanel(admin: Page, tab: string, rowText: string, approve: string): Promise<void> {
  await admin.getByRole("tab", { name: new RegExp(tab) }).click();
  const row = admin.locator("tr, li, article").filter({ hasText: rowText }).last();
  await row.getByRole("button", { name: approve, exact: true }).click();
  await admin.getByRole("dialog").getByRole("button", { name: approve, exact: true }).click();
  await expect(admin.getByRole("dialog")).toHaveCount(0);
}

/**
 * Saves a full-page screenshot under test-results/screens for a person to look at, when
 * E2E_SNAPS=1 (`E2E_SNAPS=1 npx playwright test`). The screenshots assert nothing, and about
 * ninety full-page PNGs cost the suite CPU time, so `npm test` takes none.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SNAPS !== "1") return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The admin panel's EN/FR switch is a pair of toggle buttons. */
export async function chooseAdminLanguage(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole("button", { name: lang === "en" ? "English" : "Français" })
    .first()
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** The authenticator app: the RFC 6238 code for `secret` at `now`. */
export function totpCode(secret: string, now = Date.now()): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
}

let checker: APIRequestContext | null = null;

/**
 * A second admin (finance, with an authenticator) signed in through the API, made once per
 * worker: the checker of two-person approval (docs/product-rules.md#approvals) for journeys
 * whose subject is something else.
 */
async function checkerContext(): Promise<APIRequestContext> {
  if (checker) return checker;
  const headers = { Origin: BASE };
  const username = `checker-${Date.now().toString(36)}-${process.pid}`;
  const password = "checker-password-2026";
  const created = await (await ownerApi()).post("/api/admin/admins", { headers, data: { username, password, role: "finance" } });
  expect(created.status(), await created.text()).toBe(201);
  const ctx = await request.newContext({ baseURL: BASE });
  expect((await ctx.post("/api/admin/login", { headers, data: { username, password } })).status()).toBe(200);
  const { secret } = (await (await ctx.post("/api/admin/me/totp", { headers, data: {} })).json()) as { secret: string };
  const confirmed = await ctx.post("/api/admin/me/totp/confirm", { headers, data: { code: totpCode(secret) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  checker = ctx;
  return ctx;
}

/** Approves proposal `approvalId` as the second admin; expects 200. */
export async function approveAsChecker(approvalId: number): Promise<void> {
  const approve = async () =>
    (await checkerContext()).post(`/api/admin/approvals/${approvalId}/approve`, { headers: { Origin: BASE }, data: {} });
  let res = await approve();
  if (res.status() === 401) {
    // The checker's session ended (30 minutes idle): a new checker, once.
    checker = null;
    res = await approve();
  }
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * PUT /api/admin/users/{id} with `data` through `api` (signed in as an admin); a balance
 * change is a proposal (202), which the second admin approves at once. Expects success.
 */
export async function adjustUser(api: APIRequestContext, userId: number, data: Record<string, unknown>): Promise<void> {
  const res = await api.put(`/api/admin/users/${userId}`, { headers: { Origin: BASE }, data });
  expect([200, 202], await res.text()).toContain(res.status());
  if (res.status() === 202) await approveAsChecker(((await res.json()) as { approvalId: number }).approvalId);
}

/** Approves, as the second admin, the newest open proposal `api`'s admin can see of `kind`. */
export async function approveNewestProposal(api: APIRequestContext, kind: string): Promise<void> {
  const list = (await (await api.get("/api/admin/approvals")).json()) as { approvals: { id: number; kind: string }[] };
  const open = list.approvals.find((a) => a.kind === kind);
  expect(open, `an open ${kind} proposal`).toBeTruthy();
  await approveAsChecker(open!.id);
}

/** A new phone-sized browser context (360 px, touch) whose app starts in `lang`; its first page. */
export async function phonePage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  await startIn(context, lang);
  return context.newPage();
}

/**
 * Makes the app of `context` start in `lang`: its saved language, and the cookie the app sets
 * with it (pwa/src/lib/i18n.ts), in which the Worker renders the pages (docs/decisions/0039-first-screen-from-the-worker.md).
 */
export async function startIn(context: BrowserContext, lang: Lang): Promise<void> {
  await context.addInitScript(
    (l) => localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: l }, version: 0 })),
    lang,
  );
  await context.addCookies([{ name: "lionart-lang", value: lang, url: BASE }]);
}

/** Signs `phone` in through the login form (labels in `lang`) and waits for the dashboard. */
export async function signIn(page: Page, lang: Lang, phone: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto("/login");
  const form = page.getByRole("tabpanel");
  await form.getByLabel(w.phone).fill(phone);
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: w.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sets the investor's principal balance as admins would (an adjustment with a reason, approved by a second admin). */
export async function setPrincipal(investor: { id: number; phone: string }, from: string, to: string) {
  await adjustUser(await ownerApi(), investor.id, {
    fullName: "Offline investor",
    phone: investor.phone,
    mobileMoneyService: "MTN Mobile Money",
    principalBalance: to,
    expectedPrincipalBalance: from,
    isActive: true,
    reason: "Offline journey credit",
  });
}

/** Signs a new investor in through the API on `page`'s context (the subject here is what follows), in `lang`. */
export async function newInvestor(page: Page, lang: Lang, fullName: string) {
  await startIn(page.context(), lang);
  return apiRegister(page.request, fullName);
}
