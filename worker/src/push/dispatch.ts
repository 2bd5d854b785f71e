/**
 * Web Push delivery (docs/product-rules.md#notifications, NOT-10 to NOT-14): stores the
 * browsers' subscriptions and sends them personal notifications and announcements.
 *
 * Callers use `queuePush` (any message, to one investor or to all), `queuePersonalPush`
 * (a personal notification just written, found by its code and event key) or
 * `queueUnpushedPersonal` (every personal notification not yet pushed: those written by
 * triggers and by the daily run). Each personal notification is claimed once (`pushed_at`). Both hand the
 * work to `executionCtx.waitUntil` and return at once: a request never waits on, and never
 * fails because of, a push service. Nothing is sent when the VAPID keys are not configured.
 * A subscription the push service answers 404 or 410 for is deleted.
 */
import type {
  PersonalNotificationCode,
  PersonalNotificationParams,
  PushSubscriptionInput,
} from "@app/schema/contracts/notifications";
import type { Env } from "../env";
import { loopbackHttpFetch } from "./loopback-fetch";
import { type PushLocale, type PushMessage, renderPush } from "./messages";
import { type PushOutcome, sendPush } from "./send-push";
import { vapidFromEnv } from "./vapid";

/** What `queuePush` needs of a Hono context: the bindings and `executionCtx.waitUntil`. */
export interface PushContext {
  env: Env;
  executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

/** Subscriptions read and sent per page, and pushes in flight at once. */
const PAGE_SIZE = 200;
const CONCURRENCY = 6;
/**
 * Pushes one event sends at most. A Worker invocation may make 1,000 subrequests (paid plan)
 * and `waitUntil` runs for 30 s after the response; beyond this an announcement needs a
 * Queue (docs/product-rules.md#notifications, Known gap 10).
 */
export const MAX_PUSHES_PER_EVENT = 900;

interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: PushLocale;
}

