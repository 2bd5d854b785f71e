import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { creditDailyReturns } from "../cron/credit-daily-returns";
import { drainReserve, legacyInvestment } from "../ledger/testing";
import { doualaDay } from "../lib/douala-date";
import { UNREAD_COUNT_SQL } from "../services/notifications/inbox";
import { adminCookie, call, depositFor, fundReserve, GOOD_PASSWORD, registerInvestor, sessionCookie } from "../../test/helpers";

// Personal notifications of referral bonuses, maturities, suspensions and password resets
// (docs/product-rules.md#notifications, NOT-3): once per event, also under concurrency.

interface Item {
  id: string;
  kind: string;
  params: Record<string, unknown> | null;
  isRead: boolean;
}

const list = async (cookie: string) => (await (await call("/api/notifications", { cookie })).json()) as Item[];
const count = async (cookie: string) =>
  ((await (await call("/api/notifications/count", { cookie })).json()) as { unreadCount: number }).unreadCount;
const signIn = async (phone: string, password = GOOD_PASSWORD) => {
  const res = await call("/api/auth/login", { method: "POST", body: { phone, password } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
};
const ofKind = (items: Item[], kind: string) => items.filter((n) => n.kind === kind);
const invest = (cookie: string, cardId = 1) =>
  call("/api/investments", { method: "POST", cookie, body: { cardId, acceptRisk: true } });

const DAY_MS = 86_400_000;
const dayPlus = (n: number) => new Date(Date.parse(`${doualaDay()}T12:00:00+01:00`) + n * DAY_MS);

beforeAll(async () => {
  // Card 1 runs one day, so tomorrow's run matures it.
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, name_fr, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
     VALUES (1, 'c', 'Solar Kiosk', 'Kiosque solaire', 'd', 'h', '/a.svg', 25000, 125, 1)`,
  ).run();
});

describe("personal notifications", () => {
  it("tells the referrer once when the friend's first investment pays the bonus", async () => {
    const admin = await adminCookie();
    await fundReserve(5000, admin);
    const referrer = await registerInvestor();
    const friend = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 60_000, admin);
    const bought = await Promise.all([invest(friend.cookie), invest(friend.cookie)]);
    expect(bought.map((r) => r.status)).toEqual([201, 201]);
    const items = await list(referrer.cookie);
    expect(ofKind(items, "referral_bonus_paid")).toMatchObject([
      { params: { amountXaf: 1000 }, isRead: false, announcementId: null },
    ]);
    expect(await count(referrer.cookie)).toBe(1);
    // The friend is told nothing about the referrer's bonus; the referrer's id is not theirs.
    expect(ofKind(await list(friend.cookie), "referral_bonus_paid")).toEqual([]);
    const id = ofKind(items, "referral_bonus_paid")[0]!.id;
    expect((await call(`/api/notifications/${id}/read`, { method: "POST", cookie: friend.cookie })).status).toBe(404);
    expect(await count(referrer.cookie)).toBe(1);
    expect((await call(`/api/notifications/${id}/read`, { method: "POST", cookie: referrer.cookie })).status).toBe(200);
    expect(await count(referrer.cookie)).toBe(0);
  });

  it("tells the referrer once when the daily run pays an owed bonus, even when runs overlap", async () => {
    const referrer = await registerInvestor();
    const friend = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 25_000);
    // Invested as before return commitments (migration 0025), when an uncovered bonus was owed.
    await drainReserve(env.DB);
    await legacyInvestment(env.DB, friend.user.id, 1, doualaDay(dayPlus(0)));
    expect(ofKind(await list(referrer.cookie), "referral_bonus_paid")).toEqual([]);
    await fundReserve(10_000);
    await Promise.all([creditDailyReturns(env.DB, dayPlus(0)), creditDailyReturns(env.DB, dayPlus(0))]);
    await creditDailyReturns(env.DB, dayPlus(0));
    expect(ofKind(await list(referrer.cookie), "referral_bonus_paid")).toMatchObject([{ params: { amountXaf: 1000 } }]);
    expect(await count(referrer.cookie)).toBe(1);
  });

  it("tells the investor once that an investment matured, with the card and amount, when runs overlap or repeat", async () => {
    await fundReserve(10_000);
    const investor = await registerInvestor();
    await depositFor(investor.cookie, 30_000);
    expect((await invest(investor.cookie)).status).toBe(201);
    const before = await count(investor.cookie);
    await Promise.all([creditDailyReturns(env.DB, dayPlus(1)), creditDailyReturns(env.DB, dayPlus(1))]);
    await creditDailyReturns(env.DB, dayPlus(2));
    expect(ofKind(await list(investor.cookie), "investment_matured")).toMatchObject([
      // Its French name too, for a French reader (issue 34: card names stayed English in French).
      { params: { amountXaf: 25_000, cardName: "Solar Kiosk", cardNameFr: "Kiosque solaire" } },
    ]);
    expect((await count(investor.cookie)) - before).toBe(1);
    // The dashboard's investment history has both names too, for the app to choose by language.
    const dash = (await (await call("/api/user/dashboard", { cookie: investor.cookie })).json()) as {
      investments: { cardName: string; cardNameFr: string }[];
    };
    expect(dash.investments[0]).toMatchObject({ cardName: "Solar Kiosk", cardNameFr: "Kiosque solaire" });
  });

  it("tells the investor once of a suspension under 10 simultaneous suspends, and of each reactivation", async () => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const suspend = (isActive: boolean) =>
      call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive } });
    await Promise.all(Array.from({ length: 10 }, () => suspend(false)));
    let cookie = await signIn(phone);
    expect(ofKind(await list(cookie), "account_suspended")).toHaveLength(1);
    expect(await count(cookie)).toBe(1);
    // Reactivated through the edit dialog, concurrently; then suspended again: a new event.
    const edit = () =>
      call(`/api/admin/users/${user.id}`, {
        method: "PUT",
        cookie: admin,
        body: { fullName: "Test Investor", phone, mobileMoneyService: "MTN Mobile Money", isActive: true },
      });
    const edits = await Promise.all(Array.from({ length: 5 }, edit));
    expect(edits.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all(Array.from({ length: 3 }, () => suspend(true)));
    await suspend(false);
    cookie = await signIn(phone);
    const items = await list(cookie);
    expect(ofKind(items, "account_reactivated")).toHaveLength(1);
    expect(ofKind(items, "account_suspended")).toHaveLength(2);
    expect(items.map((n) => n.kind).slice(0, 3)).toEqual(["account_suspended", "account_reactivated", "account_suspended"]);
    expect(await count(cookie)).toBe(3);
  });

  it("tells the investor an administrator reset their password, once per reset", async () => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await call(`/api/admin/users/${user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    const temp = await signIn(phone, temporaryPassword);
    const change = await call("/api/auth/password", {
      method: "POST",
      cookie: temp,
      body: { currentPassword: temporaryPassword, newPassword: "fresh-mango-77" },
    });
    expect(change.status).toBe(200);
    const cookie = await signIn(phone, "fresh-mango-77");
    expect(ofKind(await list(cookie), "password_reset")).toMatchObject([{ params: {}, isRead: false }]);
    expect(await count(cookie)).toBe(1);
  });

  it("writes one notification when 10 admins approve the same deposit at once", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: { depositName: "Payer", userName: "670000000", amount: 8000, paymentMethod: "MTN", transactionId: "TXPERSONAL01" },
    });
    const { id } = (await sub.json()) as { id: number };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body: { status: "approved" } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ofKind(await list(cookie), "deposit_approved")).toMatchObject([{ params: { amountXaf: 8000 } }]);
    expect(await count(cookie)).toBe(1);
  });

  it("counts unread notifications with indexes, never a scan of a table", async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${UNREAD_COUNT_SQL}`).bind(1).all<{ detail: string }>();
    const details = results.map((r) => r.detail);
    expect(details.some((d) => /notifications_user_unread_idx/.test(d))).toBe(true);
    // The outer SELECT has no table ("SCAN CONSTANT ROW"); no table may be scanned.
    expect(details.filter((d) => /^SCAN (?!CONSTANT ROW)/.test(d))).toEqual([]);
  });
});
