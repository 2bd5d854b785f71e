/**
 * The money-laundering rules (docs/product-rules.md#aml-flags, AML-1..AML-4): each raises
 * exactly one flag for its case, none for a near miss, and a forged or replayed provider
 * callback raises nothing. Flags never refuse or freeze anything.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_FLAG_SETTINGS, FLAG_SETTINGS_KEY } from "@app/schema/contracts/flags";
import { beforeAll } from "vitest";
import {
  call,
  depositFor,
  fundReserve,
  newPhone,
  principalOf,
  registerInvestor,
  registrationRequest,
} from "../../../test/helpers";
import { deliverCallbacks, deposit, payment, rule, sim, useSimulatedRails } from "../../../test/rails-helpers";

useSimulatedRails();

const CARD = 930_000 + Math.floor(Math.random() * 60_000);

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, name_fr, description_fr,
                                   how_returns_are_earned_fr, image_url, investment_amount_xaf, daily_return_xaf)
     VALUES (?1, 'c', 'Lily Board', 'A pond', 'Board rentals', 'Tableau des nénuphars', 'Un étang', 'Locations', '/l.svg', 25000, 125)`,
  )
    .bind(CARD)
    .run();
  await fundReserve(1_000_000);
});

const withdraw = (cookie: string, accountNumber: string, amount = 3_500) =>
  call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber, paymentMethod: "MTN Mobile Money", amount },
  });

/** The flags raised on `userId`. */
async function flagsOf(userId: number) {
  const { results } = await env.DB.prepare("SELECT rule, subject_key, subject, state FROM flags WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all<{ rule: string; subject_key: string; subject: string; state: string }>();
  return results.map((r) => ({ ...r, subject: JSON.parse(r.subject) as Record<string, unknown> }));
}

/** An automatic MTN deposit of `amount` from `phone` by the investor of `cookie`, completed. */
async function paidIn(cookie: string, phone: string, amount = 10_000) {
  const { id } = await deposit(cookie, phone, amount);
  await sim.advance(5);
  await deliverCallbacks();
  expect((await payment(id)).status).toBe("succeeded");
  return id;
}

describe("AML-1: a deposit withdrawn within N days without being invested", () => {
  it("raises one flag naming the deposit and the withdrawal, and the withdrawal goes ahead", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const verificationId = await depositFor(cookie, 10_000);
    const res = await withdraw(cookie, phone);
    expect(res.status).toBe(201);
    const { id: withdrawalId } = (await res.json()) as { id: number };
    expect(await principalOf(cookie)).toBe(6_500);
    const flags = await flagsOf(user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      rule: "quick_withdrawal",
      state: "open",
      subject: { depositVerificationId: verificationId, depositXaf: 10_000, withdrawalRequestId: withdrawalId, days: 7 },
    });
    // A second withdrawal of the same deposit raises nothing more.
    expect((await withdraw(cookie, phone, 3_500)).status).toBe(201);
    expect(await flagsOf(user.id)).toHaveLength(1);
  });

  it("raises nothing when the deposit was invested before the withdrawal", async () => {
    const { cookie, user, phone } = await registerInvestor();
    await depositFor(cookie, 30_000);
    const invested = await call("/api/investments", { method: "POST", cookie, body: { cardId: CARD, acceptRisk: true } });
    expect(invested.status, await invested.clone().text()).toBe(201);
    expect((await withdraw(cookie, phone)).status).toBe(201);
    expect(await flagsOf(user.id)).toEqual([]);
  });

  it("raises nothing while the owner has switched the rule off", async () => {
    const off = { ...DEFAULT_FLAG_SETTINGS, quickWithdrawal: { enabled: false, days: 7 } };
    await env.DB.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .bind(FLAG_SETTINGS_KEY, JSON.stringify(off))
      .run();
    try {
      const { cookie, user, phone } = await registerInvestor();
      await depositFor(cookie, 10_000);
      expect((await withdraw(cookie, phone)).status).toBe(201);
      expect(await flagsOf(user.id)).toEqual([]);
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = ?").bind(FLAG_SETTINGS_KEY).run();
    }
  });
});

describe("AML-2: one payout number used by several accounts", () => {
  it("raises one flag when the withdrawal goes to another live account's registered phone, none to one's own", async () => {
    const holder = await registerInvestor({ verified: false });
    const other = await registerInvestor({ verified: false });
    // The other account proves the holder's registered phone by paying in from it.
    await paidIn(other.cookie, holder.phone);
    expect((await withdraw(other.cookie, holder.phone)).status).toBe(201);
    const flags = (await flagsOf(other.user.id)).filter((f) => f.rule === "shared_payout_number");
    expect(flags).toHaveLength(1);
    expect(flags[0]!.subject).toMatchObject({ number: holder.phone, otherUserIds: [holder.user.id] });

    const alone = await registerInvestor({ verified: false });
    await paidIn(alone.cookie, alone.phone);
    expect((await withdraw(alone.cookie, alone.phone)).status).toBe(201);
    expect((await flagsOf(alone.user.id)).filter((f) => f.rule === "shared_payout_number")).toEqual([]);
  });
});

