/**
 * Issue 8 at 360 px, in en (docs/product-rules.md#notifications): an announcement sent
 * by the admin reaches the investor's bell within one 30-second poll (the page's clock is
 * driven, not waited for), the dialog marks it read and the badge goes; a rejected
 * deposit's note arrives as a notification in the investor's language; and a push
 * subscription receives the note as an encrypted Web Push message that the local push
 * service decrypts.
 *
 * The push subscription is made through the API with the local push service's keys, not
 * by the browser: Chromium's PushManager.subscribe needs Google's push service (FCM),
 * which this offline run cannot reach. What the browser does with a delivered message is
 * covered by push-service-worker.spec.ts.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { expect, test } from "./test";
import { LocalPushService } from "../worker/test/push-endpoint";
import { apiRegister, BASE, chooseLanguage, ownerApi, PUSH_PORT, type Lang } from "./support";

// The push subscription lives in the service worker: let it register (playwright.config.ts blocks it elsewhere).
test.use({ viewport: { width: 360, height: 780 }, serviceWorkers: "allow" });

const T = {
  en: {
    bell: /^Notifications/,
    one: "Notifications, 1 unread",
    none: "No unread notifications",
    note: "No payment with this ID on MTN",
    rejected: "Your deposit was rejected: No payment with this ID on MTN",
    pushTitle: "Deposit rejected",
    turnOn: "Turn on notifications",
  },
  fr: {
    bell: /^Notifications/,
    one: "Notifications non lues\u00a0: 1",
    none: "Aucune notification non lue",
    note: "Aucun paiement avec cet ID chez MTN",
    rejected: "Votre dépôt a été refusé\u00a0: Aucun paiement avec cet ID chez MTN",
    pushTitle: "Dépôt refusé",
    turnOn: "Activer les notifications",
  },
} as const;

/** The local push service, on the one port the server accepts (https endpoints, served over http). */
let push: LocalPushService;
let closePush: () => void;
test.beforeAll(async () => {
  const started = await new Promise<{ port: number; close: () => void }>((resolve) => {
    const holder: { server?: ReturnType<typeof serve> } = {};
    holder.server = serve({ fetch: (req) => push.app.fetch(req), hostname: "127.0.0.1", port: PUSH_PORT }, (info: AddressInfo) =>
      resolve({ port: info.port, close: () => holder.server?.close() }),
    );
  });
  push = new LocalPushService(`https://127.0.0.1:${started.port}`);
  closePush = started.close;
});
test.afterAll(() => closePush?.());

// This journey runs once, in English; the other journeys and the axe scans cover French.
const lang: Lang = "en";

test(`announcements and a rejected deposit reach the bell and the push subscription (${lang})`, async ({ page }) => {
  const t = T[lang];
  const headers = { Origin: BASE };
  // page.request shares the page's cookies: registering signs the page in as the investor.
  await apiRegister(page.request, `Bell ${lang}`);
  const request = await ownerApi();

  await page.clock.install();
  await page.goto("/dashboard");
  await chooseLanguage(page, lang);
  const bell = page.getByRole("button", { name: t.bell });
  await expect(bell).toBeVisible();

  // The admin sends an announcement; one poll later the badge shows it.
  const title = `Maintenance ${lang} ${Date.now()}`;
  const sent = await request.post("/api/admin/announcements", {
    headers,
    data: { title, message: "The app will be down tonight." },
  });
  expect(sent.status()).toBe(201);
  const { id: announcementId } = (await sent.json()) as { id: number };
  try {
    await page.clock.fastForward(30_000);
    await expect(page.getByRole("button", { name: t.one })).toBeVisible();

    // The dialog marks it read and the badge goes.
    await bell.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: new RegExp(title) }).click();
    await expect(dialog.getByText(t.none)).toBeVisible();
    await expect(page.getByRole("button", { name: t.one })).toHaveCount(0);
    // Web Push is offered (VAPID keys are configured by npm start); permission is asked only on a tap.
    await expect(dialog.getByRole("button", { name: t.turnOn })).toBeVisible();
    await page.keyboard.press("Escape");
  } finally {
    // The announcement would reach every later journey's investor.
    await request.delete(`/api/admin/announcements/${announcementId}`, { headers });
  }

  // A push subscription for this investor, in their language (see the header on why via the API).
  const sub = await push.subscribe();
  const subscribed = await page.request.post("/api/notifications/push-subscriptions", {
    headers,
    data: { endpoint: sub.endpoint, keys: sub.keys, locale: lang },
  });
  expect(subscribed.status()).toBe(201);

  // A rejected deposit's note arrives in the bell, worded in the page's language.
  const submit = await page.request.post("/api/deposit-verification", {
    headers,
    data: {
      depositName: `Bell ${lang}`,
      userName: "670000000",
      amount: 5000,
      paymentMethod: "MTN",
      transactionId: `MPBELL${Date.now()}${lang}`,
    },
  });
  expect(submit.status()).toBe(201);
  const { id: depositId } = (await submit.json()) as { id: number };
  const reject = await request.patch(`/api/admin/deposit-verifications/${depositId}`, {
    headers,
    data: { status: "rejected", adminNotes: t.note },
  });
  expect(reject.status()).toBe(200);

  await page.clock.fastForward(30_000);
  await expect(page.getByRole("button", { name: t.one })).toBeVisible();
  await bell.click();
  await expect(page.getByRole("dialog").getByText(t.rejected)).toBeVisible();

  // The same event as Web Push: encrypted by the Worker, decrypted by the local push service.
  await expect
    .poll(() => push.received(sub.id).map((m) => JSON.parse(m.text)), { timeout: 15_000 })
    .toEqual([{ title: t.pushTitle, body: t.rejected, url: "/dashboard", tag: expect.stringMatching(/^notification-\d+$/) }]);
});
