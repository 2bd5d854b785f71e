/**
 * Money-laundering flags (docs/product-rules.md#aml-flags, AML-1, AML-6, AML-7), at 1366 px
 * in en and fr: an investor's deposit leaves again uninvested, which raises a flag (the
 * withdrawal goes ahead); the owner finds it in the Flags tab, reads the case and proposes
 * closing it with a note; the owner cannot confirm their own proposal; a second staff member
 * (finance) confirms it with a note, and the case exports for a report to ANIF.
 */
import { type APIRequestContext, type Browser, request } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { verifyPayoutNumber } from "./payout-numbers";
import { expect, test } from "./test";
import { BASE, LANGS, type Lang, apiRegister, ownerApi, ownerPage, snap, totpCode } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const T = {
  en: {
    tab: "Flags",
    rule: "Deposit withdrawn uninvested",
    proposeNote: "Note for closing",
    propose: "Propose closing",
    mine: "You proposed closing this flag: a different staff member must confirm it.",
    confirmNote: "Note for confirming",
    confirm: "Confirm closing",
    closed: "Closed",
    csv: "Export the case (CSV)",
  },
  fr: {
    tab: "Signalements",
    rule: "Dépôt retiré sans être investi",
    proposeNote: "Note pour la clôture",
    propose: "Proposer la clôture",
    mine: "Vous avez proposé de clore ce signalement\u00a0: un autre membre de l’équipe doit le confirmer.",
    confirmNote: "Note de confirmation",
    confirm: "Confirmer la clôture",
    closed: "Clos",
    csv: "Exporter le dossier (CSV)",
  },
} as const;

/** A new finance admin with an authenticator, signed in through the API: the second staff member. */
async function secondStaff(): Promise<APIRequestContext> {
  const headers = { Origin: BASE };
  const username = `aml-${Date.now().toString(36)}-${process.pid}`;
  const password = "second-staff-2026";
  const created = await (await ownerApi()).post("/api/admin/admins", { headers, data: { username, password, role: "finance" } });
  expect(created.status(), await created.text()).toBe(201);
  const ctx = await request.newContext({ baseURL: BASE });
  expect((await ctx.post("/api/admin/login", { headers, data: { username, password } })).status()).toBe(200);
  const { secret } = (await (await ctx.post("/api/admin/me/totp", { headers, data: {} })).json()) as { secret: string };
  expect((await ctx.post("/api/admin/me/totp/confirm", { headers, data: { code: totpCode(secret) } })).status()).toBe(200);
  return ctx;
}

async function staffPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1366, height: 900 },
    storageState: await (await secondStaff()).storageState(),
  });
  await context.addInitScript((l) => localStorage.setItem("lionart-admin-locale", l), lang);
  return context.newPage();
}

/** An investor who deposits 10,000 XAF (approved by staff) and withdraws 4,000 at once: AML-1's case. */
async function withdrawnUninvested(name: string) {
  const ctx = await request.newContext({ baseURL: BASE });
  const investor = await apiRegister(ctx, name);
  await verifyPayoutNumber(investor);
  const headers = { Origin: BASE };
  const sent = await ctx.post("/api/deposit-verification", {
    headers,
    data: { depositName: name, userName: "670000000", amount: 10_000, paymentMethod: "MTN", transactionId: `AML${Date.now()}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const approved = await (await ownerApi()).patch(
    `/api/admin/deposit-verifications/${((await sent.json()) as { id: number }).id}`,
    {
      headers,
      data: { status: "approved" },
    },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  const withdrawn = await ctx.post("/api/transactions/withdraw", {
    headers,
    data: { accountName: name, accountNumber: investor.phone, paymentMethod: "MTN Mobile Money", amount: 4_000 },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(201);
  return investor;
}

for (const lang of LANGS) {
  test(`a flag raised by a deposit withdrawn uninvested is closed by a second staff member and exported (${lang})`, async ({
    browser,
  }) => {
    const t = T[lang];
    const name = `Flagged ${lang} ${Date.now() % 100_000}`;
    await withdrawnUninvested(name);

    const owner = await ownerPage(browser, lang);
    await owner.goto("/admin/users");
    await owner.getByRole("tab", { name: t.tab, exact: true }).click();
    await expect(owner).toHaveURL(/\/admin\/flags/);
    const row = owner.locator("tr").filter({ hasText: name });
    await expect(row).toContainText(t.rule);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await expectNoAxeViolations(owner, `Flags (${lang})`);
    await snap(owner, `${lang}-flags-01-list`);

    await row.getByRole("link").first().click();
    await expect(owner).toHaveURL(/\/admin\/flags\/\d+$/);
    const flagPath = new URL(owner.url()).pathname;
    await owner.getByLabel(t.proposeNote).fill("The investor explained: school fees paid back.");
    await owner.getByRole("button", { name: t.propose }).click();
    await expect(owner.getByText(t.mine)).toBeVisible();
    await expect(owner.getByRole("button", { name: t.confirm })).toHaveCount(0);
    await expectNoAxeViolations(owner, `Flag page (${lang})`);
    await snap(owner, `${lang}-flags-02-proposed`);

    const second = await staffPage(browser, lang);
    await second.goto(flagPath);
    await second.getByLabel(t.confirmNote).fill("Checked the transfers: nothing to report to ANIF.");
    await second.getByRole("button", { name: t.confirm }).click();
    await expect(second.getByText(t.closed, { exact: true }).first()).toBeVisible();
    await expect(second.getByText("Checked the transfers: nothing to report to ANIF.")).toBeVisible();
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await snap(second, `${lang}-flags-03-closed`);

    const download = second.waitForEvent("download");
    await second.getByRole("link", { name: t.csv }).click();
    const file = await (await download).path();
    const { readFile } = await import("node:fs/promises");
    const csv = await readFile(file, "utf8");
    expect(csv).toMatch(/\ntransfer,\d+,deposit,,10000,/);
    expect(csv).toMatch(/\nclosed,\d+,/);
    await owner.context().close();
    await second.context().close();
  });
}
