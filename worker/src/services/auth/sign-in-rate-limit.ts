/**
 * Sign-in rate limiting with device cookies (docs/product-rules.md#rate-limits, AUTH-11;
 * OWASP "Slow Down Online Guessing Attacks with Device Cookies"). Failures within 15
 * minutes are counted:
 * - for a client holding a valid device cookie of the account (lib/device-cookies.ts; the HTTP side is lib/sign-in-limits.ts):
 *   per device cookie only; its 6th attempt is refused, and attempts anywhere else never
 *   block it;
 * - for every other client: per account (phone or admin username) and per address; the
 *   6th attempt on the account, or the 51st from the address (or IPv6 /64), or the 56th
 *   from the IPv6 /48, is refused, for those clients only.
 * A refusal is 429 `too_many_attempts` with Retry-After, with the right password too.
 * Kept in D1 because KV is eventually consistent and could let bursts through.
 */
import { ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";

export const WINDOW_MS = 15 * 60 * 1000;
/** Per phone or admin username, for clients without the account's device cookie. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Per device cookie. */
export const MAX_FAILURES_PER_DEVICE = 5;
/** Per address: higher, since many mobile users share one carrier-grade NAT address. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Per IPv6 /48, beside the /64's limit: a little looser, so the line's other devices keep a few tries. */
export const MAX_FAILURES_PER_WIDE_ADDRESS = 55;

/** Failures are forgotten a day after they happened (AUTH-13). */
export const FORGET_AFTER_MS = 86_400_000;
/**
 * Old failures one sign-in attempt forgets at most: an attempt writes at most 3 rows and
 * forgets up to 50, so a backlog drains while no attempt's work grows with it.
 */
export const SIGN_IN_FAILURES_PRUNE_ROWS = 50;
/** Old failures the per-minute cron forgets at most a run (1.44 million a day). */
export const SIGN_IN_FAILURES_CRON_PRUNE_ROWS = 1000;

/**
 * Deletes failures older than ?1 (ms since the epoch), the oldest first, at most ?2 of them:
 * the ids are read through the index `sign_in_failures_at` (migration 0044), never a scan of
 * the table (a test asserts the plan).
 */
export const PRUNE_SIGN_IN_FAILURES_SQL = `DELETE FROM sign_in_failures WHERE id IN
  (SELECT id FROM sign_in_failures WHERE at < ?1 ORDER BY at LIMIT ?2)`;

/** The statement forgetting at most `rows` failures older than a day before `now`. */
export function pruneSignInFailuresStatement(
  db: D1Database,
  now: number,
  rows = SIGN_IN_FAILURES_PRUNE_ROWS,
): D1PreparedStatement {
  return db.prepare(PRUNE_SIGN_IN_FAILURES_SQL).bind(now - FORGET_AFTER_MS, rows);
}

/** The per-minute cron's part: forgets at most SIGN_IN_FAILURES_CRON_PRUNE_ROWS old failures; answers how many. */
export async function forgetOldSignInFailures(db: D1Database, now = Date.now()): Promise<number> {
  const res = await pruneSignInFailuresStatement(db, now, SIGN_IN_FAILURES_CRON_PRUNE_ROWS).run();
  return res.meta.changes;
}

export interface Limit {
  key: string;
  max: number;
}

/**
 * Keys for a sign-in without a device cookie: the account (phone or admin username), the
 * client's address (or /64) and, for IPv6, its /48 (`wideAddress`, lib/client.ts).
 */
export function signInLimits(accountKey: string, address: string, wideAddress: string | null = null): Limit[] {
  return [
    { key: accountKey, max: MAX_FAILURES_PER_ACCOUNT },
    { key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
    ...(wideAddress ? [{ key: `ip:${wideAddress}`, max: MAX_FAILURES_PER_WIDE_ADDRESS }] : []),
  ];
}

/** Throws 429 `too_many_attempts` (with Retry-After) when a limit's key has `max` failures in the window. */
export async function assertNotRateLimited(db: D1Database, limits: Limit[], now = Date.now()): Promise<void> {
  const since = now - WINDOW_MS;
  for (const { key, max } of limits) {
    const row = await db
      .prepare("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM sign_in_failures WHERE key = ? AND at > ?")
      .bind(key, since)
      .first<{ n: number; oldest: number | null }>();
    if (row && row.n >= max) {
      const retryAfter = Math.max(1, Math.ceil((row.oldest! + WINDOW_MS - now) / 1000));
      throw new ApiError("too_many_attempts", "Too many attempts. Please wait and try again.", undefined, {
        "Retry-After": String(retryAfter),
      });
    }
  }
}

/**
 * Counts one attempt against every key, atomically: one batch whose guard refuses it
 * when any key already has `max` attempts in the window, so concurrent attempts cannot
 * all pass a check made before any of them is recorded. Returns the ids of the rows
 * written (for `forgetAttempt`); throws 429 `too_many_attempts` when refused. Also
 * forgets up to SIGN_IN_FAILURES_PRUNE_ROWS attempts older than a day (AUTH-13).
 */
export async function claimAttempt(db: D1Database, limits: Limit[], now = Date.now()): Promise<number[]> {
  const since = now - WINDOW_MS;
  const over = limits
    .map((_, i) => `(SELECT COUNT(*) FROM sign_in_failures WHERE key = ?${2 * i + 2} AND at > ?1) >= ?${2 * i + 3}`)
    .join(" OR ");
  try {
    const results = await db.batch([
      db
        .prepare(`INSERT INTO batch_aborts (code) SELECT 'too_many_attempts' WHERE ${over}`)
        .bind(since, ...limits.flatMap(({ key, max }) => [key, max])),
      ...limits.map(({ key }) => db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?) RETURNING id").bind(key, now)),
      pruneSignInFailuresStatement(db, now),
    ]);
    return results.slice(1, 1 + limits.length).map((r) => (r.results[0] as { id: number }).id);
  } catch (err) {
    if (!isBatchAborted(err)) throw err;
    await assertNotRateLimited(db, limits, now);
    // The window moved on between the batch and the read: refuse anyway, briefly.
    throw new ApiError("too_many_attempts", "Too many attempts. Please wait and try again.", undefined, { "Retry-After": "1" });
  }
}

/** Removes attempts `claimAttempt` counted: the attempt turned out not to be a failure. */
export async function forgetAttempt(db: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .prepare(`DELETE FROM sign_in_failures WHERE id IN (${ids.map(() => "?").join(",")})`)
    .bind(...ids)
    .run();
}
