/**
 * Worker entry: HTTP requests go to the Hono app. Two crons (wrangler.toml): the daily one
 * credits returns, checks the books, reconciles the payment providers and pushes what it
 * wrote; the per-minute one polls open provider payments (docs/product-rules.md#automatic-rails).
 */
import type { Env } from "./env";
import { app } from "./app";

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { runScheduled } = await import("./cron/scheduled");
    ctx.waitUntil(runScheduled(env, controller.cron, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
