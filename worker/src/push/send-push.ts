/**
 * Sends one Web Push message to one browser push subscription: VAPID authentication
 * (RFC 8292, an ES256 JWT for the push service's origin) and aes128gcm payload encryption
 * (RFC 8291, WebCrypto), both done by `@block65/webcrypto-web-push`; this module adds the
 * POST, a timeout and the outcome a caller acts on.
 *
 * Never throws and never waits longer than `timeoutMs`: a request handler must hand it to
 * `executionCtx.waitUntil` (or a queue) so no user ever waits on, or fails because of, a
 * push service. Outcomes:
 * - `delivered`: the push service accepted the message (2xx; it may still deliver later).
 * - `gone`: 404 or 410, the subscription is dead (RFC 8030 section 7.3). The caller deletes it.
 * - `failed`: anything else (timeout, network error, 413, 429, 5xx, a VAPID key the service
 *   refuses, keys that do not encrypt). Keep the subscription; a later event retries.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushPayload, PushSubscriptionKeys, VapidKeys } from "./types";

export type PushOutcome = "delivered" | "gone" | "failed";

export interface PushResult {
  outcome: PushOutcome;
  /** The push service's HTTP status, or null when no response arrived (timeout, network, encryption). */
  status: number | null;
  /** Why a `failed` happened, for logs and metrics. */
  reason?: "timeout" | "network" | "rejected" | "payload_too_large" | "invalid_subscription";
}

export interface SendPushOptions {
  /** The fetch to POST with: the global one in production, a local push service in tests. */
  fetch?: typeof fetch;
  /** Seconds the push service keeps an undelivered message (RFC 8030 section 5.2). Default 1 day; at least 1. */
  ttl?: number;
  /** RFC 8030 section 5.3. Default "normal". */
  urgency?: "low" | "normal" | "high";
  /** Milliseconds before the attempt counts as `failed` with reason `timeout`. Default 5,000. */
  timeoutMs?: number;
}

/** The library pads every message to one 4,096-octet record: at most 3,993 bytes of plaintext. */
export const MAX_PUSH_PAYLOAD_BYTES = 3993;
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Encrypts `payload` (JSON, see `PushPayload`) for `subscription`, signs for its push
 * service with `vapid` and POSTs it. Resolves to `{ outcome, status, reason? }`; never rejects.
 */
export async function sendPush(
  subscription: PushSubscriptionKeys,
  payload: PushPayload,
  vapid: VapidKeys,
  options: SendPushOptions = {},
): Promise<PushResult> {
  const { fetch: doFetch = fetch, ttl = DEFAULT_TTL_SECONDS, urgency = "normal", timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const text = JSON.stringify(payload);
  if (new TextEncoder().encode(text).byteLength > MAX_PUSH_PAYLOAD_BYTES) {
    return { outcome: "failed", status: null, reason: "payload_too_large" };
  }
  let request: Awaited<ReturnType<typeof buildPushPayload>>;
  try {
    request = await buildPushPayload(
      { data: text, options: { ttl: Math.max(1, Math.floor(ttl)), urgency } },
      { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
      vapid,
    );
  } catch {
    // Malformed keys, a non-https endpoint or an unusable VAPID key: nothing a retry would fix.
    return { outcome: "failed", status: null, reason: "invalid_subscription" };
  }
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, timeoutMs);
  });
  try {
    // The race also covers a fetch that ignores its abort signal.
    const res = await Promise.race([doFetch(subscription.endpoint, { ...request, signal: controller.signal }), timeout]);
    if (res === "timeout") return { outcome: "failed", status: null, reason: "timeout" };
    await res.body?.cancel().catch(() => {});
    if (res.ok) return { outcome: "delivered", status: res.status };
    if (res.status === 404 || res.status === 410) return { outcome: "gone", status: res.status };
    return {
      outcome: "failed",
      status: res.status,
      reason: res.status === 413 ? "payload_too_large" : "rejected",
    };
  } catch {
    return { outcome: "failed", status: null, reason: controller.signal.aborted ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
