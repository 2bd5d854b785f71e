/**
 * Automatic payouts of approved withdrawals (docs/product-rules.md#automatic-rails, RAIL-1,
 * RAIL-5): whether a method pays through the provider, the statements that store the payout
 * in the approval's own batch (only when that batch moved the request to `processing`), and
 * sending it once the batch is posted. The hold stays until the provider's final answer.
 */
import type { WithdrawalFacts } from "../../ledger/transfers/withdrawals";
import { ApiError } from "../../lib/api-error";
import type { PaymentProvider } from "../../payments/provider";
import { type Rails, providerNamed, railProvider } from "../../payments/rails-config";
import { paymentChannels } from "./channels";
import { sendCheckOf } from "./check-messages";
import { methodOf, newReference, paymentRow } from "./payment-rows";
import { pollTimeAfter } from "./poll-schedule";
import { submit } from "./submit";
import { eventStatement } from "./transitions";

/**
 * Whether approving withdrawals of this method pays through the provider now: returns the
 * provider when its payout channel is automatic, or null for the manual path (the hold is
 * paid out at once and the money sent by hand). Raises 503 `provider_unavailable` when the
 * channel is automatic but no provider is configured: approving then must not book a payout
 * nobody sends (RAIL-1, RAIL-5); an owner switches the channel to manual to pay by hand.
 */
export async function payoutProvider(rails: Rails, method: WithdrawalFacts["paymentMethod"]): Promise<PaymentProvider | null> {
  const channels = await paymentChannels(rails.db);
  if (channels.payouts[methodOf(method)] !== "automatic") return null;
  const provider = railProvider(rails.providers);
  if (!provider)
    throw new ApiError("provider_unavailable", "Automatic payouts are not available right now: nothing was approved.");
  return provider;
}

/**
 * Statements for the approval batch of an automatic payout (docs/product-rules.md#automatic-rails,
 * RAIL-5): the payout is stored with its fixed id only when the same batch moved the request
 * to `processing`; the hold stays until the provider's final answer. The payout pays the
 * request's amount less its fee to the number of the request. Returns the statements and the
 * payout's id.
 */
export function payoutStatements(
  db: D1Database,
  provider: PaymentProvider,
  w: WithdrawalFacts,
  now = new Date(),
): { statements: D1PreparedStatement[]; paymentId: string } {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  return {
    paymentId: id,
    statements: [
      db
        .prepare(
          `INSERT INTO payments (id, reference, provider, direction, user_id, withdrawal_request_id, amount_xaf, payment_method, phone,
                                 next_poll_at, created_at, updated_at)
           SELECT ?, ?, ?, 'payout', w.user_id, w.id, ?, ?, w.account_number, ?, ?, ? FROM withdrawal_requests w
            WHERE w.id = ? AND w.status = 'processing'
           ON CONFLICT DO NOTHING`,
        )
        .bind(
          id,
          newReference(),
          provider.name,
          w.amountXaf - w.feeXaf,
          methodOf(w.paymentMethod),
          pollTimeAfter(at, now),
          at,
          at,
          w.id,
        ),
      eventStatement(db, id, "created", "app", { at: now }, "changes() = 1"),
    ],
  };
}

/** Sends payout `paymentId` (stored by `payoutStatements`) to its provider, then its first check (RAIL-4). */
export async function submitPayout(rails: Rails, paymentId: string, now = new Date()): Promise<void> {
  const row = await paymentRow(rails.db, paymentId);
  const provider = row && providerNamed(rails.providers, row.provider);
  if (row && provider) await submit(rails, provider, row, "app", now);
  // Without its provider, the check reports the missing provider (refresh.ts).
  if (row) await sendCheckOf(rails, await paymentRow(rails.db, paymentId), now);
}
