/** Worker entry: HTTP requests go to the Hono app, the daily cron credits returns, checks the books and pushes what it wrote. */
import type { Env } from "./env";
import { app } from "./app";

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { dailyRun } = await import("./cron/credit-daily-returns");
    ctx.waitUntil(
      dailyRun(env.DB, new Date(controller.scheduledTime))
        .then(
          (report) => console.log("daily returns", JSON.stringify(report)),
          (err) => console.error("daily returns failed", err),
        )
        // Maturities and owed referral bonuses the run wrote, as Web Push (NOT-10).
        .then(() => import("./push/dispatch"))
        .then(({ deliverUnpushedPersonal }) => deliverUnpushedPersonal(env))
        .catch((err) => console.error("push after daily run failed", err)),
    );
  },
} satisfies ExportedHandler<Env>;
