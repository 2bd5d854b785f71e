/**
 * The daily-run Workflow's parameters (cron/daily-run-workflow.ts), apart from the Workflow
 * class so that `Env`, which the front ends read through the API's types, does not pull in
 * the Workers runtime module.
 */
export interface DailyRunParams {
  /** The cron's scheduled time, ms since the epoch. */
  scheduledTime: number;
}
