/**
 * Issue 34, item 3: user-written text wraps on every screen (the shared base styles of
 * both apps, docs/ARCHITECTURE.md). A valid announcement title of 255 characters with no
 * space (docs/product-rules.md#notifications allows 1 to 255) keeps the investor's
 * Notifications dialog within a 360 px phone with its unread item on screen, and keeps
 * the admin's User messaging table's Status and Actions columns visible at 1366 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { ADMIN, BASE, LANGS, adminSignIn, apiRegister, chooseLanguage, ownerApi, snap } from "./support";

const TAB = { en: "User messaging", fr: "Messages aux utilisateurs" } as const;
const CHANGE = { en: "Change", fr: "Modifier" } as const;
const UNREAD = { en: /Notifications, \d+ unread/, fr: /Notifications non lues/ } as const;

/** The right edge of `page`'s widest element, in CSS px: what scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const lang of LANGS) {
  test(`a 255-character unbroken announcement title wraps on the phone and in the admin table (${lang})`, async ({ browser }) => {
    const stamp = `${lang}${Date.now()}`;
    const title = `Unbroken${stamp}`.padEnd(255, "W");
    const api = await ownerApi();
    const sent = await api.post("/api/admin/announcements", {
      headers: { Origin: BASE },
      data: { title, message: `M${"m".repeat(400)}` },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    try {
      // The investor's phone: the bell's dialog stays within 360 px, the unread item shows.
      const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
      const page = await phone.newPage();
      await apiRegister(page.request, `Wrap ${stamp}`);
      await page.goto("/dashboard");
      await chooseLanguage(page, lang);
      await page.getByRole("button", { name: UNREAD[lang] }).click();
      const dialog = page.getByRole("dialog");
      const item = dialog.getByRole("button", { name: new RegExp(`^Unbroken${stamp}`) });
      await expect(item).toBeInViewport({ ratio: 0.1 });
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(360);
      const itemBox = await item.boundingBox();
      expect((itemBox?.x ?? 0) + (itemBox?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await snap(page, `long-text-notifications-${lang}`);

      // The admin at 1366 px: the row keeps its Status switch and Actions menu on screen.
      const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const admin = await desk.newPage();
      await adminSignIn(admin, ADMIN.username, ADMIN.password, lang);
      await admin.getByRole("tab", { name: TAB[lang] }).click();
      const row = admin.getByRole("row").filter({ hasText: `Unbroken${stamp}` });
      for (const control of [row.getByRole("switch"), row.getByRole("button", { name: new RegExp(`^${CHANGE[lang]}`) })]) {
        await expect(control).toBeVisible();
        const b = await control.boundingBox();
        expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(1366);
        // On one line: the control's own word ("Active", "Change") is not broken into letters.
        expect(b?.height ?? 0).toBeLessThan(48);
      }
      expect(await scrollWidth(admin)).toBeLessThanOrEqual(1366);
      await snap(admin, `long-text-admin-messaging-${lang}`);
    } finally {
      // The announcement would reach every later journey's investor.
      await api.delete(`/api/admin/announcements/${id}`, { headers: { Origin: BASE } });
    }
  });
}
