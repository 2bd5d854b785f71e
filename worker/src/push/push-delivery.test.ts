/**
 * Web Push end to end inside the Worker (docs/product-rules.md#notifications, NOT-10 to NOT-14):
 * subscriptions are checked and stored per investor, and the events that write a notification
 * deliver an encrypted message that the local push service (test/push-endpoint.ts) decrypts.
 * The Worker reaches the local push service through its loopback fetch (APP_ENV "test"), which
 * the test routes to the in-process service.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminCookie, call, depositFor, registerInvestor } from "../../test/helpers";
import type { LocalPushService, LocalSubscription, ReceivedPush } from "../../test/push-endpoint";
import { PUSH_ORIGIN, subscribeBrowser, useLocalPushService } from "../../test/push-helpers";
import { drainPushQueue } from "../../test/push-queue";

const pushService = useLocalPushService();
let push: LocalPushService;
beforeEach(() => {
  push = pushService();
});

const subscribe = (cookie: string, locale?: "en" | "fr") => subscribeBrowser(push, cookie, locale);

async function storedEndpoints(userId: number): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all<{ endpoint: string }>();
  return results.map((r) => r.endpoint);
}

/** Waits for `n` messages on `sub` (pushes are sent by the push queue's jobs, after the response). */
async function messages(sub: LocalSubscription, n = 1): Promise<unknown[]> {
  await vi.waitFor(() => expect(push.received(sub.id).length).toBeGreaterThanOrEqual(n), { timeout: 5000, interval: 20 });
  return push.received(sub.id).map((m: ReceivedPush) => JSON.parse(m.text));
}

