/**
 * Migration 0047, the switch to returns accrued in aggregate (docs/decisions/0042-aggregate-accruals.md,
 * docs/product-rules.md#daily-returns, RET-1, RET-8), on a database that already holds settled
 * days: what the investor sees (balances, paid and paused days, total earned) is the same
 * before and after, every earlier day is a legacy day, posted, `accruals` takes no new row, and
 * the next day settles in aggregate on top. Run on the empty second database.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../test/migrations";
import { creditDailyReturns } from "../cron/credit-daily-returns";

const db = env.MIGRATION_TEST_DB;

/** The investor's balances as they see them, and their investment's days, read the same way before and after. */
async function seen() {
  return db
    .prepare(
      `SELECT (SELECT balance_xaf FROM ledger_accounts WHERE id = 'u1:principal') AS principal,
              (SELECT balance_xaf FROM ledger_accounts WHERE id = 'u1:invested') AS invested,
              (SELECT total_earned_xaf FROM investments WHERE id = 5) AS earned,
              (SELECT accrued_days FROM investments WHERE id = 5) AS settled,
              (SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'daily_return' AND investment_id = 5) AS paid`,
    )
    .first();
}

let before: unknown;

beforeAll(async () => {
  await applyMigrations(db, "before", "0047");
  const accounts = ["u1:principal", "u1:referral", "u1:invested", "u1:withdrawal_hold"].map((id) =>
    db
      .prepare("INSERT INTO ledger_accounts (id, user_id, kind, may_go_negative, balance_xaf) VALUES (?, 1, ?, 0, 0)")
      .bind(id, id.split(":")[1]),
  );
  const transfer = (key: string, debit: string, credit: string, amount: number, kind: string) =>
    db
      .prepare(
        "INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id) VALUES (?, ?, ?, ?, ?, 1)",
      )
      .bind(key, debit, credit, amount, kind);
  await db.batch([
    db.prepare(
      `INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code, first_invested_at)
       VALUES (1, 'A', '670000001', 'MTN Mobile Money', 'R1', '2026-01-01T11:00:00.000Z')`,
    ),
    ...accounts,
    db.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (1, 'c', 'C', 'd', 'h', '/a.svg', 25000, 125)`,
    ),
    db.prepare(
      `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
       VALUES (5, 1, 1, 'C', 25000, 125, 30, '2026-01-01')`,
    ),
    transfer("deposit:1", "cash:mtn", "u1:principal", 30000, "deposit"),
    transfer("investment:5", "u1:principal", "u1:invested", 25000, "investment"),
    transfer("fund", "operator_capital", "returns_reserve", 50_000, "reserve_funding"),
    // Three settled days as the daily run wrote them before 0047: the old trigger pays two.
    db.prepare(
      `INSERT INTO accruals (investment_id, day, status, amount_xaf, pause_reason, user_id) VALUES
         (5, '2026-01-02', 'paid', 125, NULL, 1), (5, '2026-01-03', 'paused', 125, 'suspended', 1),
         (5, '2026-01-04', 'paid', 125, NULL, 1)`,
    ),
  ]);
  before = await seen();
  await applyMigrations(db, "from", "0047");
});

describe("the switch to aggregate settlement (migration 0047)", () => {
  it("changes nothing the investor sees and makes every earlier day a legacy day, posted", async () => {
    expect(before).toEqual({ principal: 5250, invested: 25_000, earned: 250, settled: 3, paid: 2 });
    expect(await seen()).toEqual(before);
    const counters = await db
      .prepare(
        `SELECT legacy_days, paid_days, posted_days, paused_suspended_days, paused_low_balance_days
           FROM investments WHERE id = 5`,
      )
      .first();
    expect(counters).toEqual({
      legacy_days: 3,
      paid_days: 2,
      posted_days: 2,
      paused_suspended_days: 1,
      paused_low_balance_days: 0,
    });
    expect(await db.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_payable'").first()).toEqual({
      b: 0,
    });
  });

  it("refuses a new accruals row, and the next day settles in aggregate on top of the legacy days", async () => {
    await expect(
      db
        .prepare(
          "INSERT INTO accruals (investment_id, day, status, amount_xaf, pause_reason, user_id) VALUES (5, '2026-01-05', 'paid', 125, NULL, 1)",
        )
        .run(),
    ).rejects.toThrow(/accruals are closed/);
    // Noon in Douala on 2026-01-05: the fourth day is due.
    await creditDailyReturns(db, new Date("2026-01-05T11:00:00.000Z"));
    const row = await db
      .prepare(
        `SELECT i.accrued_days, i.paid_days, i.posted_days, i.total_earned_xaf,
                (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_payable') AS payable,
                (SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'return_accrual') AS accruals
           FROM investments i WHERE i.id = 5`,
      )
      .first();
    expect(row).toEqual({ accrued_days: 4, paid_days: 3, posted_days: 2, total_earned_xaf: 375, payable: 125, accruals: 1 });
  });
});
