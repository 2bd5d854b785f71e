/**
 * Initiating a pawaPay deposit or payout (POST /v2/deposits, /v2/payouts;
 * https://docs.pawapay.io/v2/api-reference/deposits/initiate-deposit,
 * https://docs.pawapay.io/v2/docs/payouts): ACCEPTED and DUPLICATE_IGNORED are accepted
 * (the latter a repeat with the same id), REJECTED or a proven refusal is rejected with
 * pawaPay's `failureReason`, anything else is `unknown`.
 */
import { toMsisdn } from "@app/schema/phone";
import { assertPaymentId, assertPositiveXaf } from "../checks";
import { callProvider, isProvenRefusal, pickString, unknownFrom } from "../http";
import type { Direction, InitiateResult, MoneyRequest } from "../provider";
import { type PawaPayClient, idField, partyField, resourceOf } from "./client";
import { PROVIDER_CODE } from "./transactions";

/** Sends `request` to pawaPay under our id. Raises TypeError on a malformed id or amount (our bug, never sent). */
export async function initiatePawaPay(
  client: PawaPayClient,
  direction: Direction,
  request: MoneyRequest,
): Promise<InitiateResult> {
  assertPaymentId(request.id);
  assertPositiveXaf(request.amountXaf);
  const body = {
    [idField(direction)]: request.id,
    amount: String(request.amountXaf),
    currency: "XAF",
    [partyField(direction)]: {
      type: "MMO",
      accountDetails: { phoneNumber: toMsisdn(request.phone), provider: PROVIDER_CODE[request.operator] },
    },
    // pawaPay takes 4 to 22 characters; shorter narrations are left to its default.
    ...(request.description && request.description.length >= 4 ? { customerMessage: request.description.slice(0, 22) } : {}),
  };
  const res = await callProvider(
    `${client.base}/v2/${resourceOf(direction)}`,
    { method: "POST", headers: client.headers, body: JSON.stringify(body) },
    client.config,
  );
  if (res.kind === "failed") return unknownFrom(res);
  const status = pickString(res.body, "status");
  const failureCode = pickString(res.body, "failureReason", "failureCode");
  const failureMessage = pickString(res.body, "failureReason", "failureMessage");
  if (res.status === 200 && (status === "ACCEPTED" || status === "DUPLICATE_IGNORED")) {
    return {
      outcome: "accepted",
      duplicate: status === "DUPLICATE_IGNORED",
      providerStatus: status,
      providerReference: null,
      raw: res.body,
    };
  }
  if (res.status === 200 && status === "REJECTED") {
    return { outcome: "rejected", failureCode: failureCode ?? "REJECTED", failureMessage, httpStatus: 200, raw: res.body };
  }
  if (isProvenRefusal(res.status)) {
    return {
      outcome: "rejected",
      failureCode: failureCode ?? `HTTP_${res.status}`,
      failureMessage,
      httpStatus: res.status,
      raw: res.body,
    };
  }
  return unknownFrom(res);
}
