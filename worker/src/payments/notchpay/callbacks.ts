/**
 * Notch Pay webhooks ({id, event, data}; https://developer.notchpay.co/get-started/webhooks/verify):
 * `x-notch-signature` is the hex HMAC-SHA256 of the raw body with the webhook hash key, with no
 * timestamp, so a repeat is recognised by the event id. Verified before anything in the body
 * is read; `payment.*` events are deposits, `transfer.*` payouts.
 */
import { fromHex } from "../../lib/bytes";
import { pick, pickString } from "../http";
import type { CallbackRequest, CallbackResult, Direction } from "../provider";
import { parseNotchPayTransaction } from "./transactions";

/** Verifies and reads one webhook with the hash key `hashKey`. */
export async function verifyNotchPayCallback(request: CallbackRequest, hashKey: string): Promise<CallbackResult> {
  const signature = request.headers.get("x-notch-signature");
  if (!signature) return { outcome: "refused", reason: "missing_signature", detail: "x-notch-signature is required" };
  if (!(await hmacMatches(hashKey, request.body, signature))) {
    return { outcome: "refused", reason: "bad_signature", detail: "x-notch-signature does not match the body" };
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(request.body));
  } catch {
    return { outcome: "refused", reason: "malformed_body", detail: "body is not JSON" };
  }
  const eventType = pickString(body, "event");
  if (!eventType) return { outcome: "refused", reason: "malformed_body", detail: "no event type" };
  const direction: Direction | null = eventType.startsWith("payment.")
    ? "deposit"
    : eventType.startsWith("transfer.")
      ? "payout"
      : null;
  const transaction = direction ? parseNotchPayTransaction(direction, pick(body, "data")) : null;
  const eventId = pickString(body, "id") ?? `${eventType}:${transaction?.id}:${transaction?.providerStatus}`;
  return { outcome: "verified", eventId: `notchpay:${eventId}`, eventType, transaction };
}

/** Constant-time check of a hex HMAC-SHA256 of `body` (WebCrypto verify compares in constant time). */
async function hmacMatches(hashKey: string, body: Uint8Array, signatureHex: string): Promise<boolean> {
  if (!/^[0-9a-fA-F]{64}$/.test(signatureHex)) return false;
  const signature = fromHex(signatureHex);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(hashKey), { name: "HMAC", hash: "SHA-256" }, false, [
    "verify",
  ]);
  return crypto.subtle.verify("HMAC", key, signature as BufferSource, body as BufferSource);
}
