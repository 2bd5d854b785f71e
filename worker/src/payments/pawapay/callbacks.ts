/**
 * pawaPay callbacks (https://docs.pawapay.io/v2/api-reference/deposits/deposit-callback): the
 * final status in a flat body like a lookup's `data`, signed with RFC 9421 HTTP Message
 * Signatures (https://docs.pawapay.io/v2/docs/signatures). Verified on the raw body before
 * anything in it is read; deposits and payouts are parsed, refunds and remittances (not used
 * here) acknowledged and ignored. The event id is the payment and its status, so a repeat is
 * stored once.
 */
import { verifySignedRequest } from "../http-signature";
import { pickString } from "../http";
import type { CallbackRequest, CallbackResult, Direction } from "../provider";
import { parsePawaPayTransaction } from "./transactions";

/** Verifies and reads one callback; `lookupKey` finds pawaPay's public key by its id. */
export async function verifyPawaPayCallback(
  request: CallbackRequest,
  lookupKey: Parameters<typeof verifySignedRequest>[1],
): Promise<CallbackResult> {
  const check = await verifySignedRequest(request, lookupKey);
  if (!check.ok) return { outcome: "refused", reason: check.reason, detail: check.detail };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(request.body));
  } catch {
    return { outcome: "refused", reason: "malformed_body", detail: "body is not JSON" };
  }
  const direction: Direction | null =
    pickString(body, "depositId") !== null ? "deposit" : pickString(body, "payoutId") !== null ? "payout" : null;
  if (!direction) {
    // Refunds and remittances are not used here: verified, acknowledged, ignored.
    return {
      outcome: "verified",
      eventId: `pawapay:other:${request.headers.get("content-digest")}`,
      eventType: "other",
      transaction: null,
    };
  }
  const transaction = parsePawaPayTransaction(direction, body);
  return {
    outcome: "verified",
    eventId: `pawapay:${direction}:${transaction.id}:${transaction.providerStatus ?? "none"}`,
    eventType: `${direction}.${transaction.providerStatus ?? "none"}`,
    transaction,
  };
}
