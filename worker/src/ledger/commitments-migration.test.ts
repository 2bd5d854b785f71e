/**
 * Migration 0025 (return commitments, docs/product-rules.md#reserve, RES-4, RES-5) on a
 * database that already holds investments: what is left of each one's target return is
 * committed while the reserve covers it, oldest first, and the first that does not fit and
 * every later one stay uncovered; then a funded investment's days are paid from the
 * commitment and an uncovered one's from the free reserve. Run on the empty second
 * database: the migrations before 0025, rows as the code before it wrote them, then the rest.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../test/migrations";

const db = env.MIGRATION_TEST_DB;

const balance = async (id: string) =>
  (await db.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = ?").bind(id).first<{ b: number }>())!.b;

beforeAll(async () => {
  await applyMigrations(db, "before", "0025");
  const accounts = ["principal", "referral", "invested", "withdrawal_hold"].map((kind) =>
    db
      .prepare("INSERT INTO ledger_accounts (id, user_id, kind, may_go_negative, balance_xaf) VALUES (?, 1, ?, 0, 0)")
      .bind(`u1:${kind}`, kind),
  );
  const transfer = (key: string, debit: string, credit: string, amount: number, kind: string, investment: number | null = null) =>
    db
      .prepare(
        "INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id) VALUES (?, ?, ?, ?, ?, 1, ?)",
      )
      .bind(key, debit, credit, amount, kind, investment);
  // Three investments, oldest first: 2,500 XAF left of the first (10 of its 30 days settled),
  // 3,750 of the second, 1,000 of the third (a 10-day card at 100 a day); a reserve of 5,000.
  const investment = (id: number, daily: number, days: number, amount: number) =>
    db
      .prepare(
        `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
         VALUES (?, 1, 1, 'C', ?, ?, ?, '2026-01-01')`,
      )
      .bind(id, amount, daily, days);
  await db.batch([
    db.prepare(
      "INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (1, 'A', '670000001', 'MTN Mobile Money', 'R1')",
    ),
    ...accounts,
    db.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (1, 'c', 'C', 'd', 'h', '/a.svg', 25000, 125)`,
    ),
    transfer("deposit:1", "cash:mtn", "u1:principal", 100_000, "deposit"),
    investment(1, 125, 30, 25_000),
    investment(2, 125, 30, 25_000),
    investment(3, 100, 10, 20_000),
    transfer("investment:1", "u1:principal", "u1:invested", 25_000, "investment", 1),
    transfer("investment:2", "u1:principal", "u1:invested", 25_000, "investment", 2),
    transfer("investment:3", "u1:principal", "u1:invested", 20_000, "investment", 3),
    transfer("fund", "operator_capital", "returns_reserve", 5000 + 10 * 125, "reserve_funding"),
    // The first investment's first 10 days, as the daily run wrote them before 0025 (paid from the reserve).
    db.prepare(
      `WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 10)
       INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id)
       SELECT 1, date('2026-01-01', '+' || k || ' days'), 'paid', 125, 1 FROM n`,
    ),
  ]);
  // Up to the switch to aggregate settlement (0047), which closed `accruals`.
  await applyMigrations(db, "from", "0025", "0047");
});

describe("the investments that exist when return commitments ship (migration 0025)", () => {
  it("commits what the reserve covers, oldest first; the first that does not fit and every later one stay uncovered", async () => {
    const { results } = await db
      .prepare("SELECT id, committed_xaf AS committed, total_earned_xaf AS earned FROM investments ORDER BY id")
      .all();
    expect(results).toEqual([
      { id: 1, committed: 1250 + 2500, earned: 1250 },
      { id: 2, committed: 0, earned: 0 },
      { id: 3, committed: 0, earned: 0 }, // 1,000 would fit what is left, but the second is older
    ]);
    const { results: transfers } = await db
      .prepare("SELECT idempotency_key AS k, amount_xaf AS a FROM ledger_transfers WHERE kind = 'return_commitment'")
      .all();
    expect(transfers).toEqual([{ k: "commitment:1", a: 2500 }]);
    expect(await balance("returns_committed")).toBe(2500);
    expect(await balance("returns_reserve")).toBe(2500);
    const uncovered = await db
      .prepare(
        "SELECT id FROM investments INDEXED BY investments_uncovered WHERE committed_xaf = 0 AND accrued_days < duration_days",
      )
      .all();
    expect(uncovered.results).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it("pays a committed investment's next day from the commitment and an uncovered one's from the free reserve", async () => {
    await db.batch([
      db.prepare(
        "INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id) VALUES (1, '2026-01-12', 'paid', 125, 1)",
      ),
      db.prepare(
        "INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id) VALUES (3, '2026-01-02', 'paid', 100, 1)",
      ),
    ]);
    const { results } = await db
      .prepare(
        "SELECT investment_id AS i, debit_account_id AS debit FROM ledger_transfers WHERE idempotency_key IN ('r:1:2026-01-12', 'r:3:2026-01-02') ORDER BY i",
      )
      .all();
    expect(results).toEqual([
      { i: 1, debit: "returns_committed" },
      { i: 3, debit: "returns_reserve" },
    ]);
    expect(await balance("returns_committed")).toBe(2500 - 125);
    expect(await balance("returns_reserve")).toBe(2500 - 100);
  });
});
