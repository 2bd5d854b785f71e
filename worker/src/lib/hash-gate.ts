/**
 * A bound on the password hashing one isolate takes on (docs/product-rules.md#rate-limits,
 * "Hashing load"; OWASP Denial of Service Cheat Sheet). scrypt runs synchronously in workerd
 * (about 320 ms of CPU per hash, services/auth/passwords.ts), so a hash blocks every other request
 * its isolate serves: a flood of sign-ins for unknown phones would stall even
 * `GET /api/transparency`. So, per isolate:
 * - at most `MAX_PENDING_HASHES` hashes wait or run; past that a request gets 503
 *   `server_busy` with Retry-After at once, before any hashing;
 * - hashes run one at a time, in order of arrival, and while others wait, the isolate rests after each as long
 *   as it took (3 s at most) before the next starts: under a flood, hashing gets at most
 *   half of the isolate's time and the other requests the rest.
 */
import { ApiError } from "./api-error";

/** Hashes waiting or running in one isolate at most: under 3 s of hashing at 320 ms each. */
export const MAX_PENDING_HASHES = 8;
/** Seconds a refused client is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
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

/** Start times (ms) of the hashes waiting or running in this isolate, in order of arrival: their turns. */
const slots = new Set<{ since: number }>();
/** When the running hash started, or null; and when the next may start (ms). */
let runningSince: number | null = null;
let nextStart = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drops the slots, and the running mark, of requests presumed cancelled (`STALE_MS`). */
function forgetLost(now: number): void {
  for (const slot of slots) if (now - slot.since > STALE_MS) slots.delete(slot);
  if (runningSince !== null && now - runningSince > STALE_MS) runningSince = null;
}

/** 503 `server_busy`, with Retry-After. */
export function serverBusy(): ApiError {
  return new ApiError("server_busy", "The server is busy. Please try again in a moment.", undefined, {
    "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
  });
}

/**
 * Runs `work` (one password hash) in a slot of this isolate's bound, alone, after the rest
 * the previous hash earned (when it had others waiting). Raises 503 `server_busy` (Retry-After) without running it when
 * `MAX_PENDING_HASHES` slots are taken.
 */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  const now = Date.now();
  forgetLost(now);
  if (slots.size >= MAX_PENDING_HASHES) throw serverBusy();
  const slot = { since: now };
  slots.add(slot);
  try {
    // Always one macrotask turn first, so requests already waiting run before this hash blocks the isolate.
    let wait = Math.max(0, nextStart - Date.now());
    for (;;) {
      await sleep(wait);
      forgetLost(Date.now());
      const first = slots.values().next().value;
      if (runningSince === null && Date.now() >= nextStart && (first === slot || !slots.has(slot))) break;
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
