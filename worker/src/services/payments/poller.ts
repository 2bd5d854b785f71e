/**
 * The payment poller, run by the per-minute cron (docs/product-rules.md#automatic-rails,
 * RAIL-4; wrangler.toml `* * * * *`): every open payment whose next check is due is checked
 * with its provider by our id, or sent when it was never sent. Each is claimed first by
 * moving its next check a few minutes on, so two overlapping runs do not both ask.
 */
import { type Rails, providerNamed } from "../../payments/rails-config";
import { OPEN, OPEN_SQL, type PaymentRow, paymentRow } from "./payment-rows";
import { refreshPayment } from "./refresh";
import { submit } from "./submit";

/** What one run did: payments checked, and how many of them reached a final or review state. */
export interface PollReport {
  checked: number;
  settled: number;
}

/**
 * Checks every open payment whose next check is due at `now` (at most `limit`), each by a
 * status lookup with its own id; a payment never sent (`created`) is sent. Each is claimed
 * first by moving its next check a few minutes on, so two overlapping runs do not both
 * ask. Returns how many were checked and how many reached a final or review state.
 */
export async function pollDuePayments(rails: Rails, now = new Date(), limit = 25): Promise<PollReport> {
  const { db } = rails;
  const at = now.toISOString();
  const { results } = await db
    .prepare(
      `SELECT * FROM payments WHERE status IN (${OPEN_SQL}) AND next_poll_at <= ?
        ORDER BY next_poll_at LIMIT ?`,
    )
    .bind(at, limit)
    .all<PaymentRow>();
  const report: PollReport = { checked: 0, settled: 0 };
  const lease = new Date(now.getTime() + 5 * 60 * 1000).toISOString();
  for (const row of results) {
    const claim = await db
      .prepare("UPDATE payments SET next_poll_at = ? WHERE id = ? AND next_poll_at = ? AND status = ?")
      .bind(lease, row.id, row.next_poll_at, row.status)
      .run();
    if (claim.meta.changes !== 1) continue;
    report.checked++;
    const provider = providerNamed(rails.providers, row.provider);
    let after: PaymentRow | null;
    if (row.status === "created" && provider) {
      await submit(rails, provider, row, "poll", now);
      after = await paymentRow(db, row.id);
    } else {
      after = await refreshPayment(rails, row.id, "poll", now);
    }
    if (after && !OPEN.includes(after.status)) report.settled++;
  }
  return report;
}
