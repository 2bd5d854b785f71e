/**
 * The push queue's jobs (wrangler.toml: queue `lionart-push`, docs/ARCHITECTURE.md#scale).
 * Every Web Push leaves through this queue, so no request, cron run or queue batch does work
 * that grows with the number of investors or browsers: each job below makes at most `PAGE`
 * subrequests and 3 D1 queries, and the consumer takes 5 jobs per batch.
 *
 * - `announcement` (`from`, `to`): the subscriptions whose ids are in [from, to]; `to` is the
 *   highest id when the announcement was published (NOT-13; null, from jobs queued before
 *   that rule: the highest id when the job runs). A range wider than `PAGE` ids is split into
 *   `FANOUT` sub-ranges sent back to the queue; a range of at most `PAGE` ids is sent. Each
 *   subscription lies in exactly one page, and a page is claimed in `announcement_push_pages`
 *   (its announcement, sending and first id) before its pushes go out, so a page delivered again, or a
 *   fan-out sent twice, pushes nothing the second time (NOT-15); a page of an announcement
 *   deleted meanwhile is not sent. At most once: a page whose invocation dies while sending is
 *   not sent again.
 * - `personal` (`code`, `eventKey`): claims that event's notification rows (`pushed_at`) and
 *   pushes them to their investors' browsers (docs/product-rules.md#notifications, NOT-10).
 * - `sweep`: claims up to `SWEEP` notifications not yet pushed (those written by triggers and
 *   by the daily run) and pushes the fresh ones; when it claimed `SWEEP`, it sends two more.
 * - `redeliver`: the personal pushes whose push service failed for a while, sent again to
 *   those browsers only (push/redeliver.ts, NOT-16).
 *
 * A claimed notification is never claimed again (`pushed_at IS NULL` in the UPDATE), so
 * sweeps and event jobs running at once push each notification once.
 */
import {
  PERSONAL_NOTIFICATION_CODES,
  type PersonalNotificationCode,
  type PersonalNotificationParams,
} from "@app/schema/contracts/notifications";
import { MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR } from "@app/schema/limits";
import { z } from "zod/mini";
import type { Env } from "../env";
import { consumeEach } from "../lib/queue-consumer";
import { type PushItem, SUBSCRIPTION_COLUMNS, type SubscriptionRow, sendToSubscriptions } from "./deliver";
import type { PushMessage } from "./messages";
import { type RedeliveryJob, redeliveryJobSchema, runRedelivery, sendAgainLater } from "./redeliver";
import type { VapidKeys } from "./types";
import { vapidFromEnv } from "./vapid";

export type AnnouncementMessage = Extract<PushMessage, { kind: "announcement" }>;

/** One message of the push queue. */
export type PushJob =
  | {
      kind: "announcement";
      message: AnnouncementMessage;
      from: number;
      to: number | null;
      /** The sending's key (one per publication; absent from jobs queued before NOT-15): its pages are claimed under it. */
      send?: string;
    }
  | { kind: "personal"; code: PersonalNotificationCode; eventKey: string }
  | { kind: "sweep" }
  | RedeliveryJob;

/** A push job's body as the consumer accepts it: anything else is malformed (lib/queue-consumer.ts). */
export const pushJobSchema: z.ZodMiniType<PushJob> = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("announcement"),
    message: z.object({
      kind: z.literal("announcement"),
      announcementId: z.number(),
      title: z.string(),
      message: z.string(),
    }),
    from: z.number(),
    to: z.nullable(z.number()),
    send: z.optional(z.string()),
  }),
  z.object({ kind: z.literal("personal"), code: z.enum(PERSONAL_NOTIFICATION_CODES), eventKey: z.string() }),
  z.object({ kind: z.literal("sweep") }),
  redeliveryJobSchema,
]);

/** Subscriptions one announcement job sends to: its subrequests. */
export const PAGE = 100;
/** Sub-ranges a wide announcement range splits into. */
const FANOUT = 10;
/** Notifications one sweep claims: with at most 10 browsers each, at most `PAGE` pushes. */
export const SWEEP = PAGE / MAX_PUSH_SUBSCRIPTIONS_PER_INVESTOR;

/** How old a claimed notification may be and still be pushed: older ones are history, not news. */
const PUSH_FRESH_MS = 60 * 60 * 1000;
const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** What a claim returns: one personal notification to push. */
interface ClaimedRow {
  id: number;
  user_id: number;
  code: PersonalNotificationCode;
  params: string;
  created_at: string;
}

/**
 * The queue consumer: runs each job of `batch` on its own, acknowledging it, or asks for a
 * retry when it threw (a D1 error) or is malformed; after the queue's retries a job goes to
 * the dead-letter queue `lionart-push-dlq` (lib/queue-consumer.ts). With no VAPID keys
 * configured, jobs are dropped.
 */
export async function handlePushBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const vapid = vapidFromEnv(env);
  await consumeEach(
    batch,
    "lionart-push",
    pushJobSchema,
    async (job) => {
      if (vapid) await runPushJob(env, vapid, job);
    },
    env.DB,
  );
}

