/**
 * Web Push in worker tests: a fresh local push service per test, reached the way the Worker
 * reaches it outside production (loopbackHttpFetch sends https://127.0.0.1:9443 as http),
 * and a browser subscribed through the API (docs/product-rules.md#web-push).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { call } from "./helpers";
import { type LocalSubscription, LocalPushService } from "./push-endpoint";

export const PUSH_ORIGIN = "https://127.0.0.1:9443";

/** Installs a new local push service before each test of the file; returns its getter. */
export function useLocalPushService(): () => LocalPushService {
  let push: LocalPushService;
  beforeEach(() => {
    push = new LocalPushService(PUSH_ORIGIN);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = new Request(input, init).url;
      return url.startsWith("http://127.0.0.1:9443/") ? push.fetch(input, init) : realFetch(input, init);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return () => push;
}

/** A browser of `push` subscribed for the investor of `cookie`, stored by the API (201). */
export async function subscribeBrowser(push: LocalPushService, cookie: string, locale?: "en" | "fr"): Promise<LocalSubscription> {
  const sub = await push.subscribe({ applicationServerKey: env.VAPID_PUBLIC_KEY });
  const res = await call("/api/notifications/push-subscriptions", {
    method: "POST",
    cookie,
    body: { endpoint: sub.endpoint, keys: sub.keys, ...(locale ? { locale } : {}) },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return sub;
}
