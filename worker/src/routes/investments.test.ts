import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drainReserve } from "../ledger/testing";
import {
  adminCookie,
  call,
  depositFor,
  expectLedgerConsistent,
  fundReserve,
  principalOf,
  registerInvestor,
} from "../../test/helpers";

const investIn = (cookie: string, cardId: number, acceptRisk: unknown = true) =>
  call("/api/investments", { method: "POST", cookie, body: { cardId, acceptRisk } });

const balances = async (userId: number) => {
  const { results } = await env.DB.prepare("SELECT kind, balance_xaf FROM ledger_accounts WHERE user_id = ?")
    .bind(userId)
    .all<{ kind: string; balance_xaf: number }>();
  return Object.fromEntries(results.map((r) => [r.kind, r.balance_xaf]));
};

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, is_active)
     VALUES (1, 'c', 'Card A', 'd', 'Rentals of boards', '/a.svg', 25000, 125, 1), (2, 'c', 'Card B', 'd', 'h', '/b.svg', 55000, 275, 0)`,
  ).run();
});

describe("GET /api/investment-cards", () => {
  it("lists the seeded cards with target figures and how returns are earned", async () => {
    const { cookie } = await registerInvestor();
    const cards = (await (await call("/api/investment-cards", { cookie })).json()) as Record<string, unknown>[];
    expect(cards[0]).toMatchObject({
      id: 1,
      investmentAmount: "25000.00",
      dailyReturn: "125.00",
      durationDays: 30,
      howReturnsAreEarned: "Rentals of boards",
      isActive: true,
    });
    expect(cards[1]).toMatchObject({ isActive: false, availability: "inactive" });
  });

  it("serves each card's texts in the reader's language: ?lang=, else Accept-Language", async () => {
    await env.DB.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, name_fr, description_fr,
                                     how_returns_are_earned_fr, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (20, 'c', 'Lily Board', 'A pond', 'Board rentals', 'Tableau des nénuphars', 'Un étang', 'Locations de tableaux',
               '/l.svg', 25000, 125)`,
    ).run();
    const { cookie } = await registerInvestor();
    const card20 = async (path: string, headers: Record<string, string> = {}) =>
      ((await (await call(path, { cookie, headers })).json()) as Record<string, unknown>[]).find((c) => c.id === 20);
    const french = { name: "Tableau des nénuphars", description: "Un étang", howReturnsAreEarned: "Locations de tableaux" };
    const english = { name: "Lily Board", description: "A pond", howReturnsAreEarned: "Board rentals" };
    expect(await card20("/api/investment-cards", { "Accept-Language": "fr-CM,fr;q=0.9,en;q=0.5" })).toMatchObject(french);
    expect(await card20("/api/investment-cards?lang=fr", { "Accept-Language": "en" })).toMatchObject(french);
    expect(await card20("/api/investment-cards?lang=en", { "Accept-Language": "fr" })).toMatchObject(english);
    expect(await card20("/api/investment-cards")).toMatchObject(english);
    expect(await card20("/api/investment-cards")).not.toHaveProperty("nameFr");
    const bad = await call("/api/investment-cards?lang=de", { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "lang" }] });
  });

  it("lists both languages to staff", async () => {
    const admin = await adminCookie();
    const cards = (await (
      await call("/api/admin/investment-cards", { cookie: admin, headers: { "Accept-Language": "fr" } })
    ).json()) as Record<string, unknown>[];
    expect(cards.find((c) => c.id === 20)).toMatchObject({
      name: "Lily Board",
      nameFr: "Tableau des nénuphars",
      descriptionFr: "Un étang",
      howReturnsAreEarnedFr: "Locations de tableaux",
    });
  });
});

/** Card 1's whole target return: 125 XAF a day for 30 days. */
const RETURN_1 = 125 * 30;

const reserveBalances = async () =>
  (await env.DB.prepare(
    `SELECT (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve') AS free,
            (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_committed') AS committed`,
  ).first<{ free: number; committed: number }>())!;

