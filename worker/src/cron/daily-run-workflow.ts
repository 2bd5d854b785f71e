/**
 * The daily run as a Cloudflare Workflow (wrangler.toml `lionart-daily-run`,
 * docs/ARCHITECTURE.md#scale). The daily cron only starts an instance (`startDailyRun`, cron/daily-run.ts); the
 * instance settles the returns, matures investments and checks the books in bounded steps
 * (cron/credit-daily-returns.ts, ledger/books-check.ts), starts the reconciliation with the
 * payment providers (RAIL-7; its pages run on the queue `lionart-reconcile`) and queues the
 * push of what it wrote (NOT-10). Each step's result is stored, so an
 * instance that stops half-way resumes where it was, and a step that failed is retried; every
 * step is idempotent in SQL anyway (a rerun settles nothing twice). The report adds the steps
 * up and is the instance's output.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import type { Env } from "../env";
import { timedJob } from "../lib/log";
import type { StepRunner } from "../lib/steps";
import type { DailyRunParams } from "./daily-run-params";
import { type DailyRunOutput, runDaily } from "./daily-run";

/**
 * Five retries, 10 s after the first failure then doubling (10, 20, 40, 80, 160 s): a step fails
 * for a passing D1 error, not for its input, and the retries ride out a D1 outage of more than
 * two minutes (issue 36 §2; every step is idempotent in SQL).
 */
export const STEP_CONFIG = { retries: { limit: 5, delay: "10 seconds", backoff: "exponential" }, timeout: "5 minutes" } as const;

/** A StepRunner over the Workflow's `step.do`: each attempt of a step is one job line (lib/log.ts) with its instance id. */
function workflowSteps(step: WorkflowStep, instanceId: string): StepRunner {
  return <T>(name: string, work: () => Promise<T>) =>
    step.do(name, STEP_CONFIG, (() =>
      timedJob(
        { job: "daily-run", step: name, ids: { instance: instanceId } },
        work,
      )) as () => Promise<never>) as unknown as Promise<T>;
}

/** The Workflow: see the module. */
export class DailyRunWorkflow extends WorkflowEntrypoint<Env, DailyRunParams> {
  async run(event: WorkflowEvent<DailyRunParams>, step: WorkflowStep): Promise<DailyRunOutput> {
    return runDaily(this.env, new Date(event.payload.scheduledTime), workflowSteps(step, event.instanceId));
  }
}
