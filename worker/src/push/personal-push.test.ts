/**
 * Every personal notification reaches the investor's subscribed browsers once
 * (docs/product-rules.md#web-push, NOT-10): the ones written by triggers (suspension,
 * reactivation), by admin actions (password reset), by an investment (the referrer's bonus)
 * and by the daily run (maturity), also when the same action is sent several times at once.
 */
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { creditDailyReturns } from "../cron/credit-daily-returns";
import { doualaDay } from "../lib/douala-date";
import { adminCookie, call, depositFor, fundReserve, registerInvestor } from "../../test/helpers";
import type { LocalPushService, LocalSubscription } from "../../test/push-endpoint";
import { subscribeBrowser, useLocalPushService } from "../../test/push-helpers";
import { drainPushQueue } from "../../test/push-queue";
import { sweepUnpushedPersonal } from "./dispatch";

const pushService = useLocalPushService();
let push: LocalPushService;

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
     VALUES (1, 'c', 'Solar Kiosk', 'd', 'h', '/a.svg', 25000, 125, 1)`,
  ).run();
});
beforeEach(() => {
  push = pushService();
});

const subscribe = (cookie: string, locale: "en" | "fr" = "en") => subscribeBrowser(push, cookie, locale);

/**
 * The titles `sub` has received once every push job is done. The actions under test are
 * called with `settle` (their jobs are queued when the call returns), so a duplicate would be here.
 */
async function titles(sub: LocalSubscription): Promise<string[]> {
  await drainPushQueue();
  return push.received(sub.id).map((m) => (JSON.parse(m.text) as { title: string }).title);
}

const DAY_MS = 86_400_000;
const dayPlus = (n: number) => new Date(Date.parse(`${doualaDay()}T12:00:00+01:00`) + n * DAY_MS);

describe("personal notifications as Web Push", () => {
  it("pushes a suspension once under 5 simultaneous suspends, then the reactivation, in French", async () => {
    const { user, cookie } = await registerInvestor();
    const sub = await subscribe(cookie, "fr");
    const admin = await adminCookie();
    const suspend = (isActive: boolean) =>
      call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive }, settle: true });
    await Promise.all(Array.from({ length: 5 }, () => suspend(false)));
    expect(await titles(sub)).toEqual(["Compte suspendu"]);
    await suspend(true);
    expect(await titles(sub)).toEqual(["Compte suspendu", "Compte réactivé"]);
  });

  it("pushes a password reset by an administrator", async () => {
    const { user, cookie } = await registerInvestor();
    const sub = await subscribe(cookie);
    const res = await call(`/api/admin/users/${user.id}/reset-password`, {
      method: "POST",
      cookie: await adminCookie(),
      settle: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await titles(sub)).toEqual(["Password reset"]);
  });

  it("pushes the referrer's bonus once, though the friend invests twice at once", async () => {
    const admin = await adminCookie();
    await fundReserve(5000, admin);
    const referrer = await registerInvestor();
    const sub = await subscribe(referrer.cookie);
    const friend = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 60_000, admin);
    const invest = () =>
      call("/api/investments", { method: "POST", cookie: friend.cookie, body: { cardId: 1, acceptRisk: true }, settle: true });
    expect((await Promise.all([invest(), invest()])).map((r) => r.status)).toEqual([201, 201]);
    expect(await titles(sub)).toEqual(["Referral bonus paid"]);
  });

  it("pushes what the daily run wrote (a maturity) once, however often the sweep runs", async () => {
    await fundReserve(10_000);
    const investor = await registerInvestor();
    await depositFor(investor.cookie, 30_000);
    // The deposit's approval is pushed (to no browser yet) before the investor subscribes.
    await drainPushQueue();
    expect(
      (await call("/api/investments", { method: "POST", cookie: investor.cookie, body: { cardId: 1, acceptRisk: true } })).status,
    ).toBe(201);
    const sub = await subscribe(investor.cookie);
    await creditDailyReturns(env.DB, dayPlus(1));
    await Promise.all([sweepUnpushedPersonal(env), sweepUnpushedPersonal(env)]);
    await sweepUnpushedPersonal(env);
    expect(await titles(sub)).toEqual(["Investment matured"]);
  });
});
