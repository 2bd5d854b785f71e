/**
 * What one Worker invocation costs against Cloudflare's per-invocation limits (Workers Paid:
 * 1,000 D1 queries, where each statement of a batch counts, and 10,000 subrequests;
 * docs/ARCHITECTURE.md#scale). `measure(fn)` runs `fn` (one request, cron run, queue batch or
 * workflow step, with the `waitUntil` work it leaves) and returns what ran meanwhile: D1
 * statements executed, the most rows one of them read (D1's `meta.rows_read`: a statement that
 * reads every row of a growing table breaks D1's 30 s per query at scale), subrequests
 * (`fetch` calls and queue sends) and the wall time in ms.
 *
 * The counters wrap the prototypes every D1 binding and queue producer of the isolate shares,
 * and the global `fetch`, once per isolate (as test/d1-limits-guard.ts does), and count into
 * the measure the call belongs to, found through AsyncLocalStorage: measures may overlap
 * (queue batches handled side by side), and work outside any measure is not counted.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "cloudflare:test";

/** The counts of one measured invocation. */
export interface InvocationCost {
  /** D1 statements executed: each `first`/`run`/`all`/`raw`, and each statement of a `batch`. */
  d1Queries: number;
  /** The most rows one D1 statement read (`meta.rows_read`). */
  maxRowsRead: number;
  /** Subrequests: `fetch` calls and queue messages sent (each message of a `sendBatch`). */
  subrequests: number;
  /** Milliseconds from start to end. */
  wallMs: number;
}

interface Counter {
  d1Queries: number;
  maxRowsRead: number;
  subrequests: number;
  /** Inside a `batch`: the statements it runs are counted by the batch, not again. */
  inBatch: number;
}

const STORE = Symbol.for("lionart.invocation-cost.store");
const PATCHED = Symbol.for("lionart.invocation-cost.patched");
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<Counter> | undefined>;

/** The isolate's one store (this file is evaluated again for each test file of the workerd). */
function store(): AsyncLocalStorage<Counter> {
  globals[STORE] ??= new AsyncLocalStorage<Counter>();
  return globals[STORE];
}

type AnyMethod = (this: unknown, ...args: unknown[]) => unknown;

/** Keeps the largest `meta.rows_read` of a D1 result seen by the measure. */
function noteRowsRead(counter: Counter, result: unknown): void {
  const read = (result as { meta?: { rows_read?: number } } | null)?.meta?.rows_read;
  if (typeof read === "number" && read > counter.maxRowsRead) counter.maxRowsRead = read;
}

/** Wraps `proto[name]` so that each call adds `count(args)` to the current measure's D1 count. */
function countCalls(proto: Record<string, AnyMethod>, name: string, count: (args: unknown[]) => number, batch = false): void {
  const original = proto[name];
  if (typeof original !== "function") return;
  proto[name] = async function (this: unknown, ...args: unknown[]) {
    const counter = store().getStore();
    if (counter && counter.inBatch === 0) counter.d1Queries += count(args);
    if (counter && batch) counter.inBatch += 1;
    try {
      const result = await original.apply(this, args);
      if (counter) for (const r of Array.isArray(result) ? result : [result]) noteRowsRead(counter, r);
      return result;
    } finally {
      if (counter && batch) counter.inBatch -= 1;
    }
  };
}

/** Installs the counters on the prototypes of `db`, its statements and `queue`, and on `fetch`, once per isolate. */
function install(db: D1Database, queue: Queue<unknown>): void {
  const dbProto = Object.getPrototypeOf(db) as Record<string, AnyMethod> & Record<symbol, boolean>;
  if (dbProto[PATCHED]) return;
  const stmtProto = Object.getPrototypeOf(db.prepare("SELECT 1")) as Record<string, AnyMethod>;
  // `first` keeps no meta: it is D1's `all` and the first row (or its column), so it is
  // measured as that.
  stmtProto.first = async function (this: unknown, column?: unknown) {
    const { results } = (await (this as D1PreparedStatement).all()) as { results: Record<string, unknown>[] };
    const row = results[0];
    if (column === undefined || !row) return row ?? null;
    if (!(String(column) in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${String(column)})`);
    return row[String(column)];
  };
  for (const name of ["run", "all", "raw"]) countCalls(stmtProto, name, () => 1);
  countCalls(dbProto, "batch", (args) => (args[0] as unknown[]).length, true);
  // A D1 session's batch (the replica reads, middleware/d1-session.ts) counts the same way.
  const sessionProto = Object.getPrototypeOf(db.withSession("first-primary")) as Record<string, AnyMethod>;
  countCalls(sessionProto, "batch", (args) => (args[0] as unknown[]).length, true);
  // exec runs one statement per line (D1's documented behaviour for exec).
  countCalls(
    dbProto,
    "exec",
    (args) =>
      String(args[0])
        .split("\n")
        .filter((line) => line.trim() !== "").length,
    true,
  );
  const queueProto = Object.getPrototypeOf(queue) as Record<string, AnyMethod>;
  for (const [name, count] of [
    ["send", () => 1],
    ["sendBatch", (args: unknown[]) => [...(args[0] as Iterable<unknown>)].length],
  ] as const) {
    const original = queueProto[name]!;
    queueProto[name] = function (this: unknown, ...args: unknown[]) {
      const counter = store().getStore();
      if (counter) counter.subrequests += count(args);
      return original.apply(this, args);
    };
  }
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    const counter = store().getStore();
    if (counter) counter.subrequests += 1;
    return realFetch(...args);
  }) as typeof fetch;
  dbProto[PATCHED] = true;
}

// At load, before any test spies on fetch: a spy restored later restores this wrapper.
install(env.DB, env.PUSH_QUEUE);

/**
 * Counts one subrequest into the current measure: for calls a test routes in-process instead
 * of through `fetch` (the payment providers' simulator, test/payments-simulator.ts).
 */
export function noteSubrequest(): void {
  const counter = store().getStore();
  if (counter) counter.subrequests += 1;
}

/** Runs `fn` as one invocation and returns its cost. */
export async function measure(fn: () => Promise<unknown>): Promise<InvocationCost> {
  const counter: Counter = { d1Queries: 0, maxRowsRead: 0, subrequests: 0, inBatch: 0 };
  const started = performance.now();
  await store().run(counter, fn);
  return {
    d1Queries: counter.d1Queries,
    maxRowsRead: counter.maxRowsRead,
    subrequests: counter.subrequests,
    wallMs: performance.now() - started,
  };
}
