/**
 * Issue 10 (two-person approval), at 1366 px, the owner in English and the finance admin in
 * French: the owner creates a finance
 * admin, who signs in, sets up an authenticator (the test plays the phone) and proposes a
 * reserve funding; the finance admin cannot approve their own proposal (the panel says
 * why); the owner opens Pending approvals (the tab shows the count) and approves it; the
 * reserve rises by the amount, once (docs/product-rules.md#approvals).
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./test";
import { BASE, type Lang, WORDS, adminSignIn, otherLang, ownerPage, snap, totpCode } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const A = {
  en: {
    admins: "Admins",
    firstPassword: "First password",
    finance: "Finance",
    create: "Create admin",
    setUp: "Set up authenticator",
    code: "Authentication code",
    confirm: "Confirm",
    recovery: "Your recovery codes",
    reserve: "Reserve",
    amount: "Amount (XAF)",
    note: "Note",
    fund: "Fund reserve",
    proposed: "Proposed: waiting for a second admin's approval",
    approvals: "Pending approvals",
    approve: "Approve",
    sameAdmin: "You proposed this; another admin must approve it.",
    approved: "Proposal approved and carried out",
    approvedFilter: "Approved",
  },
  fr: {
    admins: "Administrateurs",
    firstPassword: "Premier mot de passe",
    finance: "Finance",
    create: "Créer l’administrateur",
    setUp: "Configurer l’application d’authentification",
    code: "Code d’authentification",
    confirm: "Confirmer",
    recovery: "Vos codes de secours",
    reserve: "Réserve",
    amount: "Montant (XAF)",
    note: "Note",
    fund: "Approvisionner la réserve",
    proposed: "Proposé\u00a0: en attente de l’approbation d’un second administrateur",
    approvals: "Approbations en attente",
    approve: "Approuver",
    sameAdmin: "Vous avez fait cette proposition\u00a0; un autre administrateur doit l’approuver.",
    approved: "Proposition approuvée et exécutée",
    approvedFilter: "Approuvées",
  },
} as const;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

const reserveXaf = async (page: Page) => {
  const res = await page.request.get("/api/admin/reserve");
  expect(res.status()).toBe(200);
  return Number.parseInt(((await res.json()) as { reserveBalance: string }).reserveBalance, 10);
};

/** The owner's language; the finance admin (the maker) works in the other (e2e/support.ts, otherLang). */
const lang: Lang = "en";
const makerLang = otherLang(lang);

test(`a finance admin proposes a reserve funding and the owner approves it (owner ${lang}, finance ${makerLang})`, async ({
  browser,
}) => {
  const w = WORDS[lang];
  const a = A[lang];
  const m = A[makerLang];
  const username = `maker-${Date.now().toString(36)}`;
  const password = "finance-password-2026";
  const amount = 12_345;
  const note = `Exhibition sales ${Date.now()}`;

  // The owner (signed in once for the run: its sign-in has journeys of its own) creates the finance admin on the Admins page.
  const page = await ownerPage(browser, lang);
  await page.goto("/admin/users");
  await page.getByRole("tab", { name: a.admins, exact: true }).click();
  await page.getByLabel(w.username, { exact: true }).fill(username);
  await page.getByLabel(a.firstPassword).fill(password);
  await page.getByRole("radiogroup").getByText(a.finance, { exact: true }).click();
  await page.getByRole("button", { name: a.create }).click();
  await expect(page.getByRole("row").filter({ hasText: username })).toContainText(a.finance);
  const before = await reserveXaf(page);

  // The finance admin, in their own browser, sets up the authenticator.
  const maker = await newPage(browser);
  await adminSignIn(maker, username, password, makerLang);
  await expect(maker).toHaveURL(/\/admin\/profile$/);
  await maker.getByRole("button", { name: m.setUp }).click();
  const secret = (await maker.getByTestId("totp-secret").textContent())!.trim();
  await maker.getByLabel(m.code).fill(totpCode(secret));
  await maker.getByRole("button", { name: m.confirm }).click();
  await expect(maker.getByRole("heading", { name: m.recovery })).toBeVisible();

  // ... and proposes a reserve funding: nothing moves yet.
  await maker.goto("/admin/reserve");
  await maker.getByLabel(m.amount).fill(String(amount));
  await maker.getByLabel(m.note, { exact: true }).fill(note);
  await maker.getByRole("button", { name: m.fund }).click();
  await maker.getByRole("dialog").getByRole("button", { name: m.fund }).click();
  await expect(maker.getByText(m.proposed).first()).toBeVisible();
  expect(await reserveXaf(page)).toBe(before);

  // The maker cannot approve their own proposal.
  await maker.getByRole("tab", { name: new RegExp(`^${m.approvals}`) }).click();
  await expect(maker).toHaveURL(/\/admin\/approvals/);
  const own = maker.getByTestId("approval").filter({ hasText: note });
  await own.getByRole("button", { name: m.approve, exact: true }).click();
  await maker.getByRole("dialog").getByRole("button", { name: m.approve, exact: true }).click();
  await expect(maker.getByRole("dialog")).toContainText(m.sameAdmin);
  await snap(maker, `${makerLang}-approvals-01-same-admin`);
  expect(await reserveXaf(page)).toBe(before);

  // The owner sees the count on the tab, opens Pending approvals and approves.
  await page.reload();
  const tab = page.getByRole("tab", { name: new RegExp(`^${a.approvals}`) });
  await expect(page.getByTestId("approvals-count")).toBeVisible();
  await tab.click();
  const card = page.getByTestId("approval").filter({ hasText: note });
  await expect(card).toContainText(username);
  await snap(page, `${lang}-approvals-02-pending`);
  await card.getByRole("button", { name: a.approve, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: a.approve, exact: true }).click();
  await expect(page.getByText(a.approved).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await reserveXaf(page)).toBe(before + amount);

  // Decided: listed under Approved, and approving it again moves nothing.
  await page.getByRole("tab", { name: a.approvedFilter, exact: true }).click();
  await expect(page.getByTestId("approval").filter({ hasText: note })).toBeVisible();
  await snap(page, `${lang}-approvals-03-approved`);
  const list = (await (await page.request.get("/api/admin/approvals?status=approved")).json()) as {
    approvals: { id: number; reason: string }[];
  };
  const id = list.approvals.find((x) => x.reason === note)!.id;
  const again = await page.request.post(`/api/admin/approvals/${id}/approve`, { headers: { Origin: BASE }, data: {} });
  expect(again.status()).toBe(409);
  expect(await reserveXaf(page)).toBe(before + amount);
  await maker.context().close();
  await page.context().close();
});
