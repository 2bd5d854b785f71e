/**
 * What each cron trigger runs (wrangler.toml [triggers]); the dev route `/__scheduled`
 * (docs/decisions/0013) calls the same function. Failures are logged, never thrown: a cron
 * has nobody to answer.
 * - `* * * * *`: sends again the payment checks whose queue message was lost (at most 100;
 *   docs/product-rules.md#automatic-rails, RAIL-4; services/payments/payment-checks.ts): the
 *   checks themselves run on the queue `lionart-payment-checks`. It also reduces up to 50 closed
 *   accounts whose retention ended (docs/product-rules.md#data-rights, DATA-6;
 *   services/data-rights/retention.ts), and forgets up to 1,000 failed sign-ins older than a day
 *   (AUTH-13; services/auth/sign-in-rate-limit.ts).
 * - the daily one: starts the daily-run Workflow (daily returns, the books check, the
 *   providers' reconciliation and a push of what it wrote; cron/daily-run-workflow.ts), and
 *   does nothing else, so the cron's own work never grows; when it cannot start the run, the
 *   owners get an alert (docs/product-rules.md#operations, OPS-5).
 */
import type { Env } from "../env";
import { doualaDay } from "../lib/douala-date";
import { timedJob } from "../lib/log";
import { dailyRunAlert, raiseOwnerAlert } from "../services/operations/owner-alerts";
import { railsOf } from "../payments/rails-config";
import { type PollReport, pollDuePayments } from "../services/payments/poller";
import { sweepOverdueChecks } from "../services/payments/payment-checks";
import { reduceExpiredClosures } from "../services/data-rights/retention";
import { forgetOldSignInFailures } from "../services/auth/sign-in-rate-limit";
import { deleteReducedIdentityFiles } from "../services/identity/reduce";
import { startDailyRun } from "./daily-run";

export const EVERY_MINUTE = "* * * * *";

export type ScheduledReport =
  | {
      checksSent: number;
      poll?: PollReport;
      reduced?: number;
      signInFailuresForgotten?: number;
      identityFilesDeleted?: number;
    }
  | { dailyRun: string | null };

/** Runs the cron `cron` as of `now`; answers its report (for the dev route and logs). */
export async function runScheduled(env: Env, cron: string, now: Date): Promise<ScheduledReport> {
  // A provider's configuration error leaves that provider out (providersFor logs it), so the
  // rails never stop the daily returns (RET-2); the rails' own failures are logged below.
  if (cron !== EVERY_MINUTE) {
    let error: unknown;
    const dailyRun = await logged(
      "start daily run",
      () =>
        startDailyRun(env, now.getTime()).catch((err) => {
          error = err;
          throw err;
        }),
      null,
    );
    // A run that could not start is a failed daily run: the owners are told (OPS-5).
    if (dailyRun === null) await raiseOwnerAlert(env.DB, dailyRunAlert(doualaDay(now), "start", error));
    return { dailyRun };
  }
  const rails = railsOf(env);
  const report: ScheduledReport = { checksSent: await logged("payment checks sweep", () => sweepOverdueChecks(rails, now), 0) };
  // Without a checks' queue (PAYMENT_CHECKS_DELAYED "off": the worker tests), the due checks
  // run here, as the inline poller.
  report.reduced = await logged("retention reduction", () => reduceExpiredClosures(env.DB, now), 0);
  report.signInFailuresForgotten = await logged(
    "sign-in failures forgotten",
    () => forgetOldSignInFailures(env.DB, now.getTime()),
    0,
  );
  // The images of reduced identity checks, bounded a run; also retries a delete that failed (DATA-7).
  report.identityFilesDeleted = await logged("identity files", () => deleteReducedIdentityFiles(env.DB, env.IDENTITY_FILES), 0);
  if (!rails.checks) report.poll = await logged("payment poll", () => pollDuePayments(rails, now), { checked: 0, settled: 0 });
  return report;
}

/** `work`'s result, or `fallback` once its failure is logged; each part is one job line (lib/log.ts). */
async function logged<T, F>(step: string, work: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await timedJob({ job: "cron", step }, work, (result) =>
      typeof result === "number" || typeof result === "string" ? { result } : null,
    );
  } catch {
    return fallback;
  }
}
