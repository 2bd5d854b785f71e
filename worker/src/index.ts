/**
 * Worker entry: HTTP requests go to the Hono app. Two crons (wrangler.toml): the daily one
 * starts the daily-run Workflow (credits returns, checks the books, reconciles the payment
 * providers and queues a push of what it wrote; cron/daily-run-workflow.ts); the per-minute
 * one polls open provider payments (docs/product-rules.md#automatic-rails). The push queue's
 * batches go to push/jobs.ts.
 */
import type { Env } from "./env";
import { app } from "./app";
import type { PushJob } from "./push/jobs";

export { DailyRunWorkflow } from "./cron/daily-run-workflow";

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { runScheduled } = await import("./cron/scheduled");
    ctx.waitUntil(runScheduled(env, controller.cron, new Date(controller.scheduledTime)));
  },
  async queue(batch: MessageBatch<PushJob>, env: Env): Promise<void> {
    const { handlePushBatch } = await import("./push/jobs");
    await handlePushBatch(batch, env);
  },
} satisfies ExportedHandler<Env, PushJob>;
