/**
 * The reconciliation on the queue `lionart-reconcile` (docs/product-rules.md#automatic-rails,
 * RAIL-7; docs/ARCHITECTURE.md#scale): the daily run and staff's "Run reconciliation now"
 * start a run and send the first page of each chain; the consumer does a page and sends the
 * next. A page that keeps failing goes to `lionart-reconcile-dlq` after 3 retries, leaving
 * its run unfinished (`finishedAt` null) with the differences found so far.
 */
import type { ReconciliationView } from "@app/schema/contracts/payments";
import type { Env } from "../../env";
import { railsOf } from "../../payments/rails-config";
import type { Rails } from "../../payments/rails-config";
import type { AdminRow } from "../admins/accounts";
import { consumeEach } from "../../lib/queue-consumer";
import { type ReconcilePage, reconcilePage, reconcilePageSchema } from "./reconciliation-pages";
import { lastReconciliation, startReconciliation } from "./reconciliation";

/** Queues' largest `sendBatch`. */
const SEND_BATCH = 100;

/**
 * Starts the run of the period ending at `now` and sends its first pages to `queue`; answers
 * the run's id and the run as it stands (running, with no differences yet). A start with the
 * `runKey` of one already written (a retried daily step) sends that run's first pages again.
 */
export async function startReconciliationOnQueue(
  rails: Rails,
  queue: Queue<ReconcilePage>,
  now: Date,
  admin?: AdminRow,
  runKey?: string,
): Promise<{ runId: number; view: ReconciliationView }> {
  const { runId, pages } = await startReconciliation(rails, now, admin, runKey);
  for (let i = 0; i < pages.length; i += SEND_BATCH) {
    await queue.sendBatch(pages.slice(i, i + SEND_BATCH).map((body) => ({ body })));
  }
  return { runId, view: await lastReconciliation(rails.db) };
}

/**
 * The consumer: each message is one page, done at the real time, its successor sent before
 * the message is acknowledged; a page that throws, or is malformed, is retried alone
 * (lib/queue-consumer.ts; a page done is done once).
 */
export async function handleReconcileBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const rails = railsOf(env);
  await consumeEach(
    batch,
    "lionart-reconcile",
    reconcilePageSchema,
    async (page) => {
      const next = await reconcilePage(rails, page, new Date());
      if (next) await env.RECONCILE_QUEUE.send(next);
    },
    env.DB,
  );
}
