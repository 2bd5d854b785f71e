/**
 * Initiating a Notch Pay deposit or payout. A deposit is initialize POST /payments {amount,
 * currency, reference (ours), phone} (409 when the reference exists), then process POST
 * /payments/{reference} {channel, data.phone} -> 202
 * (https://developer.notchpay.co/api-reference/initialize-a-payment, .../process-a-payment-1).
 * A payout is POST /beneficiaries then POST /transfers {amount, currency, channel,
 * beneficiary, description, reference}, both with `X-Grant`
 * (https://developer.notchpay.co/api-reference/transfers, .../create-a-beneficiary).
 * A repeat (409) is accepted as a duplicate; a proven refusal is rejected; anything else is
 * `unknown`, resolved later by status lookups.
 */
import { toMsisdn } from "@app/schema/phone";
import { assertPaymentId, assertPositiveXaf } from "../checks";
import { type HttpOutcome, isProvenRefusal, pickString, unknownFrom } from "../http";
import type { Direction, InitiateResult, MoneyRequest } from "../provider";
import type { NotchPayClient } from "./client";
import { CHANNEL } from "./transactions";

/** Sends `request` to Notch Pay under our reference. Raises TypeError on a malformed id, amount or phone (never sent). */
export async function initiateNotchPay(
  client: NotchPayClient,
  direction: Direction,
  request: MoneyRequest,
): Promise<InitiateResult> {
  assertPaymentId(request.id);
  assertPositiveXaf(request.amountXaf);
  const phone = toMsisdn(request.phone);
  return direction === "deposit" ? initiateDeposit(client, request, phone) : initiatePayout(client, request, phone);
}

async function initiateDeposit(client: NotchPayClient, request: MoneyRequest, phone: string): Promise<InitiateResult> {
  const created = await client.post("deposit", "/payments", {
    amount: request.amountXaf,
    currency: "XAF",
    reference: request.id,
    phone: `+${phone}`,
    description: request.description ?? "LionArt deposit",
  });
  if (created.kind === "failed") return unknownFrom(created);
  const duplicate = created.status === 409;
  if (!duplicate && isProvenRefusal(created.status)) return rejected(created);
  if (!duplicate && (created.status < 200 || created.status >= 300)) return unknownFrom(created);
  const processed = await client.post("deposit", `/payments/${encodeURIComponent(request.id)}`, {
    channel: CHANNEL[request.operator],
    data: { phone: `+${phone}` },
  });
  if (processed.kind === "failed") return unknownFrom(processed);
  const providerReference = pickString(created.body, "transaction", "reference");
  if (processed.status >= 200 && processed.status < 300) {
    return {
      outcome: "accepted",
      duplicate,
      providerStatus: pickString(processed.body, "transaction", "status"),
      providerReference,
      raw: processed.body,
    };
  }
  // A repeat whose payment was already processed: it exists, the status lookup tells the rest.
  if (duplicate && processed.status < 500) {
    return { outcome: "accepted", duplicate, providerStatus: null, providerReference, raw: processed.body };
  }
  // The payment exists but processing was refused or unanswered: it can only expire at the
  // provider, so it is resolved by status lookups, never failed here.
  return unknownFrom(processed, `payment created, processing answered HTTP ${processed.status}`);
}

async function initiatePayout(client: NotchPayClient, request: MoneyRequest, phone: string): Promise<InitiateResult> {
  const beneficiary = await client.post("payout", "/beneficiaries", {
    channel: CHANNEL[request.operator],
    name: request.name ?? "LionArt investor",
    account_number: phone,
    phone: `+${phone}`,
    country: "CM",
  });
  if (beneficiary.kind === "failed") return unknownFrom(beneficiary);
  if (isProvenRefusal(beneficiary.status)) return rejected(beneficiary);
  const beneficiaryId = pickString(beneficiary.body, "beneficiary", "id");
  if (beneficiary.status < 200 || beneficiary.status >= 300 || !beneficiaryId) return unknownFrom(beneficiary);
  const transfer = await client.post("payout", "/transfers", {
    amount: request.amountXaf,
    currency: "XAF",
    channel: CHANNEL[request.operator],
    beneficiary: beneficiaryId,
    description: request.description ?? "LionArt withdrawal",
    reference: request.id,
  });
  if (transfer.kind === "failed") return unknownFrom(transfer);
  if (transfer.status === 409 || (transfer.status >= 200 && transfer.status < 300)) {
    return {
      outcome: "accepted",
      duplicate: transfer.status === 409,
      providerStatus: pickString(transfer.body, "transfer", "status"),
      providerReference: pickString(transfer.body, "transfer", "id"),
      raw: transfer.body,
    };
  }
  if (isProvenRefusal(transfer.status)) return rejected(transfer);
  return unknownFrom(transfer);
}

function rejected(res: Extract<HttpOutcome, { kind: "response" }>): InitiateResult {
  const message = pickString(res.body, "message");
  return {
    outcome: "rejected",
    failureCode: `HTTP_${res.status}`,
    failureMessage: message,
    httpStatus: res.status,
    raw: res.body,
  };
}
