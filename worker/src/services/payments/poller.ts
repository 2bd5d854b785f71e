/**
 * The payment poller in one invocation (docs/product-rules.md#automatic-rails, RAIL-4): every
 * open payment whose next check is due at `now` is checked, as the queue's consumer checks
 * one (`checkDuePayment`, payment-checks.ts). Production checks through the queue
 * `lionart-payment-checks`; this is the path of tests, which drive fake times, and of the
 * local `/__scheduled` route, which runs the due checks at the time it is given so a
 * journey is deterministic. Each is claimed first by moving its next check a few minutes
 * on, so overlapping runs (and the queue) ask once.
 */
import type { Rails } from "../../payments/rails-config";
import { OPEN_SQL } from "./payment-rows";
import { checkDuePayment } from "./payment-checks";

/** What one run did: payments checked, and how many of them reached a final or review state. */
export interface PollReport {
  checked: number;
  settled: number;
}

/**
 * Checks every open payment whose next check is due at `now` (at most `limit`, oldest due
 * first), each by a status lookup with its own id; a payment never sent (`created`) is sent.
 * Sends no queue message: the checks' next messages are left to the per-minute sweep.
 * Returns how many were checked and how many reached a final or review state.
 */
export async function pollDuePayments(rails: Rails, now = new Date(), limit = 25): Promise<PollReport> {
  const { results } = await rails.db
    .prepare(
      `SELECT id, next_poll_at FROM payments INDEXED BY payments_due
        WHERE status IN (${OPEN_SQL}) AND next_poll_at <= ? ORDER BY next_poll_at LIMIT ?`,
    )
    .bind(now.toISOString(), limit)
    .all<{ id: string; next_poll_at: string }>();
  const report: PollReport = { checked: 0, settled: 0 };
  const inline: Rails = { db: rails.db, providers: rails.providers };
  for (const row of results) {
    const outcome = await checkDuePayment(inline, { paymentId: row.id, dueAt: row.next_poll_at }, now);
    if (outcome === "checked" || outcome === "settled") report.checked++;
    if (outcome === "settled") report.settled++;
  }
  return report;
}
