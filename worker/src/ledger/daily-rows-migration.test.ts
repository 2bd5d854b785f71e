/**
 * Migrations 0022 (accruals stored once, shorter daily-return keys) and 0024 (running totals
 * per kind) on a database that already holds a history (docs/ARCHITECTURE.md#scale): the
 * settled days survive the rebuild with their exactly-once key, the settling trigger posts
 * the next day's return under its new key, the table stays append-only, and the totals start
 * equal to the transfers. Run on the empty second database: the migrations before 0022,
 * rows as the code before them wrote them, then the rest.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../test/migrations";

const db = env.MIGRATION_TEST_DB;

beforeAll(async () => {
  await applyMigrations(db, "before", "0022");
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
      "INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (1, 'A', '670000001', 'MTN Mobile Money', 'R1')",
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
    transfer("fund", "operator_capital", "returns_reserve", 5000, "reserve_funding"),
    // Two settled days as the daily run wrote them before 0022: the trigger posts the first.
    db.prepare(
      `INSERT INTO accruals (investment_id, day, status, amount_xaf, pause_reason, user_id) VALUES
         (5, '2026-01-02', 'paid', 125, NULL, 1), (5, '2026-01-03', 'paused', 125, 'low_balance', 1)`,
    ),
  ]);
  // Up to the switch to aggregate settlement (0047), which closed `accruals`.
  await applyMigrations(db, "from", "0022", "0047");
});

describe("the daily rows after migrations 0022 and 0024", () => {
  it("keeps every settled day in a WITHOUT ROWID table, and its key still refuses a second settlement", async () => {
    const { results } = await db.prepare("SELECT day, status FROM accruals ORDER BY day").all();
    expect(results).toEqual([
      { day: "2026-01-02", status: "paid" },
      { day: "2026-01-03", status: "paused" },
    ]);
    const table = await db.prepare("SELECT sql FROM sqlite_master WHERE name = 'accruals'").first<{ sql: string }>();
    expect(table!.sql).toMatch(/WITHOUT ROWID/);
    await expect(
      db
        .prepare(
          "INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id) VALUES (5, '2026-01-02', 'paid', 125, 1)",
        )
        .run(),
    ).rejects.toThrow(/UNIQUE|PRIMARY KEY/);
    await expect(db.prepare("UPDATE accruals SET amount_xaf = 1").run()).rejects.toThrow(/append-only/);
    await expect(db.prepare("DELETE FROM accruals").run()).rejects.toThrow(/append-only/);
  });

  it("posts the next paid day under its new key, moving the balances and the investment, and counts it in the totals", async () => {
    await db
      .prepare("INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id) VALUES (5, '2026-01-04', 'paid', 125, 1)")
      .run();
    const { results } = await db
      .prepare("SELECT idempotency_key AS k, memo FROM ledger_transfers WHERE kind = 'daily_return' ORDER BY id")
      .all();
    expect(results).toEqual([
      { k: "daily_return:5:2026-01-02", memo: "2026-01-02" },
      { k: "r:5:2026-01-04", memo: "2026-01-04" },
    ]);
    const row = await db
      .prepare(
        `SELECT (SELECT balance_xaf FROM ledger_accounts WHERE id = 'u1:principal') AS principal,
                (SELECT accrued_days FROM investments WHERE id = 5) AS days,
                (SELECT total_xaf FROM ledger_kind_totals WHERE kind = 'daily_return') AS returns,
                (SELECT transfers FROM ledger_kind_totals WHERE kind = 'daily_return') AS n,
                (SELECT total_xaf FROM ledger_kind_totals WHERE kind = 'deposit') AS deposits`,
      )
      .first();
    expect(row).toEqual({ principal: 5000 + 250, days: 3, returns: 250, n: 2, deposits: 30000 });
  });
});