describe("POST /api/investments", () => {
  it("moves the card's amount from principal to invested, and its whole target return from the reserve to the commitment", async () => {
    await fundReserve(1_000_000);
    const before = await reserveBalances();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 30_000);
    const res = await investIn(cookie, 1);
    expect(res.status).toBe(201);
    expect(await balances(user.id)).toMatchObject({ principal: 5000, invested: 25_000 });
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      investments: unknown[];
      totalInvested: string;
    };
    expect(dash.investments).toHaveLength(1);
    expect(dash.totalInvested).toBe("25000.00");
    expect(await reserveBalances()).toEqual({ free: before.free - RETURN_1, committed: before.committed + RETURN_1 });
    await expectLedgerConsistent();
  });

  it("refuses a card whose target return the reserve cannot fund, with returns_not_funded, and moves nothing", async () => {
    await drainReserve(env.DB);
    await fundReserve(RETURN_1 - 1);
    const before = await reserveBalances();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 30_000);
    const res = await investIn(cookie, 1);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "returns_not_funded" });
    expect(await balances(user.id)).toMatchObject({ principal: 30_000, invested: 0 });
    expect(await reserveBalances()).toEqual(before);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM investments WHERE user_id = ?").bind(user.id).first()).toEqual({
      n: 0,
    });
    // The card reads unavailable, with the reason, until the reserve is funded.
    const card1 = async () =>
      ((await (await call("/api/investment-cards", { cookie })).json()) as Record<string, unknown>[]).find((c) => c.id === 1);
    // One state, the same in the investor's list and the staff's cards view (issue 34).
    const admin = await adminCookie();
    const staffCard1 = async () =>
      ((await (await call("/api/admin/investment-cards", { cookie: admin })).json()) as Record<string, unknown>[]).find(
        (c) => c.id === 1,
      );
    expect(await card1()).toMatchObject({ isActive: true, returnFunded: false, availability: "unfunded" });
    expect(await staffCard1()).toMatchObject({ availability: "unfunded" });
    await fundReserve(1);
    expect(await card1()).toMatchObject({ isActive: true, returnFunded: true, availability: "available" });
    expect(await staffCard1()).toMatchObject({ availability: "available" });
    expect((await investIn(cookie, 1)).status).toBe(201);
    expect(await reserveBalances()).toEqual({ free: 0, committed: before.committed + RETURN_1 });
  });

  it("never commits more than the reserve holds under concurrent purchases", async () => {
    await drainReserve(env.DB);
    await fundReserve(2 * RETURN_1);
    const before = await reserveBalances();
    const investors = await Promise.all(Array.from({ length: 5 }, () => registerInvestor()));
    for (const inv of investors) await depositFor(inv.cookie, 25_000);
    const results = await Promise.all(investors.map((inv) => investIn(inv.cookie, 1)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(await r.json()).toMatchObject({ code: "returns_not_funded" });
    expect(await reserveBalances()).toEqual({ free: 0, committed: before.committed + 2 * RETURN_1 });
    await expectLedgerConsistent();
  });

  it.each([
    ["a short balance", 10_000, 1, true, 409, "insufficient_balance"],
    ["an inactive card", 60_000, 2, true, 409, "card_inactive"],
    ["no risk acceptance", 30_000, 1, false, 400, "invalid_input"],
    ["an unknown card", 30_000, 999, true, 404, "not_found"],
  ])("refuses %s and changes nothing", async (_, deposit, cardId, acceptRisk, status, code) => {
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, deposit);
    const res = await investIn(cookie, cardId, acceptRisk);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
    expect(await balances(user.id)).toMatchObject({ principal: deposit, invested: 0 });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM investments WHERE user_id = ?").bind(user.id).first()).toEqual({
      n: 0,
    });
  });

  it("never overspends under concurrent investments", async () => {
    await fundReserve(1_000_000);
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 60_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => investIn(cookie, 1)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(await balances(user.id)).toMatchObject({ principal: 10_000, invested: 50_000 });
    await expectLedgerConsistent();
  });
});

describe("referral bonus", () => {
  it("pays 1,000 XAF from the reserve to the referrer at the friend's first investment, once", async () => {
    const admin = await adminCookie();
    await fundReserve(2 * RETURN_1 + 1000, admin);
    const referrer = await registerInvestor();
    const friend = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 60_000, admin);
    await investIn(friend.cookie, 1);
    await investIn(friend.cookie, 1);
    expect(await balances(referrer.user.id)).toMatchObject({ referral: 1000 });
    const dash = (await (await call("/api/user/dashboard", { cookie: referrer.cookie })).json()) as {
      referralCount: number;
      referralEarnings: { amount: string }[];
    };
    expect(dash.referralCount).toBe(1);
    expect(dash.referralEarnings).toEqual([expect.objectContaining({ amount: "1000.00", referredUserId: friend.user.id })]);
    await expectLedgerConsistent();
  });

  it("refuses a first investment whose referral bonus the reserve cannot fund, and pays the bonus at once when it can", async () => {
    const referrer = await registerInvestor();
    const friend = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 25_000);
    await drainReserve(env.DB);
    await fundReserve(RETURN_1); // the return, not the bonus
    const res = await investIn(friend.cookie, 1);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "returns_not_funded" });
    expect(await balances(friend.user.id)).toMatchObject({ principal: 25_000, invested: 0 });
    expect(await reserveBalances()).toMatchObject({ free: RETURN_1 });
    await fundReserve(1000);
    expect((await investIn(friend.cookie, 1)).status).toBe(201);
    expect(await balances(referrer.user.id)).toMatchObject({ referral: 1000 });
    expect(await reserveBalances()).toMatchObject({ free: 0 });
    await expectLedgerConsistent();
  });

  it("moves the referral balance to principal in one action", async () => {
    await fundReserve(RETURN_1 + 1000);
    const referrer = await registerInvestor();
    const friend = await registerInvestor({ referralCode: referrer.user.referralCode });
    await depositFor(friend.cookie, 25_000);
    await investIn(friend.cookie, 1);
    const res = await call("/api/user/referral-balance/transfer", { method: "POST", cookie: referrer.cookie });
    expect(await res.json()).toEqual({ movedXaf: 1000 });
    expect(await principalOf(referrer.cookie)).toBe(1000);
    const again = await call("/api/user/referral-balance/transfer", { method: "POST", cookie: referrer.cookie });
    expect(await again.json()).toEqual({ movedXaf: 0 });
    await expectLedgerConsistent();
  });
});

