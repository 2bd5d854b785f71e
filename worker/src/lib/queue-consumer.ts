/**
 * A queue batch handled message by message (docs/ARCHITECTURE.md#scale, "Each message on its
 * own"). Every message's body is checked against its queue's schema first: a malformed body
 * (null, a string, a missing field) is logged and retried alone, so after the queue's
 * `max_retries` it reaches the dead-letter queue by itself, while the good messages beside it
 * are acknowledged. A message whose work throws (a D1 or provider error) is retried alone too.
 * Nothing here throws, so one message never fails the batch (Cloudflare Queues retries a
 * whole batch when the handler throws, and dead-letters every message of it in the end).
 */
import { z } from "zod/mini";

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
 * without running `handle`. Every failure is logged with `queue` and the message's id and
 * attempt, for the operators (wrangler tail, Workers Logs). Never throws.
 */
export async function consumeEach<T>(
  batch: MessageBatch<unknown>,
  queue: string,
  schema: z.ZodMiniType<T>,
  handle: (body: T) => Promise<void>,
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = z.safeParse(schema, message.body);
    if (!parsed.success) {
      console.error(
        `${queue}: malformed message ${message.id} (attempt ${message.attempts}), retried until the dead-letter queue:`,
        describeBody(message.body),
        parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; "),
      );
      message.retry();
      continue;
    }
    try {
      await handle(parsed.data);
      message.ack();
    } catch (err) {
      console.error(`${queue}: message ${message.id} (attempt ${message.attempts}) failed, retried:`, err);
      message.retry();
    }
  }
}
