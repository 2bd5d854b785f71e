/**
 * Each queue message on its own (lib/queue-consumer.ts): a malformed body (null, a string, a
 * missing field) beside good messages is retried alone, towards the dead-letter queue, and the
 * good ones are acknowledged. Before, a null body made each consumer throw inside its own
 * error handler (`message.body.kind`), the batch failed, and every message in it was retried
 * and dead-lettered with it.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { QUEUES } from "../queues";

/** Runs `bodies` as one batch of `queue` through the Worker's queue handler; answers which ids were acked and retried. */
async function runBatch(queue: string, bodies: unknown[]) {
  const prefix = crypto.randomUUID();
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `${prefix}-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  const index = (id: string) => Number(id.slice(prefix.length + 1));
  return {
    acked: result.explicitAcks.map(index).sort(),
    retried: result.retryMessages.map((m: { msgId: string }) => index(m.msgId)).sort(),
    retryAll: result.retryBatch.retry,
  };
}

const now = new Date().toISOString();
const reconcilePage = {
  runId: 987_654_321,
  provider: "pawapay",
  direction: "deposit",
  chain: "ours",
  from: now,
  to: now,
  cursor: "",
};

describe("a malformed message goes to the dead-letter queue alone", () => {
  it("push: a null body and a job of no known kind are retried; the sweeps beside them are acknowledged", async () => {
    const r = await runBatch(QUEUES.push, [{ kind: "sweep" }, null, { kind: "sweep" }, { kind: "shout" }, "sweep"]);
    expect(r).toEqual({ acked: [0, 2], retried: [1, 3, 4], retryAll: false });
  });

  it("reconciliation: a null body and a page missing its cursor are retried; the good page is acknowledged", async () => {
    const { cursor: _, ...noCursor } = reconcilePage;
    const r = await runBatch(QUEUES.reconcile, [null, reconcilePage, noCursor]);
    expect(r).toEqual({ acked: [1], retried: [0, 2], retryAll: false });
  });

  it("payment checks: a null body and a check without its payment are retried; the stale check is acknowledged", async () => {
    const r = await runBatch(QUEUES.checks, [{ paymentId: crypto.randomUUID(), dueAt: now }, null, { dueAt: now }, 42]);
    expect(r).toEqual({ acked: [0], retried: [1, 2, 3], retryAll: false });
  });
});
