/**
 * Personal pushes sent again (docs/product-rules.md#web-push, NOT-16): a personal notification is
 * claimed for pushing once (`pushed_at`, push/jobs.ts), so the browsers whose push service
 * failed in a way a later attempt may fix (5xx, 429, no answer: `sendToSubscriptions`) are
 * carried, as (notification, subscription) pairs, by a `redeliver` job of their own on the push
 * queue, delayed, at most REDELIVERY_ATTEMPTS times; the browsers that got it are not in it, so
 * they do not get it again. A pair whose notification or subscription is gone is dropped.
 * Each job makes at most `PAGE` subrequests and 3 D1 queries.
 */
import type { PersonalNotificationCode, PersonalNotificationParams } from "@app/schema/contracts/notifications";
import { z } from "zod/mini";
import type { Env } from "../env";
import { logJob } from "../lib/log";
import { type PushItem, SUBSCRIPTION_COLUMNS, type SubscriptionRow, sendToSubscriptions } from "./deliver";
import type { PushMessage } from "./messages";
import type { VapidKeys } from "./types";

/** Attempts after the first, each a job of its own. */
export const REDELIVERY_ATTEMPTS = 3;
/** Seconds each attempt waits in the queue: the push service has a moment to recover. */
const DELAY_SECONDS = [2, 30, 120];

/** One push to send again. */
export interface RedeliveryPair {
  notificationId: number;
  subscriptionId: number;
}

/** A `redeliver` job: the pairs to push again, and which attempt this is (1..REDELIVERY_ATTEMPTS). */
export interface RedeliveryJob {
  kind: "redeliver";
  attempt: number;
  items: RedeliveryPair[];
}

export const redeliveryJobSchema = z.object({
  kind: z.literal("redeliver"),
  attempt: z.number(),
  items: z.array(z.object({ notificationId: z.number(), subscriptionId: z.number() })),
});

/**
 * Queues the personal pushes of `failed` for attempt `attempt` (delayed), or logs them given up
 * after the last attempt. Announcements are never sent again (NOT-15). Throws when the queue
 * refuses the job (the caller gives the claims back).
 */
export async function sendAgainLater(env: Env, failed: PushItem[], attempt: number): Promise<void> {
  const items = failed.flatMap(({ subscription, message }) =>
    message.kind === "personal" ? [{ notificationId: message.notificationId, subscriptionId: subscription.id }] : [],
  );
  if (items.length === 0) return;
  if (attempt > REDELIVERY_ATTEMPTS) {
    logJob({
      job: "lionart-push",
      step: "redeliver",
      ids: { attempt: attempt - 1 },
      outcome: "given_up",
      detail: { pushes: items.length },
    });
    return;
  }
  const job: RedeliveryJob = { kind: "redeliver", attempt, items };
  await env.PUSH_QUEUE.send(job, { delaySeconds: DELAY_SECONDS[attempt - 1] });
}

/** Runs a `redeliver` job: pushes each pair still stored, and queues the next attempt of those that fail again. */
export async function runRedelivery(env: Env, vapid: VapidKeys, job: RedeliveryJob): Promise<void> {
  const pairs = job.items.slice(0, 100);
  const [notes, subs] = await env.DB.batch([
    env.DB.prepare("SELECT id, user_id, code, params FROM notifications WHERE id IN (SELECT value FROM json_each(?))").bind(
      JSON.stringify([...new Set(pairs.map((p) => p.notificationId))]),
    ),
    env.DB.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?))`).bind(
      JSON.stringify([...new Set(pairs.map((p) => p.subscriptionId))]),
    ),
  ]);
  type Note = { id: number; user_id: number; code: PersonalNotificationCode; params: string };
  const byNote = new Map((notes!.results as Note[]).map((n) => [n.id, n]));
  const bySub = new Map((subs!.results as SubscriptionRow[]).map((s) => [s.id, s]));
  const items: PushItem[] = [];
  for (const pair of pairs) {
    const note = byNote.get(pair.notificationId);
    const subscription = bySub.get(pair.subscriptionId);
    // The browser must still be the investor's: a subscription moved to another investor is not theirs.
    if (!note || !subscription || subscription.user_id !== note.user_id) continue;
    const message: PushMessage = {
      kind: "personal",
      notificationId: note.id,
      code: note.code,
      params: JSON.parse(note.params) as PersonalNotificationParams,
    };
    items.push({ subscription, message });
  }
  await sendAgainLater(env, await sendToSubscriptions(env, vapid, items), job.attempt + 1);
}
