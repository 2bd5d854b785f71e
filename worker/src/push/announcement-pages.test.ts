/**
 * An announcement page is never sent twice (docs/product-rules.md#web-push, NOT-15; issue 36
 * section 4): a page job delivered again (a queue redelivery) or a fan-out sent twice (its
 * range job retried after it split) reaches each browser once, since each page is claimed under
 * its announcement and first id before its pushes go out. Before, every delivery pushed again.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { registerInvestor } from "../../test/helpers";
import type { LocalPushService, LocalSubscription } from "../../test/push-endpoint";
import { subscribeBrowser, useLocalPushService } from "../../test/push-helpers";
import { drainPushQueue } from "../../test/push-queue";
import type { PushJob } from "./jobs";
import { PAGE } from "./jobs";

const pushService = useLocalPushService();
let push: LocalPushService;
beforeEach(() => {
  push = pushService();
});

/** Three browsers of a new investor, and their subscription ids. */
async function browsers(): Promise<{ subs: LocalSubscription[]; ids: number[] }> {
  const { cookie, user } = await registerInvestor();
  const subs = [];
  for (let i = 0; i < 3; i++) subs.push(await subscribeBrowser(push, cookie));
  const { results } = await env.DB.prepare("SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY id")
    .bind(user.id)
    .all<{ id: number }>();
  return { subs, ids: results.map((r) => r.id) };
}

async function announcement(title: string): Promise<Extract<PushJob, { kind: "announcement" }>["message"]> {
  const row = await env.DB.prepare("INSERT INTO announcements (title, message) VALUES (?, 'Body') RETURNING id")
    .bind(title)
    .first<{ id: number }>();
  return { kind: "announcement", announcementId: row!.id, title, message: "Body" };
}

const titles = (sub: LocalSubscription) => push.received(sub.id).map((m) => (JSON.parse(m.text) as { title: string }).title);

describe("an announcement page", () => {
  it("delivered twice is pushed once to each browser", async () => {
    const { subs, ids } = await browsers();
    const message = await announcement(`Page ${crypto.randomUUID().slice(0, 8)}`);
    const page: PushJob = { kind: "announcement", message, from: ids[0]!, to: ids.at(-1)! };
    await env.PUSH_QUEUE.send(page);
    await env.PUSH_QUEUE.send(page);
    await drainPushQueue();
    for (const sub of subs) expect(titles(sub)).toEqual([message.title]);
  });

  it("of a fan-out sent twice is pushed once to each browser", async () => {
    const { subs, ids } = await browsers();
    const message = await announcement(`Wide ${crypto.randomUUID().slice(0, 8)}`);
    // Wider than a page: the job splits into sub-ranges; sent twice, it splits twice, the same way.
    const wide: PushJob = { kind: "announcement", message, from: ids[0]!, to: ids[0]! + 3 * PAGE };
    await env.PUSH_QUEUE.sendBatch([{ body: wide }, { body: wide }]);
    await drainPushQueue();
    for (const sub of subs) expect(titles(sub)).toEqual([message.title]);
  });

  it("is pushed again by a second sending (switched back on), once per sending", async () => {
    const { subs, ids } = await browsers();
    const message = await announcement(`Again ${crypto.randomUUID().slice(0, 8)}`);
    for (const send of ["first", "first", "second"]) {
      await env.PUSH_QUEUE.send({ kind: "announcement", message, from: ids[0]!, to: ids.at(-1)!, send } satisfies PushJob);
    }
    await drainPushQueue();
    for (const sub of subs) expect(titles(sub)).toEqual([message.title, message.title]);
  });

  it("of an announcement deleted meanwhile is not pushed", async () => {
    const { subs, ids } = await browsers();
    const message = await announcement(`Gone ${crypto.randomUUID().slice(0, 8)}`);
    await env.DB.prepare("DELETE FROM announcements WHERE id = ?").bind(message.announcementId).run();
    await env.PUSH_QUEUE.send({ kind: "announcement", message, from: ids[0]!, to: ids.at(-1)! } satisfies PushJob);
    await drainPushQueue();
    for (const sub of subs) expect(titles(sub)).toEqual([]);
  });
});
