/**
 * Automatic deposits (docs/product-rules.md#automatic-rails, RAIL-1, RAIL-2): the investor
 * asks, the deposit is stored with our id fixed and then sent to the provider, who prompts
 * the payer's phone; the investor reads their own deposits back. The money moves only on
 * the provider's final answer (settlement.ts). The deposit steps by hand are
 * services/deposits/.
 */
import type { PaymentCreated, PaymentDepositInput, PaymentView } from "@app/schema/contracts/payments";
import { ApiError } from "../../lib/api-error";
import { type Rails, railProvider } from "../../payments/rails-config";
import { paymentChannels } from "./channels";
import { assertEnabled } from "../settings/switches";
import type { UserRow } from "../users/accounts";
import { OPEN_SQL, type PaymentRow, newReference, paymentRow, toView } from "./payment-rows";
import { sendCheckOf } from "./check-messages";
import { pollTimeAfter } from "./poll-schedule";
import { submit } from "./submit";
import { eventStatement } from "./transitions";
import { doualaDayStartUtc } from "../../lib/douala-date";
import { DEPOSIT_LIMITS, windowsAt, withinLimitsSql } from "../limits/standing";
import { tierLimitRefusal } from "../limits/refusal";
import { nearTierLimitFlagStatement } from "../flags/near-tier-limit";

/** At most this many automatic deposits open at once, and this many a day, per user (RAIL-2). */
const MAX_OPEN_DEPOSITS = 3;
const MAX_DEPOSITS_PER_DAY = 20;

/**
 * Starts a deposit: stores it (`created`, our id fixed), then asks the provider to collect
 * from `phone`, and answers with its state. Raises `deposits_disabled` (503),
 * `payment_channel_manual` (409) when the method takes deposits by hand,
 * `provider_unavailable` (503) when no provider is configured, `too_many_pending` (409)
 * past MAX_OPEN_DEPOSITS open or MAX_DEPOSITS_PER_DAY a day, `tier_limit` (409) over a
 * limit of the investor's tier (docs/product-rules.md#limits-by-tier, KYC-6): the guards
 * are in the INSERT, so a refused deposit never reaches the provider.
 */
export async function createDeposit(
  rails: Rails,
  user: UserRow,
  input: PaymentDepositInput,
  now = new Date(),
): Promise<PaymentCreated> {
  const { db } = rails;
  await assertEnabled(db, "deposits");
  const channels = await paymentChannels(db);
  if (channels.deposits[input.paymentMethod] !== "automatic") {
    throw new ApiError("payment_channel_manual", "This payment method takes deposits by hand: use the deposit steps.");
  }
  const provider = railProvider(rails.providers);
  if (!provider) throw new ApiError("provider_unavailable", "Automatic payments are not available right now.");
  const id = crypto.randomUUID();
  const windows = windowsAt(now, doualaDayStartUtc(now));
  const [insert] = await db.batch([
    db
      .prepare(
        `INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, next_poll_at, created_at, updated_at)
         SELECT ?1, ?2, ?3, 'deposit', u.id, ?4, ?5, ?6, ?7, ?8, ?8 FROM users u
          WHERE u.id = ?9 AND u.is_active = 1
            AND (SELECT COUNT(*) FROM payments p WHERE p.user_id = u.id AND p.direction = 'deposit'
                   AND p.status IN (${OPEN_SQL})) < ${MAX_OPEN_DEPOSITS}
            AND (SELECT COUNT(*) FROM payments p WHERE p.user_id = u.id AND p.direction = 'deposit'
                   AND p.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', ?8, '-1 day')) < ${MAX_DEPOSITS_PER_DAY}
            AND ${withinLimitsSql("u.id", windows, DEPOSIT_LIMITS, input.amount)}
         RETURNING *`,
      )
      .bind(
        id,
        newReference(),
        provider.name,
        input.amount,
        input.paymentMethod,
        input.phone,
        pollTimeAfter(now.toISOString(), now),
        now.toISOString(),
        user.id,
      ),
    eventStatement(db, id, "created", "app", { at: now }, "changes() = 1"),
    // AML-9 (docs/product-rules.md#aml-flags): a flag for staff, never a refusal.
    nearTierLimitFlagStatement(db, user.id, "deposit", now),
  ]);
  const row = insert!.results[0] as PaymentRow | undefined;
  if (!row) throw (await tierLimitRefusal(db, user.id, windows, DEPOSIT_LIMITS, input.amount)) ?? tooManyPending();
  await submit(rails, provider, row, "app", now);
  const after = (await paymentRow(db, id))!;
  await sendCheckOf(rails, after, now); // its first check (RAIL-4), or none when it already failed
  const view = toView(after);
  return { id, status: view.status, reference: view.reference, payment: view };
}

function tooManyPending(): ApiError {
  return new ApiError("too_many_pending", "You have too many deposits waiting: finish or wait for them first.");
}

/** The user's own deposit `id`; another user's is 404 `not_found` (object-level authorization). */
export async function ownDeposit(db: D1Database, userId: number, id: string): Promise<PaymentView> {
  const row = await db
    .prepare("SELECT * FROM payments WHERE id = ? AND user_id = ? AND direction = 'deposit'")
    .bind(id, userId)
    .first<PaymentRow>();
  if (!row) throw new ApiError("not_found", "Payment not found.");
  return toView(row);
}

/** The user's 20 most recent automatic deposits, newest first. */
export async function ownDeposits(db: D1Database, userId: number): Promise<PaymentView[]> {
  const { results } = await db
    .prepare("SELECT * FROM payments WHERE user_id = ? AND direction = 'deposit' ORDER BY seq DESC LIMIT 20")
    .bind(userId)
    .all<PaymentRow>();
  return results.map(toView);
}
