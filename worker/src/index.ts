/**
 * Worker entry: HTTP requests go to the Hono app, with the first screens of the signed-in
 * routes (first-screen/routes.ts). Two crons (wrangler.toml): the daily one
 * starts the daily-run Workflow (credits returns, checks the books, reconciles the payment
 * providers and queues a push of what it wrote; cron/daily-run-workflow.ts); the per-minute
 * one sends the payment checks whose message was lost (docs/product-rules.md#automatic-rails).
 * The push queue's batches go to push/jobs.ts, the reconciliation's pages to
 * services/payments/reconciliation-queue.ts, the payment checks to services/payments/payment-checks.ts,
 * each message on its own (lib/queue-consumer.ts); the dead-letter queues' messages are recorded
 * as failed jobs for the operators (services/operations/failed-jobs.ts).
 */
import type { Env } from "./env";
import { app } from "./app";
import { addFirstScreens } from "./first-screen/routes";
import { DEAD_LETTER_QUEUES, QUEUES } from "./queues";

// The signed-in screens of a first visit, rendered (docs/decisions/0039-first-screen-from-the-worker.md).
addFirstScreens(app);

export { DailyRunWorkflow } from "./cron/daily-run-workflow";

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { runScheduled } = await import("./cron/scheduled");
    ctx.waitUntil(runScheduled(env, controller.cron, new Date(controller.scheduledTime)));
  },
  /** Each queue's batches go to its consumer, by the queue's name (wrangler.toml). */
  async queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    if (batch.queue === QUEUES.push) {
      const { handlePushBatch } = await import("./push/jobs");
      return handlePushBatch(batch, env);
    }
    if (batch.queue === QUEUES.reconcile) {
      const { handleReconcileBatch } = await import("./services/payments/reconciliation-queue");
      return handleReconcileBatch(batch, env);
    }
    if (batch.queue === QUEUES.checks) {
      const { handlePaymentCheckBatch } = await import("./services/payments/payment-checks");
      return handlePaymentCheckBatch(batch, env);
    }
    if ((DEAD_LETTER_QUEUES as readonly string[]).includes(batch.queue)) {
      const { recordDeadLetters } = await import("./services/operations/failed-jobs");
      return recordDeadLetters(batch, env.DB);
    }
    throw new Error(`no consumer for the queue ${batch.queue}`);
  },
} satisfies ExportedHandler<Env, unknown>;
