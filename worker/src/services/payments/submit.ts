/**
 * Sending a payment to its provider (docs/product-rules.md#automatic-rails, RAIL-2, RAIL-3):
 * the payment is claimed for sending by a guarded transition, initiated with OUR id (stored
 * before the call and reused for every retry), and the answer recorded: accepted → `pending`,
 * refused → `failed` (a payout's hold released), no answer → `unknown`, never `failed`.
 */
import type { InitiateResult, PaymentProvider } from "../../payments/provider";
import { toMsisdn } from "@app/schema/phone";
import type { Rails } from "../../payments/rails-config";
import { type PaymentRow, type PaymentSource, operatorOf } from "./payment-rows";
import { nextCheckAt } from "./poll-schedule";
import { settleFailure } from "./settlement";
import { transition } from "./transitions";

/**
 * Claims the payment for sending (`created`/`unknown`/`pending` → `submitted`, guarded)
 * and initiates it with its own id; records the answer. A lost answer is `unknown`. A number
 * no provider can pay (not 6XXXXXXXX) is `failed` with `INVALID_PHONE`, never sent.
 */
export async function submit(
  rails: Rails,
  provider: PaymentProvider,
  row: PaymentRow,
  source: PaymentSource,
  now: Date,
): Promise<void> {
  const { db } = rails;
  const [claim] = await db.batch(transition(db, row.id, "submitted", ["created", "unknown", "pending"], { source, now }));
  if (claim!.meta.changes !== 1) return;
  const submitted = { ...row, status: "submitted" as const };
  if (!payableNumber(row.phone)) {
    // Refused before anything was sent (so no earlier attempt with this id was sent either):
    // final, like a provider's refusal; a payout's hold goes back (RAIL-2, RAIL-5).
    await settleFailure(rails, submitted, ["submitted"], source, now, {
      failureCode: "INVALID_PHONE",
      detail: `${row.phone} is not a Cameroon mobile-money number: nothing was sent`,
    });
    return;
  }
  const result = await initiate(provider, row);
  await recordInitiation(rails, submitted, result, source, now);
}

/** Asks the provider to collect or pay `row`; anything thrown is an `unknown` outcome. */
async function initiate(provider: PaymentProvider, row: PaymentRow): Promise<InitiateResult> {
  try {
    return await provider.initiate(row.direction, {
      id: row.id,
      amountXaf: row.amount_xaf,
      phone: row.phone,
      operator: operatorOf(row.payment_method),
      description: row.direction === "deposit" ? "LionArt deposit" : "LionArt payout",
    });
  } catch (err) {
    return { outcome: "unknown", reason: "unexpected_response", httpStatus: null, detail: String(err) };
  }
}

/** Records the provider's answer to the initiation of the `submitted` payment `row`. */
async function recordInitiation(
  rails: Rails,
  row: PaymentRow,
  result: InitiateResult,
  source: PaymentSource,
  now: Date,
): Promise<void> {
  const { db } = rails;
  if (result.outcome === "accepted") {
    await db.batch(
      transition(db, row.id, "pending", ["submitted"], {
        source,
        now,
        providerStatus: result.providerStatus,
        providerReference: result.providerReference,
        detail: result.duplicate ? "accepted (duplicate of an earlier request)" : "accepted",
        raw: result.raw,
        nextPollAt: nextCheckAt(row.created_at, now),
      }),
    );
  } else if (result.outcome === "rejected") {
    await settleFailure(rails, row, ["submitted"], source, now, {
      failureCode: result.failureCode,
      detail: result.failureMessage ?? "rejected by the provider",
      raw: result.raw,
      providerStatus: "REJECTED",
    });
  } else {
    await db.batch(
      transition(db, row.id, "unknown", ["submitted"], {
        source,
        now,
        detail: `no answer: ${result.reason}${result.httpStatus ? ` (HTTP ${result.httpStatus})` : ""}`,
        nextPollAt: nextCheckAt(row.created_at, now),
      }),
    );
  }
}

/** Whether a provider can be asked to pay from or to `phone` (the adapters' own check, `toMsisdn`). */
function payableNumber(phone: string): boolean {
  try {
    toMsisdn(phone);
    return true;
  } catch {
    return false;
  }
}
