import { uint8ArrayToBase64 } from "uint8array-extras";
import { describe, expect, it } from "vitest";
import { LocalPushService } from "../../test/push-endpoint";
import { verifyVapid } from "../../test/web-push-decrypt";
import { type PushResult, sendPush } from "./send-push";
import type { PushPayload, VapidKeys } from "./types";

/** A VAPID key pair in the format of the Worker's secrets (what `npm start` writes). */
async function newVapidKeys(subject = "mailto:ops@lionart.test"): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { subject, publicKey: uint8ArrayToBase64(new Uint8Array(raw), { urlSafe: true }), privateKey: jwk.d! };
}

const vapid = await newVapidKeys();
const payload: PushPayload = {
  title: "Dépôt approuvé",
  body: "5 000 FCFA ont été crédités sur votre compte.",
  url: "/dashboard",
  tag: "deposit-42",
};

describe("sendPush", () => {
  it("delivers a payload the browser decrypts to the same JSON, with the TTL and urgency asked for", async () => {
    const push = new LocalPushService();
    const sub = await push.subscribe({ applicationServerKey: vapid.publicKey });

    const result = await sendPush(sub, payload, vapid, { fetch: push.fetch, ttl: 3600, urgency: "high" });

    expect(result).toEqual<PushResult>({ outcome: "delivered", status: 201 });
    const [message, ...more] = push.received(sub.id);
    expect(more).toHaveLength(0);
    expect(message!.text).toBe(JSON.stringify(payload));
    expect(JSON.parse(message!.text)).toEqual(payload);
    expect(message!.ttl).toBe(3600);
    expect(message!.urgency).toBe("high");
  });

  it("signs a VAPID JWT for the endpoint's origin that verifies with the public key", async () => {
    const push = new LocalPushService("https://fcm.push.test");
    const sub = await push.subscribe();

    await sendPush(sub, payload, vapid, { fetch: push.fetch });

    const [message] = push.received(sub.id);
    expect(message!.vapidPublicKey).toBe(vapid.publicKey);
    expect(message!.claims.aud).toBe("https://fcm.push.test");
    expect(message!.claims.sub).toBe("mailto:ops@lionart.test");
    const now = Date.now() / 1000;
    expect(message!.claims.exp).toBeGreaterThan(now);
    expect(message!.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
  });

  it("is refused (failed, 401) by a push service whose origin is not the JWT's audience", async () => {
    const push = new LocalPushService("https://push.test");
    const sub = await push.subscribe();
    let authorization: string | null = null;
    // The JWT is minted for another origin's endpoint, then presented to push.test.
    const elsewhere = { ...sub, endpoint: sub.endpoint.replace("https://push.test", "https://elsewhere.test") };
    const result = await sendPush(elsewhere, payload, vapid, {
      fetch: (input, init) => {
        authorization = new Headers(init?.headers).get("authorization");
        return push.fetch(String(input).replace("https://elsewhere.test", "https://push.test"), init);
      },
    });

    expect(result).toEqual({ outcome: "failed", status: 401, reason: "rejected" });
    expect(push.received()).toHaveLength(0);
    expect(await verifyVapid(authorization, "https://push.test")).toEqual({ ok: false, problem: expect.stringMatching(/^aud/) });
    expect((await verifyVapid(authorization, "https://elsewhere.test")).ok).toBe(true);
  });

  it("is refused (failed, 403) when signed by a key other than the subscription's applicationServerKey", async () => {
    const push = new LocalPushService();
    const sub = await push.subscribe({ applicationServerKey: vapid.publicKey });

    const result = await sendPush(sub, payload, await newVapidKeys(), { fetch: push.fetch });

    expect(result).toEqual({ outcome: "failed", status: 403, reason: "rejected" });
    expect(push.received()).toHaveLength(0);
  });

  it("reports gone for 410 and for an endpoint the push service does not know (404)", async () => {
    const push = new LocalPushService();
    const sub = await push.subscribe();
    push.setMode(sub.id, "gone");

    expect(await sendPush(sub, payload, vapid, { fetch: push.fetch })).toEqual({ outcome: "gone", status: 410 });
    const unknown = { ...sub, endpoint: "https://push.test/push/no-such-subscription" };
    expect(await sendPush(unknown, payload, vapid, { fetch: push.fetch })).toEqual({ outcome: "gone", status: 404 });
    expect(push.received()).toHaveLength(0);
  });

  it("reports failed, without throwing, when the push service errs", async () => {
    const push = new LocalPushService();
    const sub = await push.subscribe();
    push.setMode(sub.id, "fail");

    expect(await sendPush(sub, payload, vapid, { fetch: push.fetch })).toEqual({
      outcome: "failed",
      status: 500,
      reason: "rejected",
    });
  });

  it("gives up on a push service that hangs after timeoutMs, and aborts the request", async () => {
    const push = new LocalPushService();
    const sub = await push.subscribe();
    push.setMode(sub.id, "hang");

    const started = Date.now();
    const result = await sendPush(sub, payload, vapid, { fetch: push.fetch, timeoutMs: 200 });

    expect(result).toEqual({ outcome: "failed", status: null, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up on time even when the fetch ignores its abort signal", async () => {
    const sub = await new LocalPushService().subscribe();
    const started = Date.now();
    const result = await sendPush(sub, payload, vapid, { fetch: () => new Promise<Response>(() => {}), timeoutMs: 200 });

    expect(result).toEqual({ outcome: "failed", status: null, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports failed for a network error", async () => {
    const sub = await new LocalPushService().subscribe();
    const result = await sendPush(sub, payload, vapid, {
      fetch: () => Promise.reject(new TypeError("Network connection lost.")),
    });

    expect(result).toEqual({ outcome: "failed", status: null, reason: "network" });
  });

  it("refuses, without sending, a subscription with bad keys or a non-https endpoint, and an oversized payload", async () => {
    const push = new LocalPushService();
    const sub = await push.subscribe();
    const sent: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push(String(input));
      return push.fetch(input, init);
    };

    const badKey = { ...sub, keys: { ...sub.keys, p256dh: "AAAA" } };
    expect(await sendPush(badKey, payload, vapid, { fetch: recordingFetch })).toEqual({
      outcome: "failed",
      status: null,
      reason: "invalid_subscription",
    });
    const plainHttp = { ...sub, endpoint: sub.endpoint.replace("https:", "http:") };
    expect((await sendPush(plainHttp, payload, vapid, { fetch: recordingFetch })).reason).toBe("invalid_subscription");
    const huge = { ...payload, body: "é".repeat(2000) };
    expect(await sendPush(sub, huge, vapid, { fetch: recordingFetch })).toEqual({
      outcome: "failed",
      status: null,
      reason: "payload_too_large",
    });
    expect(sent).toEqual([]);
  });
});
