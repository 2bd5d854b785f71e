/**
 * The daily run's work and how it is started and awaited (docs/ARCHITECTURE.md#scale): the
 * cron starts a `lionart-daily-run` Workflow instance (cron/daily-run-workflow.ts), which runs
 * `runDaily` step by step. Apart from the Workflow class so that the API's types, which the
 * front ends read, do not pull in the Workers runtime module.
 */
import type { Env } from "../env";
import { doualaDay } from "../lib/douala-date";
import { errorText, logJob } from "../lib/log";
import type { StepRunner } from "../lib/steps";
import { railsOf } from "../payments/rails-config";
import { sweepUnpushedPersonal } from "../push/dispatch";
import { type OwnerAlert, booksAlert, dailyRunAlert, raiseOwnerAlert } from "../services/operations/owner-alerts";
import { startReconciliationOnQueue } from "../services/payments/reconciliation-queue";
import { purgeTransparencyCache } from "../services/transparency/cached-figures";
import { type LiabilitiesReport, publishLiabilities } from "../liabilities/run";
import { type DailyRunReport, dailyRun } from "./credit-daily-returns";

/** The instance's output. */
export interface DailyRunOutput {
  daily: DailyRunReport | null;
  /** The id of the reconciliation run started (its pages go on on the queue), or null when it failed to start. */
  reconciled: number | null;
  /** The day's proof of liabilities (docs/proof-of-liabilities.md), or null when it was not built (no books check, or it failed). */
  liabilities: LiabilitiesReport | null;
}

/** The instance id of the run the cron fires at `scheduledTime`: the same firing starts one instance. */
export function dailyRunId(scheduledTime: number): string {
  return `daily-${scheduledTime}`;
}

/**
 * Starts the daily run of the cron fired at `scheduledTime`; answers the instance id. A
 * second start of the same firing (a retried cron) finds the instance and starts nothing.
 */
export async function startDailyRun(env: Env, scheduledTime: number): Promise<string> {
  const id = dailyRunId(scheduledTime);
  try {
    await env.DAILY_RUN.create({ id, params: { scheduledTime } });
  } catch (err) {
    // Already started: get() finds it; anything else is raised.
    await env.DAILY_RUN.get(id).catch(() => {
      throw err;
    });
  }
  return id;
}

/**
 * Waits for the instance `id` to finish (polling its status every 50 ms, for at most
 * `timeoutMs`) and answers its output. For the local cron route and tests, never production:
 * throws when the instance errored, was terminated or is still running at the deadline.
 */
export async function waitForDailyRun(env: Env, id: string, timeoutMs = 120_000): Promise<DailyRunOutput> {
  const instance = await env.DAILY_RUN.get(id);
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const { status, output, error } = await instance.status();
    if (status === "complete") return output as DailyRunOutput;
    if (status === "errored" || status === "terminated") throw new Error(`daily run ${id} ${status}: ${error?.message ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`daily run ${id} still running after ${timeoutMs} ms`);
}

/**
 * The daily run's work, every part a step of `run`: the returns and the books check, then the
 * day's proof of liabilities as of the transfer the books were checked through, then
 * the purge of the transparency figures' edge copies (TRN-6), then the reconciliation's start
 * (its pages run on the queue `lionart-reconcile`), then a push sweep. A part that fails is logged and the next still
 * runs (RET-2: the rails never stop the returns). Every log line is a job line (lib/log.ts).
 * Books that do not balance, or a part that failed, raise one owners' alert for the day
 * (docs/product-rules.md#operations, OPS-5), in a step of its own.
 */
export async function runDaily(env: Env, now: Date, run: StepRunner): Promise<DailyRunOutput> {
  const output: DailyRunOutput = { daily: null, reconciled: null, liabilities: null };
  const failures: [part: string, err: unknown][] = [];
  const failedPart = (part: string, err: unknown) => {
    failures.push([part, err]);
    logJob({ job: "daily-run", step: part, outcome: "failed", error: errorText(err) });
  };
  try {
    output.daily = await dailyRun(env.DB, now, run);
  } catch (err) {
    failedPart("daily returns", err);
  }
  if (output.daily) {
    const { day, books } = output.daily;
    try {
      output.liabilities = await publishLiabilities(env, day, books.throughTransferId, run);
    } catch (err) {
      failedPart("proof of liabilities", err);
    }
  }
  // New returns, books verdict and record: the edge's copies go (TRN-6); a cache failure is only logged.
  await run("purge transparency cache", purgeTransparencyCache).catch((err) => failedPart("purge transparency cache", err));
  try {
    output.reconciled = await run("reconcile", async () => {
      // Keyed by the period's end: a retried step finds its run (RAIL-7), never starts a second.
      const key = `daily:${now.toISOString()}`;
      const { runId } = await startReconciliationOnQueue(railsOf(env), env.RECONCILE_QUEUE, now, undefined, key);
      return runId;
    });
  } catch (err) {
    failedPart("reconcile", err);
  }
  await run("queue pushes", () => sweepUnpushedPersonal(env).then(() => null)).catch((err) => failedPart("queue pushes", err));
  const alerts: OwnerAlert[] = [];
  if (output.daily && !output.daily.books.balanced)
    alerts.push(booksAlert(output.daily.day, output.daily.books.mismatchedAccounts));
  if (failures.length > 0) {
    alerts.push(dailyRunAlert(doualaDay(now), failures.map(([part]) => part).join(", "), failures[0]![1]));
  }
  if (alerts.length > 0) {
    await run("alert owners", async () => {
      for (const alert of alerts) await raiseOwnerAlert(env.DB, alert);
      return null;
    });
  }
  logJob({
    job: "daily-run",
    step: "report",
    ids: { day: output.daily?.day ?? null, reconciliationRun: output.reconciled },
    outcome: output.daily ? "ok" : "failed",
    detail: output.daily
      ? { settled: output.daily.settled, matured: output.daily.matured, booksBalanced: output.daily.books.balanced }
      : null,
  });
  return output;
}
