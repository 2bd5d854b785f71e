/**
 * The PWA's service worker shows a Web Push message (pwa/public/push-sw.js). Chromium's
 * DevTools protocol delivers the push event straight to the registration, so no push
 * service is involved; the payload is what worker/src/push/send-push.ts encrypts.
 */
import { expect, test } from "./test";
import { WORDS } from "./support";

// This journey is about the service worker: let it register (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

interface Shown {
  title: string;
  body: string;
  tag: string;
  icon: string;
  url: string;
}

test("the service worker shows a pushed notification and keeps its link on this site", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  const registrationIds: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) registrationIds.push(r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await page.goto("/login");
  // The public pages start the service worker once the reader uses them (start-service-worker.ts).
  await page.getByRole("tabpanel").getByLabel(WORDS.en.phone).focus();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => registrationIds.length).toBeGreaterThan(0);

  const origin = new URL(baseURL!).origin;
  const deliver = (payload: object) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: registrationIds.at(-1)!,
      data: JSON.stringify(payload),
    });
  const shown = () =>
    page.evaluate(async () => {
      const notes = await (await navigator.serviceWorker.ready).getNotifications();
      return notes.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, url: n.data?.url }));
    });

  await deliver({ title: "Dépôt approuvé", body: "5 000 FCFA crédités.", url: "/dashboard?from=push", tag: "deposit-1" });
  await expect.poll(shown).toEqual<Shown[]>([
    {
      title: "Dépôt approuvé",
      body: "5 000 FCFA crédités.",
      tag: "deposit-1",
      icon: `${origin}/icon-192.png`,
      url: `${origin}/dashboard?from=push`,
    },
  ]);

  // Same tag: replaces the first. A link to another site is replaced by /dashboard.
  await deliver({ title: "Retrait envoyé", body: "2 000 FCFA.", url: "https://evil.example/phish", tag: "deposit-1" });
  await expect.poll(shown).toEqual<Shown[]>([
    {
      title: "Retrait envoyé",
      body: "2 000 FCFA.",
      tag: "deposit-1",
      icon: `${origin}/icon-192.png`,
      url: `${origin}/dashboard`,
    },
  ]);
});
