/**
 * Balance adjustments (docs/product-rules.md#corrections,
 * docs/decisions/0003-adjust-never-overwrite-balances.md), at 360 px, the first journey with
 * the investor in English and the admin in French, the second in English: an admin changes an investor's principal in the Edit User dialog; a reason is required,
 * the change is a ledger adjustment, and the investor sees it with its reason in their
 * history. The books still balance. A change of the investor's phone waits for a second
 * admin (APR-8), seen at 1366 px in fr and en.
 */
import { expect, test } from "./test";
import {
  type Lang,
  adjustUser,
  otherLang,
  apiRegister,
  approveNewestProposal,
  newPhone,
  ownerPage,
  phonePage,
  snap,
} from "./support";

const EDIT = {
  en: {
    edit: "Edit",
    principal: "Principal Balance (XAF)",
    reason: /^Reason/,
    update: "Update User",
    phone: "Phone",
    phoneNote: /waits for a second admin's approval; it then signs the user out and tells them/,
  },
  fr: {
    edit: "Modifier",
    principal: "Solde principal (XAF)",
    reason: /^Motif/,
    update: "Mettre à jour l'utilisateur",
    phone: "Téléphone",
    phoneNote: /attend l’approbation d’un second administrateur\s; il déconnecte ensuite l’utilisateur et le prévient/,
  },
} as const;

{
  /** The investor's language; the admin works in the other (e2e/support.ts, otherLang). */
  const lang: Lang = "en";
  const staffLang = otherLang(lang);
  test(`an admin adjustment needs a reason and shows in the investor's history (investor ${lang}, admin ${staffLang})`, async ({
    browser,
  }) => {
    const e = EDIT[staffLang];
    // The investor's phone, signed in by registering (the sign-in screens have journeys of their own).
    const phone = await phonePage(browser, lang);
    const investor = await apiRegister(phone.request, `Adjusted ${lang}`);
    const reason = `Goodwill credit ${lang} ${Date.now()}`;

    const page = await ownerPage(browser, staffLang, { phone: true });
    await page.goto("/admin/users");
    const row = page.locator("tr").filter({ hasText: `Adjusted ${lang}` });
    await row.getByRole("button", { name: e.edit, exact: true }).click();
    const dialog = page.getByRole("dialog");
    // The phone field says what changing it sets off (docs/product-rules.md#approvals, APR-3).
    await expect(dialog.getByLabel(e.phone, { exact: true })).toHaveAccessibleDescription(e.phoneNote);
    await dialog.getByLabel(e.principal).fill("1500");
    await dialog.getByRole("button", { name: e.update }).click();
    // Refused without a reason: nothing changes.
    await expect(dialog).toBeVisible();
    expect(((await (await page.request.get("/api/admin/users")).json()) as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ id: investor.id, principalBalance: "0.00" }),
    );
    await dialog.getByLabel(e.reason).fill(reason);
    await snap(page, `${staffLang}-adjust-01-edit-user`);
    await dialog.getByRole("button", { name: e.update }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // A proposal: nothing moves until a second admin approves it (docs/product-rules.md#approvals).
    await expect(page.getByText(PROPOSED[staffLang]).first()).toBeVisible();
    expect(((await (await page.request.get("/api/admin/users")).json()) as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ id: investor.id, principalBalance: "0.00" }),
    );
    await approveNewestProposal(page.request, "balance_adjustment");

    // The investor sees the adjustment and its reason.
    await phone.goto("/dashboard");
    await expect(phone.getByText(reason).filter({ visible: true }).first()).toBeVisible();
    await snap(phone, `${lang}-adjust-02-history`);

    const tb = await page.request.get("/api/admin/ledger/trial-balance");
    expect(((await tb.json()) as { totalXaf: number }).totalXaf).toBe(0);
  });
}

const PROPOSED = {
  en: "Proposed: waiting for a second admin's approval",
  fr: "Proposé\u00a0: en attente de l’approbation d’un second administrateur",
} as const;

