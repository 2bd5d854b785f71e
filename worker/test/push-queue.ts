/**
 * The Worker's queues in worker tests. Each queue is the real one the pool emulates from
 * wrangler.toml: a message sent is handed to the Worker's `queue` handler about 50 ms later
 * (vitest.config.ts `queueConsumers`). `drainQueue(name)` waits until every message this
 * test file sent to that queue has been acknowledged, including the messages those sent, so
 * a test can count what was done, exactly; `drainPushQueue()` is the push queue's.
 *
 * Every queue producer binding of the isolate shares one prototype, wrapped once: a message
 * sent gets a tag in its body (removed before the Worker sees it) and is told to its queue by
 * its body's shape (`queueOfBody`), since a producer does not show its queue's name. The
 * Worker's `queue` handler (the module the pool dispatches to, wrapped once) forgets the tags
 * it acknowledged. Messages an earlier file left are not this file's (`forgetQueueMessages`):
 * they reach no handler (their ids would name this file's rows), and a retried message is not done: counting batches
 * instead said "drained" early (push-fanout failed in CI that way). Each handler invocation
 * is measured (test/invocation-cost.ts): `takeQueueCosts(name)` lists what each batch cost.
 * A message sent with a delay is pending at once: drain such a queue only when its delays
 * have passed, or wait for one's own messages (`takeHandledBodies`).
 */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../src/index";
import { QUEUES } from "../src/queues";
import { type InvocationCost, measure } from "./invocation-cost";

type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

interface QueueCounts {
  /** The tags of this file's messages sent and not yet acknowledged (a retried one stays). */
  pending: Set<number>;
  /** What each handled batch cost, oldest first. */
  costs: InvocationCost[];
  /** The bodies of the messages handled, oldest first. */
  bodies: unknown[];
}

/** The field a message body carries its test tag in; removed before the Worker sees the body. */
const TAG = "__testMessage";

const STATE = Symbol.for("lionart.queue-counts");
const PATCHED = Symbol.for("lionart.queue-counts.patched");
const globals = globalThis as unknown as Record<symbol, { queues: Map<string, QueueCounts>; next: number } | undefined>;

function state() {
  globals[STATE] ??= { queues: new Map(), next: 1 };
  return globals[STATE];
}

function counts(queue: string): QueueCounts {
  const { queues } = state();
  let c = queues.get(queue);
  if (!c) {
    c = { pending: new Set(), costs: [], bodies: [] };
    queues.set(queue, c);
  }
  return c;
}

/**
 * Forgets every message sent so far (test/apply-migrations.ts, before each file): a message
 * an earlier file left on a queue is handled while this file runs, but no longer counts.
 */
export function forgetQueueMessages(): void {
  state().queues.clear();
}

/** The queue a message body is for: a push job has a `kind`, a reconciliation page a `chain`, a payment check a `dueAt`. */
function queueOfBody(body: unknown): QueueName | "other" {
  if (body && typeof body === "object") {
    if ("chain" in body) return QUEUES.reconcile;
    if ("paymentId" in body && "dueAt" in body) return QUEUES.checks;
    if ("kind" in body) return QUEUES.push;
  }
  return "other";
}

/** `body` with a fresh tag, counted as pending on its queue; a body that is not an object goes untagged. */
function tagged(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const tag = state().next++;
  counts(queueOfBody(body)).pending.add(tag);
  return { ...body, [TAG]: tag };
}

type AnyFn = (...args: unknown[]) => Promise<unknown>;

/**
 * The batch the Worker's handler sees: each body without its tag, and `ack`/`retry` noted.
 * `settle(threw)` then forgets the messages acknowledged: explicitly, or implicitly when the
 * handler returned without a retry (Queues' own rule).
 */