describe("AML-3: a number verified on two accounts", () => {
  it("credits the deposit, verifies nothing and raises one flag; a replayed callback raises nothing more", async () => {
    const shared = newPhone("67");
    const first = await registerInvestor({ verified: false });
    await paidIn(first.cookie, shared);
    expect(await flagsOf(first.user.id)).toEqual([]);
    const second = await registerInvestor({ verified: false });
    const { id } = await deposit(second.cookie, shared, 7_000);
    await sim.advance(5);
    const sent = sim.callbacks.map((r) => r.clone());
    await deliverCallbacks();
    expect((await payment(id)).status).toBe("succeeded");
    expect(await principalOf(second.cookie)).toBe(7_000);
    const flags = await flagsOf(second.user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      rule: "number_on_two_accounts",
      subject: { number: shared, paymentId: id, otherUserIds: [first.user.id] },
    });
    const verified = await env.DB.prepare("SELECT COUNT(*) AS n FROM payout_numbers WHERE user_id = ?")
      .bind(second.user.id)
      .first<{ n: number }>();
    expect(verified!.n).toBe(0);

    sim.callbacks.push(...sent);
    await deliverCallbacks();
    expect(await flagsOf(second.user.id)).toHaveLength(1);
    expect(await principalOf(second.cookie)).toBe(7_000);
  });

  it("raises nothing from a forged callback, even for a number another account holds", async () => {
    const shared = newPhone("67");
    const first = await registerInvestor({ verified: false });
    await paidIn(first.cookie, shared);
    const second = await registerInvestor({ verified: false });
    rule(shared, { badSignature: true });
    await deposit(second.cookie, shared, 10_000);
    await sim.advance(5);
    await deliverCallbacks();
    expect(await flagsOf(second.user.id)).toEqual([]);
    const verified = await env.DB.prepare("SELECT COUNT(*) AS n FROM payout_numbers WHERE user_id = ?")
      .bind(second.user.id)
      .first<{ n: number }>();
    expect(verified!.n).toBe(0);
  });
});

describe("AML-4: many accounts registered from one address or device within a day", () => {
  /** `n` registrations from `address` (a fresh browser each, no device cookie); their user ids. */
  async function registerFrom(address: string, n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await registrationRequest({}, address);
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { user: { id: number } }).user.id);
    }
    return ids;
  }

  const flagsFor = async (subjectPrefix: string) =>
    (
      await env.DB.prepare("SELECT user_id, subject FROM flags WHERE rule = 'registration_burst' AND subject_key LIKE ?")
        .bind(`${subjectPrefix}%`)
        .all<{ user_id: number; subject: string }>()
    ).results;

  it("raises one flag at the third registration from one IPv6 /64, none for two", async () => {
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const ids = await registerFrom(`${net}::1`, 2);
    expect(await flagsFor(`address:${net}::/64:`)).toEqual([]);
    ids.push(...(await registerFrom(`${net}::2`, 2)));
    const flags = await flagsFor(`address:${net}::/64:`);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.user_id).toBe(ids[2]);
    expect(JSON.parse(flags[0]!.subject).userIds).toEqual(expect.arrayContaining(ids.slice(0, 3)));
  });

  it("raises one flag when one browser registers three accounts from different addresses", async () => {
    let cookie = "";
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/auth/register", {
        method: "POST",
        cookie: cookie || undefined,
        headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
        body: {
          fullName: "Awa Ndongo",
          phone: newPhone(),
          mobileMoneyService: "Orange Money",
          password: "kola-nut-1987",
          acceptTerms: true,
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { user: { id: number } }).user.id);
      const device = (res.headers as unknown as { getSetCookie(): string[] })
        .getSetCookie()
        .find((c) => c.includes("lionart_device="));
      expect(device).toBeDefined();
      cookie = device!.split(";")[0]!;
    }
    const { results } = await env.DB.prepare(
      "SELECT user_id FROM flags WHERE rule = 'registration_burst' AND subject_key LIKE 'device:%' AND user_id IN (?, ?, ?)",
    )
      .bind(...ids)
      .all<{ user_id: number }>();
    expect(results).toEqual([{ user_id: ids[2] }]);
  });
});