const CHANGED = {
  en: "A balance changed since you opened this user",
  fr: "Un solde a changé depuis l’ouverture de cet utilisateur",
} as const;

{
  /** The admin's language: the first journey's admin worked in the other. */
  const lang: Lang = "en";
  test(`an edit made on figures that moved meanwhile is refused, and the dialog reloads them (${lang})`, async ({
    browser,
    request,
  }) => {
    const e = EDIT[lang];
    const investor = await apiRegister(request, `Moved ${lang}`);

    const page = await ownerPage(browser, lang, { phone: true });
    await page.goto("/admin/users");
    const row = page.locator("tr").filter({ hasText: `Moved ${lang}` });
    await row.getByRole("button", { name: e.edit, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel(e.phone, { exact: true })).toHaveAccessibleDescription(e.phoneNote);
    await expect(dialog.getByLabel(e.principal)).toHaveValue("0");

    // Meanwhile another admin credits 2,000 XAF received at the office.
    await adjustUser(page.request, investor.id, {
      fullName: `Moved ${lang}`,
      phone: investor.phone,
      mobileMoneyService: "MTN Mobile Money",
      isActive: true,
      principalBalance: "2000",
      expectedPrincipalBalance: "0",
      reason: "Cash received at the office",
    });

    await dialog.getByLabel(e.principal).fill("1500");
    await dialog.getByLabel(e.reason).fill("Refund of the transfer fee");
    await dialog.getByRole("button", { name: e.update }).click();
    await expect(page.getByText(CHANGED[lang]).first()).toBeVisible();
    await expect(dialog.getByLabel(e.principal)).toHaveValue("2000");
    await snap(page, `${lang}-adjust-03-balance-changed`);
    expect(((await (await page.request.get("/api/admin/users")).json()) as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ id: investor.id, principalBalance: "2000.00" }),
    );

    await dialog.getByLabel(e.principal).fill("2500");
    await dialog.getByRole("button", { name: e.update }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await approveNewestProposal(page.request, "balance_adjustment");
    expect(((await (await page.request.get("/api/admin/users")).json()) as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ id: investor.id, principalBalance: "2500.00" }),
    );
  });
}

const PHONE_CHANGE = {
  // The name starts with a vowel: French elides "de" (LNG-9, issue 34 item 10).
  en: { title: "Change the payout phone of Irène", badge: "New payout number" },
  fr: { title: "Changer le téléphone de paiement d’Irène", badge: "Nouveau numéro de paiement" },
} as const;

for (const lang of ["fr", "en"] as const) {
  test(`a staff change of an investor's phone waits for a second admin (admin ${lang}, 1366 px)`, async ({
    browser,
    request,
  }) => {
    const e = EDIT[lang];
    const name = `Irène Rephoned ${lang} ${Date.now() % 100000}`;
    const investor = await apiRegister(request, name);
    const to = newPhone();
    const users = async () =>
      ((await (await page.request.get("/api/admin/users")).json()) as { items: { id: number; phone: string }[] }).items;

    const page = await ownerPage(browser, lang);
    await page.goto("/admin/users");
    await page.locator("tr").filter({ hasText: name }).getByRole("button", { name: e.edit, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(e.phone, { exact: true }).fill(to);
    await dialog.getByRole("button", { name: e.update }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // One admin only proposes it: the phone stays until a second admin approves (APR-8).
    await expect(page.getByText(PROPOSED[lang]).first()).toBeVisible();
    expect(await users()).toContainEqual(expect.objectContaining({ id: investor.id, phone: investor.phone }));

    await page.goto("/admin/approvals");
    const proposal = page.getByTestId("approval").filter({ hasText: name });
    await expect(proposal.getByText(PHONE_CHANGE[lang].title)).toBeVisible();
    await expect(proposal.getByText(PHONE_CHANGE[lang].badge)).toBeVisible();
    await snap(page, `${lang}-adjust-04-phone-change-proposed`);

    await approveNewestProposal(page.request, "phone_change");
    expect(await users()).toContainEqual(expect.objectContaining({ id: investor.id, phone: to }));
  });
}
