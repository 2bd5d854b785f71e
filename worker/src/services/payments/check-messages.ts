/**
 * The messages of the queue `lionart-payment-checks` (docs/product-rules.md#automatic-rails,
 * RAIL-4): `{ paymentId, dueAt }`, sent delayed until `dueAt`, the payment's `next_poll_at`
 * when sent. What a message does when it arrives is payment-checks.ts.
 */
import { z } from "zod/mini";
import type { Rails } from "../../payments/rails-config";
import { OPEN, type PaymentRow } from "./payment-rows";

/** A check message: the payment and the `next_poll_at` it was sent for (ISO text). */
export interface PaymentCheck {
  paymentId: string;
  dueAt: string;
}

/** A check message's body as the consumer accepts it: anything else is malformed (lib/queue-consumer.ts). */
export const paymentCheckSchema: z.ZodMiniType<PaymentCheck> = z.object({ paymentId: z.string(), dueAt: z.string() });

/** Cloudflare Queues' longest message delay: 12 hours (developers.cloudflare.com/queues/configuration/configure-queues). */
export const MAX_DELAY_SECONDS = 43_200;

/** The delay, in whole seconds, that delivers a check due at `dueAt` as of `now`: 0 when due, at most MAX_DELAY_SECONDS. */
export function delayOf(dueAt: string, now: Date): number {
  return Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((Date.parse(dueAt) - now.getTime()) / 1000)));
}

/** Sends `check` to the rails' queue, delayed until it is due; nothing without a queue (the inline poller). */
export async function sendCheck(rails: Rails, check: PaymentCheck, now: Date): Promise<void> {
  await rails.checks?.send(check, { delaySeconds: delayOf(check.dueAt, now) });
}

/** Sends the check of payment `row` as it is now, if it is open with a next check. */
export async function sendCheckOf(rails: Rails, row: PaymentRow | null, now: Date): Promise<void> {
  if (row && OPEN.includes(row.status) && row.next_poll_at)
    await sendCheck(rails, { paymentId: row.id, dueAt: row.next_poll_at }, now);
}
