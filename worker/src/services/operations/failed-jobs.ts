/**
 * Failed jobs (docs/product-rules.md#operations, OPS-1, OPS-2): a queue message given up after
 * its retries is recorded with its error, once per message, by its consumer at the last attempt
 * (lib/queue-consumer.ts) or by the dead-letter queue's consumer when the Worker itself failed;
 * staff list them and send one again to its queue, audited.
 */
import type { AdminPage, ListFilter } from "@app/schema/contracts/admin-lists";
import type { FailedJobView } from "@app/schema/contracts/operations";
import { FAILED_JOB_STATES, type FailedJobState } from "@app/schema/db/operations";
import type { Env } from "../../env";
import { ApiError } from "../../lib/api-error";
import { errorText, logJob } from "../../lib/log";
import { QUEUES } from "../../queues";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { readPage } from "../lists/keyset-page";
import { deadLetterAlert, ownerAlertStatement } from "./owner-alerts";

/** The longest body kept (16 KB): a longer one is cut and cannot be sent again (`job_not_resendable`). */
const BODY_MAX = 16_384;
/** The longest error text kept. */
const ERROR_MAX = 1_000;

/** What a consumer knows of a message it gives up. */
export interface FailedJob {
  queue: string;
  messageId: string;
  body: unknown;
  error: string | null;
  attempts: number;
  firstAttemptAt: Date;
}

function bodyText(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body) ?? "null";
  } catch {
    text = String(body);
  }
  return text.slice(0, BODY_MAX);
}

/**
 * The INSERT recording `job`; a message recorded again (a redelivery, or its consumer then its
 * dead-letter queue) stays one row, keeping the first error known.
 */
