/**
 * A queue batch handled message by message (docs/ARCHITECTURE.md#scale, "Each message on its
 * own"). Every message's body is checked against its queue's schema first: a malformed body
 * (null, a string, a missing field) is logged and retried alone, so after the queue's
 * `max_retries` it reaches the dead-letter queue by itself, while the good messages beside it
 * are acknowledged. A message whose work throws (a D1 or provider error) is retried alone too.
 * Nothing here throws, so one message never fails the batch (Cloudflare Queues retries a
 * whole batch when the handler throws, and dead-letters every message of it in the end).
 * At its last attempt a failing message is recorded as a failed job with its error and
 * acknowledged, in one batch with the owners' alert of its queue and day (OPS-5)
 * (docs/product-rules.md#operations, OPS-1); only when that record cannot be
 * written does it go on to the dead-letter queue, whose consumer records it without the error.
 */
import { z } from "zod/mini";
import { MAX_RETRIES } from "../queues";
import { recordFailedJobStatement } from "../services/operations/failed-jobs";
import { deadLetterAlert, ownerAlertStatement } from "../services/operations/owner-alerts";
import { errorText, logJob } from "./log";

/** What one malformed body looks like in the log: its type and at most 200 characters of it. */
function describeBody(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body) ?? String(body);
  } catch {
    text = String(body);
  }
  return `${body === null ? "null" : typeof body} ${text.slice(0, 200)}`;
}

/**
 * Runs `handle` on each message of `batch` whose body `schema` accepts, acknowledging it when
 * `handle` resolves and asking for a retry when it throws; a body `schema` refuses is retried
 * without running `handle`. Every message's outcome is one JSON line (lib/log.ts): `queue`, the
 * job's kind, the message's id and attempt, its duration, and the error when it failed, for
 * the operators (wrangler tail, Workers Logs). Never throws.
 */
export async function consumeEach<T>(
  batch: MessageBatch<unknown>,
  queue: string,
  schema: z.ZodMiniType<T>,
  handle: (body: T) => Promise<void>,
  db: D1Database,
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = z.safeParse(schema, message.body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
      await failed(db, queue, message, `malformed message: ${describeBody(message.body)}: ${issues}`);
      continue;
    }
    const started = Date.now();
    const kind = (parsed.data as { kind?: unknown }).kind;
    const step = typeof kind === "string" ? kind : undefined;
    try {
      await handle(parsed.data);
      message.ack();
      const ids = { messageId: message.id, attempt: message.attempts };
      logJob({ job: queue, step, ids, durationMs: Date.now() - started, outcome: "ok" });
    } catch (err) {
      await failed(db, queue, message, errorText(err), step, Date.now() - started);
    }
  }
}

/**
 * A failed attempt of `message`: logged as one JSON line (Workers Logs); retried, or at the last
 * attempt (`MAX_RETRIES` retries done) recorded as a failed job and acknowledged.
 */
async function failed(
  db: D1Database,
  queue: string,
  message: MessageBatch<unknown>["messages"][number],
  error: string,
  step?: string,
  durationMs?: number,
): Promise<void> {
  const last = message.attempts > MAX_RETRIES;
  const ids = { messageId: message.id, attempt: message.attempts };
  logJob({ job: queue, step, ids, durationMs, outcome: last ? "given_up" : "retry", error });
  if (!last) return message.retry();
  try {
    await db.batch([
      recordFailedJobStatement(db, {
        queue,
        messageId: message.id,
        body: message.body,
        error,
        attempts: message.attempts,
        firstAttemptAt: message.timestamp,
      }),
      ownerAlertStatement(db, deadLetterAlert(queue, Date.now(), 1, error)),
    ]);
    message.ack();
  } catch (err) {
    logJob({ job: queue, step: "record failed job", ids, outcome: "retry", error: errorText(err) });
    message.retry();
  }
}
