/**
 * Local development only: `GET /__scheduled?cron=<expr>&time=<ms since epoch>` runs the
 * daily cron as the scheduled handler would at `time` (default: now): it starts the
 * daily-run Workflow (returns, books check, provider reconciliation, push), waits for it and
 * answers its output; `cron=* * * * *` runs the per-minute sweep of payment checks, then the
 * checks due at `time` inline (`pollDuePayments`, as the queue's consumer would at that time),
 * so a journey that moves time on is deterministic. wrangler's own --test-scheduled page ignores `time`, so the app
 * serves this path itself, and only when APP_ENV is "development" (.dev.vars); anywhere
 * else it is a 404. Deployed Workers never answer it: production sets APP_ENV=production.
 */
import { Hono } from "hono";
import { z } from "zod/mini";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { ApiError } from "../lib/api-error";
import { startDailyRun, waitForDailyRun } from "../cron/daily-run";
import { EVERY_MINUTE, runScheduled } from "../cron/scheduled";
import { railsOf } from "../payments/rails-config";
import { sweepUnpushedPersonal } from "../push/dispatch";
import { pollDuePayments } from "../services/payments/poller";

/**
 * The cron's day arithmetic (SQLite dates, YYYY-MM-DD text) is only meaningful for
 * four-digit years, so the route accepts instants from 2000-01-01 to 2100-12-31 in
 * Africa/Douala (docs/product-rules.md#daily-returns, RET-7); anything else is a 400.
 */
const EARLIEST_MS = Date.parse("2000-01-01T00:00:00+01:00");
const AFTER_LATEST_MS = Date.parse("2101-01-01T00:00:00+01:00");

const query = z.object({
  cron: z.optional(z.string()),
  time: z.optional(
    z.coerce
      .number()
      .check(
        z.int("time must be milliseconds since the epoch"),
        z.gte(EARLIEST_MS, "time must be in the years 2000 to 2100"),
        z.lt(AFTER_LATEST_MS, "time must be in the years 2000 to 2100"),
      ),
  ),
});

export const devScheduledRoutes = new Hono<AppBindings>().get(
  "/",
  async (c, next) => {
    if (c.env.APP_ENV !== "development") throw new ApiError("not_found", "Not found");
    await next();
  },
  validate("query", query),
  async (c) => {
    const { time, cron } = c.req.valid("query");
    const now = new Date(time ?? Date.now());
    // The per-minute cron, then the payment checks due at `now` (docs/product-rules.md#automatic-rails).
    if (cron === EVERY_MINUTE) {
      const report = await runScheduled(c.env, cron, now);
      const poll = await pollDuePayments(railsOf(c.env), now, 100);
      await sweepUnpushedPersonal(c.env).catch((err) => console.error("push after the checks failed", err));
      return c.json({ ...report, poll });
    }
    const id = await startDailyRun(c.env, now.getTime());
    const output = await waitForDailyRun(c.env, id);
    return c.json(output.daily);
  },
);
