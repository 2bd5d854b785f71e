/**
 * The User messaging tab at desktop width (1366 px), in en and fr: announcements sit in a
 * table like the other tabs, a new one is written in a dialog (a blank title is named at
 * its field), its read count is a plural, it can be switched off and deleted after
 * confirmation, and a switched-off one reads so; and logging out lands on /admin, the sign-in card (docs/product-rules.md, AUTH-2).
 * A title and a message made only of zero-width spaces and NUL are empty: each is named at its
 * field, in en and fr, and nothing is sent (docs/product-rules.md#field-issues, ERR-2).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { ADMIN, WORDS, chooseAdminLanguage, snap, type Lang } from "./support";

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

const TEXT = {
  en: {
    tab: "User messaging",
    create: "New announcement",
    title: "Title",
    message: "Message",
    send: "Send to all users",
    titleRequired: "Title is required",
    messageRequired: "Message is required",
    readBy: "0 users",
    change: "Change",
    delete: "Delete",
    logout: "Logout",
    active: "Active",
    off: "Switched off",
  },
  fr: {
    tab: "Messages aux utilisateurs",
    create: "Nouvelle annonce",
    title: "Titre",
    message: "Message",
    send: "Envoyer à tous les utilisateurs",
    titleRequired: "Le titre est obligatoire",
    messageRequired: "Le message est obligatoire",
    readBy: "0 utilisateur",
    change: "Modifier",
    delete: "Supprimer",
    logout: "Déconnexion",
    active: "Active",
    off: "Désactivée",
  },
} as const;

/** Signs the demo admin in on /admin in `lang` and opens the User messaging tab. */
async function openMessaging(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  await page.goto("/admin");
  await chooseAdminLanguage(page, lang);
  await page.getByLabel(w.username).fill(ADMIN.username);
  await page.getByLabel(w.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: w.adminLogin }).click();
  await page.getByRole("tab", { name: TEXT[lang].tab }).click();
}

for (const lang of ["en", "fr"] as const) {
  test(`the admin sends, lists, switches off and deletes an announcement, then logs out to /admin (${lang})`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const w = WORDS[lang];
    await openMessaging(page, lang);

    const title = `Markets ${lang} ${Date.now() % 100_000}`;
    await page.getByRole("button", { name: t.create }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: t.send }).click();
    await expect(dialog.getByText(t.titleRequired)).toBeVisible();
    await dialog.getByLabel(t.title).fill(title);
    await dialog.getByLabel(t.message).fill("Open from 9 to 17.");
    await dialog.getByRole("button", { name: t.send }).click();
    await expect(dialog).toHaveCount(0);

    const table = page.getByRole("grid").or(page.getByRole("table")).first();
    const row = table.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText(t.readBy);
    await snap(page, `admin-messaging-${lang}`);
    const active = row.getByRole("switch");
    await expect(active).toBeChecked();
    await expect(row.getByText(t.active, { exact: true })).toBeVisible();
    await active.click({ force: true });
    await expect(active).not.toBeChecked();
    // Switched off, it says so: it no longer reads "Active" (issue 34 item 14).
    await expect(row.getByText(t.off, { exact: true })).toBeVisible();
    await expect(row.getByText(t.active, { exact: true })).toHaveCount(0);
    await expect(active).toHaveAccessibleName(new RegExp(`^${t.off}`));
    await snap(page, `admin-messaging-${lang}-switched-off`);

    await row.getByRole("button", { name: new RegExp(`^${t.change}`) }).click();
    await page.getByRole("menuitem", { name: t.delete }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: t.delete }).click();
    await expect(table.getByRole("row").filter({ hasText: title })).toHaveCount(0);

    await page.getByRole("button", { name: t.logout }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole("button", { name: w.adminLogin })).toBeVisible();
  });
}

for (const lang of ["en", "fr"] as const) {
  test(`a title and a message of zero-width spaces and NUL are refused as empty, at their fields (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    await openMessaging(page, lang);

    const sent: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/admin/announcements")) sent.push(req.url());
    });
    await page.getByRole("button", { name: t.create }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.title).fill("\u200B\u200B\u200B");
    await dialog.getByLabel(t.message).fill("\u200B\u0000\u200B");
    await dialog.getByRole("button", { name: t.send }).click();
    await expect(dialog.getByText(t.titleRequired)).toBeVisible();
    await expect(dialog.getByText(t.messageRequired)).toBeVisible();
    await expect(dialog.getByLabel(t.title)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(t.message)).toHaveAttribute("aria-invalid", "true");
    await snap(page, `admin-invisible-announcement-${lang}`);
    expect(sent).toEqual([]);
  });
}
