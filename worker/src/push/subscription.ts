/**
 * Checks a push subscription a browser sends before it is stored. The Worker POSTs to
 * whatever endpoint is stored, so an unchecked endpoint would let any user make the
 * Worker send requests to a host of their choice (server-side request forgery): only
 * https URLs of the browsers' push services are accepted, plus the configured origin of
 * the local push service in development and tests.
 */
import { PUSH_ENDPOINT_MAX } from "@app/schema/limits";
import { fromBase64 } from "../lib/bytes";
import type { PushSubscriptionKeys } from "./types";

/** Hosts of the push services of Chrome and other Chromium browsers (FCM), Firefox, Safari and Edge. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];

/** An https origin on the loopback address with a port: what LOCAL_PUSH_ORIGIN may name. */
const LOOPBACK_HTTPS_ORIGIN = /^https:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/**
 * The extra push-service origins `env` allows: outside production (APP_ENV "development"
 * or "test"), the one origin of the local push service (worker/test/push-endpoint-server.mjs)
 * that LOCAL_PUSH_ORIGIN names, e.g. "https://127.0.0.1:8805", if it is an https loopback
 * origin with a port; else none. Only that port, so an investor cannot aim the Worker at
 * another local server, such as the payment simulator's control API
 * (docs/product-rules.md#notifications, NOT-11).
 */
export function localPushOrigins(env: { APP_ENV?: string; LOCAL_PUSH_ORIGIN?: string }): string[] {
  if (env.APP_ENV !== "development" && env.APP_ENV !== "test") return [];
  const origin = env.LOCAL_PUSH_ORIGIN?.trim() ?? "";
  return LOOPBACK_HTTPS_ORIGIN.test(origin) ? [origin] : [];
}

export type SubscriptionProblem = "endpoint" | "p256dh" | "auth";

/**
 * The first field of `sub` that is unacceptable, or null when it may be stored.
 * `extraOrigins` (e.g. ["https://127.0.0.1:8805"], see `localPushOrigins`) are accepted as
 * push services too: pass them only outside production.
 */
export function subscriptionProblem(
  sub: PushSubscriptionKeys,
  extraOrigins: readonly (string | RegExp)[] = [],
): SubscriptionProblem | null {
  if (!isPushServiceEndpoint(sub.endpoint, extraOrigins)) return "endpoint";
  const p256dh = decode(sub.keys.p256dh);
  if (p256dh?.length !== 65 || p256dh[0] !== 0x04) return "p256dh";
  if (decode(sub.keys.auth)?.length !== 16) return "auth";
  return null;
}

/** True for an https URL of a known push service or of one of `extraOrigins`. */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly (string | RegExp)[] = []): boolean {
  if (endpoint.length > PUSH_ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (extraOrigins.some((o) => (typeof o === "string" ? o === url.origin : o.test(url.origin)))) return true;
  return url.port === "" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

function decode(base64url: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(base64url)) return null;
  try {
    return fromBase64(base64url);
  } catch {
    return null;
  }
}
