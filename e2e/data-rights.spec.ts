/**
 * The investor's data rights at 360 px, in en and fr (docs/product-rules.md#data-rights): an
 * investor downloads everything we hold on them from the profile (one JSON file, every page
 * joined, DATA-1, DATA-2), then closes the account in the confirmation dialog with their
 * password (DATA-4): a wrong password is named on the field, the right one signs them out
 * everywhere and the login page says the account is closed. axe: 0 violations on the profile
 * and the dialog.
 */
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./axe";
import { LANGS, PASSWORD, signedInInvestor, snap } from "./support";
import { expect, test } from "./test";

const TEXT = {
  en: {
    download: "Download my data",
    close: "Close my account",
    password: "Password",
    wrong: "The password is incorrect.",
    closed: "Account closed",
  },
  fr: {
    download: "Télécharger mes données",
    close: "Fermer mon compte",
    password: "Mot de passe",
    wrong: "Le mot de passe est incorrect.",
    closed: "Compte fermé",
  },
} as const;

for (const lang of LANGS) {
  test(`an investor downloads their data and closes their account (${lang})`, async ({ browser }) => {
    const t = TEXT[lang];
    const { page, investor } = await signedInInvestor(browser, lang, "Data Owner");

    const downloadButton = page.getByRole("button", { name: t.download });
    await downloadButton.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, `profile with data rights (${lang})`);
    await snap(page, `${lang}-data-rights-01-profile`);
    const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^lionart-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      profile: { id: number; full_name: string; phone: string };
      lists: Record<string, { next: string | null }>;
    };
    expect(data.profile).toMatchObject({ id: investor.id, full_name: "Data Owner", phone: investor.phone });
    for (const list of Object.values(data.lists)) expect(list.next).toBeNull();

    await page.getByRole("button", { name: t.close }).click();
    const dialog = page.getByRole("dialog", { name: t.close });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `close account dialog (${lang})`);
    await snap(page, `${lang}-data-rights-02-close-dialog`);
    await dialog.getByLabel(t.password).fill("not-my-password");
    await dialog.getByRole("button", { name: t.close }).click();
    await expect(dialog.getByText(t.wrong)).toBeVisible();
    await snap(page, `${lang}-data-rights-03-wrong-password`);

    await dialog.getByLabel(t.password).fill(PASSWORD);
    await dialog.getByRole("button", { name: t.close }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(t.closed)).toBeVisible();
    await snap(page, `${lang}-data-rights-04-closed`);
    // The session is over: the dashboard's data is refused.
    expect((await page.request.get("/api/user/dashboard")).status()).toBe(401);
  });
}
