/**
 * Issue 34, item 11, at desktop width (1366 px), in en and fr: the header's global search
 * finds what staff copy from the screens (docs/product-rules.md#operator-views, OPS-4): a
 * phone as the panel shows it ("+237 6417"), the reference an investor reads out ("Our
 * reference LA-XXXXXXXX"), which opens the payment's page, and a card by its French name
 * ("nuit"); a single emoji says what the search takes instead of a form error.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./test";
import { BASE, apiRegister, ownerApi, ownerPage, snap, type Lang } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const TEXT = {
  en: {
    searchBox: "Search users, deposits and withdrawals",
    users: /^Users \([1-9]\d*\)$/,
    cards: /^Investment cards \([1-9]\d*\)$/,
    ourReference: "Our reference",
    payment: "Payment #",
    tooShort: "Type at least 2 characters: a name, phone, referral code, transaction ID, payment reference, amount or card.",
    formError: "Please fill in all required fields correctly",
  },
  fr: {
    searchBox: "Rechercher utilisateurs, dépôts et retraits",
    users: /^Utilisateurs \([1-9]\d*\)$/,
    cards: /^Cartes d['’]investissement \([1-9]\d*\)$/,
    ourReference: "Notre référence",
    payment: "Paiement #",
    tooShort:
      "Saisissez au moins 2 caractères\u00a0: un nom, un téléphone, un code de parrainage, un ID de transaction, une référence de paiement, un montant ou une carte.",
    formError: "Veuillez remplir correctement tous les champs obligatoires",
  },
} as const;

const CHANNELS = (c: "manual" | "automatic") => ({ deposits: { MTN: c, Orange: c }, payouts: { MTN: c, Orange: c } });

/** An automatic deposit of `request`'s investor, opened at the provider simulator: its reference and id. */
async function automaticDeposit(request: APIRequestContext, phone: string): Promise<{ id: string; reference: string }> {
  const owner = await ownerApi();
  const on = await owner.put("/api/admin/payment-channels", { headers: { Origin: BASE }, data: CHANNELS("automatic") });
  expect(on.status(), await on.text()).toBe(200);
  try {
    const res = await request.post("/api/payments/deposits", {
      headers: { Origin: BASE },
      data: { amount: 5_000, paymentMethod: "MTN", phone },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    const body = (await res.json()) as { payment?: { id: string; reference: string }; id?: string; reference?: string };
    const payment = body.payment ?? (body as { id: string; reference: string });
    expect(payment.reference).toMatch(/^LA-[0-9A-Z]{8}$/);
    return { id: payment.id, reference: payment.reference };
  } finally {
    // The other journeys of this worker start from the manual channels.
    await owner.put("/api/admin/payment-channels", { headers: { Origin: BASE }, data: CHANNELS("manual") });
  }
}

for (const lang of ["en", "fr"] as const satisfies readonly Lang[]) {
  test(`the global search reads a displayed phone, a payment reference and a French card name (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = TEXT[lang];
    const name = `Reads Copied ${lang}${Date.now() % 100_000}`;
    const investor = await apiRegister(request, name);
    const payment = await automaticDeposit(request, investor.phone);

    const page = await ownerPage(browser, lang);
    await page.goto("/admin/users");
    const box = page.getByRole("searchbox", { name: t.searchBox });
    const search = async (q: string) => {
      await box.fill(q);
      await box.press("Enter");
      await expect(page).toHaveURL(/\/admin\/search\?q=/);
    };

    // The phone as the panel shows it: country code, a space, the start of the number.
    await search(`+237 ${investor.phone.slice(0, 4)}`);
    await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.users })).toBeVisible();
    await snap(page, `${lang}-admin-search-readings-01-phone`);

    // The reference as the investor reads it out, in lower case: it opens the payment's page.
    await search(`${t.ourReference} ${payment.reference.toLowerCase()}`);
    const reference = page.getByRole("link", { name: payment.reference });
    await expect(reference).toBeVisible();
    const row = page.getByRole("row").filter({ has: reference });
    await expect(row).toContainText(name);
    // What it is and its state in words, not the codes `deposit` and `pending`.
    await expect(row).toContainText(t.payment);
    await expect(row).not.toContainText(/\b(deposit|pending|submitted|created)\b/);
    await expectNoAxeViolations(page, `search by reference (${lang})`);
    await snap(page, `${lang}-admin-search-readings-02-reference`);
    await reference.click();
    await expect(page).toHaveURL(new RegExp(`/admin/payments/${payment.id}`));
    await expect(page.getByText(payment.reference).first()).toBeVisible();

    // A card by its French name, as the Cards tab finds it.
    await search("nuit");
    await expect(page.getByRole("heading", { level: 2, name: t.cards })).toBeVisible();
    await expect(page.getByText("Tableau Nuit étoilée")).toBeVisible();
    await expect(page.getByRole("link", { name: /Starry Night Board/ })).toBeVisible();
    await snap(page, `${lang}-admin-search-readings-03-card-fr`);

    // A single emoji is one character: the page says what the search takes.
    await search("🦁");
    await expect(page.getByRole("status").filter({ hasText: t.tooShort })).toBeVisible();
    await expect(page.getByText(t.formError)).toHaveCount(0);
    await expectNoAxeViolations(page, `search too short (${lang})`);
    await snap(page, `${lang}-admin-search-readings-04-emoji`);
  });
}
