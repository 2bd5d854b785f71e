/**
 * Issue 8 at 360 px, en and fr: an announcement sent by the admin reaches the investor's
 * bell within one 30-second poll (the clock is driven, not waited for), the dialog marks it
 * read and the badge goes (docs/product-rules.md#notifications).
 * UNVERIFIED: written before the notifications API merged.
 */
import { expect, test } from "@playwright/test";
import { apiRegister, BASE, ADMIN, LANGS, PASSWORD, chooseLanguage } from "./support";

test.use({ viewport: { width: 360, height: 780 } });

const T = {
  en: { bell: /^Notifications/, one: "Notifications, 1 unread", markAll: "Mark All Read", none: "No unread notifications" },
  fr: {
    bell: /^Notifications/,
    one: "Notifications non lues : 1",
    markAll: "Tout marquer comme lu",
    none: "Aucune notification non lue",
  },
} as const;

for (const lang of LANGS) {
  test(`an announcement reaches the bell within one poll and is marked read (${lang})`, async ({ page, request }) => {
    const t = T[lang];
    const headers = { Origin: BASE };
    const investor = await apiRegister(request, `Bell ${lang}`);
    const login = await page.request.post("/api/auth/login", {
      headers,
      data: { phone: investor.phone, password: PASSWORD },
    });
    expect(login.status()).toBe(200);

    await page.clock.install();
    await page.goto("/dashboard");
    await chooseLanguage(page, lang);
    const bell = page.getByRole("button", { name: t.bell });
    await expect(bell).toBeVisible();

    expect((await request.post("/api/admin/login", { headers, data: ADMIN })).status()).toBe(200);
    const title = `Maintenance ${lang} ${Date.now()}`;
    const sent = await request.post("/api/admin/announcements", {
      headers,
      data: { title, message: "The app will be down tonight." },
    });
    expect(sent.status()).toBe(201);

    await page.clock.fastForward(30_000);
    await expect(page.getByRole("button", { name: t.one })).toBeVisible();

    await bell.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: new RegExp(title) }).click();
    await expect(dialog.getByText(t.none)).toBeVisible();
    await expect(page.getByRole("button", { name: t.one })).toHaveCount(0);

    // Tidy up: the announcement would reach every later test's investor.
    const { id } = (await sent.json()) as { id: number };
    await request.delete(`/api/admin/announcements/${id}`, { headers });
  });
}
