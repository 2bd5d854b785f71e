/**
 * Web Push delivery (docs/product-rules.md#notifications, NOT-10 to NOT-14): stores the
 * browsers' subscriptions (at most MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR per investor) and
 * hands every push to the push queue (push/jobs.ts), from `executionCtx.waitUntil`: a request
 * never waits on, and never fails because of, a push service, and no invocation sends more
 * than a page. Callers use `queueAnnouncementPush` (to every browser), `queuePersonalPush`
 * (a personal notification just written, found by its code and event key) or
 * `queueUnpushedPersonal` (every personal notification not yet pushed). Nothing is queued
 * when the VAPID keys are not configured.
 */
import type { PersonalNotificationCode, PushSubscriptionInput } from "@app/schema/contracts/notifications";
import { MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR } from "@app/schema/limits";
import type { Env } from "../env";
import type { AnnouncementMessage, PushJob } from "./jobs";
import { vapidFromEnv } from "./vapid";

/** What the queue functions need of a Hono context: the bindings and `executionCtx.waitUntil`. */
export interface PushContext {
  env: Env;
  executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

/**
 * Saves `input` for `userId`; a browser already stored (same endpoint) moves to this investor.
 * The investor keeps their MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR newest browsers: subscribing
 * one more drops the oldest, in the same batch (NOT-14).
 */
export async function saveSubscription(db: D1Database, userId: number, input: PushSubscriptionInput): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
           auth = excluded.auth, locale = excluded.locale`,
      )
      .bind(userId, input.endpoint, input.keys.p256dh, input.keys.auth, input.locale ?? "en"),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE user_id = ?1 AND id NOT IN
           (SELECT id FROM push_subscriptions WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2)`,
      )
      .bind(userId, MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR),
  ]);
}

/** Forgets the investor's subscription at `endpoint` (idempotent; another investor's is left alone). */
export async function deleteSubscription(db: D1Database, userId: number, endpoint: string): Promise<void> {
  await db.prepare("DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?").bind(userId, endpoint).run();
}

/**
 * Sends the announcement `message` to every browser subscribed when it is published, after
 * the response: one job on the push queue over the subscription ids up to the highest one
 * now (one indexed read), which fans out in pages (push/jobs.ts). A browser subscribed while
 * the job waits in the queue does not get it (NOT-13).
 */
export function queueAnnouncementPush(c: PushContext, message: AnnouncementMessage): void {
  if (!vapidFromEnv(c.env)) return;
  const send = async () => {
    const row = await c.env.DB.prepare("SELECT MAX(id) AS hi FROM push_subscriptions").first<{ hi: number | null }>();
    // A sending of its own: its pages are claimed under this key (NOT-15), so switching the
    // announcement back on sends again while a page delivered twice does not.
    const sending = crypto.randomUUID();
    if (row?.hi != null) await c.env.PUSH_QUEUE.send({ kind: "announcement", message, from: 1, to: row.hi, send: sending });
  };
  c.executionCtx.waitUntil(send().catch((err) => console.error("push queue send failed", err)));
}

/**
 * Pushes the personal notification `(code, eventKey)` to its investor, after the response.
 * Call it once the event's batch has committed: the job claims the row (`pushed_at`), so an
 * event that wrote nothing pushes nothing, and a row already pushed is not pushed again.
 */
export function queuePersonalPush(c: PushContext, code: PersonalNotificationCode, eventKey: string): void {
  enqueue(c, { kind: "personal", code, eventKey });
}

/**
 * Pushes every personal notification not yet pushed (written by a trigger or inside a
 * larger batch: suspension, reactivation, password reset, the referrer's bonus, the daily
 * run's maturities and owed bonuses), after the response: one sweep job, which sends two
 * more while it finds a full page (push/jobs.ts).
 */
export function queueUnpushedPersonal(c: PushContext): void {
  enqueue(c, { kind: "sweep" });
}

/** `queueUnpushedPersonal` for the crons: awaitable, one queue message. */
export async function sweepUnpushedPersonal(env: Env): Promise<void> {
  if (vapidFromEnv(env)) await env.PUSH_QUEUE.send({ kind: "sweep" });
}

/** Sends `job` to the push queue after the response; never fails the request. */
function enqueue(c: PushContext, job: PushJob): void {
  if (!vapidFromEnv(c.env)) return;
  c.executionCtx.waitUntil(c.env.PUSH_QUEUE.send(job).catch((err) => console.error("push queue send failed", err)));
}
