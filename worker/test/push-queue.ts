/**
 * The push queue in worker tests. The queue is the real one the pool emulates from
 * wrangler.toml: a job sent is handed to the Worker's `queue` handler about a second later
 * (max_batch_timeout). `drainPushQueue()` waits until every job sent so far has been handled,
 * including the jobs those jobs sent, so a test can count what was pushed, exactly.
 *
 * It counts messages sent (every queue producer binding of the isolate shares one prototype,
 * wrapped once) and messages the Worker's `queue` handler has finished (the handler of the
 * module the pool dispatches to, wrapped once). Each handler invocation is measured
 * (test/invocation-cost.ts): `pushJobCosts()` lists what each batch cost.
 */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../src/index";
import { type InvocationCost, measure } from "./invocation-cost";

interface QueueCounts {
  sent: number;
  handled: number;
  /** What each handled batch cost, oldest first. */
  costs: InvocationCost[];
}

const STATE = Symbol.for("lionart.push-queue-counts");
const PATCHED = Symbol.for("lionart.push-queue-counts.patched");
const globals = globalThis as unknown as Record<symbol, QueueCounts | undefined>;

function counts(): QueueCounts {
  globals[STATE] ??= { sent: 0, handled: 0, costs: [] };
  return globals[STATE];
}

type AnyFn = (...args: unknown[]) => Promise<unknown>;

function install(): void {
  const proto = Object.getPrototypeOf(env.PUSH_QUEUE) as Record<string, AnyFn> & Record<symbol, boolean>;
  if (!proto[PATCHED]) {
    const send = proto.send!;
    const sendBatch = proto.sendBatch!;
    proto.send = function (this: unknown, ...args: unknown[]) {
      counts().sent += 1;
      return send.apply(this, args);
    };
    proto.sendBatch = function (this: unknown, ...args: unknown[]) {
      counts().sent += [...(args[0] as Iterable<unknown>)].length;
      return sendBatch.apply(this, args);
    };
    proto[PATCHED] = true;
  }
  const handlers = worker as unknown as Record<string, AnyFn> & Record<symbol, boolean>;
  if (!handlers[PATCHED]) {
    const queue = handlers.queue!;
    handlers.queue = async (...args: unknown[]) => {
      try {
        counts().costs.push(await measure(() => queue(...args)));
      } finally {
        counts().handled += (args[0] as MessageBatch).messages.length;
      }
    };
    handlers[PATCHED] = true;
  }
}

install();

/** Waits (up to `timeout` ms) until every push job sent so far has been handled. */
export async function drainPushQueue(timeout = 20_000): Promise<void> {
  await vi.waitFor(
    () => {
      const { sent, handled } = counts();
      if (handled < sent) throw new Error(`push queue: ${sent - handled} of ${sent} jobs not handled yet`);
    },
    { timeout, interval: 25 },
  );
}

/** What each push queue batch handled since the last call cost; forgets them. */
export function takePushJobCosts(): InvocationCost[] {
  return counts().costs.splice(0);
}
