/**
 * Notch Pay adapter (fetch and WebCrypto only, so it runs in workerd): the `PaymentProvider`
 * of Notch Pay, put together from one file per call. Docs read for every detail (stored
 * copies, 2026) are cited in each file: initiate.ts (initialize and process a payment; a
 * beneficiary and a transfer), status.ts (retrieve a payment, list payments), transactions.ts
 * (statuses), callbacks.ts (webhooks and their signature). Notch Pay publishes no operator
 * availability.
 */
import type { PaymentProvider } from "../provider";
import { verifyNotchPayCallback } from "./callbacks";
import { type NotchPayConfig, notchPayClient } from "./client";
import { initiateNotchPay } from "./initiate";
import { listNotchPayKnownIds, listNotchPayPage, notchPayStatus } from "./status";

/** Builds the adapter. Configuration errors throw TypeError at once. */
export function createNotchPayAdapter(config: NotchPayConfig): PaymentProvider {
  const client = notchPayClient(config);
  return {
    name: "notchpay",
    initiate: (direction, request) => initiateNotchPay(client, direction, request),
    getStatus: (direction, id, expected) => notchPayStatus(client, direction, id, expected),
    verifyCallback: (request) => verifyNotchPayCallback(request, config.hashKey),
    listTransactions: (query) => listNotchPayKnownIds(client, query),
    listPage: (query) => listNotchPayPage(client, query),
    // Notch Pay publishes no operator availability.
    availability: async () => ({ outcome: "unsupported" }),
  };
}