describe("PUT /api/admin/investment-cards/{id}", () => {
  it("edits a card; an invalid image URL is refused naming the field", async () => {
    await env.DB.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (7, 'c', 'Old', 'd', 'h', '/a.svg', 25000, 125)`,
    ).run();
    const admin = await adminCookie();
    const body = {
      name: "New",
      description: "Desc",
      howReturnsAreEarned: "Rentals",
      nameFr: "Nouvelle",
      descriptionFr: "Description",
      howReturnsAreEarnedFr: "Locations",
      imageUrl: "/cards/lilies.svg",
      investmentAmount: 30000,
      dailyReturn: 150,
      durationDays: 45,
      isActive: false,
    };
    const res = await call("/api/admin/investment-cards/7", { method: "PUT", cookie: admin, body });
    expect(await res.json()).toMatchObject({
      name: "New",
      investmentAmount: "30000.00",
      dailyReturn: "150.00",
      durationDays: 45,
      isActive: false,
    });
    const bad = await call("/api/admin/investment-cards/7", {
      method: "PUT",
      cookie: admin,
      body: { ...body, imageUrl: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "imageUrl", message: "Must be a valid URL" }] });
  });

  it("requires the French texts, naming the missing field, and changes nothing", async () => {
    await env.DB.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (8, 'c', 'Before', 'd', 'h', '/a.svg', 25000, 125)`,
    ).run();
    const admin = await adminCookie();
    const body = {
      name: "After",
      description: "Desc",
      howReturnsAreEarned: "Rentals",
      nameFr: "Après",
      descriptionFr: "Description",
      howReturnsAreEarnedFr: "Locations",
      imageUrl: "/cards/lilies.svg",
      investmentAmount: 30000,
      dailyReturn: 150,
      isActive: true,
    };
    const { nameFr: _, ...withoutNameFr } = body;
    const missing = await call("/api/admin/investment-cards/8", { method: "PUT", cookie: admin, body: withoutNameFr });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "nameFr" }] });
    const blank = await call("/api/admin/investment-cards/8", {
      method: "PUT",
      cookie: admin,
      body: { ...body, howReturnsAreEarnedFr: "  " },
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ issues: [{ field: "howReturnsAreEarnedFr" }] });
    const row = await env.DB.prepare("SELECT name, name_fr FROM investment_cards WHERE id = 8").first();
    expect(row).toEqual({ name: "Before", name_fr: "" });
    const ok = await call("/api/admin/investment-cards/8", { method: "PUT", cookie: admin, body });
    expect(await ok.json()).toMatchObject({ name: "After", nameFr: "Après", howReturnsAreEarnedFr: "Locations" });
  });

  it("names each field of a spec-shaped or bad card payload and says what it needs, never 'Invalid input'", async () => {
    await env.DB.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (9, 'c', 'Spec', 'd', 'h', '/a.svg', 25000, 125)`,
    ).run();
    const admin = await adminCookie();
    // The card payload (docs/product-rules.md, investment cards): name, description, imageUrl, investmentAmount, dailyReturn, isActive.
    const spec = { name: "N", description: "D", imageUrl: "/a.svg", investmentAmount: 30000, dailyReturn: 150, isActive: true };
    const full = { ...spec, howReturnsAreEarned: "H", nameFr: "N", descriptionFr: "D", howReturnsAreEarnedFr: "H" };
    const cases: [unknown, string, string][] = [
      [spec, "howReturnsAreEarned", "How returns are earned is required"],
      [spec, "nameFr", "French name is required"],
      [spec, "descriptionFr", "French description is required"],
      [spec, "howReturnsAreEarnedFr", "French 'how returns are earned' is required"],
      [{ ...full, isActive: "yes" }, "isActive", "Active must be true or false"],
      [{ ...full, isActive: undefined }, "isActive", "Active must be true or false"],
      [{ ...full, investmentAmount: "30000" }, "investmentAmount", "Investment amount must be a whole number of XAF"],
      [{ ...full, dailyReturn: undefined }, "dailyReturn", "Daily return is required"],
      [{ ...full, name: "n".repeat(101) }, "name", "Name must be at most 100 characters"],
      [{ ...full, descriptionFr: "d".repeat(1001) }, "descriptionFr", "French description must be at most 1,000 characters"],
      [{ ...full, imageUrl: undefined }, "imageUrl", "Image URL is required"],
      [{ ...full, durationDays: "30" }, "durationDays", "Term must be a whole number of days"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("/api/admin/investment-cards/9", { method: "PUT", cookie: admin, body });
      expect(res.status, field).toBe(400);
      const { issues } = (await res.json()) as { issues: { field: string; message: string }[] };
      expect(issues, field).toContainEqual(expect.objectContaining({ field, message }));
      expect(issues.filter((i) => i.message === "Invalid input")).toEqual([]);
    }
  });
});
