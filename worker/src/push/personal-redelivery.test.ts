/**
 * A personal push whose push service failed for a while is not lost (docs/product-rules.md#web-push,
 * NOT-16; issue 36 section 4): the job claims the notification once, and the browsers whose push
 * service failed in a way a retry may fix (5xx, 429, no answer) get it from a later job, while the
 * browsers that already have it do not get it again. Before, the claim made the notification
 * pushed for good, and a failed browser never received it.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminCookie, call, registerInvestor } from "../../test/helpers";
import type { LocalPushService, LocalSubscription } from "../../test/push-endpoint";
import { subscribeBrowser, useLocalPushService } from "../../test/push-helpers";
import { drainPushQueue } from "../../test/push-queue";
import type { PushJob } from "./jobs";
import { REDELIVERY_ATTEMPTS } from "./redeliver";

const pushService = useLocalPushService();
let push: LocalPushService;
beforeEach(() => {
  push = pushService();
});

const titles = (sub: LocalSubscription) => push.received(sub.id).map((m) => (JSON.parse(m.text) as { title: string }).title);

describe("a personal push to a failing push service", () => {
  it("reaches the failed browser once it answers again, and the others once", async () => {
    const { cookie, user } = await registerInvestor();
    const ok = await subscribeBrowser(push, cookie);
    const flaky = await subscribeBrowser(push, cookie);
    push.setMode(flaky.id, "fail");
    const reset = await call(`/api/admin/users/${user.id}/reset-password`, {
      method: "POST",
      cookie: await adminCookie(),
      settle: true,
    });
    expect(reset.status).toBe(200);
    // The first attempt reaches the good browser; the failed one waits for the next job.
    await vi.waitFor(() => expect(titles(ok)).toEqual(["Password reset"]), { timeout: 10_000, interval: 20 });
    push.setMode(flaky.id, "accept");
    await drainPushQueue();
    await vi.waitFor(() => expect(titles(flaky)).toEqual(["Password reset"]), { timeout: 10_000, interval: 50 });
    expect(titles(ok)).toEqual(["Password reset"]);
  });

  it("gives up after its last attempt, logged, and a browser that is gone is not tried again", async () => {
    const { cookie, user } = await registerInvestor();
    const down = await subscribeBrowser(push, cookie);
    const gone = await subscribeBrowser(push, cookie);
    push.setMode(down.id, "fail");
    push.setMode(gone.id, "gone");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const notification = await env.DB.prepare(
      `INSERT INTO notifications (user_id, code, event_key, pushed_at) VALUES (?, 'account_suspended', ?, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
       RETURNING id`,
    )
      .bind(user.id, `redeliver:${crypto.randomUUID()}`)
      .first<{ id: number }>();
    const { results: subs } = await env.DB.prepare("SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY id")
      .bind(user.id)
      .all<{ id: number }>();
    const job: PushJob = {
      kind: "redeliver",
      attempt: REDELIVERY_ATTEMPTS,
      items: subs.map((s) => ({ notificationId: notification!.id, subscriptionId: s.id })),
    };
    await env.PUSH_QUEUE.send(job);
    await drainPushQueue();
    expect(titles(down)).toEqual([]);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(1);
    const lines = errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('"step":"redeliver"'));
    expect(lines.some((l) => l.includes('"outcome":"given_up"'))).toBe(true);
  });
});