/** Runs one job (see the module's comment). */
async function runPushJob(env: Env, vapid: VapidKeys, job: PushJob): Promise<void> {
  if (job.kind === "announcement") return announce(env, vapid, job);
  if (job.kind === "redeliver") return runRedelivery(env, vapid, job);
  if (job.kind === "personal") {
    const { results } = await env.DB.prepare(
      `UPDATE notifications SET pushed_at = ${NOW_SQL} WHERE code = ? AND event_key = ? AND pushed_at IS NULL
       RETURNING id, user_id, code, params, created_at`,
    )
      .bind(job.code, job.eventKey)
      .all<ClaimedRow>();
    return pushClaimed(env, vapid, results);
  }
  const { results } = await env.DB.prepare(
    `UPDATE notifications SET pushed_at = ${NOW_SQL}
     WHERE id IN (SELECT id FROM notifications INDEXED BY notifications_unpushed_idx WHERE pushed_at IS NULL ORDER BY id LIMIT ?)
     RETURNING id, user_id, code, params, created_at`,
  )
    .bind(SWEEP)
    .all<ClaimedRow>();
  await pushClaimed(env, vapid, results);
  // More may wait: two more sweeps, so a backlog of n notifications drains in about
  // log2(n / SWEEP) rounds of the queue, not n / SWEEP (a sweep that finds nothing stops).
  if (results.length === SWEEP) await env.PUSH_QUEUE.sendBatch([{ body: { kind: "sweep" } }, { body: { kind: "sweep" } }]);
}

/** Sends an announcement to its range of subscriptions, or splits the range (see the module's comment). */
async function announce(env: Env, vapid: VapidKeys, job: Extract<PushJob, { kind: "announcement" }>): Promise<void> {
  const to =
    job.to ??
    (await env.DB.prepare("SELECT max(id) AS last FROM push_subscriptions").first<{ last: number | null }>())?.last ??
    0;
  if (to < job.from) return;
  if (to - job.from + 1 > PAGE) {
    const width = Math.max(PAGE, Math.ceil((to - job.from + 1) / FANOUT));
    const ranges: PushJob[] = [];
    for (let from = job.from; from <= to; from += width) {
      ranges.push({ kind: "announcement", message: job.message, from, to: Math.min(to, from + width - 1), send: job.send });
    }
    await env.PUSH_QUEUE.sendBatch(ranges.map((body) => ({ body })));
    return;
  }
  // The page's claim: a second delivery of it (or of the fan-out it came from) finds it taken.
  const claim = await env.DB.prepare(
    `INSERT INTO announcement_push_pages (announcement_id, send_key, from_id, to_id)
     SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM announcements WHERE id = ?1)
     ON CONFLICT (announcement_id, send_key, from_id) DO NOTHING`,
  )
    .bind(job.message.announcementId, job.send ?? "", job.from, to)
    .run();
  if (claim.meta.changes !== 1) return;
  const { results } = await env.DB.prepare(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE id BETWEEN ? AND ? ORDER BY id`,
  )
    .bind(job.from, to)
    .all<SubscriptionRow>();
  await sendToSubscriptions(
    env,
    vapid,
    results.map((subscription) => ({ subscription, message: job.message })),
  );
}

/**
 * Pushes each fresh claimed notification to its investor's browsers (one query for all of them);
 * the browsers whose push may succeed later get it from a `redeliver` job (push/redeliver.ts).
 * When anything here throws, the claims are given back before the error goes on, so the queue's
 * retry of this job claims and pushes them again instead of losing them (NOT-16).
 */
async function pushClaimed(env: Env, vapid: VapidKeys, claimed: ClaimedRow[], now = Date.now()): Promise<void> {
  try {
    await pushFresh(env, vapid, claimed, now);
  } catch (err) {
    await env.DB.prepare(`UPDATE notifications SET pushed_at = NULL WHERE id IN (SELECT value FROM json_each(?))`)
      .bind(JSON.stringify(claimed.map((row) => row.id)))
      .run();
    throw err;
  }
}

async function pushFresh(env: Env, vapid: VapidKeys, claimed: ClaimedRow[], now: number): Promise<void> {
  const fresh = claimed.filter((row) => now - Date.parse(row.created_at) <= PUSH_FRESH_MS);
  if (fresh.length === 0) return;
  const { results: subscriptions } = await env.DB.prepare(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  )
    .bind(JSON.stringify([...new Set(fresh.map((row) => row.user_id))]))
    .all<SubscriptionRow>();
  const items: PushItem[] = [];
  for (const notification of fresh) {
    const message: PushMessage = {
      kind: "personal",
      notificationId: notification.id,
      code: notification.code,
      params: JSON.parse(notification.params) as PersonalNotificationParams,
    };
    for (const subscription of subscriptions) {
      if (subscription.user_id === notification.user_id) items.push({ subscription, message });
    }
  }
  await sendAgainLater(env, await sendToSubscriptions(env, vapid, items), 1);
}
