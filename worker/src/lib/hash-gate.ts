/**
 * A bound on the password hashing one isolate takes on (docs/product-rules.md#rate-limits,
 * "Hashing load"; docs/decisions/0041-hash-gate-lanes.md; OWASP Denial of Service Cheat Sheet).
 * scrypt runs synchronously in workerd (about 320 ms of CPU per hash, services/auth/passwords.ts),
 * so a hash blocks every other request its isolate serves. Per isolate:
 * - each hash belongs to a lane (`HashLane`, set by the route through `inHashLane`): `open` (a
 *   sign-in from a new device, above all a flood of unknown phones), `registration`, or `known`
 *   (a known device, a signed-in session, and any hash a route placed in no lane: the only
 *   routes that hash for a client not signed in are the sign-ins and registration, which do);
 * - each lane has its own slots (`LANE_SLOTS`): a full `open` lane refuses only
 *   `open` hashes, so a flood of new devices never takes the slots reserved for known
 *   devices and registrations; past its lane's slots a request gets 503 `server_busy` with
 *   Retry-After at once, before any hashing;
 * - hashes run one at a time, `known` and `registration` ones before `open` ones, else in order
 *   of arrival; while others wait, the isolate rests after each as long as it took (3 s at
 *   most) before the next `open` one starts: under a flood of new devices, their hashing gets
 *   at most half the isolate's time, and the reserved lanes wait for the running hash alone.
 * `hashGateUnderPressure` tells the sign-in to ask a new device for the security check first
 * (lib/sign-in-limits.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { ApiError } from "./api-error";

/** Whose hash it is; decides its slots and its turn. */
export type HashLane = "known" | "registration" | "open";
/**
 * Hashes waiting or running per lane in one isolate at most. `open` keeps the former bound of the
 * whole isolate (8: under 3 s of hashing at 320 ms each); `known` and `registration` are reserved
 * beside it, and go first.
 */
export const LANE_SLOTS: Record<HashLane, number> = { known: 5, registration: 5, open: 8 };
/** All lanes' slots together. */
export const MAX_PENDING_HASHES = LANE_SLOTS.known + LANE_SLOTS.registration + LANE_SLOTS.open;
/** Seconds a refused client is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/** How long after a refusal of an `open` hash the gate still counts as under pressure (ms). */
export const PRESSURE_MS = 10_000;
/**
 * A slot (or the running hash) older than this is presumed lost, its request cancelled
 * before it gave it back, and no longer counts: a cancelled request cannot shrink the
 * bound for good.
 */
const STALE_MS = 30_000;
/** The longest rest after a hash (ms), however long it took. */
const MAX_REST_MS = 3_000;
/** How often a waiting hash looks whether its turn has come (ms). */
const POLL_MS = 10;

interface Slot {
  since: number;
  lane: HashLane;
}
/** The hashes waiting or running in this isolate, in order of arrival. */
const slots = new Set<Slot>();
/** When the running hash started, or null; when the next may start; when an `open` hash was last refused (ms). */
let runningSince: number | null = null;
let nextStart = 0;
let lastOpenRefusal = Number.NEGATIVE_INFINITY;

/** The lane of the request being served; `known` when its route named none. */
const laneOfRequest = new AsyncLocalStorage<HashLane>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drops the slots, and the running mark, of requests presumed cancelled (`STALE_MS`). */
function forgetLost(now: number): void {
  for (const slot of slots) if (now - slot.since > STALE_MS) slots.delete(slot);
  if (runningSince !== null && now - runningSince > STALE_MS) runningSince = null;
}

/** Hashes of `lane` waiting or running in this isolate now (tests and figures read it). */
export function pendingIn(lane: HashLane): number {
  let n = 0;
  for (const slot of slots) if (slot.lane === lane) n += 1;
  return n;
}

/** The slot whose turn is next: the first `known` or `registration` one, else the first. */
function nextTurn(): Slot | undefined {
  let first: Slot | undefined;
  for (const slot of slots) {
    if (slot.lane !== "open") return slot;
    first ??= slot;
  }
  return first;
}

/**
 * Forgets this isolate's last refusal, so the gate is no longer under pressure. For the worker
 * tests alone: their files share one isolate (worker/vitest.config.ts, `isolate: false`), and a
 * file that floods the gate must not leave the next one under pressure.
 */
export function forgetPressure(): void {
  lastOpenRefusal = Number.NEGATIVE_INFINITY;
}

/** 503 `server_busy`, with Retry-After. */
export function serverBusy(): ApiError {
  return new ApiError("server_busy", "The server is busy. Please try again in a moment.", undefined, {
    "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
  });
}

/** Runs `work` with every hash it starts counted in `lane` (services/auth/passwords.ts reads it). */
export function inHashLane<T>(lane: HashLane, work: () => T): T {
  return laneOfRequest.run(lane, work);
}

/**
 * True while this isolate's `open` lane is full, or refused a hash in the last `PRESSURE_MS`:
 * then a sign-in from a new device passes the security check before it may hash.
 */
export function hashGateUnderPressure(now = Date.now()): boolean {
  forgetLost(now);
  return pendingIn("open") >= LANE_SLOTS.open || now - lastOpenRefusal < PRESSURE_MS;
}

/**
 * Runs `work` (one password hash) in a slot of its lane (`inHashLane`, else `known`), alone,
 * after the rest the previous hash earned (when it had others waiting). Raises 503
 * `server_busy` (Retry-After) without running it when the lane's `LANE_SLOTS` are taken.
 */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  const now = Date.now();
  forgetLost(now);
  const lane = laneOfRequest.getStore() ?? "known";
  if (pendingIn(lane) >= LANE_SLOTS[lane]) {
    if (lane === "open") lastOpenRefusal = now;
    throw serverBusy();
  }
  const slot: Slot = { since: now, lane };
  slots.add(slot);
  try {
    // Always one macrotask turn first, so requests already waiting run before this hash blocks the isolate.
    let wait = lane === "open" ? Math.max(0, nextStart - Date.now()) : 0;
    for (;;) {
      await sleep(wait);
      forgetLost(Date.now());
      // The rest holds back `open` hashes only: a known device or a registration waits for the running hash alone.
      const rested = lane !== "open" || Date.now() >= nextStart;
      if (runningSince === null && rested && (nextTurn() === slot || !slots.has(slot))) break;
      wait = Math.max(POLL_MS, nextStart - Date.now());
    }
    // Workers' clocks stand still while code runs and move at I/O (a timer): read it after one.
    const started = Date.now();
    runningSince = started;
    try {
      return await work();
    } finally {
      // The clock moves on at this timer. When other hashes wait, the rest lasts as long as this one took.
      await sleep(0);
      const took = Math.min(MAX_REST_MS, Date.now() - started);
      nextStart = slots.size > 1 ? Date.now() + took : 0;
      runningSince = null;
    }
  } finally {
    slots.delete(slot);
  }
}