/** Saves `input` for `userId`; a browser already stored (same endpoint) moves to this investor. */
export async function saveSubscription(db: D1Database, userId: number, input: PushSubscriptionInput): Promise<void> {
  await db
    .prepare(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
         auth = excluded.auth, locale = excluded.locale`,
    )
    .bind(userId, input.endpoint, input.keys.p256dh, input.keys.auth, input.locale ?? "en")
    .run();
}

/** Forgets the investor's subscription at `endpoint` (idempotent; another investor's is left alone). */
export async function deleteSubscription(db: D1Database, userId: number, endpoint: string): Promise<void> {
  await db.prepare("DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?").bind(userId, endpoint).run();
}

/** Sends `message` to `target`'s subscriptions (one investor's id, or "all") after the response. */
export function queuePush(c: PushContext, target: number | "all", message: PushMessage): void {
  if (!vapidFromEnv(c.env)) return;
  c.executionCtx.waitUntil(deliverPush(c.env, target, message).catch(() => undefined));
}

/** What a claim returns: one personal notification to push. */
interface ClaimedRow {
  id: number;
  user_id: number;
  code: PersonalNotificationCode;
  params: string;
  created_at: string;
}

/** How old a claimed notification may be and still be pushed: older ones are history, not news. */
const PUSH_FRESH_MS = 60 * 60 * 1000;
const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/**
 * Sends each claimed row to its investor. A row claimed is never claimed again (the UPDATE's
 * `pushed_at IS NULL` guard), so however many requests sweep at once, each is pushed once.
 */
async function deliverClaimed(env: Env, rows: ClaimedRow[], now = Date.now()): Promise<void> {
  for (const row of rows) {
    if (now - Date.parse(row.created_at) > PUSH_FRESH_MS) continue;
    const params = JSON.parse(row.params) as PersonalNotificationParams;
    await deliverPush(env, row.user_id, { kind: "personal", notificationId: row.id, code: row.code, params });
  }
}

/**
 * Pushes the personal notification `(code, eventKey)` to its investor, after the response.
 * Call it once the event's batch has committed: the row is claimed (`pushed_at`), so an event
 * that wrote nothing pushes nothing, and a row already pushed is not pushed again.
 */
export function queuePersonalPush(c: PushContext, code: PersonalNotificationCode, eventKey: string): void {
  if (!vapidFromEnv(c.env)) return;
  c.executionCtx.waitUntil(
    (async () => {
      const { results } = await c.env.DB.prepare(
        `UPDATE notifications SET pushed_at = ${NOW_SQL} WHERE code = ? AND event_key = ? AND pushed_at IS NULL
         RETURNING id, user_id, code, params, created_at`,
      )
        .bind(code, eventKey)
        .all<ClaimedRow>();
      await deliverClaimed(c.env, results);
    })().catch(() => undefined),
  );
}

/**
 * Claims every personal notification not yet pushed and pushes the fresh ones (written in
 * the last hour). For events whose notification is written by a trigger or inside a larger
 * batch (suspension, reactivation, password reset, the referrer's bonus, the daily run's
 * maturities and owed bonuses): call it after the batch. Reads only unclaimed rows, through
 * a partial index. Awaitable (the cron); requests use `queueUnpushedPersonal`.
 */
export async function deliverUnpushedPersonal(env: Env): Promise<void> {
  if (!vapidFromEnv(env)) return;
  const { results } = await env.DB.prepare(
    `UPDATE notifications SET pushed_at = ${NOW_SQL}
     WHERE id IN (SELECT id FROM notifications INDEXED BY notifications_unpushed_idx WHERE pushed_at IS NULL)
     RETURNING id, user_id, code, params, created_at`,
  ).all<ClaimedRow>();
  await deliverClaimed(env, results);
}

/** `deliverUnpushedPersonal` after the response, in `waitUntil`. */
export function queueUnpushedPersonal(c: PushContext): void {
  if (!vapidFromEnv(c.env)) return;
  c.executionCtx.waitUntil(deliverUnpushedPersonal(c.env).catch(() => undefined));
}

/** The tally of one delivery, for tests and logs. */
export type PushTally = Record<PushOutcome, number>;

/**
 * Sends `message` to every subscription of `target`, each worded in its locale, and deletes
 * the ones that are gone. Awaitable (tests); requests use `queuePush`. `fetch` defaults to
 * the global one in production and to `loopbackHttpFetch` elsewhere (the local push service).
 */
export async function deliverPush(
  env: Env,
  target: number | "all",
  message: PushMessage,
  options: { fetch?: typeof fetch } = {},
): Promise<PushTally> {
  const tally: PushTally = { delivered: 0, gone: 0, failed: 0 };
  const vapid = vapidFromEnv(env);
  if (!vapid) return tally;
  const doFetch = options.fetch ?? (env.APP_ENV === "development" || env.APP_ENV === "test" ? loopbackHttpFetch : fetch);
  const byUser = target === "all" ? "" : "AND user_id = ?";
  let after = 0;
  let sent = 0;
  while (sent < MAX_PUSHES_PER_EVENT) {
    const limit = Math.min(PAGE_SIZE, MAX_PUSHES_PER_EVENT - sent);
    const stmt = env.DB.prepare(
      `SELECT id, endpoint, p256dh, auth, locale FROM push_subscriptions WHERE id > ? ${byUser} ORDER BY id LIMIT ?`,
    );
    const { results } = await (target === "all"
      ? stmt.bind(after, limit)
      : stmt.bind(after, target, limit)
    ).all<SubscriptionRow>();
    if (results.length === 0) break;
    const gone: number[] = [];
    for (let i = 0; i < results.length; i += CONCURRENCY) {
      const slice = results.slice(i, i + CONCURRENCY);
      const outcomes = await Promise.all(
        slice.map((s) =>
          sendPush({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, renderPush(message, s.locale), vapid, {
            fetch: doFetch,
          }),
        ),
      );
      outcomes.forEach((r, j) => {
        tally[r.outcome] += 1;
        if (r.outcome === "gone") gone.push(slice[j]!.id);
      });
    }
    if (gone.length > 0) {
      await env.DB.batch(gone.map((id) => env.DB.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id)));
    }
    sent += results.length;
    after = results.at(-1)!.id;
    if (results.length < limit) break;
  }
  return tally;
}