async function submitDeposit(cookie: string, amount = 5000): Promise<number> {
  const res = await call("/api/deposit-verification", {
    method: "POST",
    cookie,
    body: {
      depositName: "Test Payer",
      userName: "670000000",
      amount,
      paymentMethod: "MTN",
      transactionId: `TX${crypto.randomUUID().slice(0, 12)}`,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("push subscriptions", () => {
  it("serves the VAPID public key the browser subscribes with", async () => {
    const { cookie } = await registerInvestor();
    const res = await call("/api/notifications/push-key", { cookie });
    expect(await res.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    expect((await call("/api/notifications/push-key")).status).toBe(401);
  });

  it("refuses a subscription that is not https on a push service, or whose keys are not a browser's, naming the field", async () => {
    const { cookie, user } = await registerInvestor();
    const good = await push.subscribe();
    const cases: [unknown, string][] = [
      [{ endpoint: "http://fcm.googleapis.com/fcm/send/abc", keys: good.keys }, "endpoint"],
      [{ endpoint: "https://evil.example/collect", keys: good.keys }, "endpoint"],
      [{ endpoint: "https://fcm.googleapis.com:8443/fcm/send/abc", keys: good.keys }, "endpoint"],
      [{ endpoint: "not a url", keys: good.keys }, "endpoint"],
      [{ endpoint: good.endpoint, keys: { p256dh: "AAAA", auth: good.keys.auth } }, "keys.p256dh"],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: "!!" } }, "keys.auth"],
      [{ endpoint: good.endpoint }, "keys"],
      [{ endpoint: good.endpoint, keys: good.keys, locale: "de" }, "locale"],
      [{ keys: good.keys }, "endpoint"],
      // Only the configured local push service's port: not another local server (the simulator's control API).
      [{ endpoint: good.endpoint.replace(":9443/", ":8789/"), keys: good.keys }, "endpoint"],
      [{ endpoint: good.endpoint.replace("https://127.0.0.1:9443/", "https://localhost:9443/"), keys: good.keys }, "endpoint"],
      [{ endpoint: good.endpoint.replace(":9443/", "/"), keys: good.keys }, "endpoint"],
    ];
    for (const [body, field] of cases) {
      const res = await call("/api/notifications/push-subscriptions", { method: "POST", cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { code: string; issues: { field: string }[] };
      expect(json.code).toBe("invalid_input");
      expect(json.issues[0]!.field, JSON.stringify(body)).toBe(field);
    }
    expect(await storedEndpoints(user.id)).toEqual([]);
    // A real push service's https endpoint is accepted.
    const fcm = { endpoint: "https://fcm.googleapis.com/fcm/send/abc123", keys: good.keys };
    expect((await call("/api/notifications/push-subscriptions", { method: "POST", cookie, body: fcm })).status).toBe(201);
    expect(await storedEndpoints(user.id)).toEqual([fcm.endpoint]);
    // Forget it again, so later tests' announcements do not try to reach the real FCM offline.
    await call("/api/notifications/push-subscriptions", { method: "DELETE", cookie, body: { endpoint: fcm.endpoint } });
    expect(await storedEndpoints(user.id)).toEqual([]);
  });

  it("keeps each investor's subscriptions their own: one cannot remove another's, and a shared browser moves", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const sub = await subscribe(a.cookie);

    const del = await call("/api/notifications/push-subscriptions", {
      method: "DELETE",
      cookie: b.cookie,
      body: { endpoint: sub.endpoint },
    });
    expect(del.status).toBe(200);
    expect(await storedEndpoints(a.user.id)).toEqual([sub.endpoint]);
    expect(
      (await call("/api/notifications/push-subscriptions", { method: "DELETE", body: { endpoint: sub.endpoint } })).status,
    ).toBe(401);

    // The same browser, now signed in as b, subscribes again: it belongs to b alone.
    await call("/api/notifications/push-subscriptions", {
      method: "POST",
      cookie: b.cookie,
      body: { endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(await storedEndpoints(a.user.id)).toEqual([]);
    expect(await storedEndpoints(b.user.id)).toEqual([sub.endpoint]);

    const own = await call("/api/notifications/push-subscriptions", {
      method: "DELETE",
      cookie: b.cookie,
      body: { endpoint: sub.endpoint },
    });
    expect(own.status).toBe(200);
    expect(await storedEndpoints(b.user.id)).toEqual([]);
  });
});

describe("push subscriptions per investor", () => {
  it("keeps an investor's ten newest browsers: subscribing an eleventh drops the oldest (NOT-14)", async () => {
    const { cookie, user } = await registerInvestor();
    const subs: LocalSubscription[] = [];
    for (let i = 0; i < 11; i++) subs.push(await subscribe(cookie));
    expect(await storedEndpoints(user.id)).toEqual(subs.slice(1).map((s) => s.endpoint));
  });
});

describe("push delivery", () => {
  it("delivers a rejected deposit's note to the investor alone, in the language they subscribed in", async () => {
    const fr = await registerInvestor();
    const other = await registerInvestor();
    const frSub = await subscribe(fr.cookie, "fr");
    const otherSub = await subscribe(other.cookie, "en");
    const id = await submitDeposit(fr.cookie);

    const res = await call(`/api/admin/deposit-verifications/${id}`, {
      method: "PATCH",
      cookie: await adminCookie(),
      body: { status: "rejected", adminNotes: "Mauvais numéro de transaction" },
    });
    expect(res.status).toBe(200);

    const [payload] = await messages(frSub);
    expect(payload).toEqual({
      title: "Dépôt refusé",
      body: "Votre dépôt a été refusé\u00a0: Mauvais numéro de transaction",
      url: "/dashboard",
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    const [received] = push.received(frSub.id);
    expect(received!.vapidPublicKey).toBe(env.VAPID_PUBLIC_KEY);
    expect(received!.claims.aud).toBe(PUSH_ORIGIN);
    expect(push.received(otherSub.id)).toEqual([]);
  });

  it("delivers an approved deposit with its amount in English", async () => {
    const { cookie } = await registerInvestor();
    const sub = await subscribe(cookie, "en");
    const id = await submitDeposit(cookie, 5000);
    await call(`/api/admin/deposit-verifications/${id}`, {
      method: "PATCH",
      cookie: await adminCookie(),
      body: { status: "approved" },
    });
    const [payload] = await messages(sub);
    expect(payload).toMatchObject({
      title: "Deposit approved",
      body: expect.stringMatching(/^Deposit approved: (XAF|FCFA)\s?5,000|^Deposit approved: 5,000\s?(XAF|FCFA)/),
    });
  });

  it("pushes a withdrawal sent once, even under 5 simultaneous approvals, and a rejection with its note", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 30_000, admin);
    // The deposit's own approval is pushed (to no browser yet) before this one subscribes.
    await drainPushQueue();
    const sub = await subscribe(cookie, "en");
    const withdraw = async (amount: number) => {
      const res = await call("/api/transactions/withdraw", {
        method: "POST",
        cookie,
        body: { accountName: "Awa Ndongo", accountNumber: user.phone, paymentMethod: "MTN Mobile Money", amount },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const sent = await withdraw(10_010);
    // `settle`: each call returns once its pushes are sent, so a duplicate would be counted below.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/api/admin/withdrawals/${sent}/approve`, { method: "PUT", cookie: admin, body: {}, settle: true }),
      ),
    );
    const refused = await withdraw(5000);
    await call(`/api/admin/withdrawals/${refused}/reject`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Wrong number" },
      settle: true,
    });

    await drainPushQueue();
    const payloads = push.received(sub.id).map((m: ReceivedPush) => JSON.parse(m.text)) as { title: string; body: string }[];
    expect(payloads).toHaveLength(2);
    expect(payloads.map((p) => p.title).sort()).toEqual(["Withdrawal approved", "Withdrawal rejected"]);
    expect(payloads.find((p) => p.title === "Withdrawal rejected")?.body).toBe("Your withdrawal was rejected: Wrong number");
  });

  it("delivers an announcement to every subscribed investor, and again when it is switched back on", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const subA = await subscribe(a.cookie, "fr");
    const subB = await subscribe(b.cookie, "en");
    const admin = await adminCookie();

    const created = await call("/api/admin/announcements", {
      method: "POST",
      cookie: admin,
      body: { title: "Maintenance", message: "L'application sera indisponible ce soir." },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const expected = {
      title: "Maintenance",
      body: "L'application sera indisponible ce soir.",
      url: "/dashboard",
      tag: `announcement-${id}`,
    };
    expect(await messages(subA)).toEqual([expected]);
    expect(await messages(subB)).toEqual([expected]);

    await call(`/api/admin/announcements/${id}`, { method: "PATCH", cookie: admin, body: { isActive: false } });
    await call(`/api/admin/announcements/${id}`, { method: "PATCH", cookie: admin, body: { isActive: true } });
    expect(await messages(subA, 2)).toEqual([expected, expected]);
    await call(`/api/admin/announcements/${id}`, { method: "DELETE", cookie: admin });
  });

  it("sends an announcement to the browsers subscribed when it was published, not to one subscribed while it waits", async () => {
    const early = await subscribe((await registerInvestor()).cookie, "en");
    const admin = await adminCookie();
    const created = await call("/api/admin/announcements", {
      method: "POST",
      cookie: admin,
      body: { title: "Published", message: "Before the late browser." },
      settle: true,
    });
    expect(created.status).toBe(201);
    // The job waits in the queue (its batch leaves after 50 ms here, 1 s deployed).
    const late = await subscribe((await registerInvestor()).cookie, "en");
    await drainPushQueue();
    expect(await messages(early)).toHaveLength(1);
    expect(push.received(late.id)).toEqual([]);
    const { id } = (await created.json()) as { id: number };
    await call(`/api/admin/announcements/${id}`, { method: "DELETE", cookie: admin });
  });

  it("deletes a subscription the push service answers 410 or 404 for, and keeps one that failed for another reason", async () => {
    const { cookie, user } = await registerInvestor();
    const gone = await subscribe(cookie);
    const failing = await subscribe(cookie);
    const alive = await subscribe(cookie);
    push.setMode(gone.id, "gone");
    push.setMode(failing.id, "fail");
    // A subscription the push service has never heard of answers 404.
    const unknown = { endpoint: `${PUSH_ORIGIN}/push/forgotten`, keys: alive.keys };
    await call("/api/notifications/push-subscriptions", { method: "POST", cookie, body: unknown });
    expect(await storedEndpoints(user.id)).toHaveLength(4);

    const id = await submitDeposit(cookie);
    await call(`/api/admin/deposit-verifications/${id}`, {
      method: "PATCH",
      cookie: await adminCookie(),
      body: { status: "rejected" },
    });

    await messages(alive);
    await vi.waitFor(async () => expect(await storedEndpoints(user.id)).toEqual([failing.endpoint, alive.endpoint]), {
      timeout: 5000,
      interval: 20,
    });
  });
});
