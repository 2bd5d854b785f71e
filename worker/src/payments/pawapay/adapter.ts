/**
 * pawaPay Merchant API v2 adapter (fetch and WebCrypto only, so it runs in workerd): the
 * `PaymentProvider` of pawaPay, put together from one file per call.
 *
 * Docs read for every detail (stored copies, 2026), each cited in the file that uses it:
 * - initiate (initiate.ts): POST /v2/deposits, /v2/payouts; answers ACCEPTED | REJECTED |
 *   DUPLICATE_IGNORED with `failureReason {failureCode, failureMessage}`;
 * - status (status.ts): GET /v2/deposits/{id} -> `{status: FOUND | NOT_FOUND, data}`;
 * - payment statuses (transactions.ts): ACCEPTED, SUBMITTED, PROCESSING, ENQUEUED (payouts
 *   during an outage), IN_RECONCILIATION are not final; COMPLETED and FAILED are;
 *   failure codes: https://docs.pawapay.io/v2/docs/failure_codes;
 * - callbacks (callbacks.ts): final status, flat body like `data`, signed with RFC 9421;
 * - public keys (keys.ts): GET /v2/public-key/http -> [{id, key (PEM)}];
 * - availability (availability.ts): GET /v2/availability?country=CMR;
 * - resend callback (here): POST /v2/deposits/resend-callback/{id}:
 *   https://docs.pawapay.io/v2/api-reference/payouts/resend-payout-callback
 */
import { callProvider, pickString } from "../http";
import type { Direction, PaymentProvider } from "../provider";
import { pawaPayAvailability } from "./availability";
import { verifyPawaPayCallback } from "./callbacks";
import { type PawaPayConfig, pawaPayClient, resourceOf } from "./client";
import { initiatePawaPay } from "./initiate";
import { pawaPayKeyring } from "./keys";
import { listPawaPayKnownIds, pawaPayStatus } from "./status";

/** The pawaPay adapter, plus pawaPay's resend-callback (no equivalent at Notch Pay). */
export interface PawaPayAdapter extends PaymentProvider {
  /** Asks pawaPay to send the final-status callback again. True when pawaPay accepted the request. */
  resendCallback(direction: Direction, id: string): Promise<boolean>;
}

/** Builds the adapter. Configuration errors (no token, no base URL) throw TypeError at once. */
export function createPawaPayAdapter(config: PawaPayConfig): PawaPayAdapter {
  const client = pawaPayClient(config);
  const lookupKey = pawaPayKeyring(
    () => callProvider(`${client.base}/v2/public-key/http`, { headers: client.headers }, config),
    config.now ?? Date.now,
  );
  return {
    name: "pawapay",
    initiate: (direction, request) => initiatePawaPay(client, direction, request),
    getStatus: (direction, id, expected) => pawaPayStatus(client, direction, id, expected),
    verifyCallback: (request) => verifyPawaPayCallback(request, lookupKey),
    listTransactions: (query) => listPawaPayKnownIds(client, query),
    availability: () => pawaPayAvailability(client),
    async resendCallback(direction, id) {
      const res = await callProvider(
        `${client.base}/v2/${resourceOf(direction)}/resend-callback/${encodeURIComponent(id)}`,
        { method: "POST", headers: client.headers },
        config,
      );
      return res.kind === "response" && res.status === 200 && pickString(res.body, "status") === "ACCEPTED";
    },
  };
}
