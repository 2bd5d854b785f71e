/**
 * The Worker's queues in worker tests. Each queue is the real one the pool emulates from
 * wrangler.toml: a message sent is handed to the Worker's `queue` handler about 50 ms later
 * (vitest.config.ts `queueConsumers`). `drainQueue(name)` waits until every message sent so
 * far to that queue has been handled, including the messages those sent, so a test can count
 * what was done, exactly; `drainPushQueue()` is the push queue's.
 *
 * Every queue producer binding of the isolate shares one prototype, wrapped once: a message
 * sent is told to its queue by its body's shape (`queueOfBody`), since a producer does not
 * show its queue's name. Messages handled are counted by the batch's `queue`, on the Worker's
 * `queue` handler (the module the pool dispatches to, wrapped once). Each handler invocation
 * is measured (test/invocation-cost.ts): `takeQueueCosts(name)` lists what each batch cost.
 * A message sent with a delay counts as sent at once: drain such a queue only when its
 * delays have passed, or wait for one's own messages (`takeHandledBodies`).
 */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../src/index";
import { QUEUES } from "../src/queues";
import { type InvocationCost, measure } from "./invocation-cost";

type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

interface QueueCounts {
  sent: number;
  handled: number;
  /** What each handled batch cost, oldest first. */
  costs: InvocationCost[];
  /** The bodies of the messages handled, oldest first. */
  bodies: unknown[];
}

const STATE = Symbol.for("lionart.queue-counts");
const PATCHED = Symbol.for("lionart.queue-counts.patched");
const globals = globalThis as unknown as Record<symbol, Map<string, QueueCounts> | undefined>;

function counts(queue: string): QueueCounts {
  globals[STATE] ??= new Map();
  let c = globals[STATE].get(queue);
  if (!c) {
    c = { sent: 0, handled: 0, costs: [], bodies: [] };
    globals[STATE].set(queue, c);
  }
  return c;
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

type AnyFn = (...args: unknown[]) => Promise<unknown>;

function install(): void {
  const proto = Object.getPrototypeOf(env.PUSH_QUEUE) as Record<string, AnyFn> & Record<symbol, boolean>;
  if (!proto[PATCHED]) {
    const send = proto.send!;
    const sendBatch = proto.sendBatch!;
    proto.send = function (this: unknown, ...args: unknown[]) {
      counts(queueOfBody(args[0])).sent += 1;
      return send.apply(this, args);
    };
    proto.sendBatch = function (this: unknown, ...args: unknown[]) {
      for (const m of [...(args[0] as Iterable<{ body: unknown }>)]) counts(queueOfBody(m.body)).sent += 1;
      return sendBatch.apply(this, args);
    };
    proto[PATCHED] = true;
  }
  const handlers = worker as unknown as Record<string, AnyFn> & Record<symbol, boolean>;
  if (!handlers[PATCHED]) {
    const queue = handlers.queue!;
    handlers.queue = async (...args: unknown[]) => {
      const batch = args[0] as MessageBatch;
      const own = counts(batch.queue);
      try {
        own.costs.push(await measure(() => queue(...args)));
      } finally {
        own.handled += batch.messages.length;
        for (const m of batch.messages) own.bodies.push(m.body);
      }
    };
    handlers[PATCHED] = true;
  }
}

install();

/** Waits (up to `timeout` ms) until every message sent so far to `queue` has been handled. */
export async function drainQueue(queue: QueueName, timeout = 20_000): Promise<void> {
  await vi.waitFor(
    () => {
      const { sent, handled } = counts(queue);
      if (handled < sent) throw new Error(`${queue}: ${sent - handled} of ${sent} messages not handled yet`);
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
