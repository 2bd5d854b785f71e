/**
 * The jobs' structured log (docs/product-rules.md#operations, OPS-4; docs/ARCHITECTURE.md#operations):
 * the crons, the queue consumers and the daily Workflow's steps each write one JSON object a
 * line to Workers Logs: `job`, `step`, `ids`, `durationMs`, `outcome` and, on failure, `error`.
 * No personal data: ids are row and message ids only, and every text (the error above all, which
 * may quote a provider's answer) has phone numbers and email addresses masked before it is
 * written.
 */

/** What one job line says. `ids` are row, run or message ids, never a phone number or a name. */
export interface JobLogEntry {
  /** The job: a queue's name, "daily-run", "cron", "dead-letter". */
  job: string;
  /** The part of the job: a Workflow step's name, a push job's kind, a cron's part. */
  step?: string;
  ids?: Record<string, string | number | null | undefined>;
  durationMs?: number;
  outcome: "ok" | "failed" | "retry" | "given_up" | "recorded";
  /** Why it failed, masked (see `maskPersonal`), at most 1,000 characters. */
  error?: string;
  /** Small figures of the outcome (counts, days), never personal data. */
  detail?: Record<string, string | number | boolean | null> | null;
}

/** Phone numbers: a run of 8 or more digits, or a Cameroonian number written with spaces, dots or dashes. */
const PHONE = /(?:\+?237[\s.-]?)?6(?:[\s.-]?\d){8}|\+?\d{8,}/g;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const ERROR_MAX = 1_000;

/** `text` with phone numbers and email addresses replaced by `[masked]`. */
export function maskPersonal(text: string): string {
  return text.replace(EMAIL, "[masked]").replace(PHONE, "[masked]");
}

/** An error's text for a log line: its name and message, masked and cut. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return maskPersonal(text).slice(0, ERROR_MAX);
}

/** Writes `entry` as one JSON line: console.error when it failed, console.log otherwise. Never throws. */
export function logJob(entry: JobLogEntry): void {
  const line: JobLogEntry = { ...entry, step: entry.step === undefined ? undefined : maskPersonal(entry.step) };
  if (line.error !== undefined) line.error = maskPersonal(line.error).slice(0, ERROR_MAX);
  const text = JSON.stringify(line);
  if (entry.outcome === "ok" || entry.outcome === "recorded") console.log(text);
  else console.error(text);
}

/**
 * Runs `work` and logs its outcome and duration as `job`/`step` with `ids`; answers its result,
 * or logs the failure and throws it again (the caller decides what a failure means).
 */
export async function timedJob<T>(
  entry: Pick<JobLogEntry, "job" | "step" | "ids">,
  work: () => Promise<T>,
  detail?: (result: T) => JobLogEntry["detail"],
): Promise<T> {
  const started = Date.now();
  try {
    const result = await work();
    logJob({ ...entry, durationMs: Date.now() - started, outcome: "ok", detail: detail?.(result) });
    return result;
  } catch (err) {
    logJob({ ...entry, durationMs: Date.now() - started, outcome: "failed", error: errorText(err) });
    throw err;
  }
}
