/**
 * Logout and 'Turn off notifications' forget this browser's push subscription in the API
 * and in the browser (docs/product-rules.md#notifications, NOT-14); a failure there never
 * blocks the logout.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { logout } from "../../auth/api/logout";
import { forgetPushSubscription } from "./push";

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function fakeBrowser({ subscribed, deleteStatus = 200 }: { subscribed: boolean; deleteStatus?: number }) {
  const sent: Sent[] = [];
  const unsubscribe = vi.fn(async () => true);
  const subscription = subscribed ? { endpoint: "https://fcm.googleapis.com/fcm/send/abc", unsubscribe } : null;
  vi.stubGlobal("window", { PushManager: class {}, Notification: class {} });
  vi.stubGlobal("navigator", {
    serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
      const status = init.method === "DELETE" ? deleteStatus : 200;
      return new Response(JSON.stringify(status === 200 ? { ok: true } : { error: "boom", code: "internal" }), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return { sent, unsubscribe };
}

afterEach(() => vi.unstubAllGlobals());

describe("forgetPushSubscription", () => {
  it("deletes the API's copy of this browser's subscription, then unsubscribes the browser", async () => {
    const { sent, unsubscribe } = fakeBrowser({ subscribed: true });
    await forgetPushSubscription();
    expect(sent).toEqual([
      {
        url: "/api/notifications/push-subscriptions",
        method: "DELETE",
        body: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
      },
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("asks nothing of the API when the browser holds no subscription", async () => {
    const { sent } = fakeBrowser({ subscribed: false });
    await forgetPushSubscription();
    expect(sent).toEqual([]);
  });
});

describe("logout", () => {
  it("forgets the subscription before the session ends", async () => {
    const { sent, unsubscribe } = fakeBrowser({ subscribed: true });
    await logout();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "DELETE /api/notifications/push-subscriptions",
      "POST /api/auth/logout",
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("still logs out, and unsubscribes the browser, when the API cannot delete the subscription", async () => {
    const { sent, unsubscribe } = fakeBrowser({ subscribed: true, deleteStatus: 500 });
    await expect(logout()).resolves.toEqual({ ok: true });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "DELETE /api/notifications/push-subscriptions",
      "POST /api/auth/logout",
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
