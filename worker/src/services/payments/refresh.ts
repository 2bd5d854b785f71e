/**
 * A status lookup of one payment (docs/product-rules.md#automatic-rails, RAIL-3, RAIL-4): the
 * provider is asked by OUR id and its answer applied by the state machine. Used by the
 * poller, a callback's processing, the reconciliation and the staff's "Check status now".
 */
import type { StatusResult } from "../../payments/provider";
import { providerNamed, type Rails } from "../../payments/rails-config";
import { ApiError } from "../../lib/api-error";
import { sendCheckOf } from "./check-messages";
import { OPEN, type PaymentRow, type PaymentSource, paymentRow } from "./payment-rows";
import { pollTimeAfter } from "./poll-schedule";
import { applyStatus } from "./state-machine";
import { toReview, transition } from "./transitions";

/**
 * Asks the provider for payment `id`'s status by our id and applies the answer
 * (`applyStatus`). `source` says who asked: `poll`, `callback`, `admin`, `reconciliation`.
 * Returns the payment as it is after. When someone other than the check itself (a callback,
 * staff, the reconciliation) moved its next check, the message for the new one is sent: the
 * old message is then stale (RAIL-4; the check sends its own next message). Raises
 * `not_found` for an unknown id.
 */
export async function refreshPayment(rails: Rails, id: string, source: PaymentSource, now = new Date()): Promise<PaymentRow> {
  const row = await paymentRow(rails.db, id);
  if (!row) throw new ApiError("not_found", "Payment not found.");
  const provider = providerNamed(rails.providers, row.provider);
  if (!provider) {
    await recordMissingProvider(rails, row, source, now);
    return (await paymentRow(rails.db, id))!;
  }
  let result: StatusResult;
  try {
    result = await provider.getStatus(row.direction, id, { amountXaf: row.amount_xaf, phone: row.phone });
  } catch (err) {
    result = { outcome: "unknown", reason: "unexpected_response", httpStatus: null, detail: String(err) };
  }
  await applyStatus(rails, provider, row, result, source, now);
  const after = (await paymentRow(rails.db, id))!;
  if (source !== "poll" && after.next_poll_at !== row.next_poll_at) await sendCheckOf(rails, after, now);
  return after;
}

/**
 * The payment's provider is not configured: recorded in its history with its next check,
 * or `needs_review` past the last one (RAIL-4).
 */
async function recordMissingProvider(rails: Rails, row: PaymentRow, source: PaymentSource, now: Date): Promise<void> {
  const detail = `provider ${row.provider} is not configured`;
  const next = OPEN.includes(row.status) ? pollTimeAfter(row.created_at, now) : null;
  if (OPEN.includes(row.status) && next === null) {
    await toReview(rails, row, OPEN, source, now, "no_final_status", { detail });
  } else {
    await rails.db.batch(transition(rails.db, row.id, row.status, [row.status], { source, now, detail, nextPollAt: next }));
  }
}
