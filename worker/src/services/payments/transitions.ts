/**
 * The one way a payment changes state (docs/product-rules.md#automatic-rails, RAIL-3): a
 * guarded `UPDATE payments … WHERE id = ? AND status IN (…)` followed, in the same D1 batch,
 * by its `payment_events` history entry written only when that update changed the row
 * (`WHERE changes() = 1`). Callers add their ledger transfers and notifications to the same
 * batch, guarded on the new state, so a callback, the poller and staff racing on one payment
 * move money once. Also the move to `needs_review`, which posts nothing.
 */
import type { PaymentState } from "@app/schema/contracts/payments";
import type { Rails } from "../../payments/rails-config";
import type { PaymentRow, PaymentSource } from "./payment-rows";

/** What a transition records on the row and in its history entry. */
export interface TransitionFacts {
  source: PaymentSource;
  now: Date;
  providerStatus: string | null;
  operatorReference: string | null;
  providerReference: string | null;
  failureCode: string | null;
  reviewReason: string | null;
  detail: string | null;
  raw: unknown;
  /** Set to change the next check (null: none); absent: unchanged. */
  nextPollAt: string | null;
}

/**
 * The guarded state change and its history entry: `UPDATE … WHERE id = ? AND status IN (from)`
 * (and `guard`, a further SQL condition, when given), then the entry only when that update
 * changed the row (`changes() = 1`, the statement right before it in the batch).
 */
export function transition(
  db: D1Database,
  id: string,
  to: PaymentState,
  from: readonly PaymentState[],
  f: Partial<TransitionFacts> & Pick<TransitionFacts, "source" | "now">,
  guard?: { sql: string; params: unknown[] },
): D1PreparedStatement[] {
  const at = f.now.toISOString();
  const keepPoll = f.nextPollAt === undefined;
  return [
    db
      .prepare(
        `UPDATE payments SET status = ?, provider_status = COALESCE(?, provider_status),
                operator_reference = COALESCE(?, operator_reference), provider_reference = COALESCE(?, provider_reference),
                failure_code = COALESCE(?, failure_code), review_reason = COALESCE(?, review_reason),
                next_poll_at = CASE WHEN ? THEN next_poll_at ELSE ? END, updated_at = ?
          WHERE id = ? AND status IN (${from.map(() => "?").join(", ")}) AND (${guard?.sql ?? "1"})`,
      )
      .bind(
        to,
        f.providerStatus ?? null,
        f.operatorReference ?? null,
        f.providerReference ?? null,
        f.failureCode ?? null,
        f.reviewReason ?? null,
        keepPoll ? 1 : 0,
        f.nextPollAt ?? null,
        at,
        id,
        ...from,
        ...(guard?.params ?? []),
      ),
    eventStatement(db, id, to, f.source, { ...f, at: f.now }, "changes() = 1"),
  ];
}

/** A `payment_events` history entry of payment `paymentId`, written when `where` (SQL) holds. */
export function eventStatement(
  db: D1Database,
  paymentId: string,
  status: PaymentState,
  source: PaymentSource,
  f: { at: Date; providerStatus?: string | null; detail?: string | null; raw?: unknown },
  where = "1",
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_events (payment_id, status, source, provider_status, detail, raw, at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${where}`,
    )
    .bind(
      paymentId,
      status,
      source,
      f.providerStatus ?? null,
      f.detail ?? null,
      f.raw === undefined || f.raw === null ? null : JSON.stringify(f.raw),
      f.at.toISOString(),
    );
}

/** Moves the payment from one of `from` to `needs_review` with `reason`; nothing is posted (RAIL-3, RAIL-4). */
export async function toReview(
  rails: Rails,
  row: PaymentRow,
  from: readonly PaymentState[],
  source: PaymentSource,
  now: Date,
  reason: string,
  facts: Partial<TransitionFacts>,
): Promise<void> {
  await rails.db.batch(
    transition(rails.db, row.id, "needs_review", from, { source, now, ...facts, reviewReason: reason, detail: reason }),
  );
}
