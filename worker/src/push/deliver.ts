/**
 * Sends Web Push messages to a list of stored subscriptions, a few at a time, and deletes
 * the ones the push service says are gone (404 or 410, RFC 8030 section 7.3) in one
 * statement. Used by the push queue's consumer (push/jobs.ts), which bounds each list
 * (docs/ARCHITECTURE.md#scale): one invocation makes at most one subrequest per row.
 */
import type { Env } from "../env";
import { loopbackHttpFetch } from "./loopback-fetch";
import { type PushLocale, type PushMessage, renderPush } from "./messages";
import { type PushResult, sendPush } from "./send-push";
import type { VapidKeys } from "./types";

/** A stored subscription, as the consumer reads it. */
export interface SubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: PushLocale;
}

/** The columns of `SubscriptionRow`, for the consumer's SELECTs. */
export const SUBSCRIPTION_COLUMNS = "id, user_id, endpoint, p256dh, auth, locale";

/** Pushes in flight at once. */
const CONCURRENCY = 6;

/**
 * The fetch pushes go out with: the global one in production, `loopbackHttpFetch` in
 * development and tests (the local push service, push/loopback-fetch.ts).
 */
function pushFetch(env: Env): typeof fetch {
  return env.APP_ENV === "development" || env.APP_ENV === "test" ? loopbackHttpFetch : fetch;
}

/** One push to send: a stored subscription and what to tell it. */
export interface PushItem {
  subscription: SubscriptionRow;
  message: PushMessage;
}

/** Whether a failed push may succeed later: no answer in time, no network, 429 or a 5xx. */
function retryable(result: PushResult): boolean {
  if (result.outcome !== "failed") return false;
  if (result.reason === "timeout" || result.reason === "network") return true;
  return result.status === 429 || (result.status !== null && result.status >= 500);
}

/**
 * Sends each item's message to its subscription, worded in the subscription's locale, and
 * deletes the subscriptions whose push service answered 404 or 410. Answers the items whose
 * push failed in a way a later attempt may fix (`retryable`), for the caller to send again.
 * Never throws for a push service's answer; a D1 error propagates (the queue retries the job).
 */
export async function sendToSubscriptions(env: Env, vapid: VapidKeys, items: PushItem[]): Promise<PushItem[]> {
  const doFetch = pushFetch(env);
  const gone: number[] = [];
  const again: PushItem[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    const slice = items.slice(i, i + CONCURRENCY);
    const outcomes = await Promise.all(
      slice.map(({ subscription: s, message }) =>
        sendPush({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, renderPush(message, s.locale), vapid, {
          fetch: doFetch,
        }),
      ),
    );
    outcomes.forEach((result, j) => {
      if (result.outcome === "gone") gone.push(slice[j]!.subscription.id);
      if (retryable(result)) again.push(slice[j]!);
    });
  }
  if (gone.length > 0) {
    // One statement whatever the count: the ids travel as one JSON parameter (D1 binds at most 100).
    await env.DB.prepare("DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(gone))
      .run();
  }
  return again;
}
