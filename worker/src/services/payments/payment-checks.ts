/**
 * Payment status checks as delayed queue messages (docs/product-rules.md#automatic-rails,
 * RAIL-4; docs/ARCHITECTURE.md#scale): each open payment has one message on the queue
 * `lionart-payment-checks`, `{ paymentId, dueAt }`, where `dueAt` is its `next_poll_at` when
 * the message was sent, delivered at that time (a delay of at most MAX_DELAY_SECONDS, after
 * which the message is sent again for the rest).
 *
 * Invariants: a message acts only while `dueAt` is still the payment's `next_poll_at`; it
 * claims the check by moving `next_poll_at` to a lease in the same guarded UPDATE, so a stale
 * or duplicate message does nothing, and two messages never both ask. A check that leaves the
 * payment open sends the next message (its new `next_poll_at`), and so does a callback's or
 * staff's lookup that moved it (refresh.ts). A message lost or dead-lettered leaves the
 * payment overdue: the per-minute sweep (`sweepOverdueChecks`) sends it again, 100 a minute,
 * the oldest first.
 */
import type { Env } from "../../env";
import { consumeEach } from "../../lib/queue-consumer";
import { providerNamed, type Rails, railsOf } from "../../payments/rails-config";
import { sweepUnpushedPersonal } from "../../push/dispatch";
import { OPEN, OPEN_SQL, type PaymentRow, paymentRow } from "./payment-rows";
import { type PaymentCheck, paymentCheckSchema, sendCheck, sendCheckOf } from "./check-messages";
import { refreshPayment } from "./refresh";
import { submit } from "./submit";

/** How long a claimed check holds the payment before another may claim it (a check that died half-way). */
const LEASE_MS = 5 * 60 * 1000;
/** Payments overdue by more than this have lost their message; the sweep sends them again. */
const SWEEP_AFTER_MS = 60 * 1000;
/** Payments the sweep sends per run: one `sendBatch` (at most 100 messages). */
export const SWEEP_LIMIT = 100;

/** What a check message did: dropped (stale), sent on (not due yet), or checked (`settled`: final or review after). */
export type CheckOutcome = "stale" | "postponed" | "checked" | "settled";

/**
 * Acts on `check` at `now` (RAIL-4): stale unless `dueAt` is the payment's `next_poll_at`
 * and it is open; not due yet, sent again for the rest of its delay; due, claimed (the
 * guarded UPDATE moves `next_poll_at` to a lease), then sent to the provider if it never was
 * (`created`) or looked up by our id, and, still open, its next check sent.
 */
export async function checkDuePayment(rails: Rails, check: PaymentCheck, now: Date): Promise<CheckOutcome> {
  const { db } = rails;
  if (Date.parse(check.dueAt) > now.getTime()) {
    const row = await db
      .prepare(`SELECT next_poll_at FROM payments WHERE id = ? AND status IN (${OPEN_SQL})`)
      .bind(check.paymentId)
      .first<{ next_poll_at: string | null }>();
    if (row?.next_poll_at !== check.dueAt) return "stale";
    await sendCheck(rails, check, now);
    return "postponed";
  }
  const claimed = await db
    .prepare(`UPDATE payments SET next_poll_at = ? WHERE id = ? AND next_poll_at = ? AND status IN (${OPEN_SQL}) RETURNING *`)
    .bind(new Date(now.getTime() + LEASE_MS).toISOString(), check.paymentId, check.dueAt)
    .first<PaymentRow>();
  if (!claimed) return "stale";
  const after = await checkClaimed(rails, claimed, now);
  await sendCheckOf(rails, after, now);
  return after && !OPEN.includes(after.status) ? "settled" : "checked";
}

/** One claimed check: a payment never sent (`created`) is sent, any other looked up; answers the row after. */
async function checkClaimed(rails: Rails, row: PaymentRow, now: Date): Promise<PaymentRow | null> {
  const provider = providerNamed(rails.providers, row.provider);
  if (row.status === "created" && provider) {
    await submit(rails, provider, row, "poll", now);
    return paymentRow(rails.db, row.id);
  }
  return refreshPayment(rails, row.id, "poll", now);
}

/**
 * The per-minute sweep: at most SWEEP_LIMIT open payments overdue by more than a minute at
 * `now` (their message was lost or dead-lettered), oldest first through the
 * partial index `payments_due`, get `next_poll_at = now` in one UPDATE … RETURNING and are
 * sent as one batch of check messages due at once. Answers how many were sent.
 */
export async function sweepOverdueChecks(rails: Rails, now: Date): Promise<number> {
  if (!rails.checks) return 0;
  const at = now.toISOString();
  const { results } = await rails.db
    .prepare(
      // INDEXED BY: on its own SQLite picks payments_status, reading every open payment.
      `UPDATE payments SET next_poll_at = ?1
        WHERE id IN (SELECT id FROM payments INDEXED BY payments_due
                      WHERE status IN (${OPEN_SQL}) AND next_poll_at <= ?2 ORDER BY next_poll_at LIMIT ?3)
       RETURNING id`,
    )
    .bind(at, new Date(now.getTime() - SWEEP_AFTER_MS).toISOString(), SWEEP_LIMIT)
    .all<{ id: string }>();
  if (results.length > 0) await rails.checks.sendBatch(results.map((r) => ({ body: { paymentId: r.id, dueAt: at } })));
  return results.length;
}

/**
 * The consumer of `lionart-payment-checks`: each message checked at the real time and
 * acknowledged, or retried alone when it threw (a claimed check left half-way is swept after
 * its lease) or is malformed (lib/queue-consumer.ts); then a push of the notifications the checks wrote (NOT-10).
 */
export async function handlePaymentCheckBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const rails = railsOf(env);
  let acted = false;
  await consumeEach(
    batch,
    "lionart-payment-checks",
    paymentCheckSchema,
    async (check) => {
      const outcome = await checkDuePayment(rails, check, new Date());
      acted ||= outcome === "checked" || outcome === "settled";
    },
    env.DB,
  );
  if (acted) await sweepUnpushedPersonal(env).catch((err) => console.error("push after payment checks failed", err));
}
