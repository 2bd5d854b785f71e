/**
 * Sign-in rate limiting (decisions.md section 3; OWASP Authentication Cheat Sheet):
 * after 5 failed attempts for one phone or admin username (50 for one address) within 15 minutes every further attempt, with the
 * right password too, is answered 429 with Retry-After until the oldest failure leaves
 * the window. Kept in D1 because KV is eventually consistent and could let bursts through.
 */
import { ApiError } from "../lib/api-error";

export const WINDOW_MS = 15 * 60 * 1000;
/** Per phone or admin username. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Per address: higher, since many mobile users share one carrier-grade NAT address. */
export const MAX_FAILURES_PER_ADDRESS = 50;

export interface Limit {
  key: string;
  max: number;
}

/** Keys for a sign-in: the account (phone or admin username) and the client address. */
export function signInLimits(accountKey: string, address: string): Limit[] {
  return [
    { key: accountKey, max: MAX_FAILURES_PER_ACCOUNT },
    { key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
  ];
}

/** Throws 429 `too_many_attempts` (with Retry-After) when a limit's key has `max` failures in the window. */
export async function assertNotRateLimited(db: D1Database, limits: Limit[], now = Date.now()): Promise<void> {
  const since = now - WINDOW_MS;
  for (const { key, max: MAX_FAILURES } of limits) {
    const row = await db
      .prepare("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM sign_in_failures WHERE key = ? AND at > ?")
      .bind(key, since)
      .first<{ n: number; oldest: number | null }>();
    if (row && row.n >= MAX_FAILURES) {
      const retryAfter = Math.max(1, Math.ceil((row.oldest! + WINDOW_MS - now) / 1000));
      throw new ApiError("too_many_attempts", "Too many attempts. Please wait and try again.", undefined, {
        "Retry-After": String(retryAfter),
      });
    }
  }
}

/** Records one failed attempt for each key and forgets failures older than a day. */
export async function recordFailure(db: D1Database, limits: Limit[], now = Date.now()): Promise<void> {
  await db.batch([
    ...limits.map(({ key }) => db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").bind(key, now)),
    db.prepare("DELETE FROM sign_in_failures WHERE at < ?").bind(now - 86400_000),
  ]);
}

/** Clears the account's failures after a successful sign-in (the address keeps its count). */
export async function clearFailures(db: D1Database, accountKey: string): Promise<void> {
  await db.prepare("DELETE FROM sign_in_failures WHERE key = ?").bind(accountKey).run();
}

/**
 * Runs `authenticate` under the sign-in limits of `accountKey` and the client address:
 * 429 before trying when a limit is reached, a recorded failure when it raises
 * `invalid_credentials`, and the account's failures cleared when it succeeds.
 */
export async function withSignInLimits<T>(
  db: D1Database,
  accountKey: string,
  address: string,
  authenticate: () => Promise<T>,
): Promise<T> {
  const limits = signInLimits(accountKey, address);
  await assertNotRateLimited(db, limits);
  try {
    const result = await authenticate();
    await clearFailures(db, accountKey);
    return result;
  } catch (err) {
    if (err instanceof ApiError && err.code === "invalid_credentials") await recordFailure(db, limits);
    throw err;
  }
}