function watched(batch: MessageBatch) {
  const own = counts(batch.queue);
  const outcomes = new Map<number, "ack" | "retry">();
  // A message an earlier file sent is about a database since emptied, whose ids this file
  // reuses (a run, a payment): it is acknowledged unseen, or it would act on this file's rows.
  const live = (m: Message) => {
    const tag = (m.body as Record<string, unknown> | null)?.[TAG];
    return typeof tag !== "number" || [...state().queues.values()].some((q) => q.pending.has(tag));
  };
  for (const m of batch.messages) if (!live(m)) m.ack();
  const messages = batch.messages.filter(live).map((m) => {
    const { [TAG]: tag, ...body } = (m.body ?? {}) as Record<string, unknown>;
    const t = typeof tag === "number" ? tag : -1;
    own.bodies.push(body);
    return {
      id: m.id,
      timestamp: m.timestamp,
      attempts: m.attempts,
      body: typeof tag === "number" ? body : m.body,
      ack() {
        if (!outcomes.has(t)) outcomes.set(t, "ack");
        m.ack();
      },
      retry(options?: QueueRetryOptions) {
        if (!outcomes.has(t)) outcomes.set(t, "retry");
        m.retry(options);
      },
      tag: t,
    };
  });
  const view = {
    queue: batch.queue,
    messages,
    ackAll: () => {
      for (const m of messages) m.ack();
    },
    retryAll: (options?: QueueRetryOptions) => {
      for (const m of messages) m.retry(options);
    },
  };
  const settle = (threw: boolean) => {
    for (const m of messages) {
      const outcome = outcomes.get(m.tag) ?? (threw ? "retry" : "ack");
      if (outcome === "ack") own.pending.delete(m.tag);
    }
  };
  return { view, settle };
}

function install(): void {
  const proto = Object.getPrototypeOf(env.PUSH_QUEUE) as Record<string, AnyFn> & Record<symbol, boolean>;
  if (!proto[PATCHED]) {
    const send = proto.send!;
    const sendBatch = proto.sendBatch!;
    proto.send = function (this: unknown, ...args: unknown[]) {
      return send.apply(this, [tagged(args[0]), ...args.slice(1)]);
    };
    proto.sendBatch = function (this: unknown, ...args: unknown[]) {
      const messages = [...(args[0] as Iterable<{ body: unknown }>)].map((m) => ({ ...m, body: tagged(m.body) }));
      return sendBatch.apply(this, [messages, ...args.slice(1)]);
    };
    proto[PATCHED] = true;
  }
  const handlers = worker as unknown as Record<string, AnyFn> & Record<symbol, boolean>;
  if (!handlers[PATCHED]) {
    const queue = handlers.queue!;
    handlers.queue = async (...args: unknown[]) => {
      const { view, settle } = watched(args[0] as MessageBatch);
      if (view.messages.length === 0) return;
      let threw = true;
      try {
        counts(view.queue).costs.push(await measure(() => queue(view, ...args.slice(1))));
        threw = false;
      } finally {
        settle(threw);
      }
    };
    handlers[PATCHED] = true;
  }
}

install();

/**
 * Waits (up to `timeout` ms) until every message this file sent to `queue` has been
 * acknowledged, including the messages those sent; a retried message is waited for again.
 */
export async function drainQueue(queue: QueueName, timeout = 20_000): Promise<void> {
  await vi.waitFor(
    () => {
      const { pending } = counts(queue);
      if (pending.size > 0) throw new Error(`${queue}: ${pending.size} messages not acknowledged yet`);
    },
    { timeout, interval: 25 },
  );
}

/**
 * The bodies of the messages of `queue` handled since the last call; forgets them. For a
 * queue whose messages are delayed (the payment checks), where `drainQueue` would wait for
 * messages other tests left on it, a test waits for its own messages by their bodies.
 */
export function takeHandledBodies(queue: QueueName): unknown[] {
  return counts(queue).bodies.splice(0);
}

/** What each batch of `queue` handled since the last call cost; forgets them. */
export function takeQueueCosts(queue: QueueName): InvocationCost[] {
  return counts(queue).costs.splice(0);
}

/** Waits (up to `timeout` ms) until every push job sent so far has been handled. */
export function drainPushQueue(timeout = 20_000): Promise<void> {
  return drainQueue(QUEUES.push, timeout);
}

/** What each push queue batch handled since the last call cost; forgets them. */
export function takePushJobCosts(): InvocationCost[] {
  return takeQueueCosts(QUEUES.push);
}