export function recordFailedJobStatement(db: D1Database, job: FailedJob): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO failed_jobs (queue, message_id, body, error, attempts, first_attempt_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (queue, message_id) DO UPDATE SET
         error = COALESCE(failed_jobs.error, excluded.error),
         attempts = MAX(failed_jobs.attempts, excluded.attempts),
         last_attempt_at = excluded.last_attempt_at`,
    )
    .bind(
      job.queue,
      job.messageId,
      bodyText(job.body),
      job.error === null ? null : job.error.slice(0, ERROR_MAX),
      job.attempts,
      job.firstAttemptAt.toISOString(),
    );
}

/**
 * The dead-letter queues' consumer: records each message of `batch` (from `<queue>-dlq`) as a
 * failed job of `<queue>`, with the owners' alert of that queue and day (OPS-5), all in one D1
 * batch, then acknowledges them; when D1 fails, the batch
 * is retried (the dead-letter consumers' own retries, wrangler.toml).
 */
export async function recordDeadLetters(batch: MessageBatch<unknown>, db: D1Database): Promise<void> {
  const queue = batch.queue.replace(/-dlq$/, "");
  await db.batch([
    ...batch.messages.map((m) =>
      recordFailedJobStatement(db, {
        queue,
        messageId: m.id,
        body: m.body,
        error: null,
        attempts: m.attempts,
        firstAttemptAt: m.timestamp,
      }),
    ),
    ownerAlertStatement(db, deadLetterAlert(queue, Date.now(), batch.messages.length, null)),
  ]);
  for (const m of batch.messages) {
    logJob({ job: "dead-letter", step: queue, ids: { messageId: m.id, attempt: m.attempts }, outcome: "given_up" });
  }
  for (const m of batch.messages) m.ack();
}

type Row = {
  id: number;
  queue: string;
  message_id: string;
  body: string;
  error: string | null;
  attempts: number;
  first_attempt_at: string;
  last_attempt_at: string;
  state: FailedJobState;
  resent_at: string | null;
  resent_by: string | null;
};

function toView(r: Row): FailedJobView {
  return {
    id: r.id,
    queue: r.queue,
    messageId: r.message_id,
    body: r.body,
    error: r.error,
    attempts: r.attempts,
    firstAttemptAt: r.first_attempt_at,
    lastAttemptAt: r.last_attempt_at,
    state: r.state,
    resentAt: r.resent_at,
    resentBy: r.resent_by,
  };
}

/**
 * GET /api/admin/operations/failed-jobs: newest first, a page by keyset on id, filtered by
 * state, with capped counts per state, read as every admin list is (services/lists/keyset-page.ts).
 */
export async function listFailedJobs(
  db: D1Database,
  f: ListFilter<FailedJobState>,
): Promise<AdminPage<FailedJobView, FailedJobState>> {
  const page = await readPage<Row, FailedJobState>(db, {
    select: "SELECT * FROM failed_jobs j",
    countFrom: "FROM failed_jobs j",
    id: "j.id",
    where: [],
    statusSql: "j.state",
    statuses: FAILED_JOB_STATES,
    filter: f,
    rowId: (row) => row.id,
  });
  return { ...page, items: page.items.map(toView) };
}

/** The queue binding each failed job's queue is sent to again. */
function queueOf(env: Env, name: string): Queue<unknown> | null {
  if (name === QUEUES.push) return env.PUSH_QUEUE as Queue<unknown>;
  if (name === QUEUES.reconcile) return env.RECONCILE_QUEUE as Queue<unknown>;
  if (name === QUEUES.checks) return env.PAYMENT_CHECK_QUEUE as Queue<unknown>;
  return null;
}

/**
 * POST /api/admin/operations/failed-jobs/{id}/resend (OPS-2): marks the job resent by `admin`,
 * guarded on its still being open, with its audit row in one batch, then sends its body to its
 * queue as a new message; when the send fails the job is open again. Raises `not_found` (404),
 * `job_already_resent` (409) when another admin sent it first, `job_not_resendable` (409) when
 * its body was cut, and `provider_unavailable` (503) when the queue refused it.
 */
export async function resendFailedJob(env: Env, admin: AdminRow, id: number): Promise<FailedJobView> {
  const db = env.DB;
  const row = await db.prepare("SELECT * FROM failed_jobs WHERE id = ?").bind(id).first<Row>();
  if (!row) throw new ApiError("not_found", "No such failed job.");
  if (row.state !== "open") throw new ApiError("job_already_resent", "This job has already been sent again.");
  let body: unknown;
  try {
    body = JSON.parse(row.body);
  } catch {
    throw new ApiError("job_not_resendable", "This job's message was too long to keep whole; it cannot be sent again.");
  }
  const queue = queueOf(env, row.queue);
  if (!queue) throw new ApiError("job_not_resendable", `No queue named ${row.queue} takes jobs any more.`);
  const [claimed] = await db.batch([
    db
      .prepare(
        `UPDATE failed_jobs SET state = 'resent', resent_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), resent_by = ?
          WHERE id = ? AND state = 'open'`,
      )
      .bind(admin.username, id),
    auditStatement(
      db,
      admin,
      "job.resend",
      { type: "failed_job", id },
      { queue: row.queue, messageId: row.message_id },
      {
        sql: "changes() = 1",
        params: [],
      },
    ),
  ]);
  if (claimed!.meta.changes !== 1) throw new ApiError("job_already_resent", "This job has already been sent again.");
  try {
    await queue.send(body);
  } catch (err) {
    logJob({ job: "resend", step: row.queue, ids: { failedJobId: id }, outcome: "failed", error: errorText(err) });
    await db
      .prepare("UPDATE failed_jobs SET state = 'open', resent_at = NULL, resent_by = NULL WHERE id = ? AND state = 'resent'")
      .bind(id)
      .run();
    throw new ApiError("provider_unavailable", "The queue did not take the job; try again in a minute.");
  }
  const after = await db.prepare("SELECT * FROM failed_jobs WHERE id = ?").bind(id).first<Row>();
  return toView(after!);
}
